import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveTenant, type ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../../shared/tenant/tenant-config.generated';
import { DEMO_MEMBER } from '../../db/seed/demo-content';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { ENDPOINT_OVERRIDE_ENV } from './providers';
import { STATE_COOKIE } from './service';

// A tenant offering both providers; the fixture tenant alpha offers neither.
const social: ResolvedTenant = resolveTenant({
  id: 'social-test',
  name: 'Social test',
  layout: 'food',
  brand: { color: '#1E88E5', icon: 'icon.svg' },
  login: {
    methods: ['phone', 'email', 'google', 'facebook'],
    google: { clientId: '123-fake.apps.googleusercontent.com', clientSecretEnv: 'TEST_GOOGLE_SECRET' },
    facebook: { appId: '1234567890', appSecretEnv: 'TEST_FACEBOOK_SECRET' },
  },
} as TenantConfig);
const HOST = 'social-test.localhost:8080';

interface FakeAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A tiny OAuth provider on node:http: /authorize sends the browser back with a code (for the account the test
 * picked), /token checks the client secret and the PKCE verifier, /profile answers for the access token.
 */
function fakeProvider(secret: string) {
  const codes = new Map<string, { account: FakeAccount; challenge: string | null; redirectUri: string }>();
  const tokens = new Map<string, FakeAccount>();
  const seen: { tokenBodies: URLSearchParams[]; authorizeParams: URLSearchParams[] } = {
    tokenBodies: [],
    authorizeParams: [],
  };
  let nextAccount: FakeAccount = { sub: 'x' };
  let n = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/authorize') {
      seen.authorizeParams.push(url.searchParams);
      const code = `code-${++n}`;
      const redirectUri = url.searchParams.get('redirect_uri')!;
      codes.set(code, { account: nextAccount, challenge: url.searchParams.get('code_challenge'), redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      back.searchParams.set('scope', 'email profile');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        seen.tokenBodies.push(body);
        const basic = req.headers.authorization?.replace(/^Basic /, '');
        const [, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
        if ((body.get('client_secret') ?? basicSecret) !== secret) return json(401, { error: 'invalid_client' });
        const grant = codes.get(body.get('code') ?? '');
        codes.delete(body.get('code') ?? '');
        if (!grant || grant.redirectUri !== body.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
        if (grant.challenge) {
          const verifier = body.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (challenge !== grant.challenge) return json(400, { error: 'invalid_grant' });
        }
        const accessToken = `at-${++n}`;
        tokens.set(accessToken, grant.account);
        json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/profile') {
      const account = tokens.get(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      if (!account) return json(401, { error: 'invalid_token' });
      // Facebook's Graph API names the id "id"; Google's userinfo "sub".
      return json(200, url.searchParams.has('fields') ? { id: account.sub, ...account, sub: undefined } : account);
    }
    json(404, {});
  });
  return {
    server,
    seen,
    as(account: FakeAccount) {
      nextAccount = account;
    },
  };
}

let t: TestApp;
const fake = fakeProvider('s3cret');
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  process.env[ENDPOINT_OVERRIDE_ENV.google] = base;
  process.env[ENDPOINT_OVERRIDE_ENV.facebook] = base;
  process.env.TEST_GOOGLE_SECRET = 's3cret';
  process.env.TEST_FACEBOOK_SECRET = 's3cret';
  t = await buildTestApp({ tenants: [...FIXTURE_TENANTS, social] });
});
afterAll(async () => {
  await t.close();
  fake.server.close();
});

const get = (url: string, cookie?: string, host = HOST) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(cookie && { cookie }) } });

/** Start → fake provider's consent → callback URL (as the browser would follow it) and the state cookie. */
async function signIn(provider: 'google' | 'facebook', account: FakeAccount, returnTo?: string) {
  fake.as(account);
  const start = await get(`/api/oauth/${provider}/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`);
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0];
  const consent = await fetch(start.headers.location!, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  return { start, cookie, callback };
}

async function finish(callback: URL, cookie: string) {
  const res = await get(`${callback.pathname}${callback.search}`, cookie);
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location!, 'http://app');
}

