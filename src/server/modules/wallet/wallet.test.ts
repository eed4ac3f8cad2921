import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_FRIEND, DEMO_MEMBER } from '../../db/seed/demo-content';
import { programs } from '../../db/schema';
import { ledgerMismatches } from '../../ledger/check';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { hostOf } from '../../test-support/fixture-tenants';
import { TestAuthenticator } from '../auth/test-authenticator';

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  // A clock the tests can move (code expiry) without waiting.
  t = await buildTestApp({ clock: () => new Date(now) });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const key = () => randomUUID();
const call = (method: Method, url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call('alpha', { method, url: `/api${url}`, token, headers, ...(payload && { payload }) });
const money = (url: string, token: string, payload?: object, idempotencyKey = key()) =>
  call('POST', url, token, payload, { 'idempotency-key': idempotencyKey });
const register = (url: string, payload?: object, registerId = 'alpha-register-1', idempotencyKey = key()) =>
  call('POST', url, undefined, payload, { 'x-registerid': registerId, 'idempotency-key': idempotencyKey });

let demo: string;
let friend: string;
beforeAll(async () => {
  demo = await t.demoToken('alpha');
  const res = await call('POST', '/auth/login', undefined, {
    phone: DEMO_FRIEND.phone,
    password: DEMO_MEMBER.password,
  });
  friend = res.json().data.token;
});

const wallet = async (token: string, merchantId = 'alpha') =>
  (await call('GET', `/wallet/merchants/${merchantId}`, token)).json().data;
const cents = (text: string) => Math.round(Number(text) * 100);

describe('GET /wallet/merchants/:merchantId', () => {
  it('answers balances, the card, permissions, tabs and the unit with pointToCurrencyValue', async () => {
    const res = await call('GET', '/wallet/merchants/alpha', demo);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.loyaltyProgramUnit).toEqual({
      name: 'Points',
      type: 'point',
      isDecimal: false,
      pointToCurrencyValue: '0.01',
    });
    expect(data.joined).toBe(true);
    expect(data.card).toMatchObject({ qrValue: 'alpha-demo-member', name: 'Demo Member', phone: DEMO_MEMBER.phone });
    expect(data.points.active).toMatch(/^\d+\.00$/);
    expect(cents(data.points.inactive)).toBeGreaterThan(0);
    expect(new Date(data.points.nextAvailableAt).getTime()).toBeGreaterThan(now);
    expect(data.points.activeCurrencyValue).toBe((Number(data.points.active) / 100).toFixed(2));
    expect(data.storeCredit).toMatchObject({ allowNegative: false, closed: false });
    expect(data.permissions).toMatchObject({ redeemPoints: true, useStoreCredit: true, buyStoreCredit: true });
    expect(data.tabs).toMatchObject({ membership: true, points: true, storeCredit: true });
    expect(data.walletPass).toEqual({ apple: false, google: false });
  });

  it('the same wallet by subdomain; 404 for another tenant’s merchant', async () => {
    const bySubdomain = await call('GET', '/wallet/subdomains/alpha', demo);
    expect(bySubdomain.json().data).toEqual(await wallet(demo));
    const other = await call('GET', '/wallet/merchants/bravo', demo);
    expect(other.statusCode).toBe(404);
  });

  it('a merchant the member has not joined: no card, nothing allowed, gifting says why', async () => {
    const data = await wallet(demo, 'alpha-m02');
    expect(data).toMatchObject({ joined: false, card: null });
    expect(data.permissions).toEqual({
      redeemPoints: false,
      useStoreCredit: false,
      buyStoreCredit: false,
      gift: false,
      giftBlockedReason: 'Please join to merchant',
    });
  });

  it('needs a member', async () => {
    expect((await call('GET', '/wallet/merchants/alpha')).statusCode).toBe(401);
  });
});

