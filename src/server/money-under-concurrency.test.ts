import { randomUUID } from 'node:crypto';
import { DEMO_FRIEND, DEMO_MEMBER } from './db/seed/demo-content';
import { ledgerMismatches } from './ledger/check';
import { atOnce, tallyOf, times } from './test-support/concurrency';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from './test-support/build-test-app';

// Issue 10: money under many requests at once, on the database the suite runs on (PGlite by default, PostgreSQL with
// TEST_DATABASE_URL). After every burst the books must agree: ledger sum = balance for every member.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REGISTER = 'alpha-register-1';
type Json = Record<string, unknown>;
const post = (app: TestApp, url: string, options: { token?: string; payload?: object; headers?: Json } = {}) =>
  app.call('alpha', {
    method: 'POST',
    url: `/api${url}`,
    token: options.token,
    payload: options.payload ?? {},
    headers: options.headers as Record<string, string>,
  });
const keyed = (key = randomUUID()) => ({ 'idempotency-key': key });

let phoneSeq = 100;
/** A new member of alpha's own merchant (signed up at the register by code), logged in, with these balances. */
async function newMember(balances: { points?: string; credit?: string }) {
  const phone = `+9768811${String(phoneSeq++).padStart(4, '0')}`;
  await post(t, '/registers/codes', { payload: { phone }, headers: { 'x-registerid': REGISTER } });
  const signup = await post(t, '/registers/codes/confirm', {
    payload: { phone, code: await t.lastCode('alpha', phone) },
    headers: { 'x-registerid': REGISTER },
  });
  if (signup.statusCode !== 200) throw new Error(signup.body);
  await post(t, '/auth/code', { payload: { phone } });
  const login = await post(t, '/auth/code/verify', { payload: { phone, code: await t.lastCode('alpha', phone) } });
  if (login.statusCode !== 200) throw new Error(login.body);
  for (const [asset, balance] of Object.entries(balances))
    await post(t, '/dev/wallet/balances', { payload: { phone, asset, balance } });
  return { phone, token: login.json().data.token as string };
}

const walletOf = async (token: string) =>
  (await t.call('alpha', { method: 'GET', url: '/api/wallet/merchants/alpha', token })).json().data;

