// Issue 14: hot reads kept as bytes are answered from memory before Fastify (lib/answer-front.ts). Over real HTTP
// (inject never reaches the server's front): the answer from memory is the one Fastify sent — status, body and every
// header but the Date — and it is given only while Fastify would give the same: a write, a sign-out, another tenant's
// Host, a token that is no session, a new ordering minute, a client holding the ETag or preferring deflate all go to
// Fastify.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { getMe } from '../shared/api/profile';
import { route } from './lib/route';
import { hostOf } from './test-support/fixture-tenants';
import { orderingOutlet } from './test-support/hot-ordering';
import { useTestApp } from './test-support/build-test-app';

const TENANT = 'alpha';
const MERCHANT = `${TENANT}-m03`;
const MERCHANT_PAGE = `/api/merchants/${MERCHANT}`;
const OTHER_ETAG = 'W/"an-answer-of-before"';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const t = useTestApp();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let port = 0;
let fromMemory: boolean[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const front = t.app.answerFront!;
  const answer = front.answer.bind(front);
  jest.spyOn(front, 'answer').mockImplementation((req, res) => {
    const answered = answer(req, res);
    fromMemory.push(answered);
    return answered;
  });
});
beforeEach(() => {
  fromMemory = [];
});

/** One HTTP request to the listening app on `tenantId`'s Host; whether the front answered it is pushed to fromMemory. */
function request(
  tenantId: string,
  path: string,
  {
    method = 'GET',
    token,
    headers = {},
    body,
  }: { method?: string; token?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        // A connection a request: none is left open when the app closes.
        agent: false,
        method,
        path,
        headers: {
          host: hostOf(tenantId),
          ...(token && { authorization: `Bearer ${token}` }),
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;
const json = (answer: Answer) =>
  JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString());

/** Asks `path` twice: a first time through Fastify, which notes it, unless the front has it already. */
async function twice(tenantId: string, path: string, options: Parameters<typeof request>[2] = {}) {
  const first = await request(tenantId, path, options);
  const second = await request(tenantId, path, options);
  return { first, second };
}

describe('an answer from memory is the one Fastify sent', () => {
  it.each([
    ['brotli', BROWSER],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['no encoding', {}],
    ['no compression asked', { ...BROWSER, 'x-no-compression': '1' }],
  ])('anonymous merchant page, %s: same status, body and headers as from Fastify', async (_, headers) => {
    // An If-None-Match that names another answer: the front leaves it to Fastify, which answers 200 all the same.
    const fromFastify = await request(TENANT, MERCHANT_PAGE, { headers: { ...headers, 'if-none-match': OTHER_ETAG } });
    const fromFront = await request(TENANT, MERCHANT_PAGE, { headers });
    expect(fromMemory).toEqual([false, true]);
    expect(fromFront.status).toBe(200);
    expect(fromFront.body.equals(fromFastify.body)).toBe(true);
    expect(withoutDate(fromFront.headers)).toEqual(withoutDate(fromFastify.headers));
    expect(fromFront.headers['content-security-policy']).toBeDefined();
  });

  it("a member's own answers (My Rewards, notifications and their count, /me, the home list) the same", async () => {
    const { token } = await t.signUpMember(TENANT, '+97688220001');
    for (const path of [
      '/api/me/merchants',
      '/api/notifications?limit=10',
      '/api/notifications/unread-count',
      '/api/me',
      '/api/merchants?limit=10',
    ]) {
      fromMemory = [];
      const fromFastify = await request(TENANT, path, { token, headers: { ...BROWSER, 'if-none-match': OTHER_ETAG } });
      const fromFront = await request(TENANT, path, { token, headers: BROWSER });
      expect([path, fromMemory, fromFront.status]).toEqual([path, [false, true], 200]);
      expect(fromFront.body.equals(fromFastify.body)).toBe(true);
      expect(withoutDate(fromFront.headers)).toEqual(withoutDate(fromFastify.headers));
    }
  });
});

describe('only while Fastify would answer the same', () => {
  it('a follow shows at once: the next merchant page goes to Fastify, with the new count', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688220002');
    const before = json((await twice(TENANT, MERCHANT_PAGE)).second).data.followedCount as number;
    const followed = await request(TENANT, `${MERCHANT_PAGE}/follow`, { method: 'POST', token });
    expect(followed.status).toBe(200);
    fromMemory = [];
    const after = await request(TENANT, MERCHANT_PAGE);
    expect(fromMemory).toEqual([false]);
    expect(json(after).data.followedCount).toBe(before + 1);
    await request(TENANT, MERCHANT_PAGE);
    expect(fromMemory).toEqual([false, true]);
  });

  it('a signed-out token is refused (401), never answered the kept answer', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688220003');
    await twice(TENANT, '/api/me/merchants', { token });
    expect(fromMemory).toEqual([false, true]);
    expect((await request(TENANT, '/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    fromMemory = [];
    const after = await request(TENANT, '/api/me/merchants', { token });
    expect(fromMemory).toEqual([false]);
    expect(after.status).toBe(401);
  });

  it("another tenant's Host with the same address and token is never answered the first tenant's bytes", async () => {
    const { token } = await t.signUpMember(TENANT, '+97688220004');
    const { second } = await twice(TENANT, '/api/me/merchants', { token });
    expect(fromMemory).toEqual([false, true]);
    fromMemory = [];
    const elsewhere = await request('bravo', '/api/me/merchants', { token });
    expect(fromMemory).toEqual([false]);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.equals(second.body)).toBe(false);
  });

  it('a token that is no session is answered by Fastify every time (anonymous page), never noted', async () => {
    const headers = { authorization: 'Bearer not-a-session-token-at-all' };
    const { first, second } = await twice(TENANT, MERCHANT_PAGE, { headers });
    expect(fromMemory).toEqual([false, false]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(json(second).data.isFollowed).toBe(false);
  });

  it('a client holding the ETag gets its 304 from Fastify; one preferring deflate gets the plugin’s encoding', async () => {
    const { second } = await twice(TENANT, MERCHANT_PAGE, { headers: BROWSER });
    fromMemory = [];
    const held = await request(TENANT, MERCHANT_PAGE, { headers: { 'if-none-match': second.headers.etag as string } });
    expect([held.status, held.body.length]).toEqual([304, 0]);
    const deflate = await request(TENANT, MERCHANT_PAGE, { headers: { 'accept-encoding': 'deflate' } });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(fromMemory).toEqual([false, false]);
  });

  it("a visitor's menu is kept per ordering minute: a new minute goes to Fastify", async () => {
    const menu = `/api/order/outlets/${orderingOutlet(TENANT)}/menu`;
    const setClock = (at: string) =>
      request(TENANT, '/api/dev/ordering/clock', { method: 'POST', body: { at: new Date(at).toISOString() } });
    expect((await setClock('2026-12-01T10:00:00+08:00')).status).toBe(200);
    fromMemory = [];
    const { first } = await twice(TENANT, menu);
    expect(first.status).toBe(200);
    expect(fromMemory).toEqual([false, true]);
    expect((await setClock('2026-12-01T10:05:00+08:00')).status).toBe(200);
    fromMemory = [];
    await twice(TENANT, menu);
    expect(fromMemory).toEqual([false, true]);
  });
});

it('a rate-limited route cannot keep its answers as bytes: the front would answer past the limit', () => {
  const app = Fastify();
  expect(() =>
    route(app, getMe, async () => ({}) as never, {
      publicAnswer: true,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    }),
  ).toThrow('GET /me: a rate-limited answer cannot be kept as bytes');
});
