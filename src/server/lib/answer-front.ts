/**
 * The answer front (issue 14): a hot read whose answer is kept as bytes (lib/public-answer.ts) is answered from memory
 * as soon as its request arrives, before Fastify parses, routes and hooks it. Fastify's way costs a request about as
 * much of the main thread as the cheapest route's whole work; this one writes the kept bytes with the headers Fastify
 * sent them with, so a burst of hot reads leaves the main thread to everyone else.
 *
 * It answers only what Fastify has answered from the same kept bytes before. When a kept answer goes out through
 * Fastify (route.ts), the front notes its request by Host, Authorization and URL: the tenant set it was resolved in,
 * the caller's session, the few fields its place is found from, and the headers it went out with. A later request
 * with the same three is answered here only while all of that still holds:
 * - the tenant set is the same (a live pick-up swaps it: a Host may now name another tenant, or none);
 * - a caller's session is still the very one kept in `ctx.sessions` and not expired (a logout, a revocation or an
 *   edit of the user clears it, and a session read again is another object);
 * - the place, found again from the noted fields now (a menu's or cart's minute moves on), holds a loaded answer in
 *   its cache (the writes that change an answer clear it, plugins/read-caches.ts);
 * - the request is a plain GET: no body, no If-None-Match (Fastify answers 304s), and an encoding the kept copies
 *   cover (a client preferring deflate or zstd is left to @fastify/compress).
 * Anything else goes to Fastify as usual, and its answer notes the request again. What Fastify checks of a request
 * besides its caller — the input guard, the schemas — depends only on the URL, which is the same; a rate-limited
 * route cannot keep its answers as bytes at all (route.ts refuses it), so no limit is passed by.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
  FastifyServerOptions,
} from 'fastify';
import type { ServerContext } from '../context';
import { bearer, type SessionUser } from '../plugins/auth';
import type { TenantSet } from '../tenancy/tenant-registry';
import { compressedCopy, sentAsIs, storedEncodingFor } from './answer-encoding';
import { sha256 } from './ids';
import {
  JSON_CONTENT_TYPE,
  type AnswerPlace,
  type AnswerPlaceOf,
  type AnswerRequest,
  type SerializedAnswer,
} from './public-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers hot reads from memory before Fastify (set by buildApp; absent on an app without a server). */
    answerFront?: AnswerFront;
  }
}

interface Noted {
  /** The tenant set the request's Host was resolved in. */
  tenants: TenantSet;
  tenantId: string;
  /** The caller's session as `ctx.sessions` kept it, or null for a caller the answer does not depend on. */
  caller: { tokenHash: string; session: SessionUser } | null;
  /** What the place is found from, as the request had it. */
  request: AnswerRequest;
  placeOf: AnswerPlaceOf;
  /** The headers the answer went out with but those of the bytes themselves, as name, value, name, value… */
  headers: string[];
}

/** Requests noted at most: the oldest go first (every signed-in caller has their own). */
const MAX_NOTED = 20_000;

/** Headers of the bytes sent, set for each answer; the rest of an answer's headers are the route's and tenant's. */
const HEADERS_OF_THE_BYTES = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'vary']);

