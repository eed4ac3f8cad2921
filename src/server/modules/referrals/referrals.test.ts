import { and, eq, inArray } from 'drizzle-orm';
import { ledgerMismatches } from '../../ledger/check';
import { memberships, programs, referralRewards } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce, times } from '../../test-support/concurrency';

// The reward for a friend's join (issue 13): alpha runs 'alpha-prog-referral' (200 points a friend, at most 10 000
// points and 50 friends per referrer) with the merchant's tickets; bravo runs no referrals.
const t = useTestApp();
let seq = 0;
const nextPhone = () => `+9768855${String((seq += 1)).padStart(4, '0')}`;

async function signUp(referralCode?: string) {
  const phone = nextPhone();
  await t.call('alpha', { method: 'POST', url: '/api/auth/code', payload: { phone } });
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/auth/signup',
    payload: { phone, code: await t.lastCode('alpha', phone), ...(referralCode && { referralCode }) },
  });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { token: string; user: { _id: string; referralCode: string } };
  return { ...data, phone };
}

const join = (token: string) =>
  t.call('alpha', { method: 'POST', url: '/api/merchants/alpha/join', token, payload: { isTermChecked: true } });

async function referrer() {
  const member = await signUp();
  expect((await join(member.token)).statusCode).toBe(200);
  return member;
}

const pointsOf = async (userId: string) => {
  const [row] = await t.db.db
    .select({ points: memberships.loyaltyBalance })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.merchantId, 'alpha')));
  return row.points;
};

const setProgram = (values: Partial<typeof programs.$inferInsert>) =>
  t.db.db.update(programs).set(values).where(eq(programs.id, 'alpha-prog-referral'));

const ticketsLeft = async () =>
  (await t.db.db.select({ n: programs.ticketsLeft }).from(programs).where(eq(programs.id, 'alpha-prog-referral')))[0].n;

const history = async (token: string, tab: string, merchant = '') =>
  (await t.call('alpha', { url: `/api/referrals/history?tab=${tab}${merchant}`, token })).json();

describe('a friend joins through a referral', () => {
  it('pays the referrer 200 points once, takes a ticket and lists the friend under Joined and Loyalty point', async () => {
    const a = await referrer();
    const before = await ticketsLeft();
    const friend = await signUp(a.user.referralCode);
    expect((await join(friend.token)).statusCode).toBe(200);
    // Joining again (the popup accepted twice) pays nothing more.
    expect((await join(friend.token)).statusCode).toBe(200);
    expect(await pointsOf(a.user._id)).toBe('200.00');
    expect(await ticketsLeft()).toBe(before! - 1);
    const points = await history(a.token, 'point');
    expect(points.total).toBe(1);
    expect(points.data[0]).toMatchObject({ giftType: 'point', giftAmount: '200.00', giftStoreValue: '0.00' });
    expect(points.data[0].referralJoinedUserPhone).toMatch(/\*/);
    expect((await history(a.token, 'joined', '&merchantId=alpha')).total).toBe(1);
    expect((await history(a.token, 'credit')).total).toBe(0);
    const overview = await t.call('alpha', { url: '/api/referrals/merchants/alpha', token: a.token });
    expect(overview.json().data.programs[0].referral).toMatchObject({ currentGiftedAmount: 200, referralCount: 1 });
    const friends = (await t.call('alpha', { url: '/api/referrals/friends', token: a.token })).json();
    expect(friends).toMatchObject({ total: 1, data: [{ joined: true }] });
  });

  it('cuts the reward at giftAmountLimit and stops at referralCountMax, recording every join', async () => {
    await setProgram({
      rule: { kind: 'referral', giftType: 'point', giftAmount: 200, giftAmountLimit: 300, referralCountMax: 3 },
    });
    try {
      const a = await referrer();
      for (let i = 0; i < 4; i += 1) await join((await signUp(a.user.referralCode)).token);
      // 200, then 100 (limit 300), then 0 and 0.
      expect(await pointsOf(a.user._id)).toBe('300.00');
      expect((await history(a.token, 'point')).total).toBe(2);
      expect((await history(a.token, 'joined')).total).toBe(4);
    } finally {
      await setProgram({
        rule: { kind: 'referral', giftType: 'point', giftAmount: 200, giftAmountLimit: 10000, referralCountMax: 50 },
      });
    }
  });

  it('warns when tickets are low, closes sharing at 0 and never pays without a ticket', async () => {
    const a = await referrer();
    await setProgram({ ticketsLeft: 0 });
    const overview = (await t.call('alpha', { url: '/api/referrals/merchants/alpha', token: a.token })).json().data;
    expect(overview).toMatchObject({ ticketReferral: 0, sharingOpen: false, ticketLow: true });
    await join((await signUp(a.user.referralCode)).token);
    expect(await pointsOf(a.user._id)).toBe('0.00');
    expect(await ticketsLeft()).toBe(0);
    expect((await history(a.token, 'joined')).total).toBe(1);
  });

  it('is refused where the merchant runs no referrals, and names a bad tab', async () => {
    const bravo = await t.demoToken('bravo');
    const off = await t.call('bravo', { url: '/api/referrals/history?tab=joined', token: bravo });
    expect(off.json()).toMatchObject({ statusCode: 403, code: 'REFERRAL_OFF' });
    const a = await referrer();
    const bad = await t.call('alpha', { url: '/api/referrals/history?tab=friends', token: a.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/tab/);
  });
});

describe('simultaneous joins against the tickets', () => {
  it('pays exactly the 5 tickets left to 12 friends joining at once, never below 0; ledger sum = balance', async () => {
    const referrers = await Promise.all([referrer(), referrer(), referrer()]);
    const friends: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let i = 0; i < 12; i += 1) friends.push(await signUp(referrers[i % 3].user.referralCode));
    await setProgram({ ticketsLeft: 5 });
    const burst = await atOnce(times(12, (i) => join(friends[i].token)));
    expect(burst.tally).toEqual({ 200: 12 });
    expect(await ticketsLeft()).toBe(0);
    const rewards = await t.db.db
      .select({ amount: referralRewards.amount })
      .from(referralRewards)
      .where(
        and(
          eq(referralRewards.programId, 'alpha-prog-referral'),
          inArray(
            referralRewards.referrerId,
            referrers.map((r) => r.user._id),
          ),
        ),
      );
    // Every join recorded once; exactly 5 paid 200 points, 7 found no ticket.
    expect(rewards.map((r) => r.amount).sort()).toEqual([...Array(7).fill('0.00'), ...Array(5).fill('200.00')]);
    const total = (await Promise.all(referrers.map((r) => pointsOf(r.user._id)))).reduce((s, p) => s + Number(p), 0);
    expect(total).toBe(5 * 200);
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });
});
