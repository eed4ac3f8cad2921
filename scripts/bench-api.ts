/**
 * `npm run bench:api`: starts the API in-process on a free port with a temporary PGlite directory and runs
 * (BENCH_DATABASE_URL → PostgreSQL instead) and runs autocannon for BENCH_SECONDS (default 5) against a trivial route without database (the ceiling), health (select 1), the merchant page, the
 * authenticated notifications list and the identity check (POST). Prints req/s, p50 and p99 per route.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadTenantConfigsOrThrow } from '../src/pipeline/load-tenant-configs';
import { buildApp } from '../src/server/app';
import { seedDemo } from '../src/server/db/seed/seed-all';
import { DEMO_MEMBER } from '../src/server/db/seed/demo-content';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'livery-bench-'));
  const tenants = await loadTenantConfigsOrThrow(path.resolve('tenants'));
  const tenant = tenants[0];
  const app = await buildApp({
    tenants,
    database: { dataDir, databaseUrl: process.env.BENCH_DATABASE_URL },
    logger: false,
    env: 'development',
    codeRateLimit: 1e9,
  });
  await seedDemo(app.ctx.db, tenants);
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const host = `${tenant.subdomain}.localhost:${port}`;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, isTermChecked: true },
    });
    const token = login.json().data.token as string;
    const routes = [
      { name: 'GET /api/countries/MN (ceiling, no db)', method: 'GET', path: '/api/countries/MN' },
      { name: 'GET /api/health (select 1)', method: 'GET', path: '/api/health' },
      { name: 'GET /api/merchants/:id', method: 'GET', path: `/api/merchants/${tenant.id}` },
      { name: 'GET /api/notifications (auth)', method: 'GET', path: '/api/notifications', auth: true },
      {
        name: 'POST /api/auth/identity',
        method: 'POST',
        path: '/api/auth/identity',
        body: JSON.stringify({ phone: DEMO_MEMBER.phone }),
      },
    ] as const;
    const rows: string[][] = [];
    for (const route of routes) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${route.path}`,
        method: route.method,
        connections,
        duration: seconds,
        headers: {
          host,
          'content-type': 'application/json',
          ...('auth' in route && route.auth && { authorization: `Bearer ${token}` }),
        },
        ...('body' in route && { body: route.body }),
      });
      const ok = result.non2xx === 0 ? '' : ` (${result.non2xx} non-2xx!)`;
      rows.push([
        route.name,
        result.requests.average.toFixed(0),
        `${result.latency.p50} ms`,
        `${result.latency.p99} ms${ok}`,
      ]);
    }
    const header = ['route', 'req/s', 'p50', 'p99'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    console.log(
      `\n${connections} connections, ${seconds} s per route, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}\n`,
    );
    console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
