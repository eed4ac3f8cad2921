/**
 * fiuu against a fake fiuu API: the session data of seed 002 §3 with fiuu's vcode, the status query and refund with
 * their signatures, and notifications verified by their skey (valid, forged, altered).
 */
import { createHash } from 'node:crypto';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';
import { startFakeProviderApi, type FakeProviderApi, type FakeRequest } from './fake-provider-api';
import { FiuuProvider, fiuuNotificationKey } from './fiuu';
import { WebhookRejected } from './provider';

const md5 = (value: string) => createHash('md5').update(value).digest('hex');
const VERIFY_KEY = 'verify-123';
const SECRET_KEY = 'secret-456';
const tenant: ResolvedTenant = {
  ...FIXTURE_TENANTS[0],
  payments: {
    providers: ['fiuu'],
    fiuu: {
      merchantId: 'alpha_Dev',
      channel: 'FPX',
      verifyKeyEnv: 'TEST_FIUU_VERIFY',
      secretKeyEnv: 'TEST_FIUU_SECRET',
    },
  },
};
const statCodes = new Map<string, string>();
function answerFiuu(request: FakeRequest) {
  if (request.path === '/RMS/query/q_by_oid.php') {
    const oID = request.query.get('oID')!;
    const amount = request.query.get('amount')!;
    if (request.query.get('skey') !== md5(`${oID}alpha_Dev${VERIFY_KEY}${amount}`))
      return { status: 403, body: { error: 'bad skey' } };
    return { body: { StatCode: statCodes.get(oID) ?? '22', TranID: `T-${oID}` } };
  }
  if (request.path === '/RMS/API/refundAPI/index.php') return { body: { Status: '00' } };
  return { status: 404, body: {} };
}

let api: FakeProviderApi;
let fiuu: FiuuProvider;
beforeAll(async () => {
  api = await startFakeProviderApi(answerFiuu);
  fiuu = new FiuuProvider({
    variables: { TEST_FIUU_VERIFY: VERIFY_KEY, TEST_FIUU_SECRET: SECRET_KEY, LIVERY_FIUU_API_URL: api.url },
  });
});
afterAll(() => api.close());

it("hands the client fiuu's session data: _id, vcode, merchantId, currency, channel", async () => {
  const created = await fiuu.createPayment({
    tenant,
    paymentId: 'pay1',
    orderId: 'order1',
    tenantId: 'alpha',
    amountCents: 1050,
    currency: 'MYR',
    description: 'Lunch',
    returnPath: '/order/s/order1',
    outletId: null,
  });
  expect(created.providerReference).toBe('pay1');
  expect(created.clientData).toMatchObject({
    _id: 'pay1',
    vcode: md5(`10.50alpha_Devpay1${VERIFY_KEY}`),
    merchantId: 'alpha_Dev',
    currency: 'MYR',
    channel: 'FPX',
    amount: '10.50',
    paymentUrl: 'https://pay.fiuu.com/RMS/pay/alpha_Dev/',
    returnUrl: 'http://alpha.localhost:8080/order/s/order1',
  });
});

it('confirms by the signed status query by order id', async () => {
  const call = { tenant, amountCents: 1050 };
  expect(await fiuu.confirmPayment('pay2', call)).toBe('pending');
  statCodes.set('pay2', '00');
  expect(await fiuu.confirmPayment('pay2', call)).toBe('succeeded');
  statCodes.set('pay3', '11');
  expect(await fiuu.confirmPayment('pay3', call)).toBe('failed');
});

it("refunds the query's transaction id with a signed refund request", async () => {
  statCodes.set('pay4', '00');
  expect(await fiuu.refundPayment('pay4', 1050, { tenant })).toBe('refunded');
  const form = new URLSearchParams(api.requests.at(-1)!.body);
  expect(form.get('TxnID')).toBe('T-pay4');
  expect(form.get('Signature')).toBe(md5(`Palpha_Devrefund-pay4T-pay410.50${SECRET_KEY}`));
});

describe('notifications', () => {
  const fields = {
    tranID: '123456',
    orderid: 'pay5',
    status: '00',
    domain: 'alpha_Dev',
    amount: '10.50',
    currency: 'MYR',
    appcode: 'A1',
    paydate: '2026-11-24 12:00:00',
  };
  const post = (body: Record<string, string>) =>
    fiuu.readWebhook({ rawBody: Buffer.from(new URLSearchParams(body).toString()), headers: {} }, { tenant });

  it('a notification with the right skey says what fiuu says', async () => {
    const skey = fiuuNotificationKey(fields, SECRET_KEY);
    expect(await post({ ...fields, skey })).toEqual([
      { eventId: '123456:00', providerReference: 'pay5', state: 'succeeded' },
    ]);
    const failed = { ...fields, status: '11' };
    expect((await post({ ...failed, skey: fiuuNotificationKey(failed, SECRET_KEY) }))[0].state).toBe('failed');
  });

  it('a forged, altered or incomplete notification is refused', async () => {
    await expect(post({ ...fields, skey: fiuuNotificationKey(fields, 'guessed') })).rejects.toThrow(WebhookRejected);
    const signedAsFailed = fiuuNotificationKey({ ...fields, status: '11' }, SECRET_KEY);
    await expect(post({ ...fields, skey: signedAsFailed })).rejects.toThrow(/skey does not verify/);
    await expect(post({ orderid: 'pay5' })).rejects.toThrow(/lacks tranID/);
  });
});
