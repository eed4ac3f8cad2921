// Issue 14: a member's My Rewards is kept as bytes per member (ctx.memberAnswers, lib/public-answer.ts). It is the
// very bytes the route builds for that member, and every write to what it shows — a receipt claimed, a ledger post
// (a balance set at the counter, a voucher bought with points), a join, a merchant's tiers edited outside any
// request — shows on the member's very next read, while each member keeps seeing only their own.
import { and, eq } from 'drizzle-orm';
import { membershipTiers } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { claimFreshReceipt, expectKeptAnswers } from '../../test-support/kept-answers';
import { voucherKit } from '../vouchers/voucher-test-kit';

const TENANT = 'alpha';
const REWARDS = '/api/me/merchants?filter=all';
const t = useTestApp();
const kit = voucherKit(t);
beforeAll(() => kit.plainMerchant());

interface Shown {
  _id: string;
  loyaltyBalance: number;
  storeValueBalance: number;
  hasPurchases: boolean;
  purchaseCount: number;
  memberships: { name: string }[];
}

const rewards = async (token: string, url = REWARDS) => {
  const res = await t.call(TENANT, { url, token });
  expect(res.statusCode).toBe(200);
  return res;
};
const shown = async (token: string, url = REWARDS) => (await rewards(token, url)).json().data as Shown[];
/** The member's card of the tenant's own merchant (the one dev receipts and balances are of). */
const ownCard = async (token: string) => (await shown(token)).find((m) => m._id === TENANT)!;

it('serves a member’s warm My Rewards without SQL, byte for byte what the route builds, and 304 to its ETag', async () => {
  const { token } = await kit.newMember({ points: '40' });
  await expectKeptAnswers(t, { tenantId: TENANT, token, urls: [REWARDS], caches: [t.app.ctx.memberAnswers] });
});

it('shows the member’s claim at once: its points and its purchase', async () => {
  const { token } = await kit.newMember();
  expect(await ownCard(token)).toMatchObject({ purchaseCount: 0, hasPurchases: false });
  expect(await shown(token, '/api/me/merchants?filter=with-purchases')).toEqual([]);

  const claimed = await claimFreshReceipt(t, TENANT, token, 20);
  expect(await ownCard(token)).toMatchObject({
    loyaltyBalance: claimed.loyaltyBalance,
    purchaseCount: 1,
    hasPurchases: true,
  });
  expect(claimed.loyaltyBalance).toBeGreaterThan(0);
  expect((await shown(token, '/api/me/merchants?filter=with-purchases')).map((m) => m._id)).toEqual([TENANT]);
});

it('shows ledger posts of other requests at once: a balance set at the counter, a voucher bought with points', async () => {
  const member = await kit.newMember({ points: '500' });
  expect(await ownCard(member.token)).toMatchObject({ loyaltyBalance: 500, storeValueBalance: 0 });

  const set = await kit.post('/dev/wallet/balances', {
    payload: { phone: member.phone, asset: 'credit', balance: '25' },
  });
  expect(set.statusCode).toBe(200);
  expect(await ownCard(member.token)).toMatchObject({ loyaltyBalance: 500, storeValueBalance: 25 });

  const voucher = await kit.newVoucher({ pointAmount: 120 });
  const asked = await kit.requestBuy(member.token, voucher);
  expect(asked.statusCode).toBe(201);
  expect((await kit.confirmBuy(member.token, asked.json().data.dataId)).statusCode).toBe(201);
  expect(await ownCard(member.token)).toMatchObject({ loyaltyBalance: 380, storeValueBalance: 25 });
});

it('shows a join at once, and keeps each member’s answer their own', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688230001');
  const { token: other } = await t.signUpMember(TENANT, '+97688230002');
  expect(await shown(token)).toEqual([]);
  expect(await shown(other)).toEqual([]);

  const joined = await t.call(TENANT, {
    method: 'POST',
    url: `/api/merchants/${TENANT}-m04/join`,
    token,
    payload: { isTermChecked: true },
  });
  expect(joined.statusCode).toBe(200);
  expect((await shown(token)).map((m) => m._id)).toEqual([`${TENANT}-m04`]);
  // The same URL, read again by the other member after the clear: still nothing of the first member's.
  expect(await shown(other)).toEqual([]);
});

it('shows a merchant’s tiers edited outside any request at once', async () => {
  const { token } = await kit.newMember();
  expect((await ownCard(token)).memberships.map((tier) => tier.name)).toContain('Silver');
  await t.db.db
    .update(membershipTiers)
    .set({ name: 'Bronze' })
    .where(and(eq(membershipTiers.merchantId, TENANT), eq(membershipTiers.name, 'Silver')));
  const names = (await ownCard(token)).memberships.map((tier) => tier.name);
  expect(names).toContain('Bronze');
  expect(names).not.toContain('Silver');
});
