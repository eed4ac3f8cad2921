/** JSON-schema building blocks shared by the route modules, so limits are the same everywhere. */
import { MAX_PAGE_SIZE } from '../../shared/constants/limits';

export const str = (maxLength: number, extra: Record<string, unknown> = {}) =>
  ({ type: 'string', maxLength, ...extra }) as const;
export const idParam = (name: string) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [name],
    properties: { [name]: str(64, { minLength: 1 }) },
  }) as const;
export const phoneSchema = str(32, { minLength: 7, description: 'Phone with dial code, e.g. +97699112233' });
export const emailSchema = str(254, { minLength: 3, description: 'E-mail address' });
export const codeSchema = str(6, { pattern: '^[0-9]{6}$', description: 'The 6-digit one-time code' });
export const passwordSchema = str(128, { minLength: 8 });

export const pagingProps = (defaultLimit: number) => ({
  offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultLimit },
});

export const errorSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string' },
    message: { type: 'string' },
    field: { type: 'string' },
  },
} as const;

/** `{ data }` success envelope. */
export const dataOf = (schema: object) => ({
  type: 'object',
  properties: { data: schema },
});

/** List envelope `{ data, total, offset, limit }`. */
export const listOf = (item: object) => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: item },
    total: { type: 'integer' },
    offset: { type: 'integer' },
    limit: { type: 'integer' },
  },
});

export const okSchema = dataOf({ type: 'boolean' });

/** Standard error responses every route may give. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  429: errorSchema,
};

/** A JSON schema type that also allows null. */
export const nullable = (type: string) => ({ type: [type, 'null'] });

/** The merchant a record belongs to, as lists and detail pages show it: id, name, logo and brand colour. */
export const merchantRefSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    logo: nullable('string'),
    color: { type: 'string' },
  },
};
