/**
 * Idempotency keys for money routes (issue 10; the ordering and payment routes use the same helper): the request
 * names a key (`Idempotency-Key` header), the key is stored per tenant, owner (member:<id>, register:<id>) and key
 * with a fingerprint of the request and the answer of its first success.
 *
 * - The key row is inserted first, in the transaction that does the work: a second request with the same key waits
 *   on the unique index until the first commits (then answers its stored answer) or rolls back (then does the work
 *   itself). So a key applies once, across requests, restarts and server processes on one database.
 * - The same key with another request (another route, path or body) is refused with 409 IDEMPOTENCY_KEY_REUSED.
 * - A request that fails keeps nothing: its key is free again, so correcting a mistake may reuse it. Work that must
 *   commit something and still fail (a wrong confirmation code counts an attempt) returns `refuse(error)`.
 * - Work that holds a contended lock at its end (a placement's daily number) may store its answer early with
 *   `storeAnswer`, sent beside its last statement, so the key's write is not one more round trip under that lock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { runValue as value, StatementOnce } from '../db/statement-once';
import { AppError } from './app-error';
import { sha256 } from './ids';

export interface IdempotencyScope {
  tenantId: string;
  /** Whose key it is: member:<userId> or register:<registerId>. */
  owner: string;
  key: string;
}

/** What the work returns to fail after committing its side effects (the key is released). */
export class Refusal {
  constructor(readonly error: AppError) {}
}
export const refuse = (error: AppError): Refusal => new Refusal(error);

export interface IdempotentAnswer<T> {
  value: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** JSON with object keys sorted, so the same body written in another key order has the same fingerprint. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const keyReused = () =>
  new AppError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request: send a new key for a new action',
    'idempotency-key',
  );

/**
 * Stores `value` as the key's answer now, in the work's transaction (a statement; it may be sent `together` with
 * another). The answer kept is always what the work returns: when that is another value, it is stored again after.
 */
export type StoreAnswer<T> = (value: T) => Promise<void>;

const ofKeyValues = sql`${idempotencyKeys.tenantId} = ${value('tenantId')} and ${idempotencyKeys.owner} = ${value('owner')}
  and ${idempotencyKeys.key} = ${value('key')}`;

// The key's two statements on every keyed request, built once (StatementOnce, issue 14: a placement's main-thread time).
const claimKeyStatement = new StatementOnce<
  IdempotencyScope & { requestHash: string; statusCode: number; now: string },
  { key: string }
>(
  'idempotency_key_claim',
  () => sql`
    insert into ${idempotencyKeys} (tenant_id, owner, key, request_hash, status_code, response, created_at)
    values (${value('tenantId')}, ${value('owner')}, ${value('key')}, ${value('requestHash')},
      ${value('statusCode')}::integer, '{}'::jsonb, ${value('now')}::timestamptz)
    on conflict do nothing
    returning key`,
);

const storeAnswerStatement = new StatementOnce<IdempotencyScope & { response: string }, never>(
  'idempotency_key_answer',
  () => sql`update ${idempotencyKeys} set response = ${value('response')}::jsonb where ${ofKeyValues}`,
);

/**
 * Runs `work` once per key. `request` is what makes two requests the same (route, path parameters, body, and any
 * party the answer depends on); `statusCode` is recorded with the answer.
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  request: unknown,
  options: { now: Date; statusCode?: number },
  work: (tx: Tx, storeAnswer: StoreAnswer<T>) => Promise<T | Refusal>,
): Promise<IdempotentAnswer<T>> {
  const requestHash = sha256(canonicalJson(request));
  const ofKey = and(
    eq(idempotencyKeys.tenantId, scope.tenantId),
    eq(idempotencyKeys.owner, scope.owner),
    eq(idempotencyKeys.key, scope.key),
  );
  const outcome = await db.transaction(async (tx): Promise<IdempotentAnswer<T> | Refusal> => {
    const claimed = await claimKeyStatement.rows(tx, {
      ...scope,
      requestHash,
      statusCode: options.statusCode ?? 200,
      now: options.now.toISOString(),
    });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(ofKey);
      if (!stored) throw new AppError(409, 'CONCURRENT_UPDATE', 'The same key is being used right now: try again');
      if (stored.requestHash !== requestHash) throw keyReused();
      return { value: stored.response as T, replayed: true };
    }
    let stored: { value: T } | undefined;
    const storeAnswer: StoreAnswer<T> = async (answer) => {
      await storeAnswerStatement.rows(tx, { ...scope, response: JSON.stringify(answer) });
      stored = { value: answer };
    };
    const result = await work(tx, storeAnswer);
    if (result instanceof Refusal) {
      await tx.delete(idempotencyKeys).where(ofKey);
      return result;
    }
    if (stored?.value !== result) await storeAnswer(result);
    return { value: result, replayed: false };
  });
  if (outcome instanceof Refusal) throw outcome.error;
  return outcome;
}
