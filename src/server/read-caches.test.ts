// Issue 14: the session behind a bearer token and a member's hot reads (unread count, notifications, My Rewards,
// GET /me, their joins and follows for the promotions) are
// served from memory, yet a logout, a revocation, a change to the user and every write to what those reads show are
// seen at once in the same server process, and in a second process on the same PostgreSQL as soon as its
// invalidation arrives (LISTEN/NOTIFY, a few milliseconds).
import { notifications, promotions } from './db/schema';
import { demoProductIds } from './db/seed/seed-products';
import { newId } from './lib/ids';
import { buildTestAppOnSameDatabase, useTestApp, type TestApp } from './test-support/build-test-app';
import { eventually } from './test-support/eventually';
import { FIXTURE_TENANTS } from './test-support/fixture-tenants';
import { sqlSentBy } from './test-support/sql-sent';

const TENANT = 'alpha';
const t = useTestApp();

const me = (app: TestApp, token: string) => app.call(TENANT, { url: '/api/me', token });
const unreadCount = async (app: TestApp, token: string) =>
  (await app.call(TENANT, { url: '/api/notifications/unread-count', token })).json().data.count as number;
const notificationTitles = async (app: TestApp, token: string) =>
  ((await app.call(TENANT, { url: '/api/notifications', token })).json().data as { title: string }[]).map(
    (n) => n.title,
  );
const rewardMerchantIds = async (app: TestApp, token: string) =>
  ((await app.call(TENANT, { url: '/api/me/merchants?filter=all', token })).json().data as { _id: string }[]).map(
    (m) => m._id,
  );
/** Titles of the promotions of merchants the member joined (the feed's "my" section). */
const myPromotionTitles = async (app: TestApp, token: string) =>
  (
    (await app.call(TENANT, { url: '/api/feed/promotions?section=my&limit=50', token })).json().data as {
      title: string;
    }[]
  ).map((p) => p.title);
const post = (app: TestApp, token: string, url: string, payload?: object) =>
  app.call(TENANT, { method: 'POST', url, token, ...(payload && { payload }) });
/** A notification written as another part of the server would: outside the member's own requests. */
const addNotification = (app: TestApp, userId: string, title: string) =>
  app.db.db.insert(notifications).values({
    id: newId(),
    tenantId: TENANT,
    userId,
    type: 'merchant',
    title,
    description: '',
    createdAt: new Date(),
  });

describe('sessions in one server process', () => {
  it('looks a session up once: the next requests with the token send no SQL for it', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120001');
    expect((await me(t, token)).statusCode).toBe(200);
    const statements = await sqlSentBy(t.db, () => me(t, token));
    expect(statements.filter((sql) => sql.includes('"sessions"'))).toEqual([]);
  });

  it('refuses a token at once after its logout', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120002');
    expect((await me(t, token)).statusCode).toBe(200);
    expect((await post(t, token, '/api/auth/logout')).statusCode).toBe(200);
    expect((await me(t, token)).statusCode).toBe(401);
  });

  it('refuses every token of the member at once after "log out of all devices"', async () => {
    // Two sign-ins of the seeded demo member (no other test of this file uses it).
    const first = await t.demoToken(TENANT);
    const second = await t.demoToken(TENANT);
    expect((await me(t, first)).statusCode).toBe(200);
    expect((await me(t, second)).statusCode).toBe(200);
    expect((await post(t, second, '/api/auth/tokens/revoke-all')).statusCode).toBe(200);
    expect((await me(t, first)).statusCode).toBe(401);
    expect((await me(t, second)).statusCode).toBe(401);
  });

  it('shows a change to the user at once to the requests of its cached session', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120004');
    expect((await me(t, token)).json().data.firstname).not.toBe('Renamed');
    const res = await t.call(TENANT, { method: 'PATCH', url: '/api/me', token, payload: { firstname: 'Renamed' } });
    expect(res.statusCode).toBe(200);
    expect((await me(t, token)).json().data.firstname).toBe('Renamed');
  });
});

