/**
 * TypeBox building blocks every endpoint schema uses, so envelopes, paging and text limits are the same everywhere.
 * Builders come from `import * as T` (never the `Type` object) so the browser bundle keeps only the ones used.
 * These are JSON Schemas at run time (Fastify validates and documents with them) and types at compile time
 * (`Static<>` on the client and in route handlers).
 */
import * as T from '@sinclair/typebox';
import type { SchemaOptions, StringOptions, TSchema } from '@sinclair/typebox';
import { ONE_TIME_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/auth';
import { MAX_PAGE_SIZE } from '../constants/limits';
import { withDefault } from './endpoint';

/** A string of at most `maxLength` characters. */
export const Str = (maxLength: number, options: StringOptions = {}) => T.String({ maxLength, ...options });

/**
 * One of a list of strings, as a JSON-schema `enum` (so a refusal lists what is allowed); typed as their union.
 */
export const Enum = <const V extends readonly string[]>(values: V, options: SchemaOptions = {}) =>
  T.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

/** A value that may also be null (JSON `null`, not a missing field). */
export const Nullable = <T extends TSchema>(schema: T, options: SchemaOptions = {}) =>
  T.Union([schema, T.Null()], options);

/** An id in a path or body: 1–64 characters. */
export const Id = (options: StringOptions = {}) => Str(64, { minLength: 1, ...options });

/** Path parameters that are all ids, e.g. `IdParams('merchantId')` for `/merchants/:merchantId`. */
export const IdParams = <K extends string>(...names: K[]) =>
  T.Object(Object.fromEntries(names.map((name) => [name, Id()])) as Record<K, ReturnType<typeof Id>>, {
    additionalProperties: false,
  });

export const Phone = Str(32, { minLength: 7, description: 'Phone with dial code, e.g. +97699112233' });
export const Email = Str(254, { minLength: 3, description: 'E-mail address' });
export const Code = Str(ONE_TIME_CODE_LENGTH, {
  pattern: `^[0-9]{${ONE_TIME_CODE_LENGTH}}$`,
  description: `The ${ONE_TIME_CODE_LENGTH}-digit one-time code`,
});
export const Password = Str(PASSWORD_MAX_LENGTH, { minLength: PASSWORD_MIN_LENGTH });
/** An ISO-8601 timestamp as the API writes dates. */
export const DateTime = T.String({ description: 'ISO-8601 date and time' });

/** `offset` and `limit` query fields of a list route, with the route's own default page size. */
export const PagingQuery = (defaultLimit: number) => ({
  offset: withDefault(T.Integer({ minimum: 0, maximum: 100000 }), 0),
  limit: withDefault(T.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE }), defaultLimit),
});

/** The `{ data }` envelope of every single-value answer. */
export const DataOf = <T extends TSchema>(schema: T) => T.Object({ data: schema });

/** The list envelope `{ data, total, offset, limit }`. */
export const ListOf = <T extends TSchema>(item: T) =>
  T.Object({ data: T.Array(item), total: T.Integer(), offset: T.Integer(), limit: T.Integer() });

/**
 * The answer of a redirect endpoint (`successStatus: 302`): the handler returns where the browser goes, which is
 * sent as the Location header with an empty body.
 */
export const RedirectTo = T.String({ description: 'Sent as the Location header of the 302; the body is empty' });

/** `{ data: true }`: an action that has nothing else to say. */
export const Ok = DataOf(T.Boolean());

/**
 * Every 4xx and 5xx body of the API. `field` names the input at fault. Open to more properties, because a rule may
 * add its own facts (a retry time, an order-system code) and the serializer must not drop them.
 */
export const ErrorBody = T.Object(
  {
    statusCode: T.Integer(),
    code: T.String(),
    message: T.String(),
    field: T.Optional(T.String()),
  },
  { additionalProperties: true },
);

/** The merchant a record belongs to, as lists and detail pages show it: id, name, logo and brand colour. */
export const MerchantRef = T.Object({
  _id: T.String(),
  name: T.String(),
  logo: Nullable(T.String()),
  color: T.String(),
});
