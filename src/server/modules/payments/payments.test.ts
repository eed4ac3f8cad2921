/**
 * The payment routes end to end on the sandbox's hosted page: the sheet's methods, an attempt per order (handed back
 * on a double tap), each test card's outcome with the webhook the server delivers to itself, the development routes
 * that read and replay the last webhook, and refusals that name their field.
 */
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '../../../shared/constants/payments';
import { orders } from '../../db/schema';
import { hostedSandbox, pendingStoreCreditOrder } from '../../payments/testing';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';

// Long enough that the order is still pending when the test asks right after the redirect, even on a busy machine.
const sandbox = hostedSandbox({ processingMs: 1_000 });
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ paymentProviders: [sandbox] });
  token = await t.demoToken('alpha');
});
afterAll(() => t.close());

const pendingOrder = async () => {
  const { orderId, checkout } = await pendingStoreCreditOrder(t, token);
  return { orderId, checkout: checkout! };
};
const statusOf = async (orderId: string) =>
  (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const submit = (url: string, fields: Record<string, string>) =>
  t.call('alpha', {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the sandbox hosted page', () => {
  it('shows the amount, the test cards and a strict policy of its own', async () => {
    const { checkout } = await pendingOrder();
    const page = await t.call('alpha', { method: 'GET', url: checkout });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-[^']+'/);
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).toContain('USD 50.00');
    for (const card of Object.values(SANDBOX_TEST_CARDS)) expect(page.body).toContain(card.slice(0, 4));
    expect((await t.call('bravo', { method: 'GET', url: checkout })).statusCode).toBe(404);
  });

  it('success card: the webhook reaches the server before the payer is sent back to the order', async () => {
    const { orderId, checkout } = await pendingOrder();
    const res = await submit(checkout, { action: 'pay', cardNumber: '4242 4242 4242 4242' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/s/${orderId}`);
    expect(await statusOf(orderId)).toBe('paid');
    const last = (await t.call('alpha', { method: 'GET', url: '/api/dev/payments/sandbox/last-webhook' })).json().data;
    expect(last).toMatchObject({
      body: { type: 'payment.succeeded', data: { orderId, amountCents: 5000, currency: 'USD' } },
      response: { statusCode: 200 },
    });
    expect(JSON.parse(last.response.body).data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
    const replay = await t.call('alpha', { method: 'POST', url: '/api/dev/payments/sandbox/last-webhook/replay' });
    expect(JSON.parse(replay.json().data.response.body).data).toEqual({ applied: 0, duplicates: 1, unknown: 0 });
  });

  it('decline card: declined on the page, the attempt stays open and a retry with the success card pays', async () => {
    const { orderId, checkout } = await pendingOrder();
    const declined = await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.decline });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await statusOf(orderId)).toBe('pending_payment');
    const unknownCard = await submit(checkout, { action: 'pay', cardNumber: '1234' });
    expect(unknownCard.statusCode).toBe(400);
    expect((await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.success })).statusCode).toBe(303);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('challenge card: a failed challenge pays nothing, a completed one pays', async () => {
    const { orderId, checkout } = await pendingOrder();
    const challenge = await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.challenge });
    expect(challenge.body).toContain('Complete authentication');
    const failed = await submit(`${checkout}/challenge`, { result: 'fail' });
    expect(failed.body).toContain('Authentication failed.');
    expect(await statusOf(orderId)).toBe('pending_payment');
    await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.challenge });
    expect((await submit(`${checkout}/challenge`, { result: 'pass' })).statusCode).toBe(303);
    expect(await statusOf(orderId)).toBe('paid');
    const settled = await t.call('alpha', { method: 'GET', url: checkout });
    expect(settled.body).toContain('This payment is succeeded.');
  });

  it('processing card: back at the order at once, paid by the webhook a moment later', async () => {
    const { orderId, checkout } = await pendingOrder();
    expect((await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.processing })).statusCode).toBe(303);
    expect(await statusOf(orderId)).toBe('pending_payment');
    // The sandbox settles it processingMs later and delivers its webhook over HTTP: on a busy machine that takes
    // longer than the delay itself, so the order is asked again until it is paid (or the wait runs out).
    const deadline = Date.now() + 10_000;
    while ((await statusOf(orderId)) !== 'paid' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('cancel: the attempt fails (a store-credit order fails with it)', async () => {
    const { orderId, checkout } = await pendingOrder();
    expect((await submit(checkout, { action: 'cancel' })).statusCode).toBe(303);
    expect(await statusOf(orderId)).toBe('failed');
  });
});

describe('attempts of an order', () => {
  it("the sheet lists the tenant's providers; a double tap gets the same attempt; re-check answers its state", async () => {
    const { orderId } = await pendingOrder();
    const methods = await t.call('alpha', { method: 'GET', url: `/api/orders/${orderId}/payment-methods`, token });
    expect(methods.json().data).toEqual([{ type: 'sandbox', name: 'Test card', stripe: null, adyen: null, t05: null }]);
    const start = () =>
      t.call('alpha', {
        method: 'POST',
        url: `/api/orders/${orderId}/payments`,
        token,
        payload: { provider: 'sandbox' },
      });
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.statusCode).toBe(201);
    expect(b.json().data._id).toBe(a.json().data._id);
    const list = await t.call('alpha', { method: 'GET', url: `/api/orders/${orderId}/payments`, token });
    expect(list.json().data).toHaveLength(1);
  });

  it('refusals name their field: an unknown or disabled provider, a paid order, a foreign order', async () => {
    const { orderId, checkout } = await pendingOrder();
    const pay = (provider: string, id = orderId, as = token) =>
      t.call('alpha', { method: 'POST', url: `/api/orders/${id}/payments`, token: as, payload: { provider } });
    expect((await pay('bitcoin')).json()).toMatchObject({ statusCode: 400, field: 'provider' });
    expect((await pay('stripe')).json()).toMatchObject({ statusCode: 422, field: 'provider' });
    await submit(checkout, { action: 'pay', cardNumber: SANDBOX_TEST_CARDS.success });
    expect((await pay('sandbox')).json()).toMatchObject({
      statusCode: 409,
      code: 'ORDER_NOT_PAYABLE',
      field: 'orderId',
    });
    const stranger = await t.signUpMember('alpha', '+97699001122');
    expect((await pay('sandbox', orderId, stranger.token)).statusCode).toBe(404);
  });
});
