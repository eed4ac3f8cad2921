import fc from 'fast-check';

/**
 * Request generators for the OpenAPI-driven fuzz (src/server/fuzz.test.ts): from each operation's JSON schemas,
 * requests that are valid except for one to three hostile parts, so that the hostile value travels past validation
 * into the handlers and the database, plus wholly malformed requests (raw bodies, bad ids, bad tokens).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
}

export interface FuzzOperation {
  method: string;
  /** OpenAPI path with {name} placeholders. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: JsonSchema;
  body?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document with its path, query and body schemas ($refs to components resolved). */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1];
    return ref ? resolve(doc.components?.schemas?.[ref] ?? {}) : schema;
  };
  const deref = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema), (_key, value: unknown) =>
      value && typeof value === 'object' && '$ref' in value ? resolve(value as JsonSchema) : value,
    ) as JsonSchema;
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = op.parameters ?? [];
      const inQuery = params.filter((p) => p.in === 'query');
      const body = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, deref(p.schema)])),
        query: {
          type: 'object',
          properties: Object.fromEntries(inQuery.map((p) => [p.name, deref(p.schema)])),
          required: inQuery.filter((p) => p.required).map((p) => p.name),
        },
        body: body && deref(body),
      };
    }),
  );
}

/** Real values the seed knows, by field name, so that valid requests reach the code behind the lookups. */
export type Hints = Record<string, unknown[]>;

const typesOf = (schema: JsonSchema): string[] =>
  schema.type ? [schema.type].flat() : schema.properties ? ['object'] : schema.items ? ['array'] : [];

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, Math.max(min, 40));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    try {
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity) && pattern.test(s));
    } catch {
      // A pattern fast-check cannot generate from (lookarounds): simple text that happens to match, or one slash.
      return fc.oneof(
        fc.constant('/'),
        fc.string({ minLength: min, maxLength: max }).filter((s) => pattern.test(s)),
      );
    }
  }
  return fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
}

/** A value the schema accepts (or a seeded value for a known field name). */
export function validValue(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  const hinted = hints[name];
  const generated = validBySchema(schema, hints);
  return hinted?.length ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, generated) : generated;
}

function validBySchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validBySchema(s, hints)));
  if (schema.allOf?.length) return validBySchema(Object.assign({}, ...schema.allOf) as JsonSchema, hints);
  const [type] = typesOf(schema).filter((t) => t !== 'null');
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validBySchema(schema.items ?? {}, hints), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
      case 'object':
        return validObject(schema, hints);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

/** Every required property and any of the optional ones, each valid. */
export function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, validValue(s, hints, name)] as const),
  );
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in properties) });
}

/** Text PostgreSQL refuses (NUL) or would silently corrupt (lone surrogates), and the byte-order mark. */
export const badUnicode = fc.constantFrom('a\u0000b', '\u0000', 'x\uD800', '\uDFFFx', '\uD83D', '\uFEFFtext');

/** Text no database and no handler should choke on: control characters, bad Unicode, injections, huge lengths. */
export function hostileText(maxLength = 100): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: badUnicode },
    fc.constantFrom(
      '',
      ' ',
      '\u202Eevil',
      'ö中😀👍🏽',
      "' OR '1'='1' --",
      '%00',
      '%',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      '${jndi:ldap://x}',
      '\r\nSet-Cookie: a=b',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '-1',
      '0',
      '9'.repeat(40),
      'NaN',
      '1e400',
    ),
    fc.constant('x'.repeat(maxLength + 1)),
    fc.constant('x'.repeat(maxLength)),
    fc.integer({ min: 1000, max: 300_000 }).map((n) => 'y'.repeat(n)),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}

/**
 * Arrays and objects nested `depth` levels deep around a value: at and beyond the guard's limit (deeper nesting, up
 * to 60,000 levels, is sent as raw text by malformedBody: JSON.stringify itself would overflow the stack here).
 */
const deeplyNested = fc.integer({ min: 5, max: 400 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? { a: value } : [value];
  return value;
});

