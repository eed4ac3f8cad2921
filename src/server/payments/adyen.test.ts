/**
 * Adyen through the provider interface, @adyen/api-library pointed at a fake Adyen API: a Checkout session per
 * attempt, notifications with real HMACs (the library's hmacValidator) — valid, forged, replayed, out of order — and
 * a refund through the Modifications API with the pspReference the authorisation brought.
 */
import { randomUUID } from 'node:crypto';
import { hmacValidator } from '@adyen/api-library';
import { eq } from 'drizzle-orm';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { orders, payments } from '../db/schema';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { AdyenProvider } from './adyen';
import { pspReferencesFrom } from './adyen-psp-reference';
import { startFakeProviderApi, type FakeProviderApi, type FakeRequest } from './fake-provider-api';
import { hostedSandbox, pendingStoreCreditOrder } from './testing';

const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const SECRETS = { TEST_ADYEN_API_KEY: 'AQE-test-key', TEST_ADYEN_HMAC_KEY: HMAC_KEY };
const MERCHANT_ACCOUNT = 'AlphaECOM';
const alpha: ResolvedTenant = {
  ...FIXTURE_TENANTS[0],
  payments: {
    providers: ['sandbox', 'adyen'],
    adyen: {
      clientKey: 'test_ALPHA',
      environment: 'test',
      merchantAccount: MERCHANT_ACCOUNT,
      apiKeyEnv: 'TEST_ADYEN_API_KEY',
      hmacKeyEnv: 'TEST_ADYEN_HMAC_KEY',
    },
  },
};

function answerAdyen(request: FakeRequest) {
  if (request.method === 'POST' && /^\/v\d+\/sessions$/.test(request.path)) {
    const body = JSON.parse(request.body);
    return { status: 201, body: { ...body, id: `CS${randomUUID().slice(0, 8)}`, sessionData: 'Ab02b4c0!BQAB' } };
  }
  const refund = /^\/v\d+\/payments\/(\w+)\/refunds$/.exec(request.path);
  if (request.method === 'POST' && refund)
    return {
      status: 201,
      body: { ...JSON.parse(request.body), paymentPspReference: refund[1], pspReference: 'R1', status: 'received' },
    };
  // GET /sessions/{id}?sessionResult=…: the test names each session's answer by the sessionResult it hands in.
  const session = /^\/v\d+\/sessions\/(\w+)$/.exec(request.path);
  if (request.method === 'GET' && session) {
    const answer = sessionResults.get(request.query.get('sessionResult') ?? '');
    if (answer) return { body: { id: session[1], ...answer } };
  }
  return { status: 404, body: { status: 404, message: 'not found' } };
}

/** sessionResult → what the fake Adyen answers for it (status and the session's reference). */
const sessionResults = new Map<string, { status: string; reference: string }>();

let api: FakeProviderApi;
let adyen: AdyenProvider;
let t: TestApp;
let token: string;
beforeAll(async () => {
  api = await startFakeProviderApi(answerAdyen);
  const providers = { adyen: null as AdyenProvider | null };
  t = await buildTestApp({
    tenants: [alpha],
    paymentProviders: [
      hostedSandbox(),
      // The lookup reads the test's own database, as the server's does.
      (providers.adyen = new AdyenProvider({
        variables: SECRETS,
        apiOrigin: api.url,
        pspReferences: (...args) => pspReferencesFrom(t.db.db)(...args),
      })),
    ],
  });
  adyen = providers.adyen;
  token = await t.demoToken('alpha');
});
afterAll(async () => {
  await t.close();
  await api.close();
});

async function payWithAdyen() {
  const { orderId } = await pendingStoreCreditOrder(t, token);
  const res = await t.call('alpha', {
    method: 'POST',
    url: `/api/orders/${orderId}/payments`,
    token,
    payload: { provider: 'adyen' },
  });
  expect(res.statusCode).toBe(201);
  return { orderId, attempt: res.json().data };
}

