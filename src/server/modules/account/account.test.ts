import { generateKeyPairSync } from 'node:crypto';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { hostOf } from '../../test-support/fixture-tenants';

let t: TestApp;
let alpha: string;
let bravo: string;
beforeAll(async () => {
  t = await buildTestApp();
  alpha = await t.demoToken('alpha');
  bravo = await t.demoToken('bravo');
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call('alpha', { method, url: `/api${url}`, token, ...(payload && { payload }) });

describe('dietary preferences', () => {
  it('lists options by type and refuses unknown types naming the allowed ones', async () => {
    const ok = await call('GET', '/preferences/options?type=allergic');
    expect(ok.json().data).toContain('peanuts');
    const bad = await call('GET', '/preferences/options?type=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/like, dislike, dietary, allergic, citizenship, race|allowed|must be equal/);
  });

  it('starts empty, saves the whole document and keeps it per tenant', async () => {
    expect((await call('GET', '/me/preferences', alpha)).json().data.preferences.like).toEqual([]);
    const body = {
      preferences: { like: ['spicy'], dislike: ['pork'], dietary: ['halal'], allergic: ['peanuts'] },
      consent: true,
      demographic: { race: 'asian', citizenship: 'citizen' },
    };
    expect((await call('PUT', '/me/preferences', alpha, body)).statusCode).toBe(200);
    expect((await call('GET', '/me/preferences', alpha)).json().data).toEqual(body);
    const other = await t.call('bravo', { method: 'GET', url: '/api/me/preferences', token: bravo });
    expect(other.json().data.preferences.like).toEqual([]);
  });

  it('refuses an option that is not offered, naming the field', async () => {
    const res = await call('PUT', '/me/preferences', alpha, {
      preferences: { like: ['glass'], dislike: [], dietary: [], allergic: [] },
      consent: false,
      demographic: { race: null, citizenship: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toMatch(/like/);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/me/preferences')).statusCode).toBe(401);
  });
});

describe('addresses', () => {
  it('adds, lists and removes only the caller’s own addresses', async () => {
    const added = await call('POST', '/me/addresses', alpha, { label: 'Home', street: '1 Peace Avenue', city: 'UB' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data._id as string;
    expect((await call('GET', '/me/addresses', alpha)).json().data).toEqual([
      expect.objectContaining({ _id: id, label: 'Home', street: '1 Peace Avenue', city: 'UB' }),
    ]);
    const foreign = await t.call('bravo', { method: 'DELETE', url: `/api/me/addresses/${id}`, token: bravo });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/me/addresses/${id}`, alpha)).statusCode).toBe(200);
    expect((await call('GET', '/me/addresses', alpha)).json().data).toEqual([]);
  });

  it('refuses a blank label with the field named', async () => {
    const res = await call('POST', '/me/addresses', alpha, { label: '   ', street: '1 Peace Avenue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('label');
  });
});

describe('WebAuthn registration', () => {
  const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ format: 'der', type: 'spki' }) as Buffer;

  async function register(origin: string) {
    const options = (await call('POST', '/me/webauthn/registration-options', alpha)).json().data;
    const clientDataJSON = b64(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin }));
    return call('POST', '/me/webauthn/registration', alpha, {
      credentialId: b64('credential-id-0001'),
      clientDataJSON,
      publicKey: b64(spki),
      algorithm: -7,
    });
  }

  it('refuses to switch verification on before a credential exists', async () => {
    const res = await call('PUT', '/me/biometric', alpha, { isVerifyBiometric: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verify your identity');
  });

  it('refuses a registration from another origin', async () => {
    const res = await register('https://evil.example');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/origin/);
  });

  it('registers a platform credential for our challenge and host, then resets it', async () => {
    const options = (await call('POST', '/me/webauthn/registration-options', alpha)).json().data;
    expect(options).toMatchObject({ rp: { id: 'alpha.localhost' }, attestation: 'none' });
    const res = await register(`http://${hostOf('alpha')}`);
    expect(res.json()).toEqual({ data: { registered: true, isVerifyBiometric: true } });
    const off = await call('PUT', '/me/biometric', alpha, { isVerifyBiometric: false });
    expect(off.json().data).toEqual({ registered: true, isVerifyBiometric: false });
    const reset = await call('DELETE', '/me/webauthn', alpha);
    expect(reset.json().data).toEqual({ registered: false, isVerifyBiometric: false });
  });

  it('refuses a replayed challenge', async () => {
    const options = (await call('POST', '/me/webauthn/registration-options', alpha)).json().data;
    const clientDataJSON = b64(
      JSON.stringify({ type: 'webauthn.create', challenge: 'stale', origin: `http://${hostOf('alpha')}` }),
    );
    const res = await call('POST', '/me/webauthn/registration', alpha, {
      credentialId: b64('credential-id-0002'),
      clientDataJSON,
      publicKey: b64(spki),
      algorithm: -7,
    });
    expect(options.challenge).not.toBe('stale');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/challenge/);
  });
});
