/**
 * The race suite of issue 12 (run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL): whatever arrives at once —
 * the same webhook 20 times, two tabs re-checking, a webhook racing the return page, two attempts that both got
 * paid — an order is captured once, moves to paid once, and its effect (store credit here) is posted once; a late
 * success for an order that is no longer payable is refunded through the provider and recorded.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, orders, paymentEvents, payments } from '../db/schema';
import { ledgerMismatches } from '../ledger/check';
import { toCents } from '../../shared/rules/money';
import { atOnce, times } from '../test-support/concurrency';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { SandboxProvider, type SandboxWebhookRecord } from './sandbox';
import { hostedSandbox, pendingStoreCreditOrder } from './testing';
import { sandboxWebhookSecret } from './sandbox-signature';

const sandbox = hostedSandbox();
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ paymentProviders: [sandbox] });
  token = await t.demoToken('alpha');
});
afterAll(() => t.close());

const CREDIT_OF_PRODUCT_CENTS = 5500;

const credit = async () =>
  toCents(
    (await t.call('alpha', { method: 'GET', url: '/api/wallet/merchants/alpha', token })).json().data.storeCredit
      .balance as string,
  )!;

const pendingOrder = () => pendingStoreCreditOrder(t, token);

const deliver = (record: SandboxWebhookRecord) => {
  const { rawBody, headers } = sandbox.signed(record);
  return t.call('alpha', { method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: rawBody });
};
const confirm = (orderId: string, paymentId: string) =>
  t.call('alpha', { method: 'POST', url: `/api/orders/${orderId}/payments/${paymentId}/confirm`, token });

/** What one order came to: its status, its attempts' states, how many credits it posted. */
async function outcomeOf(orderId: string) {
  const [order] = await t.db.db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await t.db.db.select().from(payments).where(eq(payments.orderId, orderId));
  const credits = await t.db.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, orderId), eq(ledgerEntries.kind, 'top_up')));
  return {
    status: order.status,
    states: attempts.map((a) => a.state).sort(),
    credits: credits.length,
  };
}

describe('exactly one capture, whatever races', () => {
  afterEach(async () => expect(await ledgerMismatches(t.db.db)).toEqual([]));

  it('the same signed webhook delivered 20 times at once: applied once, 19 duplicates', async () => {
    const before = await credit();
    const { orderId, payment } = await pendingOrder();
    const record = (await sandbox.settle(payment.providerReference!, 'succeeded'))!;
    const burst = await atOnce(times(20, () => deliver(record)));
    expect(burst.tally).toEqual({ 200: 20 });
    const outcomes = burst.responses.map((r) => r.json().data);
    expect(outcomes.reduce((sum, o) => sum + o.applied, 0)).toBe(1);
    expect(outcomes.reduce((sum, o) => sum + o.duplicates, 0)).toBe(19);
    expect(await outcomeOf(orderId)).toEqual({ status: 'paid', states: ['succeeded'], credits: 1 });
    expect(await credit()).toBe(before + CREDIT_OF_PRODUCT_CENTS);
    const events = await t.db.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, record.body.id));
    expect(events).toHaveLength(1);
    expect(events[0].paymentId).toBe(payment.id);
  });

  it('two tabs re-checking one attempt at once (ten times each): one capture', async () => {
    const before = await credit();
    const { orderId, payment } = await pendingOrder();
    await sandbox.settle(payment.providerReference!, 'succeeded');
    const burst = await atOnce(times(20, () => confirm(orderId, payment.id)));
    expect(burst.tally).toEqual({ 200: 20 });
    expect(burst.responses.every((r) => r.json().data.state === 'succeeded')).toBe(true);
    expect(await outcomeOf(orderId)).toEqual({ status: 'paid', states: ['succeeded'], credits: 1 });
    expect(await credit()).toBe(before + CREDIT_OF_PRODUCT_CENTS);
  });

  it('the webhook racing the return page and the re-check: one capture', async () => {
    const { orderId, payment } = await pendingOrder();
    const record = (await sandbox.settle(payment.providerReference!, 'succeeded'))!;
    const burst = await atOnce([...times(5, () => deliver(record)), ...times(5, () => confirm(orderId, payment.id))]);
    expect(burst.tally).toEqual({ 200: 10 });
    expect(await outcomeOf(orderId)).toEqual({ status: 'paid', states: ['succeeded'], credits: 1 });
  });

  it('before the provider says so, neither the return page nor a re-check pays anything', async () => {
    const { orderId, payment } = await pendingOrder();
    const burst = await atOnce(times(5, () => confirm(orderId, payment.id)));
    expect(burst.responses.every((r) => r.json().data.state === 'pending')).toBe(true);
    expect(await outcomeOf(orderId)).toEqual({ status: 'pending_payment', states: ['pending'], credits: 0 });
  });

  it('two attempts both paid (two tabs, two payments): the second is refunded through the provider and recorded', async () => {
    const before = await credit();
    const { orderId, payment: first } = await pendingOrder();
    // A second attempt as another tab's other payment would make it (the gateway hands back open attempts itself).
    const second = await sandbox.createPayment({
      tenant: FIXTURE_TENANTS[0],
      paymentId: randomUUID(),
      orderId,
      tenantId: 'alpha',
      amountCents: toCents(first.amount)!,
      currency: first.currency,
      description: 'second tab',
      returnPath: `/order/s/${orderId}`,
      outletId: null,
    });
    await t.db.db.insert(payments).values({
      ...first,
      id: randomUUID(),
      providerReference: second.providerReference,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const webhooks = [
      (await sandbox.settle(first.providerReference!, 'succeeded'))!,
      (await sandbox.settle(second.providerReference, 'succeeded'))!,
    ];
    const burst = await atOnce(webhooks.map((record) => () => deliver(record)));
    expect(burst.tally).toEqual({ 200: 2 });
    expect(await outcomeOf(orderId)).toEqual({ status: 'paid', states: ['refunded', 'succeeded'], credits: 1 });
    const [refunded] = await t.db.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.state, 'refunded')));
    expect(refunded.refundReason).toBe('order already paid');
    expect(await sandbox.confirmPayment(refunded.providerReference!)).toBe('refunded');
    expect(await credit()).toBe(before + CREDIT_OF_PRODUCT_CENTS);
  });

  it('a success for a cancelled order is refunded, never kept', async () => {
    const { orderId, payment } = await pendingOrder();
    await t.db.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, orderId));
    const record = (await sandbox.settle(payment.providerReference!, 'succeeded'))!;
    expect((await deliver(record)).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
    expect(await outcomeOf(orderId)).toEqual({ status: 'canceled', states: ['refunded'], credits: 0 });
    expect(await sandbox.confirmPayment(payment.providerReference!)).toBe('refunded');
  });
});

