import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '../../pipeline/build';
import { readBuildOutput } from '../../pipeline/build-output';
import { fakeAppCompiler, makeBuildWorkspace } from '../../pipeline/testing/fake-app';
import { validConfig, writeTenant } from '../../pipeline/testing/fixtures';
import { DEV_RELOAD_EVENTS_PATH } from '../../shared/constants/dev-reload';
import { buildApp } from '../app';
import type { DbHandle } from '../db/client';
import { DEMO_MEMBER } from '../db/seed/demo-content';
import { seedDemo } from '../db/seed/seed-all';
import { openTestDatabase } from '../test-support/build-test-app';
import { TenantRegistry } from './tenant-registry';
import { eventually } from '../test-support/eventually';

const ROOT = path.resolve(__dirname, '../../..');
/** Large enough that the response is still streaming when the test pauses it (socket buffers hold a few MB). */
const BIG_ASSET_BYTES = 32 * 1024 * 1024;

let work: string;
let tenantsDir: string;
let outDir: string;
let appSourceDir: string;
let db: DbHandle;
let app: FastifyInstance;
let port: number;

function runBuild() {
  return build({
    rootDir: ROOT,
    tenantsDir,
    outDir,
    compileApp: fakeAppCompiler(appSourceDir, { extraFiles: { 'assets/big.bin': Buffer.alloc(BIG_ASSET_BYTES, 7) } }),
    appSources: [appSourceDir],
    log: () => undefined,
  });
}

interface Answer {
  status: number;
  body: string;
}

/** One request to the running server with the Host of `subdomain`; a payload is sent as JSON. */
function send(subdomain: string, urlPath: string, payload?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          host: `${subdomain}.localhost:${port}`,
          ...(payload !== undefined && { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload === undefined ? undefined : JSON.stringify(payload));
  });
}

const get = (subdomain: string, urlPath: string) => send(subdomain, urlPath);

const merchantColor = async (id: string) => {
  const answer = await get(id, `/api/merchants/${id}`);
  return answer.status === 200 ? (JSON.parse(answer.body).data.color as string) : `status ${answer.status}`;
};

beforeAll(async () => {
  ({ work, tenantsDir, outDir, appSourceDir } = await makeBuildWorkspace('live'));
  await writeTenant(tenantsDir, 'alpha', validConfig('alpha', { name: 'Alpha Coffee' }));
  await runBuild();
  const output = (await readBuildOutput(outDir))!;
  db = await openTestDatabase();
  app = await buildApp({
    registry: new TenantRegistry(output.tenants, { fromBuild: output.defaultTenant }),
    live: { prepareAdded: seedDemo },
    db,
    distDir: outDir,
    env: 'test',
    logger: false,
    docsUi: false,
    codeRateLimit: 10_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('live pick-up of the build output by a running server', () => {
  it('serves a tenant built while running: its page, its merchant and its demo data', async () => {
    expect((await get('bravo', '/api/merchants/bravo')).body).toContain('TENANT_NOT_FOUND');
    await writeTenant(tenantsDir, 'bravo', validConfig('bravo', { name: 'Bravo Market', layout: 'retail' }));
    await runBuild();

    const page = await eventually(
      () => get('bravo', '/'),
      (answer) => answer.status === 200,
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Bravo Market</title>');
    const merchant = await get('bravo', '/api/merchants/bravo');
    expect(merchant.status).toBe(200);
    expect(JSON.parse(merchant.body).data).toMatchObject({ _id: 'bravo', name: 'Bravo Market', color: '#6F4E37' });
    // The demo seed ran for the new tenant: its demo member can log in.
    const login = await send('bravo', '/api/auth/login', {
      phone: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
      isTermChecked: true,
    });
    expect(login.status).toBe(200);
    // The tenant that was there all along is untouched.
    expect((await get('alpha', '/')).body).toContain('<title>Alpha Coffee</title>');
  });

  it('serves a changed colour: the page and the merchant record', async () => {
    await writeTenant(
      tenantsDir,
      'bravo',
      validConfig('bravo', { name: 'Bravo Market', layout: 'retail', brand: { color: '#0A7D5A', icon: 'icon.svg' } }),
    );
    await runBuild();
    expect(
      await eventually(
        () => merchantColor('bravo'),
        (color) => color === '#0A7D5A',
      ),
    ).toBe('#0A7D5A');
    expect((await get('bravo', '/')).body).toContain(`<meta name='theme-color' content='#0A7D5A' />`);
  });

  it('stops serving a removed tenant, while a request already in flight for it completes', async () => {
    // Start a large download from bravo and stop reading after the first chunk: the response stays in flight.
    let received = 0;
    let resume!: () => void;
    const download = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/assets/big.bin', headers: { host: `bravo.localhost:${port}` } },
        (response) => {
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (!resume) {
              response.pause();
              resume = () => response.resume();
            }
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes: received }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    await eventually(
      async () => resume,
      (value) => value !== undefined,
    );

    await fs.rm(path.join(tenantsDir, 'bravo'), { recursive: true });
    await runBuild();
    const gone = await eventually(
      () => get('bravo', '/api/merchants/bravo'),
      (answer) => answer.status === 404,
    );
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body)).toMatchObject({ code: 'TENANT_NOT_FOUND' });
    expect((await get('bravo', '/')).status).toBe(404);
    await expect(fs.stat(path.join(outDir, 'bravo'))).rejects.toThrow();

    resume();
    expect(await download).toEqual({ status: 200, bytes: BIG_ASSET_BYTES });
  });

  it('streams a reload event to open tabs of a tenant when it is rebuilt', async () => {
    const events: string[] = [];
    let close!: () => void;
    const opened = new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: DEV_RELOAD_EVENTS_PATH, headers: { host: `alpha.localhost:${port}` } },
        (response) => {
          expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => events.push(chunk));
          resolve();
        },
      );
      request.on('error', reject);
      close = () => request.destroy();
    });
    await opened;
    await fs.writeFile(
      path.join(tenantsDir, 'alpha/icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#123456"/></svg>',
    );
    await runBuild();
    const all = await eventually(
      async () => events.join(''),
      (text) => text.includes('event: reload'),
    );
    close();
    expect(all).toContain('event: reload\ndata: {"tenant":"alpha"}');
  });
});
