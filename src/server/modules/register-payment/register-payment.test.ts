import { DEMO_FRIEND, DEMO_MEMBER } from '../../db/seed/demo-content';
import { ledgerMismatches } from '../../ledger/check';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REGISTER = 'alpha-register-1';
const send = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.call('alpha', { method, url: `/api/registers${url}`, headers, ...(payload && { payload }) });
const lookup = (customer?: string, register = REGISTER) =>
  send('GET', '/customer', { 'x-registerid': register, ...(customer !== undefined && { 'x-customerid': customer }) });

/** The customer tells the cashier their code: the register gets a token for them. */
async function passCode(phone: string) {
  expect((await send('POST', '/codes', { 'x-registerid': REGISTER }, { phone })).statusCode).toBe(201);
  const code = await t.lastCode('alpha', phone);
  const res = await send('POST', '/codes/confirm', { 'x-registerid': REGISTER }, { phone, code });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const checkout = (token: string, phone: string, body: object) =>
  send('POST', '/checkout', { 'x-registerid': REGISTER, 'x-customerid': phone, 'x-register-token': token }, body);

describe('customer lookup (getByVend)', () => {
  it("a member of the register's merchant: name and masked phone", async () => {
    const res = await lookup(DEMO_MEMBER.phone);
    expect(res.json().data).toMatchObject({
      customer: { name: 'Demo Member', phone: '+976****01' },
      merchant: { _id: 'alpha', loyaltyProgramUnit: { pointToCurrencyValue: '0.01' } },
    });
  });

  it("the seed's words: 'phone not set', 'User is not found!', 'User is not member of the Merchant!'", async () => {
    expect((await lookup()).json()).toMatchObject({ statusCode: 400, message: 'phone not set', field: 'x-customerid' });
    expect((await lookup('+97688000111')).json()).toMatchObject({
      statusCode: 404,
      code: 'USER_NOT_FOUND',
      message: 'User is not found!',
    });
    const atOtherMerchant = await send('GET', '/customer', {
      'x-registerid': 'alpha-m02-register-1',
      'x-customerid': DEMO_MEMBER.phone,
    });
    expect(atOtherMerchant.json()).toMatchObject({
      code: 'NOT_MEMBER',
      message: 'User is not member of the Merchant!',
    });
  });

  it('an unknown register, or one of another tenant, is refused naming the header', async () => {
    expect((await lookup(DEMO_MEMBER.phone, 'bravo-register-1')).json()).toMatchObject({
      statusCode: 404,
      field: 'x-registerid',
    });
  });
});

describe('invite and sign-up by code', () => {
  it('invites by SMS with a link to the merchant', async () => {
    const phone = '+97688000222';
    const res = await send('POST', '/invitations', { 'x-registerid': REGISTER }, { phone });
    expect(res.json().data).toEqual({ sentTo: '+976****22' });
    const outbox = (
      await t.call('alpha', { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` })
    ).json().data;
    expect(outbox[0].body).toContain('/merchant-detail/alpha');
  });

  it('a phone without an account signs up and joins by the 6-digit code, with nothing to spend yet', async () => {
    const phone = '+97688000333';
    const confirmed = await passCode(phone);
    expect(confirmed).toMatchObject({
      signedUp: true,
      balances: { points: '0.00', storeCredit: '0.00', storeCreditUsable: true },
    });
    expect((await lookup(phone)).statusCode).toBe(200);
  });

  it('a wrong code is refused naming the field', async () => {
    await send('POST', '/codes', { 'x-registerid': REGISTER }, { phone: DEMO_FRIEND.phone });
    const code = await t.lastCode('alpha', DEMO_FRIEND.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await send(
      'POST',
      '/codes/confirm',
      { 'x-registerid': REGISTER },
      { phone: DEMO_FRIEND.phone, code: wrong },
    );
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'CODE_WRONG', field: 'code' });
  });
});

describe('checkout (vendCheckout)', () => {
  let token: string;
  let points: number;
  beforeAll(async () => {
    const confirmed = await passCode(DEMO_MEMBER.phone);
    token = confirmed.registerToken;
    points = Number(confirmed.balances.points);
    expect(confirmed.signedUp).toBe(false);
  });

  it.each([
    [{ redeemAmount: '0', storeValueAmount: '0' }, "Redeem amount can't be 0", 'redeemAmount'],
    [{ redeemAmount: 'ten', storeValueAmount: '0' }, 'Redeem amount is wrong', 'redeemAmount'],
    [{ redeemAmount: '2.5', storeValueAmount: '0' }, 'Redeem amount is wrong', 'redeemAmount'],
    [{ redeemAmount: '0', storeValueAmount: '5.01' }, "Can't be more than total", 'storeValueAmount'],
    [{ redeemAmount: '501', storeValueAmount: '0' }, "Can't be more than total", 'redeemAmount'],
  ])('%j on a $5.00 sale → %s', async (amounts, message, field) => {
    const res = await checkout(token, DEMO_MEMBER.phone, {
      register_sale_id: `rule-${message}`,
      amount: '5',
      ...amounts,
    });
    expect(res.json()).toMatchObject({ statusCode: 400, message, field });
  });

  it("'Loyalty balance is not sufficient' when the points are more than the customer has", async () => {
    const res = await checkout(token, DEMO_MEMBER.phone, {
      register_sale_id: 'too-many-points',
      amount: '100000',
      redeemAmount: String(points + 1),
      storeValueAmount: '0',
    });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Loyalty balance is not sufficient' });
  });

  it('approves points at their currency value plus store credit, once per sale', async () => {
    const sale = { register_sale_id: 'sale-1001', amount: '12.00', redeemAmount: '500', storeValueAmount: '7' };
    const first = await checkout(token, DEMO_MEMBER.phone, sale);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      register_sale_id: 'sale-1001',
      amount: '12.00',
      approved_amount: '12.00',
      redeemAmount: '500.00',
      storeValueAmount: '7.00',
    });
    expect(Number(first.json().data.balances.points)).toBe(points - 500);
    const replay = await checkout(token, DEMO_MEMBER.phone, sale);
    expect(replay.json()).toEqual(first.json());
    const changed = await checkout(token, DEMO_MEMBER.phone, { ...sale, redeemAmount: '100', storeValueAmount: '0' });
    expect(changed.json()).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it('only for the customer who passed the code', async () => {
    const res = await checkout(token, DEMO_FRIEND.phone, {
      register_sale_id: 'sale-1002',
      amount: '5',
      redeemAmount: '100',
      storeValueAmount: '0',
    });
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'CUSTOMER_MISMATCH' });
    const forged = await checkout('x'.repeat(43), DEMO_MEMBER.phone, {
      register_sale_id: 'sale-1003',
      amount: '5',
      redeemAmount: '100',
      storeValueAmount: '0',
    });
    expect(forged.json()).toMatchObject({ statusCode: 401, field: 'x-register-token' });
  });
});
