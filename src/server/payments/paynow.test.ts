/**
 * PayNow through the provider interface: offered only to an SGD tenant, a QR per attempt whose CRC checks and whose
 * tag 62 names the attempt's reference, captured once by the bank's signed notification (development route), and
 * forged or foreign notifications refused.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hasValidCrc, parseEmvFields } from '../../shared/rules/payments/emvco';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { orders } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { paymentMethodOption } from './method-options';
import { PayNowProvider } from './paynow';
import { hostedSandbox, pendingStoreCreditOrder } from './testing';

const withPayments = (tenant: ResolvedTenant, currency: string): ResolvedTenant => ({
  ...tenant,
  currency: { code: currency, symbol: '$' },
  payments: { providers: ['paynow', 'sandbox'], paynow: { uen: '201912345K' } },
});
const alpha = withPayments(FIXTURE_TENANTS[0], 'SGD');
const bravo = withPayments(FIXTURE_TENANTS[1], 'USD');
// The provider's clock, moved back in one test to make a QR that has already expired.
let providerNow = () => new Date();
const paynow = new PayNowProvider({ env: 'test', now: () => providerNow() });
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({
    tenants: [alpha, bravo],
    paymentProviders: [paynow, hostedSandbox()],
  });
  token = await t.demoToken('alpha');
});
afterAll(() => t.close());

async function payWithPayNow() {
  const { orderId } = await pendingStoreCreditOrder(t, token);
  const res = await t.call('alpha', {
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    token,
    payload: { provider: 'paynow' },
  });
  expect(res.statusCode).toBe(201);
  return { orderId, attempt: res.json().data };
}

const statusOf = async (orderId: string) =>
  (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

it('an SGD tenant offers PayNow: a QR for the amount due, its reference in tag 62, the CRC right', async () => {
  const { attempt } = await payWithPayNow();
  const qr = attempt.clientData.qr as string;
  expect(hasValidCrc(qr)).toBe(true);
  const fields = parseEmvFields(qr);
  expect(fields.get('54')).toBe('50.00');
  expect(fields.get('53')).toBe('702');
  expect(parseEmvFields(fields.get('26')!).get('02')).toBe('201912345K');
  expect(parseEmvFields(fields.get('62')!).get('01')).toBe(attempt.clientData.reference);
  expect(attempt).toMatchObject({ provider: 'paynow', state: 'pending', redirectUrl: null, amount: '50.00' });
});

it("paid by the bank's notification exactly once; asking PayNow alone never pays", async () => {
  const { orderId, attempt } = await payWithPayNow();
  const confirm = await t.call('alpha', {
    method: 'POST',
    url: `/api/orders/${orderId}/payments/${attempt._id}/confirm`,
    token,
  });
  expect(confirm.json().data.state).toBe('pending');
  const paid = () =>
    t.call('alpha', { method: 'POST', url: `/api/dev/payments/paynow/${attempt.clientData.reference}/paid` });
  expect((await paid()).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
  expect(await statusOf(orderId)).toBe('paid');
  // Another notification (a new event id) about the same QR finds the attempt captured and changes nothing.
  expect((await paid()).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
  expect(await statusOf(orderId)).toBe('paid');
});

it('a notification signed with another secret, or sent to another tenant, changes nothing', async () => {
  const { orderId, attempt } = await payWithPayNow();
  const other = new PayNowProvider({ env: 'test', variables: { LIVERY_ALPHA_PAYNOW_WEBHOOK_SECRET: 'stolen?' } });
  const notification = { id: `n_${randomUUID()}`, reference: attempt.clientData.reference, status: 'paid' as const };
  const forged = other.signedNotification(alpha, notification);
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/payments/webhooks/paynow',
    headers: forged.headers,
    payload: forged.rawBody,
  });
  expect(res.json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_REJECTED' });
  const genuine = paynow.signedNotification(bravo, notification);
  const elsewhere = await t.call('bravo', {
    method: 'POST',
    url: '/api/payments/webhooks/paynow',
    headers: genuine.headers,
    payload: genuine.rawBody,
  });
  // Verified, but about no payment of bravo's: acknowledged and recorded, nothing changed.
  expect(elsewhere.json().data).toEqual({ applied: 0, duplicates: 0, unknown: 1 });
  expect(await statusOf(orderId)).toBe('pending_payment');
});

it('a non-SGD tenant that lists PayNow never offers it', () => {
  expect(paymentMethodOption(bravo, 'paynow', null)).toBeNull();
  expect(paymentMethodOption(alpha, 'paynow', null)).toMatchObject({ type: 'paynow', name: 'PayNow' });
  expect(paymentMethodOption({ ...alpha, payments: { providers: ['sandbox'] } }, 'paynow', null)).toBeNull();
});

it('a QR past its expiry is not handed back: paying again makes a new one, which is then handed back', async () => {
  // Buying store credit opens the tenant's first provider's attempt (PayNow here), made an hour ago.
  providerNow = () => new Date(Date.now() - 60 * 60_000);
  const { orderId, payment: expired } = await pendingStoreCreditOrder(t, token);
  providerNow = () => new Date();
  expect(expired.provider).toBe('paynow');
  expect(Date.parse(String(expired.clientData.expiresAt))).toBeLessThan(Date.now());
  const pay = async () =>
    (
      await t.call('alpha', {
        method: 'POST',
        url: `/api/orders/${orderId}/payments`,
        token,
        payload: { provider: 'paynow' },
      })
    ).json().data;
  const fresh = await pay();
  expect(fresh._id).not.toBe(expired.id);
  expect(Date.parse(fresh.clientData.expiresAt)).toBeGreaterThan(Date.now());
  expect((await pay())._id).toBe(fresh._id);
});
