import { randomUUID } from 'node:crypto';
import { DEMO_FRIEND, DEMO_MEMBER } from '../../db/seed/demo-content';
import { useTestApp } from '../../test-support/build-test-app';
import { hostOf } from '../../test-support/fixture-tenants';
import { TestAuthenticator } from '../auth/test-authenticator';

const t = useTestApp();

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers = {}) =>
  t.call('alpha', { method, url: `/api${url}`, token, headers, ...(payload && { payload }) });
const money = (url: string, token: string, payload: object) =>
  call('POST', url, token, payload, { 'idempotency-key': randomUUID() });
const challenge = async (token: string, action: 'redeem' | 'buy-credit') =>
  (await call('POST', '/wallet/merchants/alpha/biometric-challenges', token, { action })).json().data;
const redeem = (token: string, extra: object = {}) =>
  money('/wallet/merchants/alpha/redemption-codes', token, { asset: 'points', amount: '5', ...extra });

const origin = `http://${hostOf('alpha')}`;
const authenticator = new TestAuthenticator();
let friend: string;
let demo: string;
let product: { _id: string; outletId: string };

beforeAll(async () => {
  demo = await t.demoToken('alpha');
  friend = (
    await t.call('alpha', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: DEMO_FRIEND.phone, password: DEMO_MEMBER.password },
    })
  ).json().data.token;
  await t.call('alpha', {
    method: 'POST',
    url: '/api/dev/wallet/balances',
    payload: { phone: DEMO_FRIEND.phone, asset: 'points', balance: '100' },
  });
  product = (await call('GET', '/wallet/merchants/alpha/store-credit-products?outletId=alpha-o1', friend)).json()
    .data[0];
  // The friend switches biometrics on (registering a credential does); the demo member keeps them off.
  const options = (await call('POST', '/me/webauthn/registration-options', friend)).json().data;
  await call('POST', '/me/webauthn/registration', friend, authenticator.register(options, origin));
});

describe('biometric confirmation of redeem and buy credit (seed 001 §6)', () => {
  it('biometrics off: the challenge says none and the redeem goes ahead without a credential', async () => {
    expect(await challenge(demo, 'redeem')).toEqual({ verification: 'none', webauthnOptions: null });
    expect((await redeem(demo)).statusCode).toBe(201);
  });

  it('biometrics on: no redeem without a fresh assertion, and none from another authenticator', async () => {
    const missing = await redeem(friend);
    expect(missing.json()).toMatchObject({ statusCode: 401, code: 'BIOMETRIC_REQUIRED', field: 'credential' });
    const { verification, webauthnOptions } = await challenge(friend, 'redeem');
    expect(verification).toBe('biometric');
    const forged = await redeem(friend, { credential: new TestAuthenticator().assert(webauthnOptions, origin) });
    expect(forged.json()).toMatchObject({ statusCode: 401, message: "Can't verify! Biometric" });
    // Any try spends the challenge: the right authenticator cannot use it afterwards.
    const late = await redeem(friend, { credential: authenticator.assert(webauthnOptions, origin) });
    expect(late.json()).toMatchObject({ statusCode: 401, code: 'BIOMETRIC_FAILED' });
  });

  it('a fresh assertion of its own challenge redeems once; the same assertion again does not', async () => {
    const { webauthnOptions } = await challenge(friend, 'redeem');
    const credential = authenticator.assert(webauthnOptions, origin);
    const ok = await redeem(friend, { credential });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ asset: 'points', amount: '5.00', status: 'pending' });
    expect((await redeem(friend, { credential })).json()).toMatchObject({ statusCode: 401, code: 'BIOMETRIC_FAILED' });
  });

  it('a challenge serves only the action it was asked for', async () => {
    const forBuying = await challenge(friend, 'buy-credit');
    const wrongAction = await redeem(friend, { credential: authenticator.assert(forBuying.webauthnOptions, origin) });
    expect(wrongAction.json()).toMatchObject({ statusCode: 401, code: 'BIOMETRIC_FAILED' });
  });

  it('buying store credit needs the assertion too, and is paid and credited with it', async () => {
    const buy = (extra: object = {}) =>
      money('/wallet/merchants/alpha/store-credit-purchases', friend, {
        productId: product._id,
        outletId: product.outletId,
        ...extra,
      });
    expect((await buy()).json()).toMatchObject({ statusCode: 401, code: 'BIOMETRIC_REQUIRED' });
    const { webauthnOptions } = await challenge(friend, 'buy-credit');
    const bought = await buy({ credential: authenticator.assert(webauthnOptions, origin) });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({ status: 'paid', creditAdded: true });
  });

  it('the client cannot switch the check off: a flag in the body is refused by name', async () => {
    const res = await redeem(friend, { isVerifyBiometric: false });
    expect(res.json()).toMatchObject({ statusCode: 400 });
    expect(res.body).toContain('isVerifyBiometric');
  });
});
