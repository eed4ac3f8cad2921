import { demoReceiptCodes } from './db/seed/seed-receipts';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

/**
 * Table-driven isolation: a token of tenant A never works on tenant B, merchant-scoped paths of B are invisible
 * from A, and user A2 never reads or changes user A's data.
 */
// scrypt and PGlite are CPU-bound: allow for a busy CI machine.
let t: TestApp;
let alphaToken: string;
let bravoToken: string;
let otherAlphaToken: string;
let openapi: { paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>> };

beforeAll(async () => {
  t = await buildTestApp();
  alphaToken = await t.demoToken('alpha');
  bravoToken = await t.demoToken('bravo');
  const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688881111' } });
  // A second alpha member: sign up with a code.
  const phone = '+97688882222';
  otherAlphaToken = (await t.signUpMember('alpha', phone)).token;
  expect(guest.statusCode).toBe(200);
  openapi = (await t.app.inject({ url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

/** Fills path parameters with ids that exist on `tenant`. */
const fill = (path: string, tenant: string) =>
  path
    .replace('{merchantId}', `${tenant}-m01`)
    .replace('{categoryId}', `${tenant}-cat-coffee`)
    .replace('{typeId}', 'promotion')
    .replace('{code}', 'MN')
    .replace('{type}', 'about');

const minimalBodies: Record<string, object> = {
  '/api/notifications/read': { ids: [] },
  '/api/merchants/{merchantId}/join': { isTermChecked: true },
  '/api/dev/notifications': { type: 'merchant', title: 'x' },
  '/api/me/verification': { email: 'x@y.example' },
  '/api/me/verification/confirm': { email: 'x@y.example', code: '123456' },
  '/api/me/password': { password: 'abcdefgh', oldPassword: 'abcdefgh' },
  '/api/me': { firstname: 'X' },
};

describe('a token of tenant alpha on tenant bravo', () => {
  it('is refused by every authenticated route', async () => {
    const secured = Object.entries(openapi.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        // Routes whose security also lists `{}` serve anonymous callers too: a foreign token is read as none there.
        .filter(([, op]) => op.security && !op.security.some((way) => Object.keys(way as object).length === 0))
        .filter(([path]) => path !== '/api/auth/logout' && path !== '/api/auth/tokens/revoke-all')
        .map(([method, op]) => ({ path, method: method.toUpperCase(), hasBody: Boolean(op.requestBody) })),
    );
    expect(secured.length).toBeGreaterThan(12);
    for (const route of secured) {
      const res = await t.call('bravo', {
        method: route.method as 'GET',
        url: fill(route.path, 'bravo'),
        token: alphaToken,
        ...(route.hasBody && { payload: minimalBodies[route.path] ?? {} }),
      });
      // 401, or 400 when the body is rejected before the handler runs (then nothing was read or changed either).
      const refused = res.statusCode === 401 || (res.statusCode === 400 && res.json().code === 'VALIDATION_ERROR');
      expect({ route: `${route.method} ${route.path}`, status: res.statusCode, refused }).toMatchObject({
        refused: true,
      });
    }
    // And logout of a foreign token revokes nothing: the token still works at home.
    expect((await t.call('bravo', { method: 'POST', url: '/api/auth/logout', token: alphaToken })).statusCode).toBe(
      401,
    );
    expect((await t.call('alpha', { url: '/api/me', token: alphaToken })).statusCode).toBe(200);
  });
});

describe('merchant-scoped paths of bravo seen from alpha', () => {
  it.each([
    ['GET', '/api/merchants/bravo'],
    ['GET', '/api/merchants/bravo-m01'],
    ['GET', '/api/merchants/bravo-m01/terms'],
    ['POST', '/api/merchants/bravo-m01/follow'],
    ['POST', '/api/merchants/bravo-m01/unfollow'],
    ['POST', '/api/merchants/bravo-m01/join'],
    ['GET', '/api/categories/bravo-cat-coffee/merchants'],
    ['POST', '/api/categories/bravo-cat-coffee/follow'],
    ['GET', '/api/programs/bravo-m01-prog-loyalty'],
    ['GET', '/api/programs?merchantId=bravo-m01'],
    ['GET', '/api/vouchers/bravo-m01-v1'],
    ['POST', '/api/products/bravo-p11/bookmark'],
    ['POST', '/api/receipts/claim'],
  ])('%s %s → 404', async (method, url) => {
    const payloads: Record<string, object> = {
      '/api/merchants/bravo-m01/join': { isTermChecked: true },
      '/api/receipts/claim': { redeemId: demoReceiptCodes('bravo')[0].id },
    };
    const res = await t.call('alpha', {
      method: method as 'GET',
      url,
      token: alphaToken,
      ...(payloads[url] && { payload: payloads[url] }),
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(['/api/programs/alpha-m01-prog-loyalty', '/api/programs?merchantId=alpha-m01', '/api/vouchers/alpha-m01-v1'])(
    'while the same kind of path of alpha answers: GET %s → 200',
    async (url) => {
      expect((await t.call('alpha', { url, token: alphaToken })).statusCode).toBe(200);
    },
  );

  it('lists of alpha never contain bravo rows', async () => {
    for (const url of [
      '/api/merchants?limit=100',
      '/api/merchants/near?lat=47.9&lng=106.9&range=400000000&limit=100',
      '/api/categories',
      '/api/me/merchants',
      '/api/notifications?limit=100',
    ]) {
      const body = (await t.call('alpha', { url, token: alphaToken })).body;
      expect({ url, leaks: body.includes('bravo') }).toEqual({ url, leaks: false });
    }
  });
});

describe('user A2 and user A of the same tenant', () => {
  it("A2 cannot read or mark A's notifications", async () => {
    const unread = async () =>
      (await t.call('alpha', { url: '/api/notifications/unread-count', token: alphaToken })).json().data
        .count as number;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const mine = (await t.call('alpha', { url: '/api/notifications?limit=100', token: alphaToken })).json();
    const theirs = (await t.call('alpha', { url: '/api/notifications?limit=100', token: otherAlphaToken })).json();
    expect(theirs.total).toBe(0);
    const ids = mine.data.map((n: { _id: string }) => n._id);
    const mark = await t.call('alpha', {
      method: 'POST',
      url: '/api/notifications/read',
      token: otherAlphaToken,
      payload: { ids },
    });
    expect(mark.json().data.updated).toBe(0);
    expect(await unread()).toBe(before);
  });
  it("A2 sees neither A's memberships, follows nor profile", async () => {
    expect((await t.call('alpha', { url: '/api/me/merchants', token: otherAlphaToken })).json().total).toBe(0);
    const cats = (await t.call('alpha', { url: '/api/categories', token: otherAlphaToken })).json().data;
    expect(cats.some((c: { isFollowed: boolean }) => c.isFollowed)).toBe(false);
    expect((await t.call('alpha', { url: '/api/me', token: otherAlphaToken })).json().data.firstname).toBeNull();
  });
  it('the same phone on two tenants is two users', async () => {
    const a = (await t.call('alpha', { url: '/api/me', token: alphaToken })).json().data;
    const b = (await t.call('bravo', { url: '/api/me', token: bravoToken })).json().data;
    expect(a.phone).toBe(b.phone);
    expect(a._id).not.toBe(b._id);
  });
});