async function profileOf(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { host: HOST, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('Google sign-in (authorization code + PKCE)', () => {
  it('sends the browser to the provider with client id, state, PKCE challenge and our callback', async () => {
    const { start, cookie } = await signIn('google', { sub: 'g-0' });
    const location = new URL(start.headers.location!);
    expect(location.pathname).toBe('/authorize');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: '123-fake.apps.googleusercontent.com',
      redirect_uri: `http://${HOST}/api/oauth/google/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(cookie).toBe(`${STATE_COOKIE}=google.${location.searchParams.get('state')}`);
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
  });

  it('creates a member for a new account, then finds the same member again by the provider id', async () => {
    const account = { sub: 'g-new', email: 'Ada@Example.test', email_verified: true, name: 'Ada Lovelace' };
    const first = await signIn('google', account, '/merchant-detail/m1');
    const landed = await finish(first.callback, first.cookie);
    expect(landed.pathname).toBe('/social-login');
    expect(landed.searchParams.get('redirect')).toBe('/merchant-detail/m1');
    const token = landed.searchParams.get('token')!;
    const user = await profileOf(token);
    expect(user).toMatchObject({ email: 'ada@example.test', isEmailVerified: true, firstname: 'Ada' });
    // The verifier travelled to the token endpoint (PKCE), checked by the fake.
    expect(fake.seen.tokenBodies.at(-1)!.get('code_verifier')).toEqual(expect.any(String));

    const again = await signIn('google', { ...account, email: 'changed@example.test' });
    const second = (await finish(again.callback, again.cookie)).searchParams.get('token')!;
    expect(second).not.toBe(token);
    expect((await profileOf(second))._id).toBe(user._id);
  });

  it('links to the existing member with the same verified e-mail, not with an unverified one', async () => {
    const verified = await signIn('google', { sub: 'g-demo', email: DEMO_MEMBER.email, email_verified: true });
    const demo = await profileOf((await finish(verified.callback, verified.cookie)).searchParams.get('token')!);
    expect(demo.phone).toBe(DEMO_MEMBER.phone);

    const unverified = await signIn('google', { sub: 'g-other', email: DEMO_MEMBER.email, email_verified: false });
    const other = await profileOf((await finish(unverified.callback, unverified.cookie)).searchParams.get('token')!);
    expect(other._id).not.toBe(demo._id);
    expect(other.email ?? null).toBeNull();
  });

  it('rejects a state that does not match the cookie, a replayed state, and a cancelled consent', async () => {
    const one = await signIn('google', { sub: 'g-csrf' });
    const two = await signIn('google', { sub: 'g-csrf' });
    // Someone else's callback in this browser (login CSRF): state ≠ cookie.
    expect((await finish(one.callback, two.cookie)).search).toBe('?success=false');
    expect((await finish(one.callback, '')).search).toBe('?success=false');
    // The genuine one works once; the same state again fails.
    expect((await finish(two.callback, two.cookie)).searchParams.get('token')).toEqual(expect.any(String));
    expect((await finish(two.callback, two.cookie)).search).toBe('?success=false');
    const cancelled = await get('/api/oauth/google/callback?error=access_denied&state=x', one.cookie);
    expect(cancelled.headers.location).toBe('/social-login?success=false');
  });

  it('fails to the app screen when the provider refuses the code (wrong secret)', async () => {
    process.env.TEST_GOOGLE_SECRET = 'wrong';
    try {
      const flow = await signIn('google', { sub: 'g-secret' });
      expect((await finish(flow.callback, flow.cookie)).search).toBe('?success=false');
    } finally {
      process.env.TEST_GOOGLE_SECRET = 's3cret';
    }
  });

  it('sends to the failure screen at once when the server has no secret', async () => {
    delete process.env.TEST_GOOGLE_SECRET;
    try {
      const res = await get('/api/oauth/google/start');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/social-login?success=false');
    } finally {
      process.env.TEST_GOOGLE_SECRET = 's3cret';
    }
  });
});

describe('Facebook sign-in', () => {
  it('creates a member from the Graph profile, with the secret in the form body', async () => {
    const flow = await signIn('facebook', { sub: 'fb-1', email: 'fb@example.test', name: 'Bat Erdene' });
    expect(new URL(flow.start.headers.location!).searchParams.get('scope')).toBe('email');
    const token = (await finish(flow.callback, flow.cookie)).searchParams.get('token')!;
    expect(await profileOf(token)).toMatchObject({ email: 'fb@example.test', firstname: 'Bat', lastname: 'Erdene' });
    expect(fake.seen.tokenBodies.at(-1)!.get('client_secret')).toBe('s3cret');

    const linked = await t.app.inject({
      method: 'GET',
      url: '/api/me/oauth',
      headers: { host: HOST, authorization: `Bearer ${token}` },
    });
    expect(linked.json().data).toEqual([
      { provider: 'facebook', email: 'fb@example.test', linkedAt: expect.any(String) },
    ]);
  });

  it('unlinks, refusing when it is the only way to log in', async () => {
    const flow = await signIn('facebook', { sub: 'fb-no-email', name: 'No Mail' });
    const token = (await finish(flow.callback, flow.cookie)).searchParams.get('token')!;
    const del = (provider: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/me/oauth/${provider}`,
        headers: { host: HOST, authorization: `Bearer ${token}` },
      });
    const refused = await del('facebook');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'provider' });
    expect((await del('google')).statusCode).toBe(404);
    expect((await del('twitter')).json()).toMatchObject({ statusCode: 400, field: 'provider' });

    const withEmail = await signIn('facebook', { sub: 'fb-2', email: 'fb2@example.test' });
    const token2 = (await finish(withEmail.callback, withEmail.cookie)).searchParams.get('token')!;
    const ok = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/oauth/facebook',
      headers: { host: HOST, authorization: `Bearer ${token2}` },
    });
    expect(ok.json()).toEqual({ data: true });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/me/oauth',
      headers: { host: HOST, authorization: `Bearer ${token2}` },
    });
    expect(after.json().data).toEqual([]);
    // Logging in with it again links it anew, to the member with that e-mail.
    const again = await signIn('facebook', { sub: 'fb-2', email: 'fb2@example.test' });
    const token3 = (await finish(again.callback, again.cookie)).searchParams.get('token')!;
    expect((await profileOf(token3))._id).toBe((await profileOf(token2))._id);
  });
});

describe('providers a tenant does not offer', () => {
  it('answers 404 with a clear message naming the provider', async () => {
    const res = await get('/api/oauth/google/start', undefined, 'alpha.localhost:8080');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'OAUTH_NOT_CONFIGURED',
      message: 'Google sign-in is not configured for this merchant',
      field: 'provider',
    });
    expect(
      (await get('/api/oauth/facebook/callback?code=a&state=b', undefined, 'alpha.localhost:8080')).statusCode,
    ).toBe(404);
  });

  it('validates the provider and the return path', async () => {
    expect((await get('/api/oauth/twitter/start')).json()).toMatchObject({ statusCode: 400, field: 'provider' });
    const res = await get('/api/oauth/google/start?returnTo=https://evil.test/');
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'returnTo' });
    expect((await get('/api/oauth/google/start?returnTo=//evil.test')).statusCode).toBe(400);
  });
});
