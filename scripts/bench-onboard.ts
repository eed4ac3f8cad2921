/**
 * npm run bench:onboard: times onboarding a merchant on a running server, in a temporary copy of the sample tenants,
 * the way staff do it (child processes, as npm runs them):
 *  - watch mode (`npm run dev` running): `tenants:new` with every flag → the new tenant's page and API answer;
 *    then a saved colour change → served (the watch-mode target: within 1 s of the save);
 *  - plain server (`npm start` running): `tenants:new` then `npm run build -- --tenant ID` → answering (live pick-up).
 * Target: <= 5 s from tenants:new to answering. A benchmark, not a test: it prints and exits 0 (1 when a step fails).
 * The app compile is setup, not timed: it is copied from DIST_DIR (or dist) when fresh there, else done once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { APP_DIR, APP_STATE_FILE, STATE_DIR } from '../src/pipeline/compile-app';
import { freePort, status, stop, until } from './lib/local-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = 3;
const TARGET_S = 5;
const WATCH_TARGET_S = 1;

interface Env {
  work: string;
  tenantsDir: string;
  outDir: string;
  logo: string;
}

/** Runs a script as `npm run` does (node with tsx), resolving when it exits 0. */
function runScript(env: Env, script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), ...args], {
      cwd: ROOT,
      env: { ...process.env, TENANTS_DIR: env.tenantsDir, DIST_DIR: env.outDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited ${code}:\n${stderr}`))));
  });
}

/** The tenant's page and its merchant both answer (and, when given, with this colour). */
function answering(port: number, id: string, color?: string): () => Promise<boolean> {
  const host = `${id}.localhost:${port}`;
  return async () => {
    const page = await status(port, host, '/');
    if (page.code !== 200 || (color && !page.body.includes(`content='${color}'`))) return false;
    const merchant = await status(port, host, `/api/merchants/${id}`);
    return merchant.code === 200 && (!color || merchant.body.includes(color));
  };
}

async function startServer(env: Env, watch: boolean): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const log = createWriteStream(path.join(env.work, `server-${watch ? 'watch' : 'plain'}.log`));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/start.ts'), ...(watch ? ['--watch'] : [])],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TENANTS_DIR: env.tenantsDir,
        DIST_DIR: env.outDir,
        DATA_DIR: path.join(env.work, `data-${watch ? 'watch' : 'plain'}`),
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  await until(async () => (await status(port, `localhost:${port}`, '/api/health')).code === 200, 'the server', 180_000);
  return { port, child };
}

/** Copies a fresh app compile into the bench output, so setup does not run webpack when it need not. */
async function reuseAppCompile(outDir: string): Promise<boolean> {
  const from = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!(await fs.stat(path.join(from, STATE_DIR, APP_STATE_FILE)).catch(() => undefined))) return false;
  await fs.cp(path.join(from, APP_DIR), path.join(outDir, APP_DIR), { recursive: true });
  await fs.mkdir(path.join(outDir, STATE_DIR), { recursive: true });
  await fs.copyFile(path.join(from, STATE_DIR, APP_STATE_FILE), path.join(outDir, STATE_DIR, APP_STATE_FILE));
  return true;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function row(label: string, values: number[], target?: number): void {
  const m = median(values);
  const verdict = target === undefined ? '' : `   target <= ${target} s   ${m / 1000 <= target ? 'met' : 'MISSED'}`;
  console.log(`  ${label.padEnd(46)} median ${seconds(m)}  (${values.map(seconds).join(', ')})${verdict}`);
}

function newTenantArgs(env: Env, id: string): string[] {
  return [
    id,
    '--name',
    'Bench Shop',
    '--color',
    '#0A7D5A',
    '--layout',
    'retail',
    '--icon',
    env.logo,
    '--languages',
    'en,mn',
  ];
}

interface OnboardTimes {
  ids: string[];
  /** tenants:new alone. */
  created: number[];
  /** From tenants:new's exit to the tenant answering. */
  served: number[];
  total: number[];
}

/** RUNS new tenants on the running server: tenants:new, then `goLive` (a build, or nothing in watch mode). */
async function onboardRuns(
  env: Env,
  port: number,
  prefix: string,
  goLive: (id: string) => Promise<void>,
): Promise<OnboardTimes> {
  const times: OnboardTimes = { ids: [], created: [], served: [], total: [] };
  for (let run = 0; run < RUNS; run++) {
    const id = `${prefix}-${run}`;
    const started = performance.now();
    await runScript(env, 'tenants-new.ts', newTenantArgs(env, id));
    const created = performance.now();
    await goLive(id);
    await until(answering(port, id), `${id} to answer`);
    const served = performance.now();
    times.ids.push(id);
    times.created.push(created - started);
    times.served.push(served - created);
    times.total.push(served - started);
  }
  return times;
}

async function main(): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'livery-bench-onboard-'));
  const env: Env = {
    work,
    tenantsDir: path.join(work, 'tenants'),
    outDir: path.join(work, 'out'),
    logo: path.join(work, 'logo.png'),
  };
  const children: ChildProcess[] = [];
  try {
    console.log(
      `bench:onboard in ${work} (${os.availableParallelism()} CPUs, load ${os.loadavg()[0].toFixed(1)}, Node ${process.versions.node})`,
    );
    await fs.cp(path.join(ROOT, 'tenants'), env.tenantsDir, { recursive: true });
    // The merchant's logo as staff get it: a square PNG with the mark inside the safe zone.
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><circle cx="256" cy="256" r="250" fill="#0A7D5A"/><path d="M156 300h200v40H156z" fill="#fff"/></svg>',
      ),
    )
      .png()
      .toFile(env.logo);
    const reused = await reuseAppCompile(env.outDir);
    console.log(
      reused ? 'setup: app compile reused from the dist folder' : 'setup: compiling the app once (not timed)…',
    );
    await runScript(env, 'build.ts', []);

    const watchServer = await startServer(env, true);
    children.push(watchServer.child);
    const watch = await onboardRuns(env, watchServer.port, 'bench-watch', async () => undefined);
    const colourSaved: number[] = [];
    for (const [run, id] of watch.ids.entries()) {
      const file = path.join(env.tenantsDir, id, 'tenant.json');
      const config = JSON.parse(await fs.readFile(file, 'utf8'));
      const color = ['#7A1F5C', '#1F4E7A', '#7A5C1F'][run];
      const saved = performance.now();
      await fs.writeFile(file, JSON.stringify({ ...config, brand: { ...config.brand, color } }, null, 2));
      await until(answering(watchServer.port, id, color), `${id} in its new colour`);
      colourSaved.push(performance.now() - saved);
    }
    await stop(watchServer.child);

    const plainServer = await startServer(env, false);
    children.push(plainServer.child);
    const plain = await onboardRuns(env, plainServer.port, 'bench-plain', (id) =>
      runScript(env, 'build.ts', ['--tenant', id]),
    );
    await stop(plainServer.child);

    console.log(`\n  npm run dev running (${RUNS} new tenants)`);
    row('tenants:new (every flag)', watch.created);
    row('written -> rebuilt, picked up, answering', watch.served);
    row('tenants:new -> answering', watch.total, TARGET_S);
    row('colour saved -> served in the new colour', colourSaved, WATCH_TARGET_S);
    console.log(`\n  npm start running (${RUNS} new tenants)`);
    row('tenants:new (every flag)', plain.created);
    row('npm run build -- --tenant ID -> answering', plain.served);
    row('tenants:new -> answering', plain.total, TARGET_S);
  } finally {
    for (const child of children) await stop(child);
    await fs.rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
