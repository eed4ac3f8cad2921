import { and, eq } from 'drizzle-orm';
import { ledgerMismatches } from '../../ledger/check';
import { ledgerEntries, memberships, notifications } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce, times } from '../../test-support/concurrency';

// Stamps and cashback earned by a paid purchase (issue 13): a receipt claim calls recordPaidPurchase; the register
// prints receipts and stamps cards. Alpha's brand runs 'alpha-prog-stamp' (8 steps, $5 minimum) and
// 'alpha-prog-cashback' (5% on $10 or more, every member).
const t = useTestApp();
const REGISTER = 'alpha-register-1';

const newMember = () => t.joinedMember('alpha');

async function printReceipt(total: string, key = `key-${Math.random().toString(36).slice(2)}`) {
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/registers/receipts',
    headers: { 'x-registerid': REGISTER, 'idempotency-key': key },
    payload: { total },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { redeemId: string; referenceId: string; receiptNumber: string };
}

const claim = async (token: string, redeemId: string) => {
  const res = await t.call('alpha', { method: 'POST', url: '/api/receipts/claim', payload: { redeemId }, token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const stampProgram = async (token?: string) => {
  const res = await t.call('alpha', { url: '/api/stamps/programs/alpha-prog-stamp', token });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    program: { challenges: unknown[]; minAmount: number; name: string };
    cards: { _id: string; collected: number; total: number; isFilled: boolean; stamps: { challengeLevel: number }[] }[];
  };
};

const cashbackHistory = async (token: string, sortBy?: string) => {
  const res = await t.call('alpha', {
    url: `/api/cashback/alpha-prog-cashback/history${sortBy ? `?sortBy=${sortBy}` : ''}`,
    token,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { posAmount: string; cashbackAmount: string; createdAt: string }[]; total: number };
};

const creditOf = async (userId: string) => {
  const [row] = await t.db.db
    .select({ credit: memberships.storeValueBalance })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.merchantId, 'alpha')));
  return row.credit;
};

const stampAtRegister = (phone: string, key: string, programId = 'alpha-prog-stamp') =>
  t.call('alpha', {
    method: 'POST',
    url: '/api/registers/stamps',
    headers: { 'x-registerid': REGISTER, 'idempotency-key': key },
    payload: { phone, programId },
  });

describe('a receipt claim earns a stamp and cashback', () => {
  it('stamps step 1 of 8 and credits 5% cashback ($12.50 → $0.63) as a ledger entry', async () => {
    const member = await newMember();
    expect((await stampProgram(member.token)).cards).toEqual([]);
    const receipt = await printReceipt('12.50');
    await claim(member.token, receipt.redeemId);
    const { program, cards } = await stampProgram(member.token);
    expect(program.challenges).toHaveLength(8);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ collected: 1, total: 8, isFilled: false });
    expect(cards[0].stamps.map((s) => s.challengeLevel)).toEqual([1]);
    const history = await cashbackHistory(member.token);
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ posAmount: '12.50', cashbackAmount: '0.63' });
    expect(await creditOf(member.user._id)).toBe('0.63');
    const entries = await t.db.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, member.user._id), eq(ledgerEntries.asset, 'credit')));
    expect(entries).toEqual([{ kind: 'cashback', amount: '0.63' }]);
    // The member is told, after the commit: a stamp and a cashback notification.
    const told = await t.db.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, member.user._id));
    expect(told.map((n) => n.type).sort()).toEqual(['cashback', 'posTransaction', 'stampAdded']);
  });

  it('gives nothing under the minimums: $4.99 earns no stamp (min $5) and $9.99 no cashback (min $10)', async () => {
    const member = await newMember();
    await claim(member.token, (await printReceipt('4.99')).redeemId);
    expect((await stampProgram(member.token)).cards).toEqual([]);
    await claim(member.token, (await printReceipt('9.99')).redeemId);
    expect((await stampProgram(member.token)).cards[0].collected).toBe(1);
    expect((await cashbackHistory(member.token)).total).toBe(0);
    expect(await creditOf(member.user._id)).toBe('0.00');
  });

  it('sorts cashback history by createdAt both ways', async () => {
    const demo = await t.demoToken('alpha');
    const newest = (await cashbackHistory(demo)).data.map((h) => h.createdAt);
    const oldest = (await cashbackHistory(demo, 'createdAt')).data.map((h) => h.createdAt);
    expect(newest.length).toBeGreaterThanOrEqual(3);
    expect(oldest).toEqual([...newest].reverse());
    const bad = await t.call('alpha', { url: '/api/cashback/alpha-prog-cashback/history?sortBy=amount', token: demo });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sortBy/);
  });

  it('shows the cashback program with its rule and condition, and refuses a guest', async () => {
    const res = await t.call('alpha', { url: '/api/cashback/alpha-prog-cashback' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      minAmount: 10,
      membership: { name: 'Silver' },
      discountCashback: { ruleType: 'percent', percent: 5, discountType: 'cashback', channels: ['customer'] },
    });
    expect((await t.call('alpha', { url: '/api/cashback/alpha-prog-stamp' })).statusCode).toBe(404);
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688449999' } });
    const refused = await t.call('alpha', { url: '/api/cashback/alpha-prog-cashback', token: guest.json().data.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('GUEST_NOT_ELIGIBLE');
  });
});

