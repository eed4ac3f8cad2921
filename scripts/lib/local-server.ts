// Helpers of the benchmarks that run the app as a child process on this machine: a free port, a plain HTTP probe
// with a Host header (tenants are told apart by subdomain), polling, and a clean stop.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** GET `urlPath` on 127.0.0.1:`port` as `host`; code 0 when nothing answers. */
export function status(port: number, host: string, urlPath: string): Promise<{ code: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ code: response.statusCode ?? 0, body }));
    });
    request.on('error', () => resolve({ code: 0, body: '' }));
  });
}

/** Polls every 10 ms until `done` holds; throws after `timeoutMs`. */
export async function until(done: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** SIGTERM, resolved once the process has exited. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
