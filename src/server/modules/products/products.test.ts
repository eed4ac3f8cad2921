import { users } from '../../db/schema';
import { demoProductIds } from '../../db/seed/seed-products';
import { useTestApp } from '../../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';
import { GUEST_BOOKMARK_MESSAGE } from './routes';

const t = useTestApp();
let alpha: string;
const [alphaTenant, bravoTenant] = FIXTURE_TENANTS;
const alphaProducts = demoProductIds(alphaTenant);
const bravoProducts = demoProductIds(bravoTenant);

beforeAll(async () => {
  alpha = await t.demoToken('alpha');
});

const toggle = (tenant: string, token: string | undefined, productId: string) =>
  t.call(tenant, { method: 'POST', url: `/api/products/${encodeURIComponent(productId)}/bookmark`, token });
const me = async (tenant: string, token: string) => (await t.call(tenant, { url: '/api/me', token })).json().data;

describe('product bookmarks', () => {
  it('the demo member starts with the seeded bookmark on the auth user and on the login answer', async () => {
    expect((await me('alpha', alpha)).bookmarkedProducts).toEqual([alphaProducts[0]]);
    const login = await t.call('alpha', {
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone: '+97699000001', password: 'livery-demo-1', isTermChecked: true },
    });
    // The demo friend joined through the demo member's referral (seed-rewards.ts).
    expect(login.json().data.user).toMatchObject({ bookmarkedProducts: [alphaProducts[0]], referralAcceptedCount: 1 });
  });

  it('toggles a bookmark on and off by product id; the auth user follows', async () => {
    const on = await toggle('alpha', alpha, alphaProducts[2]);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toEqual({
      productId: alphaProducts[2],
      isBookmarked: true,
      bookmarkedProducts: [alphaProducts[0], alphaProducts[2]],
    });
    expect((await me('alpha', alpha)).bookmarkedProducts).toEqual([alphaProducts[0], alphaProducts[2]]);
    const list = await t.call('alpha', { url: '/api/products/bookmarks', token: alpha });
    expect(list.json().data.map((p: { _id: string }) => p._id)).toEqual([alphaProducts[0], alphaProducts[2]]);
    expect(list.json().data[0]).toMatchObject({
      merchant: 'alpha',
      isBookmarked: true,
      name: { en_US: 'Flat white' },
      price: { dine_in: 6.5, takeout: 6.5, delivery: 7.5 },
      category: { name: { en_US: 'Coffee' } },
    });
    const off = await toggle('alpha', alpha, alphaProducts[2]);
    expect(off.json().data).toMatchObject({ isBookmarked: false, bookmarkedProducts: [alphaProducts[0]] });
    expect((await me('alpha', alpha)).bookmarkedProducts).toEqual([alphaProducts[0]]);
  });

  it("answers 404 for another tenant's product and for an unknown id", async () => {
    const other = await toggle('alpha', alpha, bravoProducts[0]);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: `Product '${bravoProducts[0]}' not found` });
    expect((await toggle('alpha', alpha, 'no-such-product')).statusCode).toBe(404);
    expect((await me('alpha', alpha)).bookmarkedProducts).toEqual([alphaProducts[0]]);
  });

  it('guests cannot bookmark products (403); anonymous callers must log in (401)', async () => {
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688110022' } });
    const guestToken = guest.json().data.token as string;
    const res = await toggle('alpha', guestToken, alphaProducts[1]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'GUEST_NOT_ALLOWED', message: GUEST_BOOKMARK_MESSAGE });
    expect(GUEST_BOOKMARK_MESSAGE).toBe('Guests cannot bookmark products: sign up or log in');
    expect((await t.call('alpha', { url: '/api/products/bookmarks', token: guestToken })).statusCode).toBe(403);
    expect((await toggle('alpha', undefined, alphaProducts[1])).statusCode).toBe(401);
  });

  it('rejects a product id longer than 64 characters naming the field', async () => {
    const res = await toggle('alpha', alpha, 'p'.repeat(65));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'productId' });
  });
});

describe('referralAcceptedCount', () => {
  it('counts the members of this tenant who signed up with the user’s referral code', async () => {
    const before = (await me('alpha', alpha)).referralAcceptedCount;
    // 1: the demo friend (seed-rewards.ts).
    expect(before).toBe(1);
    const base = { tenantId: 'alpha', role: 'registered' as const, referredBy: 'alpha-demo-member' };
    const consent = { acceptNotification: true, acceptMarketing: false, frequency: 'never' as const };
    await t.db.db.insert(users).values([
      { ...base, id: 'ref-1', phone: '+97688000101', referralCode: 'REFAAAA1', consent },
      { ...base, id: 'ref-2', phone: '+97688000102', referralCode: 'REFAAAA2', consent },
      // Same referrer id on another tenant: not counted (tenant isolation).
      { ...base, id: 'ref-3', tenantId: 'bravo', phone: '+97688000103', referralCode: 'REFAAAA3', consent },
    ]);
    expect((await me('alpha', alpha)).referralAcceptedCount).toBe(before + 2);
  });
});