const hostileNumber = (schema: JsonSchema) =>
  fc.constantFrom<unknown>(
    -1,
    0,
    (schema.minimum ?? 0) - 1,
    (schema.maximum ?? 0) + 1,
    -(2 ** 31) - 1,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    1e308,
    -1e308,
    1.5,
    0.30000000000000004,
    5e-324,
    '12',
    '1e400',
    'NaN',
    'Infinity',
  );

/** Wrong types and boundary values for one schema: what a hostile or broken client sends. */
export function hostileValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const [type] = typesOf(schema).filter((t) => t !== 'null');
  const wrongType = fc.constantFrom<unknown>(null, true, 0, -7, 'text', [], {}, [1, 'a'], { nested: { x: 1 } });
  const specific: Array<fc.Arbitrary<unknown>> = [];
  if (type === 'string' || !type) specific.push(hostileText(schema.maxLength ?? 100));
  if (type === 'integer' || type === 'number') specific.push(hostileNumber(schema));
  if (type === 'boolean') specific.push(fc.constantFrom('true', 'yes', 1, 0, 'false'));
  if (type === 'array') {
    specific.push(
      fc.array(hostileValue(schema.items ?? {}, hints), { maxLength: 4 }),
      fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
    );
  }
  if (type === 'object') specific.push(hostileObject(schema, hints, 2));
  if (schema.enum?.length) specific.push(fc.constantFrom('other', `${String(schema.enum[0])} `, ''));
  return fc.oneof(...specific.map((arbitrary) => ({ arbitrary, weight: 4 })), wrongType, deeplyNested);
}

/**
 * A valid object with `changes` of its properties (or unknown ones) replaced by hostile values: the other parts pass
 * validation, so the hostile one is the reason for the answer.
 */
export function hostileObject(schema: JsonSchema, hints: Hints, changes = 2): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const unknownField = fc.tuple(
    hostileText(20).filter((k) => k.length > 0 && k.length < 1000),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const knownField = names.length
    ? fc.constantFrom(...names).chain((name) => hostileValue(properties[name], hints).map((v) => [name, v] as const))
    : unknownField;
  // Mostly a known field: an unknown one is refused by the schema before any handler runs.
  const mutation = fc.oneof({ weight: 5, arbitrary: knownField }, { weight: 1, arbitrary: unknownField });
  const dropsRequired = fc.integer({ min: 0, max: 7 }).map((n) => n === 0);
  return fc
    .tuple(validObject(schema, hints), fc.array(mutation, { minLength: 1, maxLength: changes }), dropsRequired)
    .map(([valid, mutations, dropRequired]) => {
      const result: Record<string, unknown> = { ...valid, ...Object.fromEntries(mutations) };
      if (dropRequired && schema.required?.length) delete result[schema.required[0]];
      return result;
    });
}

/** Percent-encodes any text for a URL, including lone surrogates (as the bytes a lenient encoder would write). */
export function encodeSegment(text: string): string {
  return Array.from(text, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }).join('');
}

/** A query string from any values: arrays repeat the key, objects are sent as JSON text. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return params.toString();
}

/** Whole request bodies that are broken before any schema: as raw text with a content type. */
export const malformedBody = fc.oneof(
  fc.constantFrom(
    { text: '\uFEFF{}', type: 'application/json' },
    { text: '{"a":', type: 'application/json' },
    { text: '', type: 'application/json' },
    { text: 'null', type: 'application/json' },
    { text: '[]', type: 'application/json' },
    { text: '"text"', type: 'application/json' },
    { text: '12', type: 'application/json' },
    { text: '{"__proto__":{"x":1}}', type: 'application/json' },
    { text: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
    { text: '{"a":"\\u0000"}', type: 'application/json' },
    { text: '{"a":"\\ud800"}', type: 'application/json' },
    { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { text: 'plain text', type: 'text/plain' },
    { text: '<a/>', type: 'application/xml' },
    { text: '{}', type: 'application/json; charset=latin1' },
  ),
  fc
    .integer({ min: 1000, max: 60_000 })
    .map((depth) => ({ text: '['.repeat(depth) + ']'.repeat(depth), type: 'application/json' })),
  fc.constant({ text: `{"a":"${'z'.repeat(300 * 1024)}"}`, type: 'application/json' }),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({ text, type: 'application/json' })),
);
