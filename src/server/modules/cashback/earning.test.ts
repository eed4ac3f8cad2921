import { and, eq } from 'drizzle-orm';
import { cashbackAwards, ledgerEntries, memberships } from '../../db/schema';
import { ledgerMismatches } from '../../ledger/check';
import { NotAMember } from '../../ledger/ledger';
import { useTestApp } from '../../test-support/build-test-app';
import { payCashback, type CashbackProgram } from './earning';

// payCashback's one statement (issue 14: the award and the credit it pays) on its own: what the routes never reach
// (a purchase paid twice: the purchase row stops it before), a buyer who is not a member. Alpha's program pays 5 % on
// $10 or more.
const t = useTestApp();
const PROGRAM: CashbackProgram = {
  id: 'alpha-prog-cashback',
  merchantId: 'alpha',
  rule: {
    kind: 'cashback',
    ruleType: 'percent',
    amount: 0,
    percent: 5,
    minAmount: 10,
    maxAmount: 0,
    channels: ['customer'],
  },
};
/** A new user of the tenant, who joined alpha or not. */
const newUser = async (join: boolean) =>
  (join ? await t.joinedMember('alpha') : await t.signUpMember('alpha', '+97688660999')).user._id;

/** $12.50 at alpha, paid by `source`: 63 cents of cashback. */
const pay = (userId: string, source: string) =>
  t.db.db.transaction((tx) =>
    payCashback(tx, {
      tenantId: 'alpha',
      userId,
      program: PROGRAM,
      totalCents: 1250,
      source,
      actor: 'test',
      at: new Date(),
    }),
  );

/** What the member was paid: the awards (with their entries' ids), the cashback entries and the store credit. */
async function paidTo(userId: string) {
  const [awards, entries, [membership]] = await Promise.all([
    t.db.db
      .select({ amount: cashbackAwards.cashbackAmount, entryId: cashbackAwards.ledgerEntryId })
      .from(cashbackAwards)
      .where(eq(cashbackAwards.userId, userId)),
    t.db.db
      .select({ id: ledgerEntries.id, amount: ledgerEntries.amount, key: ledgerEntries.idempotencyKey })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'cashback'))),
    t.db.db
      .select({ credit: memberships.storeValueBalance })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), eq(memberships.merchantId, 'alpha'))),
  ]);
  return { awards, entries, credit: membership?.credit ?? null };
}

describe('payCashback', () => {
  it('pays a purchase once: a second call writes no award and moves nothing; ledger sum = balance', async () => {
    const userId = await newUser(true);
    expect(await pay(userId, 'receipt:twice')).toBe(63);
    expect(await pay(userId, 'receipt:twice')).toBeNull();
    const paid = await paidTo(userId);
    expect(paid).toEqual({
      awards: [{ amount: '0.63', entryId: paid.entries[0]?.id }],
      entries: [{ id: expect.any(String), amount: '0.63', key: 'cashback:alpha-prog-cashback:receipt:twice' }],
      credit: '0.63',
    });
    expect(await pay(userId, 'receipt:another')).toBe(63);
    expect((await paidTo(userId)).credit).toBe('1.26');
    expect(await ledgerMismatches(t.db.db, 'alpha')).toEqual([]);
  });

  it('pays a purchase once when fifty calls for it run at once', async () => {
    const userId = await newUser(true);
    const paid = await Promise.all(Array.from({ length: 50 }, () => pay(userId, 'receipt:at-once')));
    expect(paid.filter((cents) => cents !== null)).toEqual([63]);
    expect((await paidTo(userId)).credit).toBe('0.63');
    expect(await ledgerMismatches(t.db.db, 'alpha')).toEqual([]);
  });

  it('refuses a buyer who has not joined the merchant, keeping no award', async () => {
    const userId = await newUser(false);
    await expect(pay(userId, 'receipt:stranger')).rejects.toBeInstanceOf(NotAMember);
    expect(await paidTo(userId)).toEqual({ awards: [], entries: [], credit: null });
  });
});
