import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp({ seedDemo: false });

describe('health', () => {
  it('says ok with the database kind, and 503 when the database does not answer', async () => {
    expect((await t.call('alpha', { url: '/api/health' })).json()).toEqual({ status: 'ok', db: t.db.kind });
    const execute = t.app.ctx.db.execute;
    t.app.ctx.db.execute = (() => Promise.reject(new Error('connection refused'))) as never;
    const down = await t.call('alpha', { url: '/api/health' });
    t.app.ctx.db.execute = execute;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', db: 'unreachable' });
  });
});

describe('dev outbox', () => {
  it('finds the code sent to a phone however the phone is written', async () => {
    expect(
      (await t.call('alpha', { method: 'POST', url: '/api/auth/code', payload: { phone: '+97699554433' } })).statusCode,
    ).toBe(200);
    const read = await t.call('alpha', { url: `/api/dev/outbox?to=${encodeURIComponent(' +976 9955-4433 ')}` });
    const [message] = read.json().data;
    expect(message).toMatchObject({ channel: 'sms', to: '+97699554433', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.body).toContain(message.code);
  });

  it('refuses a recipient that is too short, naming the field', async () => {
    const res = await t.call('alpha', { url: '/api/dev/outbox?to=ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/to/);
  });
});