describe('the register stamps a card', () => {
  it('fills a card, moves it to filled and starts the next; a replayed key stamps once', async () => {
    const member = await newMember();
    for (let i = 1; i <= 8; i += 1) {
      const res = await stampAtRegister(member.phone, `fill-${member.phone.slice(1)}-${i}`);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ level: i, filled: i === 8 });
    }
    const replay = await stampAtRegister(member.phone, `fill-${member.phone.slice(1)}-8`);
    expect(replay.json().data.level).toBe(8);
    const next = await stampAtRegister(member.phone, `fill-${member.phone.slice(1)}-9`);
    expect(next.json().data).toMatchObject({ level: 1, filled: false });
    const { cards } = await stampProgram(member.token);
    expect(cards.map((c) => [c.collected, c.isFilled])).toEqual([
      [1, false],
      [8, true],
    ]);
    // The owned card route answers the caller's card, and 404 for another member.
    const own = await t.call('alpha', {
      url: `/api/stamps/programs/alpha-prog-stamp/cards/${cards[1]._id}`,
      token: member.token,
    });
    expect(own.statusCode).toBe(200);
    const other = await newMember();
    const theirs = await t.call('alpha', {
      url: `/api/stamps/programs/alpha-prog-stamp/cards/${cards[1]._id}`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('hands over a gift step once', async () => {
    const member = await newMember();
    let giftStamp = '';
    for (let i = 1; i <= 8; i += 1) {
      const res = await stampAtRegister(member.phone, `gift-${member.phone.slice(1)}-${i}`);
      if (i === 8) giftStamp = res.json().data.card.stamps[7]._id;
    }
    const use = () =>
      t.call('alpha', {
        method: 'POST',
        url: `/api/registers/stamps/${giftStamp}/gift`,
        headers: { 'x-registerid': REGISTER },
      });
    expect((await use()).json().data).toMatchObject({ challengeLevel: 8, hasGift: true, isUsed: true });
    expect((await use()).json().code).toBe('GIFT_USED');
  });

  it('names the bad field', async () => {
    const member = await newMember();
    const badPhone = await stampAtRegister('12', 'bad-phone-1');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toMatch(/phone/);
    const unknown = await stampAtRegister(member.phone, 'unknown-1', 'alpha-prog-loyalty');
    expect(unknown.statusCode).toBe(404);
    const notMember = await stampAtRegister('+97688447777', 'nobody-1');
    expect(notMember.json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND', field: 'phone' });
    const noKey = await t.call('alpha', {
      method: 'POST',
      url: '/api/registers/stamps',
      headers: { 'x-registerid': REGISTER },
      payload: { phone: member.phone, programId: 'alpha-prog-stamp' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/idempotency-key/);
    const zero = await t.call('alpha', {
      method: 'POST',
      url: '/api/registers/receipts',
      headers: { 'x-registerid': REGISTER, 'idempotency-key': 'zero-total-1' },
      payload: { total: '0' },
    });
    expect(zero.json()).toMatchObject({ statusCode: 400, field: 'total' });
  });

  it('gives 12 parallel stamps 12 different steps: one full card and 4 on the next', async () => {
    const member = await newMember();
    const burst = await atOnce(times(12, (i) => stampAtRegister(member.phone, `burst-${member.phone.slice(1)}-${i}`)));
    expect(burst.tally).toEqual({ 201: 12 });
    // Each answered its own step: the first card's 8 (the eighth filled it), then the next card's 4.
    const steps = burst.responses.map((r) => {
      const { level, filled } = r.json().data as { level: number; filled: boolean };
      return filled ? `${level} filled` : String(level);
    });
    expect(steps.sort()).toEqual(['1', '1', '2', '2', '3', '3', '4', '4', '5', '6', '7', '8 filled']);
    const { cards } = await stampProgram(member.token);
    expect(cards.map((c) => [c.collected, c.isFilled])).toEqual([
      [4, false],
      [8, true],
    ]);
    expect(cards[1].stamps.map((s) => s.challengeLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cards[0].stamps.map((s) => s.challengeLevel)).toEqual([1, 2, 3, 4]);
  });
});

describe('tiers: a purchase that reaches a tier', () => {
  it('notes membershipJoined when the member reaches Gold ($200)', async () => {
    const member = await newMember();
    await claim(member.token, (await printReceipt('150.00')).redeemId);
    await claim(member.token, (await printReceipt('60.00')).redeemId);
    const joined = await t.db.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, member.user._id), eq(notifications.type, 'membershipJoined')));
    expect(joined).toEqual([{ title: 'Welcome to Gold' }]);
  });
});

describe('demo data', () => {
  it('gives the demo member a full card and a half-full one, and the books agree', async () => {
    const { cards } = await stampProgram(await t.demoToken('alpha'));
    expect(cards.map((c) => [c.collected, c.total, c.isFilled])).toEqual([
      [4, 8, false],
      [8, 8, true],
    ]);
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });
});
