import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { openTestDatabase } from '../test-support/build-test-app';
import type { DbHandle } from '../db/client';
import { AppError } from './app-error';
import { canonicalJson, idempotent, refuse } from './idempotency';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const scope = (key: string) => ({ tenantId: 't1', owner: 'member:u1', key });
const now = new Date('2026-11-23T10:00:00Z');
const stored = (key: string) =>
  handle.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, 't1'), eq(idempotencyKeys.key, key)));

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined, so key order never changes the fingerprint', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"x":2,"y":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(null)).toBe('null');
  });
});

describe('idempotent', () => {
  it('runs the work once; a replay answers the stored answer', async () => {
    let runs = 0;
    const work = async () => ({ n: (runs += 1) });
    const first = await idempotent(handle.db, scope('k1'), { a: 1 }, { now }, work);
    const again = await idempotent(handle.db, scope('k1'), { a: 1 }, { now }, work);
    expect([first, again]).toEqual([
      { value: { n: 1 }, replayed: false },
      { value: { n: 1 }, replayed: true },
    ]);
    expect(runs).toBe(1);
  });

  it('keeps the answer the work stored early, and what it returns when that differs', async () => {
    const early = await idempotent<{ n: number }>(handle.db, scope('k8'), { a: 1 }, { now }, async (_tx, store) => {
      const answer = { n: 1 };
      await store(answer);
      return answer;
    });
    const changed = await idempotent<{ n: number }>(handle.db, scope('k9'), { a: 1 }, { now }, async (_tx, store) => {
      await store({ n: 1 });
      return { n: 2 };
    });
    expect([early.value, changed.value]).toEqual([{ n: 1 }, { n: 2 }]);
    expect((await stored('k8'))[0].response).toEqual({ n: 1 });
    expect((await stored('k9'))[0].response).toEqual({ n: 2 });
  });

  it('refuses the same key with another request', async () => {
    await idempotent(handle.db, scope('k2'), { a: 1 }, { now }, async () => ({ ok: true }));
    await expect(
      idempotent(handle.db, scope('k2'), { a: 2 }, { now }, async () => ({ ok: true })),
    ).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' });
  });

  it('a thrown error keeps nothing: the key is free again', async () => {
    await expect(
      idempotent(handle.db, scope('k3'), { a: 1 }, { now }, async () => {
        throw new AppError(409, 'NOPE', 'no');
      }),
    ).rejects.toMatchObject({ code: 'NOPE' });
    expect(await stored('k3')).toEqual([]);
    expect((await idempotent(handle.db, scope('k3'), { a: 2 }, { now }, async () => 'done')).value).toBe('done');
  });

  it('a refusal commits what the work wrote, releases the key and throws its error', async () => {
    await expect(
      idempotent(handle.db, scope('k4'), {}, { now }, async (tx) => {
        await tx
          .insert(idempotencyKeys)
          .values({ ...scope('witness'), requestHash: 'x', statusCode: 200, response: {}, createdAt: now });
        return refuse(new AppError(400, 'CODE_WRONG', 'Wrong code', 'code'));
      }),
    ).rejects.toMatchObject({ code: 'CODE_WRONG' });
    expect(await stored('k4')).toEqual([]);
    expect(await stored('witness')).toHaveLength(1);
  });

  it('keys are per owner: another member may use the same key', async () => {
    await idempotent(handle.db, scope('k5'), { a: 1 }, { now }, async () => 'first');
    const other = await idempotent(
      handle.db,
      { ...scope('k5'), owner: 'member:u2' },
      { a: 2 },
      { now },
      async () => 'x',
    );
    expect(other).toEqual({ value: 'x', replayed: false });
  });
});
