import { and, eq } from 'drizzle-orm';
import { memberVouchers, membershipTiers, programs, stampCards } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();
let demo: string;
beforeAll(async () => {
  demo = await t.demoToken('alpha');
});

const get = async (url: string, token = demo) =>
  (await t.call('alpha', { method: 'GET', url: `/api${url}`, token })).json();
const rewards = (kind: string, query = '') => get(`/wallet/merchants/alpha/rewards?kind=${kind}${query}`);

describe('the member’s own vouchers, stamp cards and packages (rewards area tabs)', () => {
  it('My Voucher lists the member’s held vouchers of this merchant, 10 a page, each opening its owned detail', async () => {
    const wallet = (await get('/wallet/merchants/alpha')).data;
    const held = await t.db.db.select().from(memberVouchers).where(eq(memberVouchers.tenantId, 'alpha'));
    const first = await rewards('voucher');
    expect(wallet.tabs.vouchers).toBe(first.total > 0);
    expect(first.total).toBeGreaterThan(0);
    expect(first.data[0]).toMatchObject({ kind: 'voucher', voucherId: expect.any(String), steps: [] });
    expect(held.map((row) => row.id)).toEqual(expect.arrayContaining(first.data.map((r: { _id: string }) => r._id)));
    expect(first.data.length).toBeLessThanOrEqual(10);
  });

  it('Stamp lists the member’s own stamp cards (open first, collected/total), each naming its program', async () => {
    const stamps = await rewards('stamp');
    const me = (await get('/me')).data;
    const demoCards = await t.db.db
      .select()
      .from(stampCards)
      .where(and(eq(stampCards.tenantId, 'alpha'), eq(stampCards.merchantId, 'alpha'), eq(stampCards.userId, me._id)));
    expect((await get('/wallet/merchants/alpha')).data.tabs.stamps).toBe(true);
    expect(stamps.total).toBe(demoCards.length);
    const [open, full] = stamps.data;
    const openRow = demoCards.find((card) => card.id === open._id)!;
    expect(open).toMatchObject({
      kind: 'stamp',
      voucherId: null,
      programId: openRow.programId,
      stamps: { collected: openRow.collected, total: openRow.total, isFilled: false },
    });
    expect(open.stamps.collected).toBeGreaterThan(0);
    expect(open.steps).toHaveLength(openRow.total);
    expect(full.stamps).toMatchObject({ isFilled: true });
    expect(full.stamps.collected).toBe(full.stamps.total);
  });

  it('Stamp is hidden for a member without cards, even while the merchant runs a stamp program', async () => {
    const { token: friend } = await t.signUpMember('alpha', '+97699007711');
    const friendGet = (url: string) => get(url, friend);
    await t.call('alpha', { method: 'POST', url: '/api/merchants/alpha/join', token: friend, payload: {} });
    expect((await friendGet('/wallet/merchants/alpha')).data.tabs.stamps).toBe(false);
    expect(await friendGet('/wallet/merchants/alpha/rewards?kind=stamp')).toMatchObject({ data: [], total: 0 });
  });

  it('Packages: hidden while none is open to the member; then the ones for everyone or the member’s tier', async () => {
    const before = await rewards('package');
    expect((await get('/wallet/merchants/alpha')).data.tabs.packages).toBe(before.total > 0);
    const tiers = await t.db.db.select().from(membershipTiers).where(eq(membershipTiers.merchantId, 'alpha'));
    const { card } = (await get('/wallet/merchants/alpha')).data;
    const otherTier = tiers.find((tier) => tier.name !== card.tierName)!;
    await t.db.db
      .insert(programs)
      .values([packageRow('alpha-pkg-all', null), packageRow('alpha-pkg-other', otherTier.id)]);
    const after = await rewards('package');
    const ids = after.data.map((r: { _id: string }) => r._id);
    expect(ids).toContain('alpha-pkg-all');
    expect(ids).not.toContain('alpha-pkg-other');
    expect((await get('/wallet/merchants/alpha')).data.tabs.packages).toBe(true);
  });

  it('an unknown kind is refused by name; another tenant’s merchant is not found', async () => {
    expect(await rewards('cashback')).toMatchObject({ statusCode: 400 });
    expect((await rewards('cashback')).message).toContain('kind');
    expect(await get('/wallet/merchants/bravo/rewards?kind=voucher')).toMatchObject({ statusCode: 404 });
  });
});

function packageRow(id: string, membershipTierId: string | null) {
  return {
    id,
    tenantId: 'alpha',
    merchantId: 'alpha',
    type: 'package' as const,
    name: `Package ${id}`,
    rule: {
      kind: 'package' as const,
      ruleType: 'amount' as const,
      amount: 5,
      percent: 0,
      minAmount: 0,
      maxAmount: 0,
      channels: ['customer'],
    },
    membershipTierId,
    createdAt: new Date(),
  };
}