describe('activity', () => {
  const list = async (query: string, token = demo) =>
    (await call('GET', `/wallet/merchants/alpha/activity?${query}`, token)).json();

  it('10 a page, newest first; a voided redeem is shown with isVoid and its void entry is not listed', async () => {
    const page = await list('asset=points');
    expect(page.limit).toBe(10);
    expect(page.data.length).toBeLessThanOrEqual(10);
    const kinds = page.data.map((e: { kind: string }) => e.kind);
    expect(kinds).not.toContain('redeem_void');
    const redeems = page.data.filter((e: { kind: string }) => e.kind === 'redeem');
    expect(redeems.map((e: { isVoid: boolean }) => e.isVoid).sort()).toEqual([false, true]);
    const times = page.data.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gifts name the other member: full phone for a gift sent, masked for a gift received', async () => {
    const page = await list('asset=points&limit=50');
    const sent = page.data.find((e: { kind: string }) => e.kind === 'gift_sent');
    expect(sent).toMatchObject({ sign: '-', counterpart: { name: 'Bold Friend', phone: DEMO_FRIEND.phone } });
    const received = page.data.find((e: { kind: string }) => e.kind === 'gift_received');
    expect(received).toMatchObject({ sign: '+', counterpart: { name: 'Bold Friend', phone: '+976****02' } });
  });

  it('inactive points: only those not yet available, with their availableDate', async () => {
    const page = await list('asset=points&availability=inactive');
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ kind: 'receipt_claim', isAvailable: false });
    expect(new Date(page.data[0].availableDate).getTime()).toBeGreaterThan(now);
  });

  it('store credit: Top up, Redeemed and Voided entries', async () => {
    const page = await list('asset=credit');
    expect(page.data.map((e: { kind: string; isVoid: boolean }) => `${e.kind}${e.isVoid ? ' void' : ''}`)).toEqual(
      expect.arrayContaining(['top_up', 'redeem', 'redeem void', 'gift_sent']),
    );
  });

  it('refuses an unknown asset naming the field', async () => {
    const res = await call('GET', '/wallet/merchants/alpha/activity?asset=gold', demo);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('asset');
  });

  it('program activity: the points of a loyalty program’s merchant', async () => {
    const [loyalty] = await t.db.db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.merchantId, 'alpha'), eq(programs.type, 'loyalty')));
    const res = await call('GET', `/wallet/programs/${loyalty.id}/activity`, demo);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe((await list('asset=points')).total);
  });
});

