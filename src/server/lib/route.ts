/**
 * Registers an endpoint of src/shared/api on Fastify: the endpoint's TypeBox schemas validate the request and
 * document it in OpenAPI, its auth level goes to the auth plugin, and the handler's request and return types come
 * from the same schemas through @fastify/type-provider-typebox.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { EndpointResult, EndpointSpec } from '../../shared/api/endpoint';
import { ErrorBody } from '../../shared/api/common';
// For the type of `app.answerFront`, which the front declares on Fastify.
import type {} from './answer-front';
import { anonymousAnswer, storedAnswer, type AnswerPlaceOf } from './public-answer';

/** The Fastify schema of an endpoint, shaped as the type provider reads it. */
export interface SchemaOf<E extends EndpointSpec> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  headers: E['headers'];
  response: Record<number, E['response']>;
}

export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;

export type EndpointReply<E extends EndpointSpec> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  unknown,
  SchemaOf<E>,
  TypeBoxTypeProvider
>;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: EndpointReply<E>,
) => Promise<EndpointResult<E>>;

/** Every error an endpoint may answer, documented once. */
const ERROR_RESPONSES = Object.fromEntries([400, 401, 403, 404, 409, 413, 422, 429].map((s) => [s, ErrorBody]));

/** OpenAPI security per auth level; `{}` says a caller without a token is served too (the token is optional). */
const SECURITY: Record<Exclude<EndpointSpec['auth'], 'public'>, Record<string, string[]>[]> = {
  optional: [{}, { bearer: [] }],
  member: [{ bearer: [] }],
  'member-or-guest': [{ bearer: [] }],
};

export interface RouteExtras {
  /** Per-route config read by plugins (e.g. `rateLimit` for @fastify/rate-limit). */
  config?: Record<string, unknown>;
  /** Hidden from the OpenAPI document (development fixtures only). */
  hide?: boolean;
  /**
   * GET only: the answer to an anonymous caller depends on nothing but the tenant's public data (the tables of
   * `ctx.publicReads`) and the URL, so it is kept serialised in the public read cache (lib/public-answer.ts). Short
   * for `storedAnswer: anonymousAnswer`.
   */
  publicAnswer?: boolean;
  /** GET only: where a request's answer is kept serialised (lib/public-answer.ts); null builds it as usual. */
  storedAnswer?: AnswerPlaceOf;
  /** The body may be left out: an absent one is validated and handled as `{}`. */
  absentBodyIsEmpty?: boolean;
}

/** Registers `endpoint` with `handler`. The only way a module adds a route. */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const placeOf = extras.storedAnswer ?? (extras.publicAnswer ? anonymousAnswer : undefined);
  if (placeOf && (endpoint.method !== 'GET' || (endpoint.successStatus ?? 200) !== 200))
    throw new Error(`${endpoint.method} ${endpoint.path}: only a GET's 200 answer can be kept as bytes`);
  // The answer front sends kept bytes before Fastify's hooks run, the rate limit's among them.
  if (placeOf && extras.config?.rateLimit)
    throw new Error(`${endpoint.method} ${endpoint.path}: a rate-limited answer cannot be kept as bytes`);
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.auth !== 'public' && { security: SECURITY[endpoint.auth] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      response: { [endpoint.successStatus ?? 200]: endpoint.response, ...ERROR_RESPONSES },
      ...(extras.hide && { hide: true }),
    },
    config: { ...extras.config, auth: endpoint.auth },
    // A kept answer sent: the next request like it may be answered from memory (lib/answer-front.ts).
    ...(placeOf && {
      onResponse: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        request.server.answerFront?.note(request, reply, placeOf);
        done();
      },
    }),
    ...(extras.absentBodyIsEmpty && {
      preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
        request.body ??= {};
        done();
      },
    }),
    handler: async (request, reply) => {
      const answer = () => handler(request as unknown as EndpointRequest<E>, reply as unknown as EndpointReply<E>);
      const place = placeOf?.(request);
      if (place) return storedAnswer(request, reply, place, answer);
      const result = await answer();
      if (endpoint.successStatus === 302) return reply.redirect(result as string, 302);
      if (endpoint.successStatus) reply.status(endpoint.successStatus);
      return result;
    },
  });
}
