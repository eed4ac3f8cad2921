import { ledgerMismatches } from '../../ledger/check';
import { atOnce, times } from '../../test-support/concurrency';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { voucherKit } from './voucher-test-kit';

// Issue 13: voucher limits under many requests at once, on the database the suite runs on (PGlite by default,
// PostgreSQL with TEST_DATABASE_URL). The total (`margin_balance`) and the per-member limit hold, and the books agree.
let t: TestApp;
let kit: ReturnType<typeof voucherKit>;
beforeAll(async () => {
  t = await buildTestApp();
  kit = voucherKit(t);
  await kit.plainMerchant();
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await ledgerMismatches(t.db.db)).toEqual([]);
});

it('40 buys at once of a voucher with 5 left sell exactly 5, and only the 5 buyers pay', async () => {
  const voucher = await kit.newVoucher({ margin: 5, pointAmount: 100 });
  const buyers = await Promise.all(Array.from({ length: 8 }, () => kit.newMember({ points: '1000' })));
  const requests: { token: string; dataId: string }[] = [];
  for (const buyer of buyers)
    for (let i = 0; i < 5; i += 1) {
      const asked = await kit.requestBuy(buyer.token, voucher);
      if (asked.statusCode !== 201) throw new Error(asked.body);
      requests.push({ token: buyer.token, dataId: asked.json().data.dataId });
    }
  const burst = await atOnce(requests.map((r) => () => kit.confirmBuy(r.token, r.dataId)));
  expect(burst.tally).toEqual({ 201: 5, '409 SOLD_OUT': 35 });
  expect((await kit.get(`/vouchers/${voucher.voucherId}`)).json().data).toMatchObject({
    marginBalance: 0,
    marginLimitExceeded: true,
  });
  const spent = await Promise.all(buyers.map(async (b) => 1000 - Number((await kit.wallet(b.token)).points.active)));
  expect(spent.reduce((a, b) => a + b, 0)).toBe(500);
});

it('20 claims at once by one member of a voucher with a personal limit of 2 give exactly 2', async () => {
  const voucher = await kit.newVoucher({ barcode: 'RACE-PERSONAL', personalMargin: 2, margin: 100 });
  const member = await kit.newMember();
  const burst = await atOnce(
    times(20, () => kit.post('/vouchers/claims', { token: member.token, payload: { barcode: 'RACE-PERSONAL' } })),
  );
  expect(burst.tally).toEqual({ 201: 2, '409 PERSONAL_LIMIT_REACHED': 18 });
  expect((await kit.get(`/vouchers/${voucher.voucherId}`)).json().data.marginBalance).toBe(98);
});

it('30 claims at once by different members of a voucher with 5 left give exactly 5', async () => {
  await kit.newVoucher({ barcode: 'RACE-TOTAL', margin: 5 });
  const members = await Promise.all(Array.from({ length: 30 }, () => kit.newMember()));
  const burst = await atOnce(
    members.map((m) => () => kit.post('/vouchers/claims', { token: m.token, payload: { barcode: 'RACE-TOTAL' } })),
  );
  expect(burst.tally).toEqual({ 201: 5, '409 SOLD_OUT': 25 });
});
