import { sql } from 'drizzle-orm';
import { atOnce } from '../../test-support/concurrency';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from '../../test-support/build-test-app';
import { purchaseTotalsMismatches } from './totals-check';

// Issue 14: each member's spend and purchase count at a merchant are kept in `purchase_totals` by triggers on
// `pos_transactions` (migration 0011), so they must equal the sum and count of the member's purchases there after
// anything writes them, however many at once — on the database the suite runs on (PGlite by default, PostgreSQL
// with TEST_DATABASE_URL), from two server processes.
let t: TestApp;
let other: TestApp;
let demo: string;
beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestAppOnSameDatabase(t);
  demo = await t.demoToken('alpha');
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const newMember = () => t.joinedMember('alpha');

async function freshReceipt(total: number): Promise<string> {
  const res = await t.call('alpha', { method: 'POST', url: '/api/dev/receipts', payload: { total } });
  expect(res.statusCode).toBe(200);
  return res.json().data.redeemId as string;
}

const usageAtAlpha = async (userId: string) =>
  (
    (await t.db.db.execute(
      sql`select amount::text as amount, purchases from purchase_totals where user_id = ${userId} and merchant_id = 'alpha'`,
    )) as unknown as { rows: { amount: string; purchases: number }[] }
  ).rows[0];

afterEach(async () => {
  expect(await purchaseTotalsMismatches(t.db.db)).toEqual([]);
});

it('starts from the seeded purchases: every member’s totals are their purchases', async () => {
  const seeded = (await t.db.db.execute(sql`select count(*)::int as n from purchase_totals`)) as unknown as {
    rows: { n: number }[];
  };
  expect(seeded.rows[0].n).toBeGreaterThan(0);
});

it('50 claims at once, 20 of one member and 30 of ten new members, from two servers: totals are the purchases', async () => {
  const members = await Promise.all(Array.from({ length: 10 }, () => newMember()));
  const callers = [...Array<string>(20).fill(demo), ...members.flatMap((m) => [m.token, m.token, m.token])];
  const receipts: string[] = [];
  for (let i = 0; i < callers.length; i += 1) receipts.push(await freshReceipt(10 + (i % 7)));
  const burst = await atOnce(
    callers.map(
      (token, i) => () =>
        (i % 2 ? other : t).call('alpha', {
          method: 'POST',
          url: '/api/receipts/claim',
          payload: { redeemId: receipts[i] },
          token,
        }),
    ),
  );
  expect(burst.tally).toEqual({ 200: 50 });
  for (const member of members) expect((await usageAtAlpha(member.user._id))?.purchases).toBe(3);
});

it('follows any write to pos_transactions: an amount corrected, a purchase moved, deleted, the member deleted', async () => {
  const db = t.db.db;
  const member = await newMember();
  for (const total of [12, 30])
    expect(
      (
        await t.call('alpha', {
          method: 'POST',
          url: '/api/receipts/claim',
          payload: { redeemId: await freshReceipt(total) },
          token: member.token,
        })
      ).statusCode,
    ).toBe(200);
  const userId = member.user._id;
  expect(await usageAtAlpha(userId)).toEqual({ amount: '42.00', purchases: 2 });
  const [first] = (
    (await db.execute(sql`select id from pos_transactions where user_id = ${userId} order by amount`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  await db.execute(sql`update pos_transactions set amount = 15 where id = ${first.id}`);
  expect(await usageAtAlpha(userId)).toEqual({ amount: '45.00', purchases: 2 });
  await db.execute(sql`update pos_transactions set merchant_id = 'alpha-m01' where id = ${first.id}`);
  expect(await usageAtAlpha(userId)).toEqual({ amount: '30.00', purchases: 1 });
  expect(await purchaseTotalsMismatches(db)).toEqual([]);
  await db.execute(sql`delete from pos_transactions where user_id = ${userId} and merchant_id = 'alpha'`);
  expect(await usageAtAlpha(userId)).toEqual({ amount: '0.00', purchases: 0 });
  expect(await purchaseTotalsMismatches(db)).toEqual([]);
  await db.execute(sql`delete from users where id = ${userId}`);
});
