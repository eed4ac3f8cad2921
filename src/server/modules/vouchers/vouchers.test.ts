import { useTestApp } from '../../test-support/build-test-app';
import { ledgerMismatches } from '../../ledger/check';
import { voucherKit } from './voucher-test-kit';

const t = useTestApp();
const kit = voucherKit(t);
const { post, get, keyed, newMember, newVoucher, settings, requestBuy, confirmBuy } = kit;
let alpha: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
  await kit.plainMerchant();
});
afterEach(async () => {
  expect(await ledgerMismatches(t.db.db)).toEqual([]);
});

// Demo seed: the demo member holds alpha-v1, alpha-m01-v1 and alpha-m02-v1 at their second value.
const HELD = 'alpha-demo-member-mv1';

describe('GET /api/vouchers/:voucherId', () => {
  it('is public, lists the values, and names the copies the caller holds', async () => {
    const anonymous = await get('/vouchers/alpha-v1');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({
      _id: 'alpha-v1',
      merchant: { _id: 'alpha' },
      issuedIds: [],
      voucherType: expect.any(String),
      state: expect.stringMatching(/available|validForDays/),
      personalMarginBalance: null,
    });
    expect(anonymous.json().data.values.map((v: { value: number }) => v.value)).toEqual([5, 10, 25]);
    expect(anonymous.json().data.outlets.length).toBeGreaterThan(0);
    const member = await get('/vouchers/alpha-v1', alpha);
    expect(member.json().data.issuedIds).toEqual([HELD]);
  });

  it("is 404 for unknown vouchers and another tenant's", async () => {
    expect((await get('/vouchers/nope')).statusCode).toBe(404);
    expect((await get('/vouchers/bravo-v1')).statusCode).toBe(404);
  });
});

describe('GET /api/vouchers/:voucherId/issued/:issuedId', () => {
  it("shows the caller's copy by member voucher id or by value id", async () => {
    const byId = await get(`/vouchers/alpha-v1/issued/${HELD}`, alpha);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({
      _id: HELD,
      code: HELD,
      balance: 10,
      status: 'available',
      value: { _id: 'alpha-v1-val2', value: 10 },
      voucher: { name: expect.any(String), merchant: { _id: 'alpha' } },
      redemptions: [],
      giftedBy: null,
    });
    const byValue = await get('/vouchers/alpha-v1/issued/alpha-v1-val2', alpha);
    expect(byValue.json().data._id).toBe(HELD);
  });

  it('needs a login and shows nobody else the copy', async () => {
    expect((await get(`/vouchers/alpha-v1/issued/${HELD}`)).statusCode).toBe(401);
    const other = (await t.signUpMember('alpha', '+97688001199')).token;
    expect((await get(`/vouchers/alpha-v1/issued/${HELD}`, other)).statusCode).toBe(404);
    expect((await get(`/vouchers/alpha-v2/issued/${HELD}`, alpha)).statusCode).toBe(404);
  });
});