describe('redeem: QR code, then the counter', () => {
  it('refuses 0, fractions of a point and more than the balance with the seed’s words', async () => {
    const zero = await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '0' });
    expect(zero.json()).toMatchObject({ statusCode: 400, message: "Redeem amount can't be 0", field: 'amount' });
    const fraction = await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '1.5' });
    expect(fraction.json()).toMatchObject({ statusCode: 400, field: 'amount', code: 'AMOUNT_NOT_WHOLE' });
    const tooMuch = await money('/wallet/merchants/alpha/redemption-codes', demo, {
      asset: 'points',
      amount: '99999999',
    });
    expect(tooMuch.json()).toMatchObject({ statusCode: 409, message: 'Point is not sufficient' });
  });

  it('needs an Idempotency-Key', async () => {
    const res = await call('POST', '/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('idempotency-key');
  });

  it('a code: nothing leaves until the register redeems it; once; then it can be voided once', async () => {
    const before = await wallet(demo);
    const created = await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '100' });
    expect(created.statusCode).toBe(201);
    const code = created.json().data;
    expect(code).toMatchObject({ asset: 'points', amount: '100.00', currencyValue: '1.00', status: 'pending' });
    expect((await wallet(demo)).points.active).toBe(before.points.active);

    const redeemed = await register('/registers/redemptions', { qrPayload: code.qrPayload });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data).toMatchObject({ asset: 'points', amount: '100.00', member: { name: 'Demo Member' } });
    expect(cents((await wallet(demo)).points.active)).toBe(cents(before.points.active) - 10000);
    expect((await call('GET', `/wallet/redemption-codes/${code._id}`, demo)).json().data.status).toBe('redeemed');

    const again = await register('/registers/redemptions', { qrPayload: code.qrPayload });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'CODE_USED' });

    const entryId = redeemed.json().data.entryId;
    const voided = await register(`/registers/redemptions/${entryId}/void`);
    expect(voided.statusCode).toBe(200);
    expect((await wallet(demo)).points.active).toBe(before.points.active);
    expect((await register(`/registers/redemptions/${entryId}/void`)).json().code).toBe('ALREADY_VOIDED');
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it('another merchant’s register, or an unknown register, cannot redeem it', async () => {
    const code = (
      await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '5' })
    ).json().data;
    const elsewhere = await register('/registers/redemptions', { qrPayload: code.qrPayload }, 'alpha-m01-register-1');
    expect(elsewhere.json()).toMatchObject({ statusCode: 404, code: 'CODE_NOT_FOUND' });
    const unknown = await register('/registers/redemptions', { qrPayload: code.qrPayload }, 'bravo-register-1');
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'REGISTER_NOT_FOUND', field: 'x-registerid' });
  });

  it('an expired code is refused and stays unspent', async () => {
    const code = (
      await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '5' })
    ).json().data;
    now += 301_000;
    try {
      const res = await register('/registers/redemptions', { qrPayload: code.qrPayload });
      expect(res.json()).toMatchObject({ statusCode: 409, code: 'CODE_EXPIRED' });
      expect((await call('GET', `/wallet/redemption-codes/${code._id}`, demo)).json().data.status).toBe('expired');
    } finally {
      now -= 301_000;
    }
  });

  it('a replay answers the first code; the same key with another amount is refused', async () => {
    const idem = key();
    const first = await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '7' }, idem);
    const replay = await money(
      '/wallet/merchants/alpha/redemption-codes',
      demo,
      { amount: '7', asset: 'points' },
      idem,
    );
    expect(replay.json()).toEqual(first.json());
    const other = await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'points', amount: '8' }, idem);
    expect(other.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
  });
});

