import { useTestApp } from '../../test-support/build-test-app';
import { hostOf } from '../../test-support/fixture-tenants';
import { TestAuthenticator } from '../auth/test-authenticator';

const t = useTestApp();
let alpha: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call('alpha', { method, url: `/api${url}`, token, ...(payload && { payload }) });
const origin = `http://${hostOf('alpha')}`;
const optionsOf = async () => (await call('POST', '/me/webauthn/registration-options', alpha)).json().data;

describe('WebAuthn registration (/webAuth)', () => {
  it('refuses to switch verification on before a credential exists', async () => {
    const res = await call('PUT', '/me/biometric', alpha, { isVerifyBiometric: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verify your identity');
  });

  it('asks for a platform authenticator with user verification on this host', async () => {
    const options = await optionsOf();
    expect(options).toMatchObject({
      rp: { id: 'alpha.localhost', name: 'alpha test' },
      attestation: 'none',
      authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required' },
    });
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-7, -257]);
  });

  it('refuses a registration from another origin', async () => {
    const res = await call(
      'POST',
      '/me/webauthn/registration',
      alpha,
      new TestAuthenticator().register(await optionsOf(), 'https://evil.example'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBAUTHN_INVALID', field: 'response.clientDataJSON' });
    expect(res.json().message).toMatch(/origin/i);
  });

  it('refuses a registration for another RP ID', async () => {
    const body = new TestAuthenticator().register(await optionsOf(), origin, { rpId: 'evil.localhost' });
    const res = await call('POST', '/me/webauthn/registration', alpha, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/RP ID/i);
  });

  it('refuses a stale challenge', async () => {
    const options = await optionsOf();
    const res = await call(
      'POST',
      '/me/webauthn/registration',
      alpha,
      new TestAuthenticator().register({ ...options, challenge: 'c3RhbGU' }, origin),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/challenge/i);
  });

  it('refuses a body that is not a registration response, naming the field', async () => {
    await optionsOf();
    const body = new TestAuthenticator().register(await optionsOf(), origin);
    const res = await call('POST', '/me/webauthn/registration', alpha, {
      ...body,
      response: { clientDataJSON: body.response.clientDataJSON },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/attestationObject/);
  });

  it('registers a verified credential (switching verification on), then toggles and resets it', async () => {
    const authenticator = new TestAuthenticator();
    const res = await call(
      'POST',
      '/me/webauthn/registration',
      alpha,
      authenticator.register(await optionsOf(), origin),
    );
    expect(res.json()).toEqual({ data: { registered: true, isVerifyBiometric: true } });
    // The challenge died with the registration: the same response cannot register again.
    const again = await call(
      'POST',
      '/me/webauthn/registration',
      alpha,
      authenticator.register({ challenge: 'x', rp: {} }, origin),
    );
    expect(again.statusCode).toBe(400);
    // The registered authenticator is excluded from the next options.
    expect((await optionsOf()).excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      authenticator.credentialId,
    ]);
    const off = await call('PUT', '/me/biometric', alpha, { isVerifyBiometric: false });
    expect(off.json().data).toEqual({ registered: true, isVerifyBiometric: false });
    const reset = await call('DELETE', '/me/webauthn', alpha);
    expect(reset.json().data).toEqual({ registered: false, isVerifyBiometric: false });
  });

  it('needs a session', async () => {
    expect((await call('POST', '/me/webauthn/registration-options')).statusCode).toBe(401);
  });
});
