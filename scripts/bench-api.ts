/**
 * `npm run bench:api`: issue 14's API targets, measured side by side in one run. For PGlite (a temporary DATA_DIR)
 * and, when BENCH_DATABASE_URL or DATABASE_URL names a PostgreSQL server, for a fresh database created on it (and
 * dropped after), it starts the server in a child process (scripts/lib/bench-api-server.ts) and loads every hot route
 * of src/server/test-support/hot-routes.ts with autocannon (BENCH_CONNECTIONS, default 10, for BENCH_SECONDS, default
 * 5; each write first sends WRITE_WARM_UP requests that are not measured). It prints req/s and the ratio to the
 * trivial route for the reads, p99 for the writes, and the isolation figure
 * (the trivial route alone, and asked by another client while the hot reads are loaded), each with PASS or FAIL
 * against its target, then the CPU each phase of the isolation figure used (server threads, clients).
 * BENCH_ISOLATION_ONLY=1 measures the isolation figure alone; BENCH_ROUTES=text[,text…] measures only the hot routes
 * whose title contains one of the texts (the trivial route always, as every ratio's denominator; no isolation figure
 * then); BENCH_ONLY_POSTGRES=1 leaves PGlite out (an A/B of a PostgreSQL change in half the time). A benchmark, not a
 * test: it exits 0 whatever the figures (1 when a route answers errors).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_MEMBER } from '../src/server/db/seed/demo-content';
import { HOT_ROUTES, type HotRoute, type HotRouteKind, type RequestPart } from '../src/server/test-support/hot-routes';
import { callOn, startServer, type Server } from './lib/bench-server';
import { cpuBetween, readProcessCpu, type ProcessCpu } from './lib/thread-cpu';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Writes that each need their own request (a receipt is claimed once) get this many requests. */
const ONE_OFF_REQUESTS = Number(process.env.BENCH_ONE_OFF_REQUESTS ?? 1500);

/** Issue 14's targets: reads as a share of the trivial route's req/s, writes as p99 latency. */
const READ_RATIO: Partial<Record<HotRouteKind, number>> = { public: 0.5, 'signed-in': 0.25 };
const WRITE_P99_MS = 50;
const ISOLATION_RATIO = 0.5;
const isolationOnly = process.env.BENCH_ISOLATION_ONLY === '1';
const routeFilter = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const onlyPostgres = process.env.BENCH_ONLY_POSTGRES === '1';
const TRIVIAL_ROUTE = HOT_ROUTES.find((r) => r.kind === 'trivial')!;
/** Requests of the trivial route sent before anything is measured. */
const WARM_UP = 5000;
/**
 * Requests of each write sent before its figure, not measured: a write's first requests on a fresh server prepare
 * its statements, compile its code and fill the caches it reads (the first ten took 110–160 ms where the rest took
 * 20–40), which in a run of 1,500 is most of its p99. The p99 is the server's under steady load, as the reads' are
 * after the trivial route's warm-up. A multiple of the claim's members, so each keeps a connection of its own.
 */
const WRITE_WARM_UP = 100;

/** Whether BENCH_ROUTES asks for this route (all do when it is unset). */
function isAskedFor(route: HotRoute): boolean {
  return route.kind === 'trivial' || !routeFilter || routeFilter.some((text) => route.name.includes(text));
}

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
  /** Requests answered in all. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What Chromium sends with every fetch. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

type Request = {
  method: HotRoute['method'];
  path: string;
  token?: string;
  parts?: RequestPart[];
  /** The parts are of this many callers: a connection each (HotRoute.callers). */
  callers?: number;
};

/**
 * The headers of one request: the tenant's Host, the encodings a browser accepts (every browser and the app's fetch
 * send them, and the server answers large reads compressed), its caller, a JSON body's type, its own headers.
 */
function headersOf(server: Server, token: string | undefined, part: RequestPart | undefined): Record<string, string> {
  const as = part?.token ?? token;
  return {
    host: server.host,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...part?.headers,
    // Only with a body: Fastify refuses an empty body declared as JSON.
    ...(part?.payload !== undefined && { 'content-type': 'application/json' }),
    ...(as && { authorization: `Bearer ${as}` }),
  };
}

