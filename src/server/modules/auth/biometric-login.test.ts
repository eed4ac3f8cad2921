import { DEMO_MEMBER } from '../../db/seed/demo-content';
import { useTestApp } from '../../test-support/build-test-app';
import { hostOf } from '../../test-support/fixture-tenants';
import { TestAuthenticator } from './test-authenticator';

let now = Date.now();
// A clock the tests can move, so challenge expiry is tested without waiting.
const t = useTestApp({ clock: () => new Date(now) });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (tenant: string, method: Method, url: string, token?: string, payload?: object) =>
  t.call(tenant, { method, url: `/api${url}`, token, ...(payload && { payload }) });
const originOf = (tenant: string) => `http://${hostOf(tenant)}`;
// bravo asks for the terms box on every login.
const terms = (tenant: string) => (tenant === 'bravo' ? { isTermChecked: true } : {});

/** Registers a new authenticator for the demo member on /webAuth (registration turns biometric login on). */
async function enrol(tenant: string) {
  const token = await t.demoToken(tenant);
  const authenticator = new TestAuthenticator();
  const options = (await call(tenant, 'POST', '/me/webauthn/registration-options', token)).json().data;
  const res = await call(
    tenant,
    'POST',
    '/me/webauthn/registration',
    token,
    authenticator.register(options, originOf(tenant)),
  );
  expect(res.json()).toEqual({ data: { registered: true, isVerifyBiometric: true } });
  return { token, authenticator };
}

const optionsFor = async (tenant: string, identity: object = { phone: DEMO_MEMBER.phone }) => {
  const res = await call(tenant, 'POST', '/auth/biometric/options', undefined, identity);
  expect(res.statusCode).toBe(200);
  return res.json().data as { challenge: string; rpId: string; allowCredentials?: { id: string }[] };
};
const login = (tenant: string, credential: object) =>
  call(tenant, 'POST', '/auth/biometric/login', undefined, { credential, ...terms(tenant) });

let alpha: Awaited<ReturnType<typeof enrol>>;
beforeAll(async () => {
  alpha = await enrol('alpha');
});

