import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/build-test-app';
import { afterCommit } from './after-commit';
import type { DbHandle } from './client';

// On PGlite, or on PostgreSQL with TEST_DATABASE_URL: the same rule for both drivers' transactions.
let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

it('runs a callback only once its transaction has committed', async () => {
  const ran: string[] = [];
  await handle.db.transaction(async (tx) => {
    afterCommit(tx, () => void ran.push('after'));
    await tx.execute(sql`select 1`);
    await settle();
    ran.push('work done');
  });
  await settle();
  expect(ran).toEqual(['work done', 'after']);
});

it('drops the callbacks of a transaction that rolls back, and of a savepoint that does', async () => {
  const ran: string[] = [];
  await expect(
    handle.db.transaction(async (tx) => {
      afterCommit(tx, () => void ran.push('rolled back'));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  await handle.db.transaction(async (tx) => {
    afterCommit(tx, () => void ran.push('outer'));
    await tx.transaction(async (inner) => afterCommit(inner, () => void ran.push('nested kept')));
    await tx
      .transaction(async (inner) => {
        afterCommit(inner, () => void ran.push('nested rolled back'));
        throw new Error('savepoint refused');
      })
      .catch(() => undefined);
    await settle();
    expect(ran).toEqual([]);
  });
  await settle();
  expect(ran).toEqual(['outer', 'nested kept']);
});

it('outside a transaction runs at once; a failing callback never fails the committed work', async () => {
  const ran: string[] = [];
  afterCommit(handle.db, () => void ran.push('now'));
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const result = await handle.db.transaction(async (tx) => {
    afterCommit(tx, () => {
      throw new Error('socket gone');
    });
    return 'committed';
  });
  await settle();
  expect([result, ran]).toEqual(['committed', ['now']]);
  expect(errors).toHaveBeenCalledWith('a callback after commit failed', expect.any(Error));
  errors.mockRestore();
});
