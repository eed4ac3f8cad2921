/**
 * One endpoint = one object: method, path, who may call it, and the TypeBox schemas of its params, query, body and
 * success body. The server registers the route from it (src/server/lib/route.ts: validation + OpenAPI); the client
 * calls it through src/client/api (request and answer types come from the same schemas). Change a schema here and
 * both sides stop compiling where they disagree.
 */
import type { Static, TObject, TOptional, TProperties, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint; the server's auth plugin enforces it before the handler runs.
 * - `public`: anyone, the caller is not looked up;
 * - `optional`: anyone, a valid token makes the answer personal (`request.session` may be null);
 * - `member`: a signed-in member, guests refused (403);
 * - `member-or-guest`: any signed-in user, guest sessions included.
 */
export type AuthLevel = 'public' | 'optional' | 'member' | 'member-or-guest';

export interface EndpointSpec {
  method: HttpMethod;
  /** Under /api, with `:name` parameters, e.g. `/merchants/:merchantId`. */
  path: string;
  summary: string;
  /** OpenAPI tags (the area). */
  tags: readonly string[];
  auth: AuthLevel;
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  /** Request headers the route reads (e.g. an idempotency key). */
  headers?: TObject;
  /** The success body; for a redirect (302), `RedirectTo`: the handler returns the Location. */
  response: TSchema;
  /**
   * Status of the success answer; 200 unless the endpoint creates something (201) or sends the browser elsewhere
   * (302: the handler's answer becomes the Location header and the body is empty).
   */
  successStatus?: 200 | 201 | 302;
}

/** Declares an endpoint; `const` keeps the literal path and schemas for the types below. */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

/**
 * Marks a schema as having a default the server fills in (ajv `useDefaults`): required for the handler, optional
 * for the caller. Use for query fields such as `offset`.
 */
export const withDefault = <S extends TSchema>(schema: S, value: Static<S>) =>
  ({ ...schema, default: value }) as S & { default: Static<S> };

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type CallerOptionalKey<P extends TProperties, K extends keyof P> =
  P[K] extends TOptional<TSchema> ? K : P[K] extends { default: unknown } ? K : never;
type OptionalKeys<P extends TProperties> = { [K in keyof P]: CallerOptionalKey<P, K> }[keyof P];

/** What a caller sends for an object schema: fields with a default or marked optional may be left out. */
export type CallerInput<S> =
  S extends TObject<infer P>
    ? Simplify<{ [K in Exclude<keyof P, OptionalKeys<P>>]: Static<P[K]> } & { [K in OptionalKeys<P>]?: Static<P[K]> }>
    : S extends TSchema
      ? Static<S>
      : never;

/** The parts a caller passes for an endpoint: only those the endpoint has. */
export type EndpointInput<E extends EndpointSpec> = Simplify<
  (E['params'] extends TObject ? { params: Static<E['params']> } : unknown) &
    (E['query'] extends TObject
      ? Record<never, never> extends CallerInput<E['query']>
        ? { query?: CallerInput<E['query']> }
        : { query: CallerInput<E['query']> }
      : unknown) &
    (E['body'] extends TSchema ? { body: CallerInput<E['body']> } : unknown) &
    (E['headers'] extends TObject ? { headers: Static<E['headers']> } : unknown)
>;

/** The success body of an endpoint, as the client receives it and the handler must return it. */
export type EndpointResult<E extends EndpointSpec> = Static<E['response']>;

/** The `data` of an endpoint whose success body is a `{ data }` envelope. */
export type EndpointData<E extends EndpointSpec> = EndpointResult<E> extends { data: infer D } ? D : never;
