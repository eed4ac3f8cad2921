/**
 * The server a benchmark loads (scripts/lib/bench-api-server.ts in a child process, so the load generator does not
 * share its event loop) and plain requests to it on its tenant's Host: used by bench:api and bench:live.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import type { CallApi } from '../../src/server/test-support/hot-routes';

export interface Server {
  port: number;
  host: string;
  tenantId: string;
  /** The server process's id (its CPU time is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bench-api-server.ts on `databaseUrl` (PGlite without) and waits for its port. BENCH_SERVER_PROFILE=<dir>
 * runs it under `node --cpu-prof`: a .cpuprofile of its main thread is written there when it stops.
 */
export async function startServer(databaseUrl: string | undefined): Promise<Server> {
  const profileDir = process.env.BENCH_SERVER_PROFILE;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'bench-api-server.ts'),
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl ?? '' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the bench server exited (code ${code}) before listening`)));
  });
  const { port, subdomain, tenantId } = JSON.parse(first) as { port: number; subdomain: string; tenantId: string };
  return {
    port,
    host: `${subdomain}.localhost:${port}`,
    tenantId,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One request to the server on its tenant's Host (fetch may not set Host). */
/** `headers`: sent with every request, e.g. an Idempotency-Key. */
export function callOn(server: Server, token?: string, headers: Record<string, string> = {}): CallApi {
  return ({ method, url, payload, token: caller, headers: own }) =>
    new Promise((resolve, reject) => {
      const body = payload === undefined ? undefined : JSON.stringify(payload);
      const as = caller ?? token;
      const request = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method,
          path: url,
          headers: {
            host: server.host,
            ...(body && { 'content-type': 'application/json' }),
            ...(as && { authorization: `Bearer ${as}` }),
            ...headers,
            ...own,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, json: () => JSON.parse(text) }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}
