/**
 * A paid menu order earns stamps and cashback (issue 13), once per order whatever races: placement paid by store
 * credit, a card capture, the same capture webhook delivered 20 times at once. Alpha runs 'alpha-prog-stamp'
 * (8 steps, $5 minimum) and 'alpha-prog-cashback' (5 % on $10 or more). Two Banana breads at the flagship come to
 * $11.51 (9.60 + 0.96 service + 0.95 GST): one stamp and $0.58 cashback.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { cashbackAwards, ledgerEntries, notifications, payments, posTransactions, stamps } from '../../db/schema';
import { ledgerMismatches } from '../../ledger/check';
import { hostedSandbox } from '../../payments/testing';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce, times } from '../../test-support/concurrency';
import { ALPHA_FLAGSHIP, setOrderingClock, simpleLine, ubTuesday } from '../../test-support/ordering';

const sandbox = hostedSandbox();
const t = useTestApp({ paymentProviders: [sandbox] });
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const ORDER_CASHBACK = '0.58';

/** A new member of alpha with `credit` store credit. */
async function newBuyer({ credit }: { credit?: string } = {}) {
  const { token, user } = await t.joinedMember('alpha', { balances: credit ? { credit } : {} });
  return { token, userId: user._id };
}

/** A user of the tenant who has not joined alpha. */
async function newOutsider() {
  const { token, user } = await t.signUpMember('alpha', '+97688550999');
  return { token, userId: user._id };
}

/** Two Banana breads placed with `payments`: the order id. */
async function placeBananaBreads(token: string, payments: { type: string; amount: string }[] = []) {
  await t.call('alpha', { method: 'POST', url: `${cartUrl}/items`, token, payload: simpleLine('Banana bread', 2) });
  const res = await t.call('alpha', {
    method: 'POST',
    url: `${cartUrl}/place`,
    token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { payments },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

/** Starts the card payment of the order's due amount on the hosted sandbox: the attempt row. */
async function cardAttempt(token: string, orderId: string) {
  const res = await t.call('alpha', {
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    token,
    payload: { provider: 'sandbox' },
  });
  expect(res.statusCode).toBe(201);
  const [attempt] = await t.db.db.select().from(payments).where(eq(payments.id, res.json().data._id));
  return attempt;
}

const deliverWebhook = async (providerReference: string) => {
  const record = (await sandbox.settle(providerReference, 'succeeded'))!;
  const { rawBody, headers } = sandbox.signed(record);
  return () => t.call('alpha', { method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: rawBody });
};

/** What the order earned: its stamps, cashback awards, counted purchases, cashback ledger entries, notices. */
async function earnedBy(userId: string, orderId: string) {
  const source = `order:${orderId}`;
  const [stamped, awards, counted, credits, told] = await Promise.all([
    t.db.db
      .select()
      .from(stamps)
      .where(and(eq(stamps.userId, userId), eq(stamps.source, source))),
    t.db.db.select().from(cashbackAwards).where(eq(cashbackAwards.source, source)),
    t.db.db
      .select()
      .from(posTransactions)
      .where(eq(posTransactions.id, `order-${orderId}`)),
    t.db.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, 'cashback'))),
    t.db.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return {
    stamps: stamped.map((s) => s.level),
    cashback: awards.map((a) => [a.posAmount, a.cashbackAmount]),
    purchases: counted.map((p) => p.amount),
    credits: credits.map((c) => c.amount),
    told: told.map((n) => n.type).sort(),
  };
}

beforeAll(() => setOrderingClock(t, 'alpha', ubTuesday('10:00')));
afterEach(async () => expect(await ledgerMismatches(t.db.db)).toEqual([]));

describe('a paid menu order earns stamps and cashback', () => {
  it('an order store credit covers at placement: stamp 1 and $0.58 cashback on $11.51, in that transaction', async () => {
    const buyer = await newBuyer({ credit: '20' });
    const orderId = await placeBananaBreads(buyer.token, [{ type: 'storeValue', amount: '11.51' }]);
    expect(await earnedBy(buyer.userId, orderId)).toEqual({
      stamps: [1],
      cashback: [['11.51', ORDER_CASHBACK]],
      purchases: ['11.51'],
      credits: [ORDER_CASHBACK],
      told: ['cashback', 'stampAdded'],
    });
    const wallet = await t.call('alpha', { url: '/api/wallet/merchants/alpha', token: buyer.token });
    // 20.00 − 11.51 + 0.58 cashback.
    expect(wallet.json().data.storeCredit.balance).toBe('9.07');
  });

  it('an order waiting for its card earns nothing until the capture, then the full $11.51 (credit + card)', async () => {
    const buyer = await newBuyer({ credit: '5' });
    const orderId = await placeBananaBreads(buyer.token, [{ type: 'storeValue', amount: '5' }]);
    const attempt = await cardAttempt(buyer.token, orderId);
    expect((await earnedBy(buyer.userId, orderId)).stamps).toEqual([]);
    const deliver = await deliverWebhook(attempt.providerReference!);
    expect((await deliver()).json().data.applied).toBe(1);
    expect(await earnedBy(buyer.userId, orderId)).toMatchObject({
      stamps: [1],
      cashback: [['11.51', ORDER_CASHBACK]],
      purchases: ['11.51'],
    });
  });

  it('the capture webhook delivered 20 times at once stamps once and pays cashback once', async () => {
    const buyer = await newBuyer();
    const orderId = await placeBananaBreads(buyer.token);
    const attempt = await cardAttempt(buyer.token, orderId);
    const deliver = await deliverWebhook(attempt.providerReference!);
    const burst = await atOnce(times(20, deliver));
    expect(burst.tally).toEqual({ 200: 20 });
    expect(burst.responses.reduce((sum, r) => sum + r.json().data.applied, 0)).toBe(1);
    expect(await earnedBy(buyer.userId, orderId)).toEqual({
      stamps: [1],
      cashback: [['11.51', ORDER_CASHBACK]],
      purchases: ['11.51'],
      credits: [ORDER_CASHBACK],
      told: ['cashback', 'stampAdded'],
    });
  });

  it('two paid orders fill steps 1 and 2 of the same card', async () => {
    const buyer = await newBuyer({ credit: '30' });
    await placeBananaBreads(buyer.token, [{ type: 'storeValue', amount: '11.51' }]);
    const second = await placeBananaBreads(buyer.token, [{ type: 'storeValue', amount: '11.51' }]);
    expect((await earnedBy(buyer.userId, second)).stamps).toEqual([2]);
  });

  it('a buyer who has not joined alpha pays by card as before and earns nothing (no card, no balance)', async () => {
    const buyer = await newOutsider();
    const orderId = await placeBananaBreads(buyer.token);
    const attempt = await cardAttempt(buyer.token, orderId);
    expect((await (await deliverWebhook(attempt.providerReference!))()).json().data.applied).toBe(1);
    const order = await t.call('alpha', { url: `/api/orders/${orderId}`, token: buyer.token });
    expect(order.json().data.paymentStatus).toBe('PAID');
    expect(await earnedBy(buyer.userId, orderId)).toEqual({
      stamps: [],
      cashback: [],
      purchases: [],
      credits: [],
      told: [],
    });
  });
});