describe('a member’s hot reads in one server process', () => {
  it('serves the unread count, the notifications and My Rewards from memory once read', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120010');
    const readAll = () =>
      Promise.all([unreadCount(t, token), notificationTitles(t, token), rewardMerchantIds(t, token)]);
    await readAll();
    expect(await sqlSentBy(t.db, readAll)).toEqual([]);
  });

  it('serves GET /me and the signed-in promotions from memory once read', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120013');
    const readAll = () => Promise.all([me(t, token), myPromotionTitles(t, token)]);
    await readAll();
    expect(await sqlSentBy(t.db, readAll)).toEqual([]);
  });

  it('shows a new notification and marking it read at once, in the bell and in GET /me', async () => {
    const { token, user } = await t.signUpMember(TENANT, '+97688120011');
    const before = await unreadCount(t, token);
    await notificationTitles(t, token);
    expect((await me(t, token)).json().data.unreadNotification).toBe(before);
    await addNotification(t, user._id, 'fresh news');
    expect(await unreadCount(t, token)).toBe(before + 1);
    expect((await me(t, token)).json().data.unreadNotification).toBe(before + 1);
    expect(await notificationTitles(t, token)).toContain('fresh news');
    expect((await post(t, token, '/api/notifications/read', { ids: [] })).statusCode).toBe(200);
    expect(await unreadCount(t, token)).toBe(0);
    expect((await me(t, token)).json().data.unreadNotification).toBe(0);
  });

  it('shows a bookmark and a friend signing up with the member’s referral code at once in GET /me', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120014');
    const before = (await me(t, token)).json().data;
    expect(before).toMatchObject({ bookmarkedProducts: [], referralAcceptedCount: 0 });
    const product = demoProductIds(FIXTURE_TENANTS.find((tenant) => tenant.id === TENANT)!)[1];
    expect((await post(t, token, `/api/products/${encodeURIComponent(product)}/bookmark`)).statusCode).toBe(200);
    expect((await me(t, token)).json().data.bookmarkedProducts).toEqual([product]);

    const friend = '+97688120015';
    await t.call(TENANT, { method: 'POST', url: '/api/auth/code', payload: { phone: friend } });
    const signUp = await t.call(TENANT, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { phone: friend, code: await t.lastCode(TENANT, friend), referralCode: before.referralCode },
    });
    expect(signUp.statusCode).toBe(200);
    expect((await me(t, token)).json().data.referralAcceptedCount).toBe(1);
  });

  it('moves a merchant’s promotion into the member’s "my" section at once when they join', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120016');
    const merchant = `${TENANT}-m05`;
    await t.db.db.insert(promotions).values({
      id: 'promo-joined-later',
      tenantId: TENANT,
      merchantId: merchant,
      title: 'joined later',
      createdAt: new Date(),
    });
    expect(await myPromotionTitles(t, token)).not.toContain('joined later');
    expect((await post(t, token, `/api/merchants/${merchant}/join`, { isTermChecked: true })).statusCode).toBe(200);
    expect(await myPromotionTitles(t, token)).toContain('joined later');
  });

  it('shows a join at once in My Rewards', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120012');
    const merchant = `${TENANT}-m04`;
    expect(await rewardMerchantIds(t, token)).not.toContain(merchant);
    const joined = await post(t, token, `/api/merchants/${merchant}/join`, { isTermChecked: true });
    expect(joined.statusCode).toBe(200);
    expect(await rewardMerchantIds(t, token)).toContain(merchant);
  });
});

// PGlite is one process's embedded database: a second "process" is the same instance, so this runs there too, but
// only PostgreSQL proves the LISTEN/NOTIFY path.
describe('across two server processes on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestAppOnSameDatabase(t);
  });
  afterAll(() => second.close());

  it('a logout through one process is refused by the other as soon as it hears of it', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688120020');
    expect((await me(second, token)).statusCode).toBe(200);
    expect((await post(t, token, '/api/auth/logout')).statusCode).toBe(200);
    const status = await eventually(
      async () => (await me(second, token)).statusCode,
      (code) => code === 401,
    );
    expect(status).toBe(401);
  });

  it('marking read through one process shows in the other’s cached unread count', async () => {
    const { token, user } = await t.signUpMember(TENANT, '+97688120021');
    await addNotification(t, user._id, 'to read');
    expect(await unreadCount(second, token)).toBeGreaterThan(0);
    expect((await post(t, token, '/api/notifications/read', { ids: [] })).statusCode).toBe(200);
    const count = await eventually(
      () => unreadCount(second, token),
      (n) => n === 0,
    );
    expect(count).toBe(0);
  });

  it('a notification and a join through one process show in the other’s kept pages and My Rewards', async () => {
    const { token, user } = await t.signUpMember(TENANT, '+97688120022');
    expect(await notificationTitles(second, token)).toEqual([]);
    expect(await rewardMerchantIds(second, token)).toEqual([]);
    await addNotification(t, user._id, 'seen across');
    expect((await post(t, token, `/api/merchants/${TENANT}-m03/join`, { isTermChecked: true })).statusCode).toBe(200);
    const seen = await eventually(
      async () => [await notificationTitles(second, token), await rewardMerchantIds(second, token)],
      ([titles, merchantIds]) => titles.length > 0 && merchantIds.length > 0,
    );
    expect(seen).toEqual([['seen across'], [`${TENANT}-m03`]]);
  });
});