describe('biometric login (WebAuthn assertion)', () => {
  it('offers the member’s credential for this host with user verification required', async () => {
    const options = await optionsFor('alpha');
    expect(options).toMatchObject({ rpId: 'alpha.localhost', userVerification: 'required' });
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([alpha.authenticator.credentialId]);
  });

  it('logs in with a signed assertion: the same session as a password login', async () => {
    const options = await optionsFor('alpha');
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha')));
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session).toMatchObject({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(session.user).toMatchObject({ _id: 'alpha-demo-member', role: 'registered', phone: DEMO_MEMBER.phone });
    expect(session.user.isVerifyBiometric).toBe(true);
    const me = await call('alpha', 'GET', '/me', session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.isVerifyBiometric).toBe(true);
  });

  it('logs in with a discoverable credential when no phone or e-mail is given', async () => {
    const options = await optionsFor('alpha', {});
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await login(
      'alpha',
      alpha.authenticator.assert(options, originOf('alpha'), { userHandle: 'alpha-demo-member' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user._id).toBe('alpha-demo-member');
  });

  it('refuses a challenge it never issued', async () => {
    const options = await optionsFor('alpha');
    const res = await login(
      'alpha',
      alpha.authenticator.assert(options, originOf('alpha'), { challenge: 'bm90LW91cnM' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED', field: 'credential.response.clientDataJSON' });
  });

  it('refuses a replayed assertion (the challenge works once)', async () => {
    const options = await optionsFor('alpha');
    const credential = alpha.authenticator.assert(options, originOf('alpha'));
    expect((await login('alpha', credential)).statusCode).toBe(200);
    const replay = await login('alpha', credential);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses an expired challenge', async () => {
    const options = await optionsFor('alpha');
    now += 3 * 60 * 1000;
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha')));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('refuses an assertion made on another origin', async () => {
    const options = await optionsFor('alpha');
    const res = await login('alpha', alpha.authenticator.assert(options, 'https://evil.example'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'BIOMETRIC_FAILED', field: 'response.clientDataJSON' });
    expect(res.json().message).toMatch(/origin/i);
  });

  it('refuses an assertion for another RP ID', async () => {
    const options = await optionsFor('alpha');
    const res = await login(
      'alpha',
      alpha.authenticator.assert(options, originOf('alpha'), { rpId: 'evil.localhost' }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/RP ID/i);
  });

  it('refuses an assertion without user verification (no fingerprint checked)', async () => {
    const options = await optionsFor('alpha');
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha'), { userVerified: false }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/verif/i);
  });

  it('refuses a signature counter that went back (cloned authenticator)', async () => {
    const options = await optionsFor('alpha');
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha'), { counter: 1 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/counter/i);
  });

  it('refuses a forged signature', async () => {
    const options = await optionsFor('alpha');
    const credential = alpha.authenticator.assert(options, originOf('alpha'));
    const forged = {
      ...credential,
      response: {
        ...credential.response,
        signature: new TestAuthenticator().assert(options, originOf('alpha')).response.signature,
      },
    };
    const res = await login('alpha', forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('BIOMETRIC_FAILED');
  });

  it('refuses an unknown credential', async () => {
    const options = await optionsFor('alpha', {});
    const res = await login('alpha', new TestAuthenticator().assert(options, originOf('alpha')));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_CREDENTIAL', field: 'credential.id' });
  });

  it('refuses another tenant’s credential', async () => {
    const options = await optionsFor('bravo', {});
    // Even signed for bravo's host and RP ID, alpha's key is not registered with bravo.
    const res = await login('bravo', alpha.authenticator.assert(options, originOf('bravo')));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNKNOWN_CREDENTIAL');
  });

  it('refuses the credential of another member than the one named in the options', async () => {
    // A second member of alpha with biometric login of their own.
    const phone = '+97699000077';
    await call('alpha', 'POST', '/auth/code', undefined, { phone });
    const signup = await call('alpha', 'POST', '/auth/signup', undefined, {
      phone,
      code: await t.lastCode('alpha', phone),
      password: 'second-member-1',
    });
    const token = signup.json().data.token as string;
    const other = new TestAuthenticator();
    const creation = (await call('alpha', 'POST', '/me/webauthn/registration-options', token)).json().data;
    await call('alpha', 'POST', '/me/webauthn/registration', token, other.register(creation, originOf('alpha')));
    const namedDemo = await optionsFor('alpha', { phone: DEMO_MEMBER.phone });
    const res = await login('alpha', other.assert(namedDemo, originOf('alpha')));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNKNOWN_CREDENTIAL');
    // Their own options let them in.
    const own = await login('alpha', other.assert(await optionsFor('alpha', { phone }), originOf('alpha')));
    expect(own.json().data.user.phone).toBe(phone);
  });

  it('refuses a discoverable assertion whose user handle names someone else', async () => {
    const options = await optionsFor('alpha', {});
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha'), { userHandle: 'alpha-x' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNKNOWN_CREDENTIAL');
  });

  it('answers 404 naming the field for an unknown phone', async () => {
    const res = await call('alpha', 'POST', '/auth/biometric/options', undefined, { phone: '+97688887777' });
    expect(res.statusCode).toBe(404);
    expect(res.json().field).toBe('phone');
  });

  it('refuses bodies that are not a WebAuthn assertion, naming the field', async () => {
    const missing = await call('alpha', 'POST', '/auth/biometric/login', undefined, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/credential/);
    const options = await optionsFor('alpha');
    const credential = alpha.authenticator.assert(options, originOf('alpha'));
    const noSignature = { ...credential, response: { ...credential.response, signature: undefined } };
    const bad = await call('alpha', 'POST', '/auth/biometric/login', undefined, { credential: noSignature });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/signature/);
  });

  it('needs the terms box where the merchant asks for it', async () => {
    const options = await optionsFor('bravo', {});
    const res = await call('bravo', 'POST', '/auth/biometric/login', undefined, {
      credential: new TestAuthenticator().assert(options, originOf('bravo')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('isTermChecked');
  });

  it('stops working when the member switches biometric verification off', async () => {
    const discoverable = await optionsFor('alpha', {});
    const off = await call('alpha', 'PUT', '/me/biometric', alpha.token, { isVerifyBiometric: false });
    expect(off.json().data).toEqual({ registered: true, isVerifyBiometric: false });
    expect((await call('alpha', 'GET', '/me', alpha.token)).json().data.isVerifyBiometric).toBe(false);
    const named = await call('alpha', 'POST', '/auth/biometric/options', undefined, { phone: DEMO_MEMBER.phone });
    expect(named.statusCode).toBe(403);
    expect(named.json()).toMatchObject({ code: 'BIOMETRIC_NOT_SET', field: 'phone' });
    const res = await login('alpha', alpha.authenticator.assert(discoverable, originOf('alpha')));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('BIOMETRIC_NOT_SET');
    await call('alpha', 'PUT', '/me/biometric', alpha.token, { isVerifyBiometric: true });
  });

  it('stops working after reset identity (credentials forgotten)', async () => {
    const options = await optionsFor('alpha', {});
    expect((await call('alpha', 'DELETE', '/me/webauthn', alpha.token)).statusCode).toBe(200);
    const res = await login('alpha', alpha.authenticator.assert(options, originOf('alpha')));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNKNOWN_CREDENTIAL');
  });
});
