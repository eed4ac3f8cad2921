// Issue 14: each hot route sends a small fixed number of SQL statements (no N+1), cold (the tenant's public data not
// cached: the first request after a write) and warm. The statements are counted through drizzle's logger, which
// sees every statement of the request, transactions included.
import { allReadCaches } from './lib/read-caches';
import { useTestApp } from './test-support/build-test-app';
import { HOT_ROUTES, type CallApi } from './test-support/hot-routes';

const TENANT = 'alpha';
const t = useTestApp();

const callAs =
  (token: string | undefined): CallApi =>
  ({ method, url, payload, token: caller, headers }) =>
    t.call(TENANT, {
      method,
      url,
      token: caller ?? token,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

/**
 * Transaction control: drizzle logs begin and commit on node-postgres but not on PGlite (whose driver sends them
 * itself), so they are left out to count the same on both.
 */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release savepoint)\b/i;

/** The statements one request sends, and its status. */
async function countStatements(request: () => Promise<{ statusCode: number }>) {
  const statements: string[] = [];
  const stop = t.db.observeQueries((sql) => {
    if (!TRANSACTION_CONTROL.test(sql)) statements.push(sql);
  });
  try {
    const { statusCode } = await request();
    return { statusCode, statements };
  } finally {
    stop();
  }
}

describe.each(HOT_ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
  it(`sends at most ${route.maxStatements.cold} statements cold and ${route.maxStatements.warm} warm`, async () => {
    const token = route.signedIn ? await t.demoToken(TENANT) : undefined;
    const call = callAs(token);
    const parts = route.prepare ? await route.prepare(call, TENANT, 2) : [{}];
    const request = (i: number) => () =>
      call({ method: route.method, url: route.path(TENANT), ...parts[i % parts.length] });
    for (const cache of allReadCaches(t.app.ctx)) cache.invalidateAll();
    const cold = await countStatements(request(0));
    const warm = await countStatements(request(1));
    expect([cold.statusCode, warm.statusCode].map((status) => status < 300)).toEqual([true, true]);
    // Over the limit, the statements themselves are the failure message.
    const over = (statements: string[], max: number) => (statements.length > max ? statements : []);
    expect({
      cold: over(cold.statements, route.maxStatements.cold),
      warm: over(warm.statements, route.maxStatements.warm),
    }).toEqual({
      cold: [],
      warm: [],
    });
  });
});