/** A request whose parts are all alike needs no per-request function: its one part is sent every time. */
function fixed(server: Server, r: Request): autocannon.Request | undefined {
  if (r.parts && r.parts.length > 1) return undefined;
  const part = r.parts?.[0];
  return {
    method: r.method,
    path: r.path,
    headers: headersOf(server, r.token, part),
    ...(part?.payload !== undefined && { body: JSON.stringify(part.payload) }),
  };
}

/** `req` (autocannon's request being set up) carrying `part`: its body and headers. */
function withPart(server: Server, r: Request, part: RequestPart, req: object) {
  return {
    ...req,
    headers: headersOf(server, r.token, part),
    ...(part.payload !== undefined && { body: JSON.stringify(part.payload) }),
  };
}

/**
 * The connections of a request whose parts are of `r.callers` callers: one a caller, each sending only its caller's
 * parts in turn (autocannon shares a fixed amount out evenly between connections, so each sends its caller's share).
 */
function connectionPerCaller(server: Server, r: Request): Partial<autocannon.Options> {
  const byCaller = new Map<string | undefined, RequestPart[]>();
  for (const part of r.parts!) byCaller.set(part.token, [...(byCaller.get(part.token) ?? []), part]);
  const ofCallers = [...byCaller.values()];
  if (ofCallers.length !== r.callers)
    throw new Error(`${r.path}: parts of ${ofCallers.length} callers, ${r.callers} expected`);
  let connected = 0;
  return {
    connections: ofCallers.length,
    requests: [{ method: r.method, path: r.path }],
    setupClient: (client) => {
      const parts = ofCallers[connected++ % ofCallers.length];
      let next = 0;
      client.setRequests([
        {
          method: r.method,
          path: r.path,
          setupRequest: (req) => withPart(server, r, parts[next++ % parts.length], req),
        },
      ]);
    },
  };
}

/**
 * Loads `requests` (each connection cycles through them) for BENCH_SECONDS, or `amount` requests in all. A load of
 * fixed requests runs in a worker thread of its own (autocannon's `workers`), so two loads at once are two clients
 * that do not share an event loop; one whose requests each carry their own body (a receipt claimed once) runs here,
 * as its per-request function cannot be sent to a worker.
 */
async function load(server: Server, requests: Request[], amount?: number): Promise<Measured> {
  const common = {
    url: `http://127.0.0.1:${server.port}`,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
  };
  const allFixed = requests.map((r) => fixed(server, r));
  let next = 0;
  const result = await autocannon(
    allFixed.every((r) => r !== undefined)
      ? { ...common, workers: 1, requests: allFixed }
      : requests.length === 1 && requests[0].callers
        ? { ...common, headers: { host: server.host }, ...connectionPerCaller(server, requests[0]) }
        : {
            ...common,
            headers: { host: server.host },
            requests: requests.map((r) => ({
              method: r.method,
              path: r.path,
              headers: headersOf(server, r.token, r.parts?.[0]),
              ...(r.parts && {
                setupRequest: (req: object) => withPart(server, r, r.parts![next++ % r.parts!.length], req),
              }),
            })),
          },
  );
  return {
    reqPerSec: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** `request` with only its parts from `start` to `end`: the warm-up's share, or the measured one. */
const partsOf = (request: Request, start: number, end?: number): Request => ({
  ...request,
  parts: request.parts!.slice(start, end),
});

const requestOf = async (server: Server, route: HotRoute, token: string, partsWanted: number): Promise<Request> => {
  const as = route.signedIn ? token : undefined;
  return {
    method: route.method,
    path: route.path(server.tenantId),
    token: as,
    parts: route.prepare ? await route.prepare(callOn(server, as), server.tenantId, partsWanted) : undefined,
    callers: route.callers,
  };
};

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Every hot route, then the isolation figure, on one database: the rows of its table. */
async function benchDatabase(server: Server): Promise<{ rows: string[][]; notes: string[]; errors: number }> {
  const token = await demoToken(server);
  // A fresh server compiles its hot paths during its first thousands of requests: not in the trivial route's figure,
  // every ratio's denominator.
  await load(server, [await requestOf(server, TRIVIAL_ROUTE, token, 1)], WARM_UP);
  const rows: string[][] = [];
  let trivial = 0;
  let errors = 0;
  for (const route of isolationOnly ? [] : HOT_ROUTES.filter(isAskedFor)) {
    const oneOff = route.oncePerRequest === true;
    const warmUp = route.kind === 'write' ? WRITE_WARM_UP : 0;
    const request = await requestOf(server, route, token, oneOff ? warmUp + ONE_OFF_REQUESTS : 1);
    if (warmUp) await load(server, [oneOff ? partsOf(request, 0, warmUp) : request], warmUp);
    const timed = oneOff ? partsOf(request, warmUp) : request;
    const measuring = await phase(server, [() => load(server, [timed], oneOff ? ONE_OFF_REQUESTS : undefined)]);
    const [measured] = measuring.measured;
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
      mainThreadText(measuring),
      otherThreadsText(measuring),
      target.text,
      route.kind === 'trivial' ? '' : verdict(target.ok),
      measured.errors ? `${measured.errors} errors` : '',
    ]);
  }
  // The isolation figure loads every hot read: left out when only some routes are asked for.
  const isolation = routeFilter ? { rows: [], notes: [], errors: 0 } : await benchIsolation(server, token);
  return { rows: [...rows, ...isolation.rows], notes: isolation.notes, errors: errors + isolation.errors };
}