const statusOf = async (orderId: string) =>
  (await t.db.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const attemptState = async (paymentId: string) =>
  (await t.db.db.select().from(payments).where(eq(payments.id, paymentId)))[0].state;

/** An Adyen notification item about our attempt, signed as Adyen signs it (or with another key). */
function notification(
  reference: string,
  options: { eventCode?: string; success?: boolean; psp?: string; key?: string; account?: string } = {},
) {
  const item = {
    pspReference: options.psp ?? 'PSP0000000001',
    originalReference: '',
    merchantAccountCode: options.account ?? MERCHANT_ACCOUNT,
    merchantReference: reference,
    amount: { value: 5000, currency: 'MNT' },
    eventCode: options.eventCode ?? 'AUTHORISATION',
    success: String(options.success ?? true),
    eventDate: '2026-11-24T10:00:00+01:00',
    additionalData: {} as Record<string, string>,
  };
  item.additionalData.hmacSignature = new hmacValidator().calculateHmac(item as never, options.key ?? HMAC_KEY);
  return JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] });
}

const deliver = (payload: string) =>
  t.call('alpha', {
    method: 'POST',
    url: '/api/payments/webhooks/adyen',
    headers: { 'content-type': 'application/json' },
    payload,
  });

it('creates a Checkout session per attempt: amount in minor units, our reference, the API key, a return URL', async () => {
  const before = api.requests.length;
  const { orderId, attempt } = await payWithAdyen();
  const [session] = api.requests.slice(before).filter((r) => r.path.endsWith('/sessions'));
  expect(session.headers['x-api-key']).toBe('AQE-test-key');
  expect(session.headers['idempotency-key']).toBe(attempt._id);
  expect(JSON.parse(session.body)).toMatchObject({
    merchantAccount: MERCHANT_ACCOUNT,
    reference: attempt._id,
    amount: { value: 5000 },
    returnUrl: `http://alpha.localhost:8080/order/s/${orderId}`,
  });
  expect(attempt.clientData).toEqual({ sessionId: expect.stringMatching(/^CS/), sessionData: 'Ab02b4c0!BQAB' });
  // The session result stays in the payer's browser: asking alone never captures.
  const confirm = await t.call('alpha', {
    method: 'POST',
    url: `/api/orders/${orderId}/payments/${attempt._id}/confirm`,
    token,
  });
  expect(confirm.json().data.state).toBe('pending');
});

it('an HMAC-valid AUTHORISATION captures once; its replay is a duplicate; a late refusal un-pays nothing', async () => {
  const { orderId, attempt } = await payWithAdyen();
  const authorised = notification(attempt._id, { psp: 'PSPAUTH0001' });
  expect((await deliver(authorised)).json().data).toEqual({ applied: 1, duplicates: 0, unknown: 0 });
  expect(await statusOf(orderId)).toBe('paid');
  expect((await deliver(authorised)).json().data).toEqual({ applied: 0, duplicates: 1, unknown: 0 });
  const refused = notification(attempt._id, { psp: 'PSPAUTH0000', success: false });
  expect((await deliver(refused)).json().data.applied).toBe(1);
  expect(await statusOf(orderId)).toBe('paid');
  expect(await attemptState(attempt._id)).toBe('succeeded');
});

