import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/build-test-app';
import type { DbHandle } from './client';
import { StatementOnce } from './statement-once';

// On PGlite, or on PostgreSQL with TEST_DATABASE_URL (named statements on pooled connections).
let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('builds its text once and runs each call with that call’s values', async () => {
  let builds = 0;
  const doubled = new StatementOnce<{ n: number }, { doubled: number }>('test_statement_once_doubled', () => {
    builds += 1;
    return sql`select (${sql.placeholder('n')}::int * 2) as doubled`;
  });
  const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => doubled.rows(handle.db, { n })));
  expect(answers.map(([row]) => Number(row.doubled))).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
  expect(builds).toBe(1);
});

it('runs inside the transaction it is given, not on another connection', async () => {
  const setting = new StatementOnce<object, { value: string | null }>(
    'test_statement_once_setting',
    () => sql`select current_setting('livery.test', true) as value`,
  );
  const seen = await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('livery.test', 'in this transaction', true)`);
    return setting.rows(tx, {});
  });
  expect(seen).toEqual([{ value: 'in this transaction' }]);
  const outside = await setting.rows(handle.db, {});
  expect(outside[0].value ?? '').toBe('');
});