interface Phase {
  measured: Measured[];
  /** Wall-clock milliseconds, and the CPU milliseconds of the server's threads and of this process (the clients). */
  wall: number;
  server?: ProcessCpu;
  clients: number;
}

/** Runs `loads` at once (each its own client) and reads the CPU everyone used meanwhile. */
async function phase(server: Server, loads: (() => Promise<Measured>)[]): Promise<Phase> {
  const serverBefore = readProcessCpu(server.pid);
  const clientsBefore = process.cpuUsage();
  const started = performance.now();
  const measured = await Promise.all(loads.map((run) => run()));
  const wall = performance.now() - started;
  const serverAfter = readProcessCpu(server.pid);
  const clients = process.cpuUsage(clientsBefore);
  return {
    measured,
    wall,
    server: serverBefore && serverAfter && cpuBetween(serverBefore, serverAfter),
    clients: (clients.user + clients.system) / 1000,
  };
}

const share = (ms: number, wall: number) => `${((ms / wall) * 100).toFixed(0)} %`;

function cpuNote(name: string, { server, clients, wall }: Phase): string {
  const serverPart = server
    ? `server main thread ${share(server.main, wall)}, its other threads ${share(server.others, wall)}, `
    : '';
  return `  ${name}: ${serverPart}clients ${share(clients, wall)}`;
}

/** Milliseconds of the server's main thread (or its other threads) per request answered in a phase (undefined
 * without /proc). */
const msPerRequest = ({ server, measured }: Phase, thread: keyof ProcessCpu = 'main') =>
  server && server[thread] / measured.reduce((sum, m) => sum + m.requests, 0);
const mainMsPerRequest = (phase: Phase) => msPerRequest(phase);

/** The same in µs for a table cell (empty without /proc). */
function mainThreadText(measured: Phase): string {
  const ms = mainMsPerRequest(measured);
  return ms === undefined ? '' : `${(ms * 1000).toFixed(0)} µs`;
}

/**
 * The server's other threads per request, in µs: on PGlite mostly its worker (the statements' own time, which every
 * other transaction waits for), on PostgreSQL only V8's and libuv's helpers. /proc counts in 10 ms ticks: a figure of
 * a few hundred requests is good to about 10 ms / requests.
 */
function otherThreadsText(measured: Phase): string {
  const ms = msPerRequest(measured, 'others');
  return ms === undefined ? '' : `${(ms * 1000).toFixed(0)} µs`;
}