describe('gift points or credit by phone', () => {
  const search = (phone: string, token = demo) =>
    call('POST', '/wallet/merchants/alpha/gift-recipients/search', token, { phone });
  const start = (body: object, token = demo) => call('POST', '/wallet/merchants/alpha/gifts/requests', token, body);

  it('search: name and avatar only, or the seed’s words', async () => {
    const found = await search(DEMO_FRIEND.phone);
    expect(found.json()).toEqual({ data: { recipient: { name: 'Bold Friend', avatar: null }, joined: true } });
    expect((await search('+97699123456')).json()).toMatchObject({ statusCode: 404, message: 'User not found!' });
    expect((await search(DEMO_MEMBER.phone)).json()).toMatchObject({
      statusCode: 400,
      message: 'It is your phone number',
    });
  });

  it('refuses 0 with the words of each asset', async () => {
    const points = await start({ asset: 'points', phone: DEMO_FRIEND.phone, amount: '0' });
    expect(points.json()).toMatchObject({ statusCode: 400, message: 'you cant send 0 point', field: 'amount' });
    const credit = await start({ asset: 'credit', phone: DEMO_FRIEND.phone, amount: '0' });
    expect(credit.json()).toMatchObject({ message: 'you cant send 0 store credit' });
  });

  it('4-digit code by SMS to the sender, wrong code counted, right code gifts once', async () => {
    const before = { demo: await wallet(demo), friend: await wallet(friend) };
    const started = await start({ asset: 'points', phone: DEMO_FRIEND.phone, amount: '15' });
    expect(started.statusCode).toBe(201);
    const request = started.json().data;
    expect(request).toMatchObject({
      verification: 'sms',
      sentTo: '+976****01',
      webauthnOptions: null,
      recipient: { name: 'Bold Friend', avatar: null },
      amount: '15.00',
    });
    const code = await t.lastCode('alpha', DEMO_MEMBER.phone);
    expect(code).toMatch(/^\d{4}$/);
    const wrong = code === '0000' ? '1111' : '0000';
    const miss = await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code: wrong });
    expect(miss.json()).toMatchObject({ statusCode: 400, code: 'CODE_WRONG', field: 'code' });

    const done = await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      amount: '15.00',
      phone: DEMO_FRIEND.phone,
      message: `Successfully Gifted to ${DEMO_FRIEND.phone} (amount : 15)`,
    });
    expect(cents((await wallet(demo)).points.active)).toBe(cents(before.demo.points.active) - 1500);
    expect(cents((await wallet(friend)).points.active)).toBe(cents(before.friend.points.active) + 1500);
    const again = await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code });
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'CODE_USED' });
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it(`a code dies after 5 wrong tries; the code is only for its sender`, async () => {
    const request = (await start({ asset: 'credit', phone: DEMO_FRIEND.phone, amount: '1' })).json().data;
    const code = await t.lastCode('alpha', DEMO_MEMBER.phone);
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await money(`/wallet/gifts/${request.dataId}/confirm`, friend, { code })).json().statusCode).toBe(404);
    const tries = [];
    for (let i = 0; i < 5; i += 1)
      tries.push((await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code: wrong })).json().code);
    expect(tries).toEqual(['CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_LOCKED']);
    expect((await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code })).json().code).toBe('CODE_LOCKED');
  });

  it('an expired code is refused', async () => {
    const request = (await start({ asset: 'points', phone: DEMO_FRIEND.phone, amount: '1' })).json().data;
    const code = await t.lastCode('alpha', DEMO_MEMBER.phone);
    now += 301_000;
    try {
      expect((await money(`/wallet/gifts/${request.dataId}/confirm`, demo, { code })).json().code).toBe('CODE_EXPIRED');
    } finally {
      now -= 301_000;
    }
  });

  it('with biometrics on: a fresh WebAuthn assertion instead of an SMS, and only the right one', async () => {
    const authenticator = new TestAuthenticator();
    const origin = `http://${hostOf('alpha')}`;
    const options = (await call('POST', '/me/webauthn/registration-options', friend)).json().data;
    await call('POST', '/me/webauthn/registration', friend, authenticator.register(options, origin));
    const request = (await start({ asset: 'points', phone: DEMO_MEMBER.phone, amount: '3' }, friend)).json().data;
    expect(request).toMatchObject({ verification: 'biometric', sentTo: null });
    expect(request.webauthnOptions.challenge).toEqual(expect.any(String));
    const stranger = new TestAuthenticator();
    const forged = await money(`/wallet/gifts/${request.dataId}/confirm`, friend, {
      credential: stranger.assert(request.webauthnOptions, origin),
    });
    expect(forged.json()).toMatchObject({ statusCode: 401, message: "Can't verify! Biometric" });
    // The challenge is spent by any try: a new request is needed.
    const fresh = (await start({ asset: 'points', phone: DEMO_MEMBER.phone, amount: '3' }, friend)).json().data;
    const done = await money(`/wallet/gifts/${fresh.dataId}/confirm`, friend, {
      credential: authenticator.assert(fresh.webauthnOptions, origin),
    });
    expect(done.json().data.message).toBe(`Successfully Gifted to ${DEMO_MEMBER.phone} (amount : 3)`);
  });

  it('where referral is off, gifts are refused', async () => {
    const token = await t.demoToken('bravo');
    const res = await t.call('bravo', {
      method: 'POST',
      url: '/api/wallet/merchants/bravo/gifts/requests',
      token,
      payload: { asset: 'points', phone: DEMO_FRIEND.phone, amount: '5' },
    });
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'REFERRAL_OFF' });
  });
});

