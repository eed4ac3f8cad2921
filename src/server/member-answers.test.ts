// Issue 14: a member's merchant page, home list and promotions are kept as bytes per member (ctx.memberAnswers,
// lib/public-answer.ts), and GET /me in the member reads. They are the very bytes the route builds for that member,
// and every write that changes them — the member's own follow, unfollow, join or purchase, another member's follow
// (the follower count), the merchant edited — shows on the member's very next read.
import { eq } from 'drizzle-orm';
import { merchants } from './db/schema';
import { useTestApp } from './test-support/build-test-app';
import { claimFreshReceipt, expectKeptAnswers } from './test-support/kept-answers';

const TENANT = 'alpha';
const MERCHANT = `${TENANT}-m04`;
const PAGE = `/api/merchants/${MERCHANT}`;
const LIST = '/api/merchants?limit=50';
const t = useTestApp();

interface Shown {
  _id: string;
  description: string;
  isFollowed: boolean;
  followedCount: number;
  joined: boolean;
  loyaltyBalance?: number;
}

const read = async (url: string, token: string) => {
  const res = await t.call(TENANT, { url, token });
  expect(res.statusCode).toBe(200);
  return res;
};
const page = async (token: string, url = PAGE) => (await read(url, token)).json().data as Shown;
const listed = async (token: string) =>
  ((await read(LIST, token)).json().data as Shown[]).find((m) => m._id === MERCHANT)!;
/** Both answers, read once to keep them (so the next read after a write proves it was cleared). */
const both = async (token: string) => ({ page: await page(token), listed: await listed(token) });

const follow = async (token: string, on: boolean) => {
  const res = await t.call(TENANT, { method: 'POST', url: `${PAGE}/${on ? 'follow' : 'unfollow'}`, token });
  expect(res.statusCode).toBe(200);
};

it('serves a member’s warm page and list without SQL, byte for byte what the route builds for them', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220001');
  await follow(token, true);
  await expectKeptAnswers(t, { tenantId: TENANT, token, urls: [PAGE, LIST], caches: [t.app.ctx.memberAnswers] });
});

it('serves a member’s warm promotions and GET /me without SQL, byte for byte what the routes build for them', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220007');
  await follow(token, true);
  await expectKeptAnswers(t, {
    tenantId: TENANT,
    token,
    urls: ['/api/feed/promotions?section=my', '/api/feed/promotions?section=other', '/api/me'],
    caches: [t.app.ctx.memberAnswers, t.app.ctx.memberReads],
  });
});

it('shows the member’s follow and unfollow at once, and keeps each member’s answer their own', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220002');
  const { token: other } = await t.signUpMember(TENANT, '+97688220003');
  const before = await both(token);
  await both(other);
  expect([before.page.isFollowed, before.listed.isFollowed]).toEqual([false, false]);

  await follow(token, true);
  expect(await both(token)).toMatchObject({
    page: { isFollowed: true, followedCount: before.page.followedCount + 1 },
    listed: { isFollowed: true, followedCount: before.page.followedCount + 1 },
  });
  // The other member's kept answers: the count moved for everyone, the follow is the first member's alone.
  expect(await both(other)).toMatchObject({
    page: { isFollowed: false, followedCount: before.page.followedCount + 1 },
    listed: { isFollowed: false, followedCount: before.page.followedCount + 1 },
  });

  await follow(token, false);
  expect(await both(token)).toMatchObject({
    page: { isFollowed: false, followedCount: before.page.followedCount },
    listed: { isFollowed: false, followedCount: before.page.followedCount },
  });
});

it('shows a join at once in the member’s page and list', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220004');
  await both(token);
  const joined = await t.call(TENANT, { method: 'POST', url: `${PAGE}/join`, token, payload: { isTermChecked: true } });
  expect(joined.statusCode).toBe(200);
  expect(await both(token)).toMatchObject({ page: { joined: true }, listed: { joined: true } });
});

it('shows a purchase’s points at once in the member’s page of that merchant', async () => {
  // The dev receipts are the tenant's own merchant's, which the demo member has joined.
  const token = await t.demoToken(TENANT);
  const ownPage = `/api/merchants/${TENANT}`;
  const before = await page(token, ownPage);
  const claimed = await claimFreshReceipt(t, TENANT, token, 20);
  expect((await page(token, ownPage)).loyaltyBalance).toBe(claimed.loyaltyBalance);
  expect(claimed.loyaltyBalance).toBeGreaterThan(before.loyaltyBalance!);
});

it('shows the merchant edited at once in every member’s page and list', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220005');
  await both(token);
  await t.db.db.update(merchants).set({ description: 'Edited for the cache test' }).where(eq(merchants.id, MERCHANT));
  expect(await both(token)).toMatchObject({
    page: { description: 'Edited for the cache test' },
    listed: { description: 'Edited for the cache test' },
  });
});

it('answers a member holding their answer 304, and a new ETag once it changed', async () => {
  const { token } = await t.signUpMember(TENANT, '+97688220006');
  const etag = (await read(PAGE, token)).headers.etag as string;
  const held = await t.call(TENANT, { url: PAGE, token, headers: { 'if-none-match': etag } });
  expect([held.statusCode, held.body]).toEqual([304, '']);
  await follow(token, true);
  const after = await t.call(TENANT, { url: PAGE, token, headers: { 'if-none-match': etag } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(etag);
});
