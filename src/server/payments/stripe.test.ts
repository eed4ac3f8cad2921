/**
 * Stripe through the provider interface, its SDK pointed at a fake Stripe API: one PaymentIntent per attempt under
 * our payment id as idempotency key, confirmation by retrieving the intent, refunds, and webhooks with real
 * signatures (stripe.webhooks.generateTestHeaderString) — valid, forged, replayed, out of order.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { orders, payments } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { startFakeProviderApi, type FakeProviderApi, type FakeRequest } from './fake-provider-api';
import { StripeProvider } from './stripe';
import { hostedSandbox, pendingStoreCreditOrder } from './testing';

const SECRETS = { TEST_STRIPE_SECRET_KEY: 'sk_test_livery', TEST_STRIPE_WEBHOOK_SECRET: 'whsec_livery' };
const alpha: ResolvedTenant = {
  ...FIXTURE_TENANTS[0],
  payments: {
    providers: ['sandbox', 'stripe'],
    stripe: {
      publishableKey: 'pk_test_livery',
      secretKeyEnv: 'TEST_STRIPE_SECRET_KEY',
      webhookSecretEnv: 'TEST_STRIPE_WEBHOOK_SECRET',
    },
  },
};
/** Stripe listed and configured, but this server has none of the secrets its variables name. */
const bravo: ResolvedTenant = {
  ...FIXTURE_TENANTS[1],
  payments: {
    ...alpha.payments,
    stripe: {
      publishableKey: 'pk_test_bravo',
      secretKeyEnv: 'TEST_BRAVO_STRIPE_SECRET_KEY',
      webhookSecretEnv: 'TEST_BRAVO_STRIPE_WEBHOOK_SECRET',
    },
  },
};

