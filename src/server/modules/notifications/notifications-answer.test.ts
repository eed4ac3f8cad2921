// Issue 14: a member's pages of notifications are kept as bytes per member (ctx.memberNotifications,
// lib/public-answer.ts). Each is the very bytes the route builds for that member, and a notification written (by a
// request or outside any), marked read, or its merchant's logo changed shows on the member's very next read, while
// each member keeps seeing only their own.
import { eq } from 'drizzle-orm';
import { merchants, notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import { useTestApp } from '../../test-support/build-test-app';
import { claimFreshReceipt, expectKeptAnswers } from '../../test-support/kept-answers';

const TENANT = 'alpha';
const PAGE = '/api/notifications';
const t = useTestApp();

interface Shown {
  _id: string;
  title: string;
  isRead: boolean;
  merchant: { _id: string; logo: string | null } | null;
}

const read = async (token: string, url = PAGE) => {
  const res = await t.call(TENANT, { url, token });
  expect(res.statusCode).toBe(200);
  return res;
};
const shown = async (token: string, url = PAGE) => (await read(token, url)).json().data as Shown[];
const titles = async (token: string) => (await shown(token)).map((n) => n.title);
/** A notification written as another part of the server would: outside any request. */
const addNotification = async (userId: string, title: string, merchantId: string | null = null) => {
  const id = newId();
  await t.db.db
    .insert(notifications)
    .values({ id, tenantId: TENANT, userId, merchantId, type: 'merchant', title, createdAt: new Date() });
  return id;
};
const markRead = async (token: string, ids: string[]) => {
  const res = await t.call(TENANT, { method: 'POST', url: '/api/notifications/read', token, payload: { ids } });
  expect(res.statusCode).toBe(200);
};

it('serves a member’s warm pages without SQL, byte for byte what the route builds, and 304 to their ETags', async () => {
  const { token, user } = await t.signUpMember(TENANT, '+97688240001');
  await addNotification(user._id, 'kept news', TENANT);
  const urls = [PAGE, `${PAGE}?limit=5&sortBy=createdAt`];
  await expectKeptAnswers(t, { tenantId: TENANT, token, urls, caches: [t.app.ctx.memberNotifications] });
});

it('shows a notification written outside any request, and one marked read, at once', async () => {
  const { token, user } = await t.signUpMember(TENANT, '+97688240002');
  expect(await titles(token)).not.toContain('fresh news');
  const id = await addNotification(user._id, 'fresh news');
  expect(await shown(token)).toContainEqual(expect.objectContaining({ _id: id, isRead: false }));
  await markRead(token, [id]);
  expect(await shown(token)).toContainEqual(expect.objectContaining({ _id: id, isRead: true }));
});

it('shows a notification written in a transaction outside any request, even after a read made before it committed', async () => {
  const { token, user } = await t.signUpMember(TENANT, '+97688240006');
  expect(await titles(token)).not.toContain('late news');
  let readDuring: Promise<string[]> | undefined;
  await t.db.db.transaction(async (tx) => {
    await tx.insert(notifications).values({
      id: newId(),
      tenantId: TENANT,
      userId: user._id,
      type: 'merchant',
      title: 'late news',
      createdAt: new Date(),
    });
    // On PostgreSQL this read runs on another connection and loads the rows as they were before the commit; PGlite
    // has one connection, so there it waits for the commit.
    readDuring = titles(token);
    if (t.db.kind === 'postgres') expect(await readDuring).not.toContain('late news');
  });
  await readDuring;
  expect(await titles(token)).toContain('late news');
});

it('shows the notification of the member’s own claim at once, on every page kept', async () => {
  const token = await t.demoToken(TENANT);
  const firstPages = [PAGE, `${PAGE}?limit=5`];
  const before = await Promise.all(firstPages.map((url) => read(token, url)));
  await claimFreshReceipt(t, TENANT, token, 15);
  for (const [i, url] of firstPages.entries()) {
    const after = await read(token, url);
    expect(after.json().total).toBeGreaterThan(before[i].json().total);
    expect((after.json().data as Shown[])[0]).toMatchObject({ isRead: false, merchant: { _id: TENANT } });
  }
});

it('shows a merchant’s new logo at once', async () => {
  const { token, user } = await t.signUpMember(TENANT, '+97688240003');
  const merchant = `${TENANT}-m03`;
  await addNotification(user._id, 'from m03', merchant);
  expect((await shown(token))[0].merchant).toMatchObject({ _id: merchant });
  await t.db.db.update(merchants).set({ logo: '/media/new-logo.png' }).where(eq(merchants.id, merchant));
  expect((await shown(token))[0].merchant).toMatchObject({ _id: merchant, logo: '/media/new-logo.png' });
});

it('keeps each member’s page their own', async () => {
  const first = await t.signUpMember(TENANT, '+97688240004');
  const second = await t.signUpMember(TENANT, '+97688240005');
  expect(await titles(second.token)).toEqual([]);
  await addNotification(first.user._id, 'for the first member only');
  expect(await titles(first.token)).toEqual(['for the first member only']);
  expect(await titles(second.token)).toEqual([]);
  await markRead(first.token, []);
  expect(await titles(second.token)).toEqual([]);
});
