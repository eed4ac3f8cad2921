import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import { atOnce, times } from '../../test-support/concurrency';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from '../../test-support/build-test-app';
import { unreadMismatches } from './unread-check';

// Issue 14: each member's unread count is kept in `unread_notifications` by triggers on `notifications` (migration
// 0010), so it must equal the count of their unread rows after anything writes them, however many at once — on the
// database the suite runs on (PGlite by default, PostgreSQL with TEST_DATABASE_URL), from two server processes.
let t: TestApp;
let other: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestAppOnSameDatabase(t);
  token = await t.demoToken('alpha');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const MEMBER = 'alpha-demo-member';
const unreadCount = async (app: TestApp) =>
  (await app.call('alpha', { method: 'GET', url: '/api/notifications/unread-count', token })).json().data
    .count as number;
const markRead = (app: TestApp, ids: string[]) =>
  app.call('alpha', { method: 'POST', url: '/api/notifications/read', payload: { ids }, token });
const rowsOf = async (where: ReturnType<typeof sql>) =>
  (await t.db.db.execute(
    sql`select id from notifications where user_id = ${MEMBER} and ${where} order by id`,
  )) as unknown as { rows: { id: string }[] };
const countedUnread = async () =>
  Number(
    (
      (await t.db.db.execute(
        sql`select count(*) as n from notifications where user_id = ${MEMBER} and not is_read`,
      )) as unknown as { rows: { n: string | number }[] }
    ).rows[0].n,
  );

async function freshReceipts(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await t.call('alpha', { method: 'POST', url: '/api/dev/receipts', payload: { total: 12.5 } });
    expect(res.statusCode).toBe(200);
    ids.push(res.json().data.redeemId as string);
  }
  return ids;
}

afterEach(async () => {
  expect(await unreadMismatches(t.db.db)).toEqual([]);
});

it('starts from the seeded notifications: every member’s kept count is their count', async () => {
  expect(await countedUnread()).toBeGreaterThan(0);
  expect(await unreadCount(t)).toBe(await countedUnread());
});

it('50 claims, 25 marked read one by one and a mark-all at once, from two servers: the count is the rows’ count', async () => {
  const older = (await rowsOf(sql`not is_read`)).rows.map((r) => r.id);
  const receipts = await freshReceipts(50);
  const app = (i: number) => (i % 2 ? other : t);
  const claims = times(50, (i) =>
    app(i).call('alpha', { method: 'POST', url: '/api/receipts/claim', payload: { redeemId: receipts[i] }, token }),
  );
  const reads = times(25, (i) => markRead(app(i), older.length ? [older[i % older.length]] : []));
  const burst = await atOnce([...claims, ...reads, () => markRead(other, [])]);
  expect(burst.tally).toEqual({ 200: 76 });
  expect(await unreadCount(t)).toBe(await countedUnread());
});

it('pushes, after each claim, the member’s count with the claim’s own notifications', async () => {
  expect((await markRead(t, [])).statusCode).toBe(200);
  const pushed = jest.spyOn(t.app.ctx.realtime, 'toUser');
  try {
    for (const redeemId of await freshReceipts(5)) {
      pushed.mockClear();
      const res = await t.call('alpha', { method: 'POST', url: '/api/receipts/claim', payload: { redeemId }, token });
      expect(res.statusCode).toBe(200);
      const counts = pushed.mock.calls.filter(([, event]) => event === REALTIME_EVENTS.unreadCount);
      expect(counts).toEqual([[MEMBER, REALTIME_EVENTS.unreadCount, { count: await countedUnread() }]]);
    }
  } finally {
    pushed.mockRestore();
  }
  expect(await countedUnread()).toBeGreaterThanOrEqual(5);
});

it('follows any write to notifications: unread again, moved to another member, deleted, the member deleted', async () => {
  const db = t.db.db;
  const [read] = (await rowsOf(sql`is_read`)).rows;
  await db.execute(sql`update notifications set is_read = false where id = ${read.id}`);
  expect(await unreadMismatches(db)).toEqual([]);
  const [unread] = (await rowsOf(sql`not is_read`)).rows;
  await db.execute(sql`update notifications set user_id = 'alpha-demo-friend' where id = ${unread.id}`);
  expect(await unreadMismatches(db)).toEqual([]);
  await db.execute(sql`delete from notifications where id in (select id from notifications where user_id = ${MEMBER}
    order by id limit 5)`);
  expect(await unreadMismatches(db)).toEqual([]);
  const phone = `+97688${String(Date.now()).slice(-6)}`;
  const { user } = await t.signUpMember('alpha', phone);
  await db.execute(sql`insert into notifications (id, tenant_id, user_id, type, title, created_at)
    values (${randomUUID()}, 'alpha', ${user._id}, 'posTransaction', 'one', now()),
      (${randomUUID()}, 'alpha', ${user._id}, 'posTransaction', 'two', now())`);
  expect(await unreadMismatches(db)).toEqual([]);
  await db.execute(sql`delete from users where id = ${user._id}`);
  expect(await unreadMismatches(db)).toEqual([]);
});
