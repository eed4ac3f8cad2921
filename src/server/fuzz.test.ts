import fc from 'fast-check';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

/**
 * Bad input never gives 5xx: every route of the OpenAPI document gets random JSON bodies, known fields with wrong
 * types or huge strings, unknown fields, malformed JSON and random query strings. Bounded: RUNS per route.
 */
const RUNS = 12;
let t: TestApp;
let token: string;
type Op = { path: string; method: string; bodyProps: string[]; queryProps: string[] };
let ops: Op[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.demoToken('alpha');
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string }>;
          requestBody?: { content: Record<string, { schema: { properties?: object } }> };
        }
      >
    >;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      bodyProps: Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}),
      queryProps: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}, 180_000);
afterAll(() => t.close());

const hugeString = fc.integer({ min: 1000, max: 300_000 }).map((n) => 'x'.repeat(n));
const weirdValue = fc.oneof(
  fc.jsonValue(),
  hugeString,
  fc.string(),
  fc.constant(null),
  fc.integer(),
  fc.constant('+97699112233'),
  fc.constant('123456'),
);
const pathSegment = fc.oneof(
  fc.string({ maxLength: 80 }),
  hugeString.map((s) => s.slice(0, 3000)),
  fc.constant('alpha-m01'),
);

function bodyFor(op: Op) {
  const known = op.bodyProps.length
    ? fc.dictionary(fc.constantFrom(...op.bodyProps), weirdValue, { maxKeys: 6 })
    : fc.constant({});
  return fc.oneof(
    known,
    fc
      .tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), weirdValue, { maxKeys: 3 }))
      .map(([a, b]) => ({ ...b, ...a })),
    fc.jsonValue(),
    fc.string().map((raw) => ({ raw })),
  );
}

function queryFor(op: Op) {
  const keys = [...op.queryProps, 'offset', 'limit', 'unknown'];
  return fc.dictionary(
    fc.constantFrom(...keys),
    fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.integer().map(String),
      hugeString.map((s) => s.slice(0, 5000)),
    ),
    { maxKeys: 4 },
  );
}

it('no route answers 5xx to bad input', async () => {
  expect(ops.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(
        bodyFor(op),
        queryFor(op),
        pathSegment,
        fc.boolean(),
        async (body, query, segment, withToken) => {
          const url =
            op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(segment) || 'x') +
            '?' +
            new URLSearchParams(query as Record<string, string>).toString();
          const raw = body && typeof body === 'object' && 'raw' in body && Object.keys(body).length === 1;
          const res = await t.call('alpha', {
            method: op.method as 'POST',
            url,
            ...(withToken && { token }),
            ...(op.method !== 'GET' &&
              (raw
                ? { payload: String((body as { raw: string }).raw), headers: { 'content-type': 'application/json' } }
                : { payload: body as object })),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${op.method} ${url.slice(0, 120)} ${JSON.stringify(body).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
            const json = res.json();
            expect(typeof json.message).toBe('string');
          }
        },
      ),
      { numRuns: RUNS, seed: 20261121 },
    );
  }
  expect(failures).toEqual([]);
}, 240_000);
