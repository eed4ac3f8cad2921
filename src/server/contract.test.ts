/**
 * The API contract holds: every route the server documents is an endpoint of src/shared/api (TypeBox schemas for
 * its params, query, body and success body), and every endpoint there is served.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind } from '@sinclair/typebox';
import type { EndpointSpec } from '../shared/api/endpoint';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

const API_DIR = path.join(__dirname, '../shared/api');

function isEndpoint(value: unknown): value is EndpointSpec {
  const v = value as Partial<EndpointSpec> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string' && !!v.response
  );
}

/** Every endpoint exported by src/shared/api/*.ts (no index to keep up to date). */
function sharedEndpoints(): EndpointSpec[] {
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return files.flatMap((file) => Object.values(require(path.join(API_DIR, file)) as object).filter(isEndpoint));
}

/** `/merchants/:merchantId` → `/api/merchants/{merchantId}`, as @fastify/swagger writes paths. */
const openApiPath = (endpointPath: string) => `/api${endpointPath.replace(/:(\w+)/g, '{$1}')}`;

const isTypeBox = (schema: unknown) => typeof schema === 'object' && schema !== null && Kind in schema;

describe('one API contract', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
    doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('every endpoint of src/shared/api is built from TypeBox schemas', () => {
    const endpoints = sharedEndpoints();
    expect(endpoints.length).toBeGreaterThan(60);
    for (const e of endpoints) {
      const where = `${e.method} ${e.path}`;
      expect([where, isTypeBox(e.response)]).toEqual([where, true]);
      for (const part of [e.params, e.query, e.body, e.headers].filter(Boolean))
        expect([where, isTypeBox(part)]).toEqual([where, true]);
      const pathParams = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      expect([where, Object.keys(e.params?.properties ?? {}).sort()]).toEqual([where, pathParams]);
    }
  });

  it('every documented route is a shared endpoint, and every shared endpoint is served', () => {
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${p}`),
    );
    const shared = sharedEndpoints().map((e) => `${e.method} ${openApiPath(e.path)}`);
    expect(documented.filter((route) => !shared.includes(route))).toEqual([]);
    expect(shared.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('every documented route names its success answer and the error body', () => {
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const codes = Object.keys(op.responses ?? {});
        const where = `${method.toUpperCase()} ${p}`;
        // 2xx, or 302 for the redirecting endpoints (OAuth start and callback, short links).
        expect([where, codes.some((c) => /^(20[01]|302)$/.test(c))]).toEqual([where, true]);
        expect([where, codes.includes('400')]).toEqual([where, true]);
      }
  });
});