/** Levels at which Fastify logs each request completed: so does the front. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

const keyOf = (host: string, authorization: string | undefined, url: string) =>
  `${host}\n${authorization ?? ''}\n${url}`;

export class AnswerFront {
  private readonly noted = new Map<string, Noted>();
  private ctx?: ServerContext;
  private log?: FastifyBaseLogger;
  private closing = false;

  /**
   * Fastify's HTTP server with the front before its handler. Fastify leaves a server it is given as it is: the
   * timeouts it sets on its own are set here from its settings.
   */
  readonly serverFactory: FastifyServerFactory = (handler, settings) => {
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = settings as FastifyServerOptions;
    const server = createServer((req, res) => this.answer(req, res) || handler(req, res));
    if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout ?? 0);
    return server;
  };

  /** Starts answering, with the server's context and logger. */
  open(ctx: ServerContext, log: FastifyBaseLogger): void {
    this.ctx = ctx;
    this.log = log;
  }

  /** Stops answering: a closing server leaves every request to Fastify, which refuses new ones. */
  close(): void {
    this.closing = true;
    this.noted.clear();
  }

  /**
   * Notes a request Fastify has answered on a route whose answers are kept (`placeOf`), once its answer is sent:
   * the next one like it may be answered here. Not noted: anything but a 200 with kept bytes, an answer whose
   * encoding or Vary the front does not make, a route that validates headers, a token that is no session.
   */
  note(request: FastifyRequest, reply: FastifyReply, placeOf: AnswerPlaceOf): void {
    if (this.closing || !this.ctx || request.method !== 'GET' || reply.statusCode !== 200) return;
    const { host, authorization } = request.headers;
    const encoding = reply.getHeader('content-encoding');
    const vary = reply.getHeader('vary');
    if (
      !host ||
      !(encoding === undefined || encoding === 'br' || encoding === 'gzip') ||
      !(vary === undefined || vary === 'accept-encoding') ||
      request.routeOptions.schema?.headers
    )
      return;
    let caller: Noted['caller'] = null;
    if (request.session) {
      const token = bearer(request);
      if (!token) return;
      caller = { tokenHash: sha256(token), session: request.session };
    } else if (authorization !== undefined && request.routeOptions.config.auth !== 'public') {
      // A token that is no session: the answer was an anonymous visitor's, but that token must not keep getting it.
      return;
    }
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || HEADERS_OF_THE_BYTES.has(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    const key = keyOf(host, authorization, request.url);
    this.noted.delete(key);
    this.noted.set(key, {
      tenants: this.ctx.tenants.current(),
      tenantId: request.tenant.id,
      caller,
      request: {
        tenant: request.tenant,
        session: request.session,
        url: request.url,
        params: request.params,
        query: request.query,
        server: request.server,
      },
      placeOf,
      headers,
    });
    if (this.noted.size > MAX_NOTED) this.noted.delete(this.noted.keys().next().value!);
  }

  /** Answers `req` from memory when it can (see above) and says whether it did; else the caller hands it to Fastify. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const started = this.log && LOGGED_LEVELS.has(this.log.level) ? performance.now() : undefined;
    const found = this.keptAnswerOf(req);
    if (!found) return false;
    const { noted, kept, encoding } = found;
    const body = encoding ? compressedCopy(kept.copies, encoding, kept.body) : kept.body;
    res.writeHead(200, [
      ...noted.headers,
      'content-type',
      JSON_CONTENT_TYPE,
      'etag',
      kept.etag,
      ...(encoding ? ['content-encoding', encoding, 'vary', 'accept-encoding'] : []),
      'content-length',
      String(body.length),
    ]);
    res.end(body);
    if (started !== undefined)
      this.log!.info(
        {
          req: { method: req.method, url: req.url, host: req.headers.host, remoteAddress: req.socket.remoteAddress },
          res: { statusCode: 200 },
          responseTime: performance.now() - started,
        },
        'request completed from memory',
      );
    return true;
  }

  /** The kept answer Fastify would send `req` now, and its encoding, or null when Fastify is to answer it. */
  private keptAnswerOf(req: IncomingMessage) {
    const ctx = this.ctx;
    const { headers } = req;
    if (!ctx || this.closing || req.method !== 'GET' || !headers.host || req.url === undefined) return null;
    if (headers['if-none-match'] !== undefined || headers['content-length'] || headers['transfer-encoding'])
      return null;
    const noted = this.noted.get(keyOf(headers.host, headers.authorization, req.url));
    if (!noted || ctx.tenants.current() !== noted.tenants) return null;
    if (noted.caller) {
      const session = ctx.sessions.peek<SessionUser>(noted.tenantId, noted.caller.tokenHash);
      if (session !== noted.caller.session || !(session.expiresAt > ctx.clock())) return null;
    }
    let place: AnswerPlace | null;
    try {
      place = noted.placeOf(noted.request);
    } catch (error) {
      // Whatever a route's place throws, Fastify answers it as usual: the front never answers an error.
      this.log?.warn({ err: error, url: req.url }, 'the answer front could not find a place; Fastify answers');
      return null;
    }
    const kept = place && place.cache.peek<SerializedAnswer>(noted.tenantId, place.key);
    if (!kept) return null;
    const encoding = storedEncodingFor(headers, kept.body);
    if (!encoding && !sentAsIs(headers, kept.body)) return null;
    return { noted, kept, encoding };
  }
}