describe('buying a voucher', () => {
  it('with points, no code asked: issues the copy and debits the price once per key', async () => {
    const member = await newMember({ points: '500' });
    const voucher = await newVoucher({ pointAmount: 120, validityInDays: 30 });
    const asked = await requestBuy(member.token, voucher);
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ verification: 'none', asset: 'points', amount: '120.00' });
    const key = 'buy-once-key-1';
    const bought = await confirmBuy(member.token, asked.json().data.dataId, {}, key);
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({ voucherId: voucher.voucherId, balance: '380.00' });
    const replay = await confirmBuy(member.token, asked.json().data.dataId, {}, key);
    expect(replay.json().data).toEqual(bought.json().data);
    expect((await kit.wallet(member.token)).points.active).toBe('380.00');
    const copy = await get(`/vouchers/${voucher.voucherId}/issued/${bought.json().data.issuedId}`, member.token);
    expect(copy.json().data).toMatchObject({ status: 'available', balance: 10 });
    // validityInDays: the copy expires 30 days after it was bought.
    const days = (Date.parse(copy.json().data.expiresAt) - Date.parse(copy.json().data.createdAt)) / 86_400_000;
    expect(days).toBe(30);
  });

  it("refuses 'Point is not sufficient', a price it is not sold at, and a value of another voucher", async () => {
    const member = await newMember({ points: '50' });
    const voucher = await newVoucher({ pointAmount: 100 });
    const poor = await requestBuy(member.token, voucher);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ message: 'Point is not sufficient', field: 'amount' });
    expect((await requestBuy(member.token, voucher, 'credit')).json()).toMatchObject({
      statusCode: 400,
      field: 'asset',
    });
    const other = await requestBuy(member.token, { ...voucher, voucherValueId: 'alpha-v1-val1' });
    expect(other.json()).toMatchObject({ statusCode: 404, field: 'voucherValueId' });
  });

  it('never sells event vouchers, nor before the start, after expiry + 1 day, or past the personal limit', async () => {
    const member = await newMember({ points: '1000' });
    const birthday = await newVoucher({ voucherEvent: 'Birthday' });
    expect((await requestBuy(member.token, birthday)).json()).toMatchObject({ statusCode: 403, code: 'EVENT_VOUCHER' });
    const later = await newVoucher({ startDate: '2099-01-01T00:00:00Z' });
    expect((await requestBuy(member.token, later)).json().code).toBe('NOT_YET_AVAILABLE');
    const old = await newVoucher({ expiryDate: '2020-01-01T00:00:00Z' });
    expect((await requestBuy(member.token, old)).json()).toMatchObject({
      code: 'VOUCHER_EXPIRED',
      message: 'Voucher Expired',
    });
    const once = await newVoucher({ personalMargin: 1 });
    const first = await requestBuy(member.token, once);
    expect((await confirmBuy(member.token, first.json().data.dataId)).statusCode).toBe(201);
    expect((await requestBuy(member.token, once)).json().code).toBe('PERSONAL_LIMIT_REACHED');
    const detail = (await get(`/vouchers/${once.voucherId}`, member.token)).json().data;
    expect(detail).toMatchObject({ personalMarginLimitExceeded: true, personalMarginBalance: 0 });
    expect(detail.buyBlockedReason).toBe('personalLimitReached');
  });

  it('asks for a 4-digit SMS code when the merchant requires it, one ticket each; without tickets: /webAuth', async () => {
    await settings({ ticket: 1, isClaimVoucherVerification: true });
    try {
      const member = await newMember({ points: '500' });
      const voucher = await newVoucher();
      const asked = await requestBuy(member.token, voucher);
      expect(asked.json().data).toMatchObject({ verification: 'sms', sentTo: expect.stringContaining('*') });
      const dataId = asked.json().data.dataId;
      expect((await confirmBuy(member.token, dataId)).json()).toMatchObject({
        code: 'CODE_REQUIRED',
        message: 'Required',
      });
      const code = await t.lastCode('alpha', member.phone);
      expect(code).toMatch(/^\d{4}$/);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect((await confirmBuy(member.token, dataId, { code: wrong })).json().code).toBe('CODE_WRONG');
      expect((await confirmBuy(member.token, dataId, { code })).statusCode).toBe(201);
      const none = await requestBuy(member.token, voucher);
      expect(none.json()).toMatchObject({ statusCode: 409, code: 'WEBAUTH_REQUIRED' });
    } finally {
      await kit.plainMerchant();
    }
  });

  it('lists only vouchers the member can buy now: never event (Birthday) vouchers', async () => {
    const member = await newMember();
    const buyable = await newVoucher();
    const birthday = await newVoucher({ voucherEvent: 'Birthday' });
    const listed = (await get('/vouchers/on-sale?merchantId=alpha', member.token)).json().data as { _id: string }[];
    const ids = listed.map((v) => v._id);
    expect(ids).toContain(buyable.voucherId);
    expect(ids).not.toContain(birthday.voucherId);
  });
});

