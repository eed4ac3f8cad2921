import { and, eq, sql } from 'drizzle-orm';
import { ledgerEntries, memberships } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { ledgerMismatches } from './check';
import { InsufficientBalance, NotAMember, balancesOf, post } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const demo = { tenantId: 'alpha', userId: 'alpha-demo-member', merchantId: 'alpha' };
const at = new Date();

describe('the seeded books', () => {
  it('ledger sum = balance for every member of every tenant', async () => {
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it('the demo member has a history: opening balance, claims, redeems, a voided redeem, gifts, pending points', async () => {
    const kinds = await t.db.db
      .selectDistinct({ kind: ledgerEntries.kind, asset: ledgerEntries.asset })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, demo.userId), eq(ledgerEntries.merchantId, 'alpha')));
    const names = kinds.map((k) => `${k.asset}:${k.kind}`).sort();
    expect(names).toEqual(
      [
        // The rewards seed (seed-rewards.ts): cashback from the brand's program, a referral reward for the friend.
        'credit:cashback',
        'points:referral_reward',
        'credit:gift_sent',
        'credit:redeem',
        'credit:redeem_void',
        'credit:top_up',
        'points:gift_received',
        'points:gift_sent',
        'points:opening_balance',
        'points:receipt_claim',
        'points:redeem',
        'points:redeem_void',
      ].sort(),
    );
    const balances = await balancesOf(t.db.db, demo, new Date());
    expect(balances!.inactivePointCents).toBeGreaterThan(0);
    expect(balances!.nextAvailable!.at.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('post', () => {
  it('moves the cached balance with the entry, in one transaction', async () => {
    const before = (await balancesOf(t.db.db, demo, at))!;
    const result = await t.db.db.transaction((tx) =>
      post(tx, { ...demo, asset: 'credit', kind: 'adjustment', amountCents: 1234, actor: 'test', at }),
    );
    expect(result.balanceCents).toBe(before.creditCents + 1234);
    expect(await ledgerMismatches(t.db.db, 'alpha')).toEqual([]);
  });

  it('refuses a debit the balance does not cover, writing nothing', async () => {
    const before = (await balancesOf(t.db.db, demo, at))!;
    await expect(
      t.db.db.transaction((tx) =>
        post(tx, { ...demo, asset: 'credit', kind: 'redeem', amountCents: -(before.creditCents + 1), actor: 't', at }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await balancesOf(t.db.db, demo, at))!.creditCents).toBe(before.creditCents);
  });

  it('lets store credit go negative only with overdraft allowed', async () => {
    const member = { ...demo, merchantId: 'alpha-m03' };
    const before = (await balancesOf(t.db.db, member, at))!;
    const debit = -(before.creditCents + 500);
    await t.db.db.transaction((tx) =>
      post(tx, { ...member, asset: 'credit', kind: 'redeem', amountCents: debit, actor: 't', at, overdraft: 'allow' }),
    );
    expect((await balancesOf(t.db.db, member, at))!.creditCents).toBe(-500);
    await t.db.db.transaction((tx) =>
      post(tx, { ...member, asset: 'credit', kind: 'adjustment', amountCents: -debit, actor: 't', at }),
    );
  });

  it('never spends points that are not available yet', async () => {
    const balances = (await balancesOf(t.db.db, demo, at))!;
    const all = balances.activePointCents + balances.inactivePointCents;
    await expect(
      t.db.db.transaction((tx) =>
        post(tx, { ...demo, asset: 'points', kind: 'redeem', amountCents: -all, actor: 't', at }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    const exact = await t.db.db.transaction((tx) =>
      post(tx, { ...demo, asset: 'points', kind: 'redeem', amountCents: -balances.activePointCents, actor: 't', at }),
    );
    expect(exact.balanceCents).toBe(balances.inactivePointCents);
    await t.db.db.transaction((tx) =>
      post(tx, {
        ...demo,
        asset: 'points',
        kind: 'adjustment',
        amountCents: balances.activePointCents,
        actor: 't',
        at,
      }),
    );
  });

  it('a debit written with a later clock (another process) still counts at once: no overdraft through it', async () => {
    const member = { ...demo, merchantId: 'alpha-m05' };
    const { activePointCents } = (await balancesOf(t.db.db, member, at))!;
    const later = new Date(at.getTime() + 3_600_000);
    await t.db.db.transaction((tx) =>
      post(tx, { ...member, asset: 'points', kind: 'redeem', amountCents: -100, actor: 't', at: later }),
    );
    await expect(
      t.db.db.transaction((tx) =>
        post(tx, { ...member, asset: 'points', kind: 'redeem', amountCents: -activePointCents, actor: 't', at }),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalance);
    expect((await balancesOf(t.db.db, member, at))!.activePointCents).toBe(activePointCents - 100);
    await t.db.db.transaction((tx) =>
      post(tx, { ...member, asset: 'points', kind: 'adjustment', amountCents: 100, actor: 't', at }),
    );
  });

  it('needs a membership', async () => {
    await expect(
      t.db.db.transaction((tx) =>
        post(tx, {
          ...demo,
          merchantId: 'alpha-m02',
          asset: 'points',
          kind: 'adjustment',
          amountCents: 100,
          actor: 't',
          at,
        }),
      ),
    ).rejects.toBeInstanceOf(NotAMember);
  });
});

describe('the check and the table guard', () => {
  it('ledgerMismatches names a balance changed behind the ledger', async () => {
    const where = and(eq(memberships.userId, demo.userId), eq(memberships.merchantId, 'alpha-m01'));
    await t.db.db
      .update(memberships)
      .set({ loyaltyBalance: sql`${memberships.loyaltyBalance} + 1` })
      .where(where);
    const found = await ledgerMismatches(t.db.db, 'alpha');
    expect(found).toEqual([expect.objectContaining({ userId: demo.userId, merchantId: 'alpha-m01', asset: 'points' })]);
    expect(Number(found[0].balance) - Number(found[0].ledgerSum)).toBe(1);
    await t.db.db
      .update(memberships)
      .set({ loyaltyBalance: sql`${memberships.loyaltyBalance} - 1` })
      .where(where);
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it('entries are append-only: changing an amount is refused by the database', async () => {
    await expect(
      t.db.db.update(ledgerEntries).set({ amount: '1.00' }).where(eq(ledgerEntries.userId, demo.userId)),
    ).rejects.toThrow();
  });
});
