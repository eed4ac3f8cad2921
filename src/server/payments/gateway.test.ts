import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../db/schema';
import { ledgerMismatches } from '../ledger/check';
import { fromCents, toCents } from '../../shared/rules/money';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { paymentOfOrder } from './gateway';
import { hostedSandbox, pendingStoreCreditOrder } from './testing';

// The sandbox's hosted mode: payments wait until the test settles them, as the payer on its page would.
const sandbox = hostedSandbox();
const alpha = FIXTURE_TENANTS.find((tenant) => tenant.id === 'alpha')!;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ paymentProviders: [sandbox] });
  token = await t.demoToken('alpha');
});
afterAll(() => t.close());

const credit = async () =>
  (await t.call('alpha', { method: 'GET', url: '/api/wallet/merchants/alpha', token })).json().data.storeCredit
    .balance as string;
const buy = async () => (await pendingStoreCreditOrder(t, token)).answer;

/** What the return page and the 3 s re-check do: ask the provider, apply its answer. */
const refresh = async (orderId: string) =>
  t.app.ctx.payments.refresh(t.db.db, alpha, (await paymentOfOrder(t.db.db, orderId))!, new Date());

describe('store credit is added only after the payment succeeds, exactly once', () => {
  it('pending: an order waiting on the hosted page, no credit yet', async () => {
    const before = await credit();
    expect(await buy()).toMatchObject({
      status: 'pending_payment',
      creditAdded: false,
      payment: {
        provider: 'sandbox',
        state: 'pending',
        redirectUrl: expect.stringMatching(/^\/api\/payments\/sandbox\/checkout\//),
      },
    });
    expect(await credit()).toBe(before);
  });

  it('succeeded: 20 parallel re-checks add the credit once', async () => {
    const before = await credit();
    const order = await buy();
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order._id));
    await sandbox.settle(payment.providerReference!, 'succeeded');
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(order._id)));
    expect(results.every((p) => p.state === 'succeeded')).toBe(true);
    expect(await credit()).toBe(fromCents(toCents(before)! + 5500));
    const [paid] = await t.db.db.select().from(orders).where(eq(orders.id, order._id));
    expect(paid.status).toBe('paid');
    const view = await t.call('alpha', { method: 'GET', url: `/api/wallet/orders/${order._id}`, token });
    expect(view.json().data).toMatchObject({ status: 'paid', creditAdded: true, payment: { state: 'succeeded' } });
    expect(await ledgerMismatches(t.db.db)).toEqual([]);
  });

  it('failed: the store-credit order fails and no credit is added', async () => {
    const before = await credit();
    const order = await buy();
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order._id));
    await sandbox.settle(payment.providerReference!, 'failed');
    await refresh(order._id);
    const [failed] = await t.db.db.select().from(orders).where(eq(orders.id, order._id));
    expect(failed.status).toBe('failed');
    expect(await credit()).toBe(before);
  });

  it('a refund is recorded once; only a succeeded payment can be refunded', async () => {
    const order = await buy();
    const [payment] = await t.db.db.select().from(payments).where(eq(payments.orderId, order._id));
    await expect(
      t.db.db.transaction((tx) => t.app.ctx.payments.refund(tx, alpha, payment, new Date())),
    ).rejects.toMatchObject({ code: 'NOT_REFUNDABLE' });
    await sandbox.settle(payment.providerReference!, 'succeeded');
    const paid = await refresh(order._id);
    const refunded = await t.db.db.transaction((tx) => t.app.ctx.payments.refund(tx, alpha, paid, new Date()));
    expect(refunded.state).toBe('refunded');
    expect(await sandbox.confirmPayment(payment.providerReference!)).toBe('refunded');
  });

  it("a server that runs none of the tenant's providers: 'Payment is not available'", async () => {
    const without = await buildTestAppOnSameDatabase(t, { paymentProviders: [] });
    try {
      const wallet = await without.call('alpha', { method: 'GET', url: '/api/wallet/merchants/alpha', token });
      expect(wallet.json().data.permissions.buyStoreCredit).toBe(false);
      const res = await without.call('alpha', {
        method: 'POST',
        url: '/api/wallet/merchants/alpha/store-credit-purchases',
        token,
        headers: { 'idempotency-key': randomUUID() },
        payload: { productId: 'alpha-o1-credit-2', outletId: 'alpha-o1' },
      });
      expect(res.json()).toMatchObject({ statusCode: 422, message: 'Payment is not available' });
    } finally {
      await without.close();
    }
  });
});
