import net from 'node:net';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test-support/build-test-app';
import { findBadInput, isTextRefusedByDatabase, MAX_NESTING } from './input-guard';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = await t.demoToken('alpha');
});

const rawJson = (payload: string | Buffer) => ({ payload, headers: { 'content-type': 'application/json' } });

describe('findBadInput', () => {
  it('names the path of a NUL or a lone surrogate at any depth, in values and in keys', () => {
    expect(findBadInput({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })?.field).toBe('a.1.c');
    expect(findBadInput({ a: 'hi \uD800 there' })?.problem).toMatch(/unpaired UTF-16 surrogate/);
    expect(findBadInput({ a: 'tail \uDC00' })?.field).toBe('a');
    expect(findBadInput({ 'k\u0000': 1 })?.field).toBe('k\\u0000');
    expect(findBadInput({ a: 'emoji 😀 and 中文', b: [1, null, true] })).toBeUndefined();
  });

  it('stops nesting deeper than MAX_NESTING without recursing (no stack overflow on 100,000 levels)', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findBadInput({ items: deep })?.problem).toMatch(`deeper than ${MAX_NESTING}`);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_NESTING - 1; i += 1) fine = { next: fine };
    expect(findBadInput(fine)).toBeUndefined();
  });
});

describe('malformed input is a 400 naming the field, never a 5xx', () => {
  it.each([
    ['a NUL in a body field', { firstname: 'Ann\u0000' }, 'firstname', /NUL/],
    ['a lone surrogate in a body field', { firstname: 'Ann\uD83D' }, 'firstname', /unpaired UTF-16 surrogate/],
    ['a NUL deep inside the body', { extra: { list: ['ok', 'b\u0000d'] } }, 'extra.list.1', /NUL/],
  ])('%s', async (_, payload, field, message) => {
    const res = await t.call('alpha', { method: 'PATCH', url: '/api/me', token, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, message: expect.stringMatching(message) });
    expect(res.json().message).toMatch(/text must be Unicode without NUL/);
  });

  it('a lone surrogate escaped in the JSON text', async () => {
    const res = await t.call('alpha', {
      method: 'PATCH',
      url: '/api/me',
      token,
      ...rawJson('{"lastname":"x\\udfff"}'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('lastname');
  });

  it('a NUL in the query or in a path parameter', async () => {
    const query = await t.call('alpha', { url: '/api/dev/outbox?to=%2B976%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'to', message: expect.stringMatching(/^query to contains a NUL/) });
    const param = await t.call('alpha', { url: '/api/merchants/alpha%00', token });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({ field: 'merchantId', message: expect.stringMatching(/^path merchantId/) });
  });

  it('a number that is not finite once parsed or coerced (JSON 1e400, query "1e400")', async () => {
    const body = await t.call('alpha', { method: 'POST', url: '/api/feedback', token, ...rawJson('{"rating":1e400}') });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ field: 'rating', message: 'body rating is not a finite number' });
    const query = await t.call('alpha', { url: '/api/merchants?offset=1e400' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'offset', message: 'query offset is not a finite number' });
  });

  it('a JSON body starting with a byte-order mark, as text or as UTF-8 bytes', async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    for (const payload of ['\uFEFF{"firstname":"Ann"}', Buffer.concat([bom, Buffer.from('{"firstname":"Ann"}')])]) {
      const res = await t.call('alpha', { method: 'PATCH', url: '/api/me', token, ...rawJson(payload) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'body', message: expect.stringMatching(/byte-order mark/) });
    }
  });

  it('malformed JSON, a JSON prototype attack and nesting deeper than the limit', async () => {
    const deep = '['.repeat(50_000) + ']'.repeat(50_000);
    for (const payload of ['{"firstname":', '{"__proto__":{"admin":true}}', `{"firstname":${deep}}`]) {
      const res = await t.call('alpha', { method: 'PATCH', url: '/api/me', token, ...rawJson(payload) });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('text PostgreSQL refuses is recognised as the client’s error if it ever reaches the database', async () => {
    const refused = await t.db.db.execute(sql`select ${'a\u0000b'}::text`).catch((error: unknown) => error);
    expect(isTextRefusedByDatabase(refused)).toBe(true);
    expect(isTextRefusedByDatabase(new Error('connection lost'))).toBe(false);
  });
});

describe('a body over the limit', () => {
  /** Sends raw HTTP/1.1 on one connection and collects everything the server answers until it goes quiet. */
  async function overLimitThenHealth(port: number): Promise<{ answer: string; error?: Error }> {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let error: Error | undefined;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', (e) => (error = e));
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = Buffer.alloc(1024 * 1024, 'a');
    socket.write(
      `POST /api/auth/identity HTTP/1.1\r\nHost: alpha.localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    // In slices, like a real upload: the answer comes long before the last byte is sent.
    for (let at = 0; at < body.length; at += 64 * 1024) {
      socket.write(body.subarray(at, at + 64 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    socket.write('GET /api/health HTTP/1.1\r\nHost: alpha.localhost\r\n\r\n');
    const deadline = Date.now() + 10_000;
    while (!answer.includes('"status":"ok"') && !error && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    socket.destroy();
    return { answer, error };
  }

  it('is a 413 the client reads, and the same connection serves the next request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { answer, error } = await overLimitThenHealth((t.app.server.address() as net.AddressInfo).port);
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"code":"BODY_TOO_LARGE"');
    expect(answer).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"status":"ok"/);
  });
});