/**
 * Issue 14's isolation: the trivial route asked by another client — a second autocannon in a worker thread of its
 * own, as a second machine's client would be — while a first one loads every hot read at once, against the trivial
 * route alone measured just before. The hot reads are measured alone too, and each phase's CPU is read per thread:
 * on one busy main thread two clients of 10 connections each get about the same req/s, so the figure is about
 * t / (t + h), t and h the main thread's time per trivial and per hot request — the notes print both.
 */
async function benchIsolation(
  server: Server,
  token: string,
): Promise<{ rows: string[][]; notes: string[]; errors: number }> {
  const hotReads = await Promise.all(
    HOT_ROUTES.filter((r) => r.kind === 'public' || r.kind === 'signed-in').map((r) => requestOf(server, r, token, 1)),
  );
  const trivialRequest = await requestOf(server, TRIVIAL_ROUTE, token, 1);
  const trivialLoad = () => load(server, [trivialRequest]);
  const hotLoad = () => load(server, hotReads);
  const trivialAlone = await phase(server, [trivialLoad]);
  const hotAlone = await phase(server, [hotLoad]);
  const both = await phase(server, [trivialLoad, hotLoad]);
  const alone = trivialAlone.measured[0];
  const [loaded, hotLoaded] = both.measured;
  const row = (name: string, m: Measured, ratio: number, phaseCpu?: Phase, target = '', result = '') => [
    name,
    m.reqPerSec.toFixed(0),
    ratio.toFixed(3),
    `${m.p50} ms`,
    `${m.p99} ms`,
    phaseCpu ? mainThreadText(phaseCpu) : '',
    phaseCpu ? otherThreadsText(phaseCpu) : '',
    target,
    result,
    m.errors ? `${m.errors} errors` : '',
  ];
  const isolation = loaded.reqPerSec / alone.reqPerSec;
  const rows = [
    row('isolation: trivial route alone, just before', alone, 1, trivialAlone),
    row(
      'isolation: every hot read at once, alone',
      hotAlone.measured[0],
      hotAlone.measured[0].reqPerSec / alone.reqPerSec,
      hotAlone,
    ),
    row('isolation: the hot reads, with the trivial route', hotLoaded, hotLoaded.reqPerSec / alone.reqPerSec),
    row(
      'trivial route while the hot reads are loaded',
      loaded,
      isolation,
      both,
      `ratio >= ${ISOLATION_RATIO}`,
      verdict(isolation >= ISOLATION_RATIO),
    ),
  ];
  const notes = [
    `CPU during the isolation phases (share of one core; ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)}):`,
    cpuNote('trivial alone', trivialAlone),
    cpuNote('hot reads alone', hotAlone),
    cpuNote('both at once', both),
  ];
  const trivialMs = mainMsPerRequest(trivialAlone);
  const hotMs = mainMsPerRequest(hotAlone);
  if (trivialMs && hotMs)
    notes.push(
      `  server main thread per request: trivial ${(trivialMs * 1000).toFixed(0)} µs, hot read ${(hotMs * 1000).toFixed(0)} µs` +
        ` -> one main thread's fair share t / (t + h) = ${(trivialMs / (trivialMs + hotMs)).toFixed(3)}`,
    );
  return { rows, notes, errors: alone.errors + hotAlone.measured[0].errors + loaded.errors + hotLoaded.errors };
}

function printTable(title: string, rows: string[][]): void {
  const header = [
    'route',
    'req/s',
    'ratio to trivial',
    'p50',
    'p99',
    'server main thread/req',
    'other threads/req',
    'target',
    'result',
    '',
  ];
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
  const databases: { title: string; url?: string }[] = [];
  if (onlyPostgres && !postgresUrl) throw new Error('BENCH_ONLY_POSTGRES=1 needs BENCH_DATABASE_URL=postgres://…');
  if (!onlyPostgres) databases.push({ title: 'PGlite (in a worker thread)' });
  if (postgresUrl) databases.push({ title: 'PostgreSQL', url: postgresUrl });
  else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too)');
  for (const database of databases) {
    const fresh = database.url ? await freshPostgresDatabase(database.url) : undefined;
    const server = await startServer(fresh?.url);
    try {
      const result = await benchDatabase(server);
      errors += result.errors;
      printTable(database.title, result.rows);
      console.log(`\n${result.notes.join('\n')}`);
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
