/**
 * `npm run bench:api`: issue 14's API targets, measured side by side in one run. For PGlite (a temporary DATA_DIR)
 * and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, for a fresh database created on it (and
 * dropped after), it starts the server in a child process (scripts/lib/bench-api-server.ts) and loads every hot route
 * of src/server/test-support/hot-routes.ts with autocannon (BENCH_CONNECTIONS, default 10, for BENCH_SECONDS, default
 * 5). It prints req/s and the ratio to the trivial route for the reads, p99 for the writes, and the isolation figure
 * (the trivial route alone, and asked by another client while the hot reads are loaded), each with PASS or FAIL
 * against its target. A benchmark, not a test: it exits 0 whatever the figures (1 when a route answers errors).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_MEMBER } from '../src/server/db/seed/demo-content';
import { HOT_ROUTES, type HotRoute, type HotRouteKind, type RequestPart } from '../src/server/test-support/hot-routes';
import { callOn, startServer, type Server } from './lib/bench-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Writes that each need their own request (a receipt is claimed once) get this many requests. */
const ONE_OFF_REQUESTS = Number(process.env.BENCH_ONE_OFF_REQUESTS ?? 1500);

/** Issue 14's targets: reads as a share of the trivial route's req/s, writes as p99 latency. */
const READ_RATIO: Partial<Record<HotRouteKind, number>> = { public: 0.5, 'signed-in': 0.25 };
const WRITE_P99_MS = 50;
const ISOLATION_RATIO = 0.5;

async function demoToken(server: Server): Promise<string> {
  const res = await callOn(server)({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, isTermChecked: true },
  });
  if (res.statusCode !== 200) throw new Error(`demo login answered ${res.statusCode}`);
  return (res.json().data as { token: string }).token;
}

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

type Request = { method: HotRoute['method']; path: string; token?: string; parts?: RequestPart[] };

/** The headers of one request: the tenant's Host, its caller, a JSON body's type, its own headers. */
function headersOf(server: Server, token: string | undefined, part: RequestPart | undefined): Record<string, string> {
  const as = part?.token ?? token;
  return {
    host: server.host,
    ...part?.headers,
    // Only with a body: Fastify refuses an empty body declared as JSON.
    ...(part?.payload !== undefined && { 'content-type': 'application/json' }),
    ...(as && { authorization: `Bearer ${as}` }),
  };
}

/** Loads `requests` (each connection cycles through them) for BENCH_SECONDS, or `amount` requests in all. */
async function load(server: Server, requests: Request[], amount?: number): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers: { host: server.host },
    requests: requests.map((r) => ({
      method: r.method,
      path: r.path,
      headers: headersOf(server, r.token, r.parts?.[0]),
      ...(r.parts && {
        setupRequest: (req: object) => {
          const part = r.parts![next++ % r.parts!.length];
          return {
            ...req,
            headers: headersOf(server, r.token, part),
            ...(part.payload !== undefined && { body: JSON.stringify(part.payload) }),
          };
        },
      }),
    })),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const requestOf = async (server: Server, route: HotRoute, token: string, partsWanted: number): Promise<Request> => {
  const as = route.signedIn ? token : undefined;
  return {
    method: route.method,
    path: route.path(server.tenantId),
    token: as,
    parts: route.prepare ? await route.prepare(callOn(server, as), server.tenantId, partsWanted) : undefined,
  };
};

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Every hot route, then the isolation figure, on one database: the rows of its table. */
async function benchDatabase(server: Server): Promise<{ rows: string[][]; errors: number }> {
  const token = await demoToken(server);
  const rows: string[][] = [];
  let trivial = 0;
  let errors = 0;
  for (const route of HOT_ROUTES) {
    const oneOff = route.oncePerRequest === true;
    const request = await requestOf(server, route, token, oneOff ? ONE_OFF_REQUESTS : 1);
    const measured = await load(server, [request], oneOff ? ONE_OFF_REQUESTS : undefined);
    errors += measured.errors;
    if (route.kind === 'trivial') trivial = measured.reqPerSec;
    const ratio = measured.reqPerSec / trivial;
    const target =
      route.kind === 'write'
        ? { text: `p99 <= ${WRITE_P99_MS} ms`, ok: measured.p99 <= WRITE_P99_MS }
        : route.kind === 'trivial'
          ? { text: '', ok: true }
          : { text: `ratio >= ${READ_RATIO[route.kind]}`, ok: ratio >= READ_RATIO[route.kind]! };
    rows.push([
      route.name,
      measured.reqPerSec.toFixed(0),
      ratio.toFixed(3),
      `${measured.p50} ms`,
      `${measured.p99} ms`,
      target.text,
      route.kind === 'trivial' ? '' : verdict(target.ok),
      measured.errors ? `${measured.errors} errors` : '',
    ]);
  }
  // Isolation: the trivial route from another client while every hot read is loaded at once.
  const hotReads = await Promise.all(
    HOT_ROUTES.filter((r) => r.kind === 'public' || r.kind === 'signed-in').map((r) => requestOf(server, r, token, 1)),
  );
  const trivialRoute = HOT_ROUTES.find((r) => r.kind === 'trivial')!;
  const [loaded] = await Promise.all([
    load(server, [await requestOf(server, trivialRoute, token, 1)]),
    load(server, hotReads),
  ]);
  const isolation = loaded.reqPerSec / trivial;
  rows.push([
    'trivial route while the hot reads are loaded',
    loaded.reqPerSec.toFixed(0),
    isolation.toFixed(3),
    `${loaded.p50} ms`,
    `${loaded.p99} ms`,
    `ratio >= ${ISOLATION_RATIO}`,
    verdict(isolation >= ISOLATION_RATIO),
    '',
  ]);
  return { rows, errors: errors + loaded.errors };
}

function printTable(title: string, rows: string[][]): void {
  const header = ['route', 'req/s', 'ratio to trivial', 'p50', 'p99', 'target', 'result', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

/** A fresh database on the PostgreSQL server of `url`, dropped by the returned function. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `livery_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  console.log(
    `bench:api — ${connections} connections, ${seconds} s per route, ${os.availableParallelism()} CPUs, load ` +
      `${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node}; server in its own process`,
  );
  let errors = 0;
  const databases: { title: string; url?: string }[] = [{ title: 'PGlite (in a worker thread)' }];
  if (postgresUrl) databases.push({ title: 'PostgreSQL', url: postgresUrl });
  else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too)');
  for (const database of databases) {
    const fresh = database.url ? await freshPostgresDatabase(database.url) : undefined;
    const server = await startServer(fresh?.url);
    try {
      const result = await benchDatabase(server);
      errors += result.errors;
      printTable(database.title, result.rows);
    } finally {
      await server.stop();
      await fresh?.drop();
    }
  }
  if (errors) {
    console.error(`\n${errors} requests failed: the figures above are not to be trusted`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