describe('webhook order and forgeries', () => {
  it('a failure arriving after the success changes nothing; a success after a failure is still captured once', async () => {
    const late = await pendingOrder();
    const success = (await sandbox.settle(late.payment.providerReference!, 'succeeded'))!;
    const failure: SandboxWebhookRecord = {
      ...success,
      body: { ...success.body, id: `evt_${randomUUID()}`, type: 'payment.failed' },
    };
    expect((await deliver(success)).statusCode).toBe(200);
    expect((await deliver(failure)).statusCode).toBe(200);
    expect(await outcomeOf(late.orderId)).toMatchObject({ status: 'paid', states: ['succeeded'], credits: 1 });

    // Out of order the other way: the failure event first (the attempt fails), then the provider's real success.
    const early = await pendingOrder();
    const won = (await sandbox.settle(early.payment.providerReference!, 'succeeded'))!;
    const lost: SandboxWebhookRecord = {
      ...won,
      body: { ...won.body, id: `evt_${randomUUID()}`, type: 'payment.failed' },
    };
    await deliver(lost);
    await deliver(won);
    // A store-credit order fails with its attempt; the late success then finds it unpayable and is refunded.
    expect(await outcomeOf(early.orderId)).toEqual({ status: 'failed', states: ['refunded'], credits: 0 });
  });

  it('forged, altered, unsigned and stale webhooks are refused 400 and change nothing', async () => {
    const { orderId, payment } = await pendingOrder();
    const record = (await sandbox.settle(payment.providerReference!, 'succeeded'))!;
    const { rawBody, headers } = sandbox.signed(record);
    const forged = new SandboxProvider({ secret: 'not-the-secret' }).signed(record);
    const stale = new SandboxProvider({
      secret: sandboxWebhookSecret('test'),
      now: () => new Date(Date.now() - 10 * 60_000),
    }).signed(record);
    const post = (payload: string, hdrs: Record<string, string>) =>
      t.call('alpha', { method: 'POST', url: '/api/payments/webhooks/sandbox', headers: hdrs, payload });
    const answers = [
      await post(forged.rawBody, forged.headers),
      await post(rawBody.replace('"payment.succeeded"', '"payment.failed"'), headers),
      await post(rawBody, { 'content-type': 'application/json' }),
      await post(stale.rawBody, stale.headers),
    ];
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual(
      Array.from({ length: 4 }, () => [400, 'WEBHOOK_REJECTED']),
    );
    expect(await outcomeOf(orderId)).toEqual({ status: 'pending_payment', states: ['pending'], credits: 0 });
    // The genuine one still works afterwards, and its replay is a duplicate.
    expect((await post(rawBody, headers)).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
    expect((await deliver(record)).json().data).toEqual({ applied: 0, duplicates: 1, unknown: 0 });
    expect(await outcomeOf(orderId)).toEqual({ status: 'paid', states: ['succeeded'], credits: 1 });
  });

  it("another tenant's host cannot apply the webhook to this tenant's payment", async () => {
    const { orderId, payment } = await pendingOrder();
    const record = (await sandbox.settle(payment.providerReference!, 'succeeded'))!;
    const { rawBody, headers } = sandbox.signed(record);
    const res = await t.call('bravo', {
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers,
      payload: rawBody,
    });
    expect(res.json().data).toEqual({ applied: 0, duplicates: 0, unknown: 1 });
    expect(await outcomeOf(orderId)).toMatchObject({ status: 'pending_payment' });
  });
});