async function codes(token: string, n: number, asset: 'points' | 'credit', amount: string): Promise<string[]> {
  const payloads: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await post(t, '/wallet/merchants/alpha/redemption-codes', {
      token,
      payload: { asset, amount },
      headers: keyed(),
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    payloads.push(res.json().data.qrPayload);
  }
  return payloads;
}

const redeem = (app: TestApp, qrPayload: string, key = randomUUID()) =>
  post(app, '/registers/redemptions', { payload: { qrPayload }, headers: { 'x-registerid': REGISTER, ...keyed(key) } });

afterEach(async () => {
  expect(await ledgerMismatches(t.db.db)).toEqual([]);
});

describe('redeems against one balance', () => {
  it('50 point redeems of 100 at once against 2,000 points: exactly 20 succeed, none overdraws', async () => {
    const member = await newMember({ points: '2000' });
    const payloads = await codes(member.token, 50, 'points', '100');
    const burst = await atOnce(payloads.map((qr) => () => redeem(t, qr)));
    expect(burst.tally).toEqual({ 200: 20, '409 INSUFFICIENT_BALANCE': 30 });
    expect((await walletOf(member.token)).points.active).toBe('0.00');
  });

  it('50 store-credit redeems of 1.50 at once against 30.00: exactly 20 succeed', async () => {
    const member = await newMember({ credit: '30' });
    const payloads = await codes(member.token, 50, 'credit', '1.5');
    const burst = await atOnce(payloads.map((qr) => () => redeem(t, qr)));
    expect(burst.tally).toEqual({ 200: 20, '409 INSUFFICIENT_BALANCE': 30 });
    expect((await walletOf(member.token)).storeCredit.balance).toBe('0.00');
  });

  it('one code redeemed 50 times at once (50 keys): once', async () => {
    const member = await newMember({ points: '500' });
    const [qr] = await codes(member.token, 1, 'points', '100');
    const burst = await atOnce(times(50, () => redeem(t, qr)));
    expect(burst.tally).toEqual({ 200: 1, '409 CODE_USED': 49 });
    expect((await walletOf(member.token)).points.active).toBe('400.00');
  });
});

describe('gifts against one balance', () => {
  it('5 gifts of 30 confirmed at once against 100 points: exactly 3 arrive', async () => {
    const sender = await newMember({ points: '100' });
    const friendBefore = await post(t, '/dev/wallet/balances', {
      payload: { phone: DEMO_FRIEND.phone, asset: 'points', balance: '0' },
    });
    expect(friendBefore.statusCode).toBe(200);
    const confirmations: { dataId: string; code: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = await post(t, '/wallet/merchants/alpha/gifts/requests', {
        token: sender.token,
        payload: { asset: 'points', phone: DEMO_FRIEND.phone, amount: '30' },
      });
      if (started.statusCode !== 201) throw new Error(started.body);
      confirmations.push({ dataId: started.json().data.dataId, code: await t.lastCode('alpha', sender.phone) });
    }
    const burst = await atOnce(
      confirmations.map(
        ({ dataId, code }) =>
          () =>
            post(t, `/wallet/gifts/${dataId}/confirm`, { token: sender.token, payload: { code }, headers: keyed() }),
      ),
    );
    expect(burst.tally).toEqual({ 200: 3, '409 INSUFFICIENT_BALANCE': 2 });
    expect((await walletOf(sender.token)).points.active).toBe('10.00');
    const friend = await post(t, '/dev/wallet/balances', {
      payload: { phone: DEMO_FRIEND.phone, asset: 'points', balance: '90' },
    });
    // Already at 90: no adjustment was needed, so the three gifts (and nothing else) reached the friend.
    expect(friend.json().data).toEqual({ balance: '90.00', entryId: null });
  });

  it('gifts both ways at once between two members queue instead of deadlocking', async () => {
    const a = await newMember({ points: '1000' });
    const b = await newMember({ points: '1000' });
    const start = async (from: typeof a, to: typeof a) => {
      const res = await post(t, '/wallet/merchants/alpha/gifts/requests', {
        token: from.token,
        payload: { asset: 'points', phone: to.phone, amount: '10' },
      });
      return { token: from.token, dataId: res.json().data.dataId, code: await t.lastCode('alpha', from.phone) };
    };
    const pending = [];
    for (let i = 0; i < 4; i += 1) pending.push(await start(a, b), await start(b, a));
    const burst = await atOnce(
      pending.map(
        (p) => () =>
          post(t, `/wallet/gifts/${p.dataId}/confirm`, { token: p.token, payload: { code: p.code }, headers: keyed() }),
      ),
    );
    expect(burst.tally).toEqual({ 200: 8 });
    expect((await walletOf(a.token)).points.active).toBe('1000.00');
  });
});

describe('idempotency keys', () => {
  it('50 replays of one gift confirmation at once: applied once, every answer the first one', async () => {
    const sender = await newMember({ credit: '10' });
    const started = await post(t, '/wallet/merchants/alpha/gifts/requests', {
      token: sender.token,
      payload: { asset: 'credit', phone: DEMO_MEMBER.phone, amount: '4' },
    });
    const { dataId } = started.json().data;
    const code = await t.lastCode('alpha', sender.phone);
    const key = randomUUID();
    const burst = await atOnce(
      times(50, () =>
        post(t, `/wallet/gifts/${dataId}/confirm`, { token: sender.token, payload: { code }, headers: keyed(key) }),
      ),
    );
    expect(burst.tally).toEqual({ 200: 50 });
    expect(new Set(burst.responses.map((r) => r.body)).size).toBe(1);
    expect((await walletOf(sender.token)).storeCredit.balance).toBe('6.00');
  });

  it('hold across a restart and across two server processes on one database', async () => {
    const member = await newMember({ points: '1000' });
    const key = randomUUID();
    const body = { asset: 'points', amount: '100' };
    const first = await post(t, '/wallet/merchants/alpha/redemption-codes', {
      token: member.token,
      payload: body,
      headers: keyed(key),
    });
    expect(first.statusCode).toBe(201);
    // A "restarted" server: a new app on the same database answers the stored answer.
    const restarted = await buildTestAppOnSameDatabase(t);
    try {
      const replay = await post(restarted, '/wallet/merchants/alpha/redemption-codes', {
        token: member.token,
        payload: body,
        headers: keyed(key),
      });
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
      const other = await post(restarted, '/wallet/merchants/alpha/redemption-codes', {
        token: member.token,
        payload: { ...body, amount: '101' },
        headers: keyed(key),
      });
      expect(other.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });

      // Two processes redeem the same code with one register key, 25 requests each, at once: one redeem.
      const qr = first.json().data.qrPayload;
      const redeemKey = randomUUID();
      const burst = await atOnce([
        ...times(25, () => redeem(t, qr, redeemKey)),
        ...times(25, () => redeem(restarted, qr, redeemKey)),
      ]);
      expect(burst.tally).toEqual({ 200: 50 });
      expect(new Set(burst.responses.map((r) => r.json().data.entryId)).size).toBe(1);
      expect((await walletOf(member.token)).points.active).toBe('900.00');
    } finally {
      await restarted.close();
    }
  });
});