describe('claiming by barcode and the merchant side', () => {
  it('claims a copy by barcode, the register redeems it once, and the redeem history shows it', async () => {
    const member = await newMember();
    const voucher = await newVoucher({
      barcode: 'CLAIM-TEST-1',
      isPurchase: false,
      voucherEvent: 'First time shopper',
    });
    expect((await post('/vouchers/claims', { payload: { barcode: 'CLAIM-TEST-1' } })).statusCode).toBe(401);
    const claimed = await post('/vouchers/claims', { token: member.token, payload: { barcode: 'CLAIM-TEST-1' } });
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().data.voucherId).toBe(voucher.voucherId);
    const unknown = await post('/vouchers/claims', { token: member.token, payload: { barcode: 'NOPE' } });
    expect(unknown.json()).toMatchObject({ statusCode: 404, field: 'barcode' });

    const register = { 'x-registerid': 'alpha-register-1' };
    const redeem = () =>
      post('/registers/vouchers/redeem', { payload: { code: claimed.json().data.issuedId }, headers: register });
    expect((await redeem()).statusCode).toBe(200);
    expect((await redeem()).json()).toMatchObject({ statusCode: 409, code: 'VOUCHER_USED' });
    const copy = await get(`/vouchers/${voucher.voucherId}/issued/${claimed.json().data.issuedId}`, member.token);
    expect(copy.json().data).toMatchObject({ status: 'used', voucherUsedDate: expect.any(String) });
    expect(copy.json().data.redemptions).toHaveLength(1);
  });

  it('issues a copy at a register of the voucher’s merchant only, once per Idempotency-Key', async () => {
    const member = await newMember();
    const voucher = await newVoucher({ margin: 3 });
    const issue = (registerId: string, key: string) =>
      post('/registers/vouchers/issue', {
        payload: { voucherId: voucher.voucherId, phone: member.phone },
        headers: { 'x-registerid': registerId, ...keyed(key) },
      });
    const first = await issue('alpha-register-1', 'issue-key-0001');
    expect(first.statusCode).toBe(201);
    expect((await issue('alpha-register-1', 'issue-key-0001')).json().data).toEqual(first.json().data);
    expect((await get(`/vouchers/${voucher.voucherId}`)).json().data.marginBalance).toBe(2);
    expect((await issue('alpha-m01-register-1', 'issue-key-0002')).json()).toMatchObject({
      statusCode: 404,
      field: 'voucherId',
    });
  });
});

describe('online-shop discount codes (sandbox connector)', () => {
  it('creates one active code per cash copy, voids it, and refuses other copies', async () => {
    const member = await newMember();
    const cash = await newVoucher({ value: 15 });
    const { issuedId } = (
      await post('/dev/vouchers/issue', { payload: { voucherId: cash.voucherId, phone: member.phone } })
    ).json().data;
    const url = `/vouchers/${cash.voucherId}/issued/${issuedId}/discount-code`;
    expect((await post(url, { token: member.token })).json()).toMatchObject({ code: 'DISCOUNT_CODE_UNAVAILABLE' });
    await settings({ shopConnector: 'sandbox' });
    try {
      const created = await post(url, { token: member.token });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ code: expect.stringMatching(/^LV[A-Z2-9]{10}$/), amount: '15.00' });
      expect((await post(url, { token: member.token })).json().code).toBe('DISCOUNT_CODE_EXISTS');
      const copy = (await get(`/vouchers/${cash.voucherId}/issued/${issuedId}`, member.token)).json().data;
      expect(copy).toMatchObject({ discountCodeAvailable: true, discountCode: created.json().data });
      const voided = await post(`${url}/void`, { token: member.token });
      expect(voided.json().data.message).toBe('Successfully voided');
      expect((await post(`${url}/void`, { token: member.token })).statusCode).toBe(404);
      expect((await post(url, { token: member.token })).statusCode).toBe(201);

      const discount = await newVoucher({ voucherType: 'discount' });
      const other = (
        await post('/dev/vouchers/issue', { payload: { voucherId: discount.voucherId, phone: member.phone } })
      ).json().data;
      const refused = await post(`/vouchers/${discount.voucherId}/issued/${other.issuedId}/discount-code`, {
        token: member.token,
      });
      expect(refused.json().code).toBe('DISCOUNT_CODE_UNAVAILABLE');
    } finally {
      await settings({ shopConnector: null });
    }
  });
});