describe('buy store credit', () => {
  it('products per outlet; buying pays through the sandbox, adds the credit once and opens the order', async () => {
    const products = (await call('GET', '/wallet/merchants/alpha/store-credit-products?outletId=alpha-o1', demo)).json()
      .data;
    expect(products.map((p: { fromAmount: string; toAmount: string }) => [p.fromAmount, p.toAmount])).toEqual([
      ['20.00', '20.00'],
      ['50.00', '55.00'],
      ['100.00', '115.00'],
    ]);
    const before = await wallet(demo);
    const idem = key();
    const body = { productId: products[1]._id, outletId: 'alpha-o1', quantity: 2 };
    const bought = await money('/wallet/merchants/alpha/store-credit-purchases', demo, body, idem);
    expect(bought.statusCode).toBe(201);
    const order = bought.json().data;
    expect(order).toMatchObject({
      kind: 'store-credit',
      status: 'paid',
      payAmount: '100.00',
      creditAmount: '110.00',
      creditAdded: true,
      payment: { provider: 'sandbox', state: 'succeeded', redirectUrl: null },
    });
    const replay = await money('/wallet/merchants/alpha/store-credit-purchases', demo, body, idem);
    expect(replay.json().data._id).toBe(order._id);
    expect(cents((await wallet(demo)).storeCredit.balance)).toBe(cents(before.storeCredit.balance) + 11000);
    expect((await call('GET', `/wallet/orders/${order._id}`, demo)).json().data).toEqual(order);
    expect((await call('GET', `/wallet/orders/${order._id}`, friend)).statusCode).toBe(404);
  });

  it('a product of another outlet is refused naming the field', async () => {
    const products = (await call('GET', '/wallet/merchants/alpha/store-credit-products?outletId=alpha-o1', demo)).json()
      .data;
    const res = await money('/wallet/merchants/alpha/store-credit-purchases', demo, {
      productId: products[0]._id,
      outletId: 'alpha-o9',
    });
    expect(res.json()).toMatchObject({ statusCode: 404, field: 'productId' });
  });
});

describe('Google Wallet save link', () => {
  it('hidden where the tenant does not enable passes, even with the server keys set', async () => {
    process.env.LIVERY_GOOGLE_WALLET_ISSUER_ID = '3388000000012345678';
    process.env.LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT = 'wallet@livery-test.iam.gserviceaccount.com';
    process.env.LIVERY_GOOGLE_WALLET_PRIVATE_KEY = 'not used here';
    try {
      expect((await wallet(demo)).walletPass).toEqual({ apple: false, google: false });
      const res = await call('GET', '/wallet/merchants/alpha/passes/google', demo);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'PASS_NOT_AVAILABLE' });
    } finally {
      delete process.env.LIVERY_GOOGLE_WALLET_ISSUER_ID;
      delete process.env.LIVERY_GOOGLE_WALLET_SERVICE_ACCOUNT;
      delete process.env.LIVERY_GOOGLE_WALLET_PRIVATE_KEY;
    }
  });
});

describe('development fixtures', () => {
  it('sets a balance through one adjustment entry, and redeems a code as the merchant’s register', async () => {
    // The demo member: the friend switched biometrics on above, so their redeems need an assertion.
    const set = await call('POST', '/dev/wallet/balances', undefined, {
      phone: DEMO_MEMBER.phone,
      asset: 'credit',
      balance: '42.5',
    });
    expect(set.json().data).toMatchObject({ balance: '42.50', entryId: expect.any(String) });
    expect((await wallet(demo)).storeCredit.balance).toBe('42.50');
    const code = (
      await money('/wallet/merchants/alpha/redemption-codes', demo, { asset: 'credit', amount: '2.5' })
    ).json().data;
    const redeemed = await call('POST', '/dev/wallet/redeem', undefined, { qrPayload: code.qrPayload });
    expect(redeemed.json().data).toMatchObject({ amount: '2.50', balance: '40.00' });
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });
});