describe('register checkout', () => {
  async function registerToken(phone: string) {
    await post(t, '/registers/codes', { payload: { phone }, headers: { 'x-registerid': REGISTER } });
    const res = await post(t, '/registers/codes/confirm', {
      payload: { phone, code: await t.lastCode('alpha', phone) },
      headers: { 'x-registerid': REGISTER },
    });
    return res.json().data.registerToken as string;
  }
  const checkout = (phone: string, token: string, sale: object) =>
    post(t, '/registers/checkout', {
      payload: sale,
      headers: { 'x-registerid': REGISTER, 'x-customerid': phone, 'x-register-token': token },
    });

  it('one sale sent 30 times at once is taken once; 30 different sales against 1,000 points: 10 of 100 pass', async () => {
    const member = await newMember({ points: '1100' });
    const token = await registerToken(member.phone);
    const sale = { register_sale_id: 'burst-1', amount: '1', redeemAmount: '100', storeValueAmount: '0' };
    const same = await atOnce(times(30, () => checkout(member.phone, token, sale)));
    expect(same.tally).toEqual({ 200: 30 });
    const many = await atOnce(
      times(30, (i) => checkout(member.phone, token, { ...sale, register_sale_id: `burst-2-${i}` })),
    );
    expect(many.tally).toEqual({ 200: 10, '400 REDEEM_RULE': 20 });
    expect(tallyOf(many.responses.filter((r) => r.statusCode === 400))).toEqual({ '400 REDEEM_RULE': 20 });
    expect(many.responses.find((r) => r.statusCode === 400)!.json().message).toBe('Loyalty balance is not sufficient');
    expect((await walletOf(member.token)).points.active).toBe('0.00');
  });
});

describe('tenant isolation', () => {
  const bravo = (url: string, options: { token?: string; payload?: object; headers?: Record<string, string> }) =>
    t.call('bravo', { method: 'POST', url: `/api${url}`, ...options, payload: options.payload ?? {} });

  it('phone search, gifts, register lookups and redemption codes never cross tenants', async () => {
    const alphaOnly = await newMember({ points: '100' });
    const token = await t.demoToken('bravo');
    const search = await bravo('/wallet/merchants/bravo/gift-recipients/search', {
      token,
      payload: { phone: alphaOnly.phone },
    });
    expect(search.json()).toMatchObject({ statusCode: 404, message: 'User not found!' });
    const lookup = await t.call('bravo', {
      method: 'GET',
      url: '/api/registers/customer',
      headers: { 'x-registerid': 'bravo-register-1', 'x-customerid': alphaOnly.phone },
    });
    expect(lookup.json()).toMatchObject({ statusCode: 404, message: 'User is not found!' });
    const crossRegister = await t.call('bravo', {
      method: 'GET',
      url: '/api/registers/customer',
      headers: { 'x-registerid': REGISTER, 'x-customerid': DEMO_MEMBER.phone },
    });
    expect(crossRegister.json()).toMatchObject({ statusCode: 404, code: 'REGISTER_NOT_FOUND' });
    const [qr] = await codes(alphaOnly.token, 1, 'points', '10');
    const stolen = await bravo('/registers/redemptions', {
      payload: { qrPayload: qr },
      headers: { 'x-registerid': 'bravo-register-1', ...keyed() },
    });
    expect(stolen.json()).toMatchObject({ statusCode: 404, code: 'CODE_NOT_FOUND' });
    const alphaTokenOnBravo = await t.call('bravo', {
      method: 'GET',
      url: '/api/wallet/merchants/alpha',
      token: alphaOnly.token,
    });
    expect(alphaTokenOnBravo.statusCode).toBe(401);
  });
});
