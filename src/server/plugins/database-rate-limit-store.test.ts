import { DEMO_MEMBER } from '../db/seed/demo-content';
import { atOnce, times } from '../test-support/concurrency';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from '../test-support/build-test-app';

// Two server processes on one database (on PostgreSQL: two pools on the same database; on PGlite: one shared
// instance), both limiting the identity and POS phone checks to LIMIT requests per minute per tenant and address.
const LIMIT = 6;
let now = Date.UTC(2026, 5, 1, 12);
const clock = () => new Date(now);
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await buildTestApp({ clock, codeRateLimit: LIMIT });
  second = await buildTestAppOnSameDatabase(first, { clock, codeRateLimit: LIMIT });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});
beforeEach(() => {
  now += 60_000; // a new window for every test
});

const lookUp = (app: TestApp, route: 'identity' | 'pos/check-phone', tenant = 'alpha', ip = '127.0.0.1') =>
  app.call(tenant, {
    method: 'POST',
    url: `/api/auth/${route}`,
    payload: { phone: DEMO_MEMBER.phone },
    remoteAddress: ip,
  });

describe.each(['identity', 'pos/check-phone'] as const)('/auth/%s limited across two processes', (route) => {
  it(`answers ${LIMIT} of 20 requests sent at once to both processes, then 429 with Retry-After`, async () => {
    const burst = await atOnce([...times(10, () => lookUp(first, route)), ...times(10, () => lookUp(second, route))]);
    expect(burst.tally).toEqual({ 200: LIMIT, '429 TOO_MANY_REQUESTS': 20 - LIMIT });
    const refused = burst.responses.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many requests from this address: try again in /);
  });

  it('counts per tenant and per address, and opens again when the minute has passed', async () => {
    await atOnce(times(LIMIT, () => lookUp(first, route)));
    expect((await lookUp(second, route)).statusCode).toBe(429);
    // Another tenant and another address have budgets of their own.
    expect((await lookUp(second, route, 'bravo')).statusCode).toBe(200);
    expect((await lookUp(second, route, 'alpha', '10.0.0.2')).statusCode).toBe(200);
    now += 60_000;
    expect((await lookUp(second, route)).statusCode).toBe(200);
  });
});