it('a notification with a forged HMAC, an altered body or another merchant account is refused', async () => {
  const { orderId, attempt } = await payWithAdyen();
  const forged = notification(attempt._id, { key: 'AA'.repeat(32) });
  expect((await deliver(forged)).json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_REJECTED' });
  const altered = notification(attempt._id, { success: false }).replace('"success":"false"', '"success":"true"');
  expect((await deliver(altered)).statusCode).toBe(400);
  expect((await deliver(notification(attempt._id, { account: 'SomeoneElse' }))).statusCode).toBe(400);
  expect((await deliver('{"notificationItems":"x"}')).statusCode).toBe(400);
  expect(await statusOf(orderId)).toBe('pending_payment');
});

it('refunds through the Modifications API with the authorisation pspReference', async () => {
  const { attempt } = await payWithAdyen();
  await deliver(notification(attempt._id, { psp: 'PSPREFUND01' }));
  const before = api.requests.length;
  expect(await adyen.refundPayment(attempt._id, 5000, { tenant: alpha })).toBe('refunded');
  const [refund] = api.requests.slice(before);
  expect(refund.path).toMatch(/^\/v\d+\/payments\/PSPREFUND01\/refunds$/);
  expect(JSON.parse(refund.body)).toMatchObject({ merchantAccount: MERCHANT_ACCOUNT, amount: { value: 5000 } });
  await expect(adyen.refundPayment('never-authorised', 100, { tenant: alpha })).rejects.toThrow(/no authorisation/);
});

it('is offered only with both secrets set, and in live only with the live URL prefix', () => {
  expect(adyen.configuredFor(alpha)).toBe(true);
  const withoutHmac = new AdyenProvider({ variables: { TEST_ADYEN_API_KEY: 'k' }, pspReferences: async () => null });
  expect(withoutHmac.configuredFor(alpha)).toBe(false);
  const live = {
    ...alpha,
    payments: { ...alpha.payments, adyen: { ...alpha.payments.adyen!, environment: 'live' as const } },
  };
  expect(adyen.configuredFor(live)).toBe(false);
  const prefixed = {
    ...live,
    payments: { ...live.payments, adyen: { ...live.payments.adyen, liveUrlPrefix: 'abc-AlphaLive' } },
  };
  expect(adyen.configuredFor(prefixed)).toBe(true);
});

describe('confirming with the Drop-in sessionResult (seed 002 §4)', () => {
  const confirmWith = (orderId: string, paymentId: string, payload?: Record<string, string>) =>
    t.call('alpha', {
      method: 'POST',
      url: `/api/orders/${orderId}/payments/${paymentId}/confirm`,
      token,
      ...(payload !== undefined && { payload }),
    });

  it("asks Adyen's GET /sessions/{id} with it; completed captures the order once", async () => {
    const { orderId, attempt } = await payWithAdyen();
    sessionResults.set('result-completed', { status: 'completed', reference: attempt._id });
    const first = await confirmWith(orderId, attempt._id, { sessionResult: 'result-completed' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.state).toBe('succeeded');
    const asked = api.requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith(`/sessions/${attempt.clientData.sessionId}`),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0].query.get('sessionResult')).toBe('result-completed');
    expect(asked[0].headers['x-api-key']).toBe('AQE-test-key');
    expect(await statusOf(orderId)).toBe('paid');
    // A second tab sending it again changes nothing (the attempt is no longer pending: Adyen is not asked).
    expect((await confirmWith(orderId, attempt._id, { sessionResult: 'result-completed' })).json().data.state).toBe(
      'succeeded',
    );
  });

  it.each([
    ['refused', 'failed'],
    ['canceled', 'failed'],
    ['expired', 'failed'],
    ['paymentPending', 'pending'],
    ['active', 'pending'],
  ])('maps the session status %s to %s', async (status, state) => {
    const { orderId, attempt } = await payWithAdyen();
    sessionResults.set(`result-${status}`, { status, reference: attempt._id });
    const answer = await confirmWith(orderId, attempt._id, { sessionResult: `result-${status}` });
    expect(answer.json().data.state).toBe(state);
    expect(await statusOf(orderId)).not.toBe('paid');
  });

  it("never captures on another attempt's sessionResult", async () => {
    const { orderId, attempt } = await payWithAdyen();
    sessionResults.set('result-of-another', { status: 'completed', reference: 'another-attempt' });
    const answer = await confirmWith(orderId, attempt._id, { sessionResult: 'result-of-another' });
    expect(answer.json().data.state).toBe('pending');
    expect(await statusOf(orderId)).not.toBe('paid');
  });

  it('refuses an empty, overlong or unknown field with a 400 naming it', async () => {
    const { orderId, attempt } = await payWithAdyen();
    for (const payload of [{ sessionResult: '' }, { sessionResult: 'x'.repeat(4097) }]) {
      const answer = await confirmWith(orderId, attempt._id, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('sessionResult');
    }
    const unknown = await confirmWith(orderId, attempt._id, { result: 'x' });
    expect(unknown.statusCode).toBe(400);
  });
});
