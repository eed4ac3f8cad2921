/**
 * Answers of hot reads kept as bytes (issue 14). What an anonymous visitor is answered on the public reads depends
 * only on the tenant's public data and the URL; a visitor's menu on the catalogue and the minute of the ordering
 * clock; a member's merchant page, home list or My Rewards on those public data and the member's own ties; a
 * member's notifications on their notifications. Each such answer is
 * serialised once — by the route's own response serializer, so the bytes are those Fastify would have sent — and
 * kept in the read cache whose tables it comes from, which the writes that change them clear
 * (plugins/read-caches.ts). Each later request sends the stored string: no view building, no serialisation, little
 * garbage; a client that takes brotli or gzip gets a compressed copy made once (lib/answer-encoding.ts). A weak ETag
 * lets a client that holds the answer get a 304.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedCopy, storedEncodingFor, type StoredEncoding } from './answer-encoding';
import type { ReadCaches } from './read-caches';
import type { TenantReadCache } from './tenant-read-cache';

export interface SerializedAnswer {
  /** UTF-8 once: each request sends it as it is, neither measured nor encoded again (a menu is ~80 KB). */
  body: Buffer;
  etag: string;
  /** Compressed copies, made when first asked for. */
  copies: Partial<Record<StoredEncoding, Buffer>>;
}

/** Where one request's answer is kept: the cache whose tables it comes from, and its key there (per tenant). */
export interface AnswerPlace {
  cache: TenantReadCache;
  key: string;
}

/**
 * What a place is found from: the request's tenant, caller, address, parameters and query. No headers: an answer
 * kept as bytes is the same whatever else the request carries (the answer front, lib/answer-front.ts, keeps these
 * few fields of a request to find its place again later).
 */
export type AnswerRequest = Pick<FastifyRequest, 'tenant' | 'session' | 'url' | 'params' | 'query' | 'server'>;

/** Where a request's answer is kept, or null when it is built for this request alone. */
export type AnswerPlaceOf = (request: AnswerRequest) => AnswerPlace | null;

/** An anonymous visitor's answer: the same for every visitor of the tenant, by URL, in the public reads. */
export const anonymousAnswer: AnswerPlaceOf = (request) =>
  request.session ? null : { cache: request.server.ctx.publicReads, key: `answer|${request.url}` };

/**
 * A signed-in caller's own answer, by user, role (a guest sees less) and URL, in the cache `cacheOf` names: for reads
 * whose every part comes from that cache's tables. Null for a visitor.
 */
export const ownAnswerIn =
  (cacheOf: (caches: ReadCaches) => TenantReadCache): AnswerPlaceOf =>
  (request) => {
    const { session } = request;
    if (!session) return null;
    return { cache: cacheOf(request.server.ctx), key: `${session.user.id}|${session.user.role}|${request.url}` };
  };

/**
 * A member's answer in the member answers: for reads made of the public tables and the member's ties (follows,
 * joins with their balances, spend) that `ctx.memberAnswers` watches — My Rewards, a member's merchant page.
 */
export const memberAnswer = ownAnswerIn((caches) => caches.memberAnswers);

/** A visitor's answer as `anonymousAnswer`, a signed-in caller's as `memberAnswer` (merchant page, home list). */
export const anonymousOrMemberAnswer: AnswerPlaceOf = (request) => anonymousAnswer(request) ?? memberAnswer(request);

/** Weak: the same JSON may go out gzipped or not, byte-different on the wire. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Whether If-None-Match names `etag` (a list of validators, or `*`). */
function holds(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

/**
 * The answer to `request` (a GET): the answer stored at `place` for the request's tenant, or `answer()` serialised
 * and stored first. An error thrown by `answer` is answered as usual and nothing is stored. Returns the body for the
 * handler to return (Fastify sends a Buffer as it is, with the type set here; @fastify/compress leaves an answer
 * with a Content-Encoding alone), or the reply of a 304 sent.
 */
export async function storedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  place: AnswerPlace,
  answer: () => Promise<unknown>,
): Promise<Buffer | FastifyReply> {
  const { body, etag, copies } = await place.cache.read(
    request.tenant.id,
    place.key,
    async (): Promise<SerializedAnswer> => {
      const serialized = reply.serialize(await answer()) as string;
      return { body: Buffer.from(serialized), etag: etagOf(serialized), copies: {} };
    },
  );
  reply.header('etag', etag);
  if (holds(request, etag)) return reply.code(304).send();
  reply.type(JSON_CONTENT_TYPE);
  const encoding = storedEncodingFor(request.headers, body);
  if (!encoding) return body;
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return compressedCopy(copies, encoding, body);
}