/** The fake's intents by id, and the answer each idempotency key got (Stripe replays it for the same key). */
const intents = new Map<string, Record<string, unknown>>();
const byIdempotencyKey = new Map<string, Record<string, unknown>>();
function answerStripe(request: FakeRequest) {
  const form = new URLSearchParams(request.body);
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    const key = String(request.headers['idempotency-key']);
    const replayed = byIdempotencyKey.get(key);
    if (replayed) return { body: replayed };
    const id = `pi_${randomUUID().replace(/-/g, '')}`;
    const intent = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_x`,
    };
    intents.set(id, intent);
    byIdempotencyKey.set(key, intent);
    return { body: intent };
  }
  const retrieve = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(request.path);
  if (request.method === 'GET' && retrieve && intents.has(retrieve[1])) return { body: intents.get(retrieve[1]) };
  if (request.method === 'POST' && request.path === '/v1/refunds')
    return { body: { id: `re_${intents.size}`, object: 'refund', status: 'succeeded' } };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } };
}

let api: FakeProviderApi;
let stripe: StripeProvider;
let t: TestApp;
let token: string;
beforeAll(async () => {
  api = await startFakeProviderApi(answerStripe);
  stripe = new StripeProvider({ variables: SECRETS, api: { host: '127.0.0.1', port: api.port, protocol: 'http' } });
  t = await buildTestApp({ tenants: [alpha, bravo], paymentProviders: [hostedSandbox(), stripe] });
  token = await t.demoToken('alpha');
});
afterAll(async () => {
  await t.close();
  await api.close();
});

async function payWithStripe() {
  const { orderId } = await pendingStoreCreditOrder(t, token);
  const start = () =>
    t.call('alpha', { method: 'POST', url: `/api/orders/${orderId}/payments`, token, payload: { provider: 'stripe' } });
  const res = await start();
  expect(res.statusCode).toBe(201);
  return { orderId, attempt: res.json().data, again: start };
}

const statusOf = async (orderId: string) =>
  (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const attemptState = async (paymentId: string) =>
  (await t.db.db.select().from(payments).where(eq(payments.id, paymentId)))[0].state;

/** A Stripe event about an intent, as Stripe signs it (or as a forger does with another secret). */
function signedEvent(
  type: string,
  intentId: string,
  secret = SECRETS.TEST_STRIPE_WEBHOOK_SECRET,
  id = `evt_${randomUUID()}`,
) {
  const object =
    type === 'charge.refunded'
      ? { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId }
      : {
          id: intentId,
          object: 'payment_intent',
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
        };
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, header };
}

const deliver = (event: { payload: string; header: string }, tenantId = 'alpha') =>
  t.call(tenantId, {
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    payload: event.payload,
  });

it('creates one PaymentIntent per attempt, keyed by our payment id; a second tap gets the same attempt', async () => {
  const before = api.requests.length;
  const { attempt, again } = await payWithStripe();
  const created = api.requests.slice(before).filter((r) => r.path === '/v1/payment_intents');
  expect(created).toHaveLength(1);
  expect(created[0].headers['idempotency-key']).toBe(attempt._id);
  expect(created[0].headers.authorization).toBe('Bearer sk_test_livery');
  const form = new URLSearchParams(created[0].body);
  expect(form.get('amount')).toBe('5000');
  expect(form.get('metadata[paymentId]')).toBe(attempt._id);
  expect(attempt).toMatchObject({ provider: 'stripe', state: 'pending', redirectUrl: null });
  expect(attempt.clientData.clientSecret).toMatch(/^pi_\w+_secret_x$/);
  const second = await again();
  expect(second.json().data._id).toBe(attempt._id);
  expect(api.requests.slice(before).filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
});

it('a retried create with the same payment id makes no second intent', async () => {
  const input = {
    tenant: alpha,
    paymentId: randomUUID(),
    orderId: 'o1',
    tenantId: 'alpha',
    amountCents: 1234,
    currency: 'JPY',
    description: 'x',
    returnPath: '/order/s/o1',
    outletId: null,
  };
  const first = await stripe.createPayment(input);
  const retried = await stripe.createPayment(input);
  expect(retried.providerReference).toBe(first.providerReference);
  // JPY has no minor unit: ¥12.34 is charged as ¥12.
  expect(intents.get(first.providerReference)).toMatchObject({ amount: 12, currency: 'jpy' });
});

it('the re-check retrieves the intent and captures only when Stripe says succeeded', async () => {
  const { orderId, attempt } = await payWithStripe();
  const confirm = () =>
    t.call('alpha', { method: 'POST', url: `/api/orders/${orderId}/payments/${attempt._id}/confirm`, token });
  expect((await confirm()).json().data.state).toBe('pending');
  intents.get(attempt.clientData.clientSecret.split('_secret')[0])!.status = 'succeeded';
  expect((await confirm()).json().data.state).toBe('succeeded');
  expect(await statusOf(orderId)).toBe('paid');
});

it('a valid webhook captures once; its replay is a duplicate; a failure arriving after the success un-pays nothing', async () => {
  const { orderId, attempt } = await payWithStripe();
  const intentId = String(attempt.clientData.clientSecret).split('_secret')[0];
  const succeeded = signedEvent('payment_intent.succeeded', intentId);
  expect((await deliver(succeeded)).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
  expect(await statusOf(orderId)).toBe('paid');
  // Stripe retries a delivery with the same event id (freshly signed): recorded once, applied once.
  const replay = {
    ...succeeded,
    header: Stripe.webhooks.generateTestHeaderString({
      payload: succeeded.payload,
      secret: SECRETS.TEST_STRIPE_WEBHOOK_SECRET,
    }),
  };
  expect((await deliver(replay)).json().data).toEqual({ applied: 0, duplicates: 1, unknown: 0 });
  // An earlier decline delivered late must not un-pay the order.
  expect((await deliver(signedEvent('payment_intent.payment_failed', intentId))).json().data.applied).toBe(1);
  expect(await statusOf(orderId)).toBe('paid');
  expect(await attemptState(attempt._id)).toBe('succeeded');
});

it('a forged or altered webhook is refused with 400 and changes nothing', async () => {
  const { orderId, attempt } = await payWithStripe();
  const intentId = String(attempt.clientData.clientSecret).split('_secret')[0];
  const forged = signedEvent('payment_intent.succeeded', intentId, 'whsec_guessed');
  expect((await deliver(forged)).json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_REJECTED', field: 'body' });
  const genuine = signedEvent('payment_intent.payment_failed', intentId);
  const altered = {
    ...genuine,
    payload: genuine.payload.replace('payment_intent.payment_failed', 'payment_intent.succeeded'),
  };
  expect((await deliver(altered)).statusCode).toBe(400);
  const unsigned = await t.call('alpha', {
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    payload: genuine.payload,
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_REJECTED' });
  expect(await statusOf(orderId)).toBe('pending_payment');
  expect(await attemptState(attempt._id)).toBe('pending');
});

it('refunds through the Stripe API once per intent', async () => {
  const { attempt } = await payWithStripe();
  const intentId = String(attempt.clientData.clientSecret).split('_secret')[0];
  const before = api.requests.length;
  expect(await stripe.refundPayment(intentId, 5000, { tenant: alpha })).toBe('refunded');
  const [refund] = api.requests.slice(before).filter((r) => r.path === '/v1/refunds');
  expect(new URLSearchParams(refund.body).get('payment_intent')).toBe(intentId);
  expect(new URLSearchParams(refund.body).get('amount')).toBe('5000');
  expect(refund.headers['idempotency-key']).toBe(`refund-${intentId}`);
});

it('the payment sheet offers Stripe only to a tenant whose Stripe secrets are set on this server', async () => {
  const { orderId } = await pendingStoreCreditOrder(t, token);
  const methods = await t.call('alpha', { method: 'GET', url: `/api/orders/${orderId}/payment-methods`, token });
  expect(methods.json().data.map((m: { type: string }) => m.type)).toEqual(['sandbox', 'stripe']);
  expect(methods.json().data[1].stripe).toEqual({ publishableKey: 'pk_test_livery' });
  expect(t.app.ctx.payments.enabledProviders(bravo).map((p) => p.name)).toEqual(['sandbox']);
  expect(new StripeProvider({ variables: { TEST_STRIPE_SECRET_KEY: 'sk_test_livery' } }).configuredFor(alpha)).toBe(
    false,
  );
});
