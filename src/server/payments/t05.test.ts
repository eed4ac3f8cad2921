/**
 * t05 against a fake t05 API: the card script's data (amountInCents, customOrderId <sub-host>.<order>.<attempt>, the
 * outlet's access token), confirmation by asking t05 with the tenant's secret, refunds, and no offer without keys.
 */
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { startFakeProviderApi, type FakeProviderApi, type FakeRequest } from './fake-provider-api';
import { T05Provider } from './t05';

const tenant: ResolvedTenant = {
  ...FIXTURE_TENANTS[0],
  payments: {
    providers: ['t05'],
    t05: {
      accessToken: 't05_pub_default',
      outletAccessTokens: [{ outletId: 'alpha-o2', accessToken: 't05_pub_outlet2' }],
      secretKeyEnv: 'TEST_T05_SECRET',
    },
  },
};
const statuses = new Map<string, string>();
function answerT05(request: FakeRequest) {
  if (request.headers.authorization !== 'Bearer t05-secret') return { status: 401, body: { error: 'unauthorised' } };
  const match = /^\/transactions\/([^/]+)(\/refund)?$/.exec(request.path);
  const id = match && decodeURIComponent(match[1]);
  if (!id || !statuses.has(id)) return { status: 404, body: { error: 'no such transaction' } };
  if (match[2]) statuses.set(id, 'REFUNDED');
  return { body: { customOrderId: id, status: statuses.get(id) } };
}

let api: FakeProviderApi;
let t05: T05Provider;
beforeAll(async () => {
  api = await startFakeProviderApi(answerT05);
  t05 = new T05Provider({
    variables: {
      TEST_T05_SECRET: 't05-secret',
      LIVERY_T05_API_URL: api.url,
      LIVERY_T05_SCRIPT_URL: `${api.url}/card.js`,
    },
  });
});
afterAll(() => api.close());

const create = (outletId: string | null, paymentId = 'pay1') =>
  t05.createPayment({
    tenant,
    paymentId,
    orderId: 'order1',
    tenantId: 'alpha',
    amountCents: 2550,
    currency: 'MNT',
    description: 'x',
    returnPath: '/order/s/order1',
    outletId,
  });

it("hands the card script amountInCents, customOrderId and the outlet's access token", async () => {
  const created = await create('alpha-o2');
  expect(created).toEqual({
    providerReference: 'alpha.order1.pay1',
    state: 'pending',
    redirectUrl: null,
    clientData: {
      amountInCents: 2550,
      customOrderId: 'alpha.order1.pay1',
      accessToken: 't05_pub_outlet2',
      scriptUrl: `${api.url}/card.js`,
    },
  });
  expect((await create('alpha-o1')).clientData.accessToken).toBe('t05_pub_default');
  // A retry after a decline is a new t05 transaction of the same order.
  expect((await create(null, 'pay2')).providerReference).toBe('alpha.order1.pay2');
});

it('confirms by asking t05: pending before the script ran, then what t05 says', async () => {
  const call = { tenant, amountCents: 2550 };
  expect(await t05.confirmPayment('alpha.order1.pay3', call)).toBe('pending');
  statuses.set('alpha.order1.pay3', 'SUCCESS');
  expect(await t05.confirmPayment('alpha.order1.pay3', call)).toBe('succeeded');
  statuses.set('alpha.order1.pay4', 'FAILED');
  expect(await t05.confirmPayment('alpha.order1.pay4', call)).toBe('failed');
  expect(api.requests.at(-1)!.headers.authorization).toBe('Bearer t05-secret');
});

it('refunds through t05 and fails loudly when t05 refuses', async () => {
  statuses.set('alpha.order1.pay5', 'SUCCESS');
  expect(await t05.refundPayment('alpha.order1.pay5', 2550, { tenant })).toBe('refunded');
  expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ amountInCents: 2550 });
  await expect(t05.refundPayment('alpha.order1.unknown', 100, { tenant })).rejects.toThrow(/answered 404/);
});

it('is offered only with the secret and both t05 addresses set', () => {
  expect(t05.configuredFor(tenant)).toBe(true);
  expect(
    new T05Provider({ variables: { TEST_T05_SECRET: 's', LIVERY_T05_API_URL: api.url } }).configuredFor(tenant),
  ).toBe(false);
  expect(t05.configuredFor({ ...tenant, payments: { providers: ['t05'] } })).toBe(false);
});
