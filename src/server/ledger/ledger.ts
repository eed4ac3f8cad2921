/**
 * The one writer of balances (issue 10). Every movement of a member's points or store credit is `post`ed here: the
 * entry is appended to `ledger_entries` and the cached balance on `memberships` moves by the same amount in the same
 * transaction, so for every member, at every commit, ledger sum = balance (`ledgerMismatches` checks it).
 *
 * A debit is guarded in SQL: a conditional UPDATE of the membership row moves the balance only when it covers the
 * amount (points: the active points, i.e. the cache minus points not yet available), so parallel debits queue on the
 * row and none overdraws; the entry is appended by the same statement (see `post`). Store credit may go below zero only when the caller passes
 * `overdraft: 'allow'` (the merchant allows negative credit and has not closed credit: `creditOverdraft`).
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { WalletAsset } from '../../shared/api/money';
import type { LedgerKind } from '../../shared/api/wallet';
import { fromCents } from '../../shared/rules/money';
import type { DbOrTx, Tx } from '../db/client';
import { ledgerEntries, memberships } from '../db/schema';
import { centsOfNumeric, timestamptz } from '../db/sql-values';
import { AppError } from '../lib/app-error';
import { newId } from '../lib/ids';

export interface MemberAt {
  tenantId: string;
  userId: string;
  merchantId: string;
}

export interface EntryInput extends MemberAt {
  asset: WalletAsset;
  kind: LedgerKind;
  /** Signed cents (hundredths of a point for points): credits positive, debits negative, never 0. */
  amountCents: number;
  /** Who moved it: member:<id>, register:<id>, system, seed, dev. */
  actor: string;
  at: Date;
  /** Points usable only from this time (defaults to `at`). */
  availableAt?: Date;
  reference?: string | null;
  counterpartUserId?: string | null;
  voidsEntryId?: string | null;
  posAmountCents?: number | null;
  idempotencyKey?: string | null;
  /** Debits of store credit: 'allow' lets the balance go below zero (see creditOverdraft). */
  overdraft?: 'refuse' | 'allow';
  /** A fixed id (seed data); a random one otherwise. */
  id?: string;
}

/** The balance does not cover a debit; callers answer it in their own words (seed 001 §8). */
export class InsufficientBalance extends AppError {
  constructor(readonly asset: WalletAsset) {
    super(409, 'INSUFFICIENT_BALANCE', `${asset === 'points' ? 'Points' : 'Store credit'} do not cover this amount`);
  }
}

export class NotAMember extends AppError {
  constructor() {
    super(403, 'NOT_JOINED', 'Not joined to merchant');
  }
}

const ofMember = (m: MemberAt) =>
  and(eq(memberships.tenantId, m.tenantId), eq(memberships.userId, m.userId), eq(memberships.merchantId, m.merchantId));

const balanceColumn = (asset: WalletAsset) =>
  asset === 'points' ? memberships.loyaltyBalance : memberships.storeValueBalance;

/**
 * Points of a member at a merchant that are not usable yet at `now` (SQL, so a guard can subtract them). Only credits
 * wait: a debit counts at once, whatever its time (a parallel request's clock may run ahead of this one's).
 */
function pendingPointsSql(m: MemberAt, now: Date): SQL<string> {
  return sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
    where ${ledgerEntries.tenantId} = ${m.tenantId} and ${ledgerEntries.userId} = ${m.userId}
      and ${ledgerEntries.merchantId} = ${m.merchantId} and ${ledgerEntries.asset} = 'points'
      and ${ledgerEntries.amount} > 0 and ${ledgerEntries.availableAt} > ${timestamptz(now)})`;
}

/**
 * Locks the memberships of several members at one merchant in one order (by user id), so two gifts in opposite
 * directions queue instead of deadlocking. Answers the user ids that are members.
 */
export async function lockMembers(tx: Tx, at: Omit<MemberAt, 'userId'>, userIds: readonly string[]) {
  const found = new Set<string>();
  for (const userId of [...new Set(userIds)].sort()) {
    const rows = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(ofMember({ ...at, userId }))
      .for('no key update');
    if (rows.length > 0) found.add(userId);
  }
  return found;
}

/** Whether the member has joined the merchant (asked only to tell why a debit moved nothing). */
async function isMember(tx: Tx, m: MemberAt): Promise<boolean> {
  const rows = await tx.select({ userId: memberships.userId }).from(memberships).where(ofMember(m));
  return rows.length > 0;
}

/**
 * Appends an entry and moves the cached balance with it; answers the entry id and the new cached balance (cents;
 * for points the cache includes points not yet available). Throws NotAMember when the member has not joined the
 * merchant, InsufficientBalance when a guarded debit is not covered: nothing is written then.
 *
 * One statement (issue 14: a statement is the cost on PGlite): the balance update and the entry's insert are one
 * data-modifying CTE, the entry written only when the update moved a row. The update locks the membership row, and
 * a guard on the row alone (store credit) is checked again by PostgreSQL on the row's newest version once a parallel
 * writer commits, so parallel debits queue and none overdraws. A points debit's guard also reads the member's
 * pending credits from `ledger_entries`, which one statement sees only as of its start: so the row is locked first,
 * by a statement of its own, and the guarded update, a later statement, sees every entry committed before the lock.
 */
export async function post(tx: Tx, entry: EntryInput): Promise<{ entryId: string; balanceCents: number }> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)
    throw new RangeError(`ledger.post: amountCents must be a non-zero integer, got ${entry.amountCents}`);
  const column = balanceColumn(entry.asset);
  const guarded = entry.amountCents < 0 && entry.overdraft !== 'allow';
  if (guarded && entry.asset === 'points' && (await lockMembers(tx, entry, [entry.userId])).size === 0)
    throw new NotAMember();
  const amount = fromCents(entry.amountCents);
  const debit = fromCents(-entry.amountCents);
  const guard = !guarded
    ? sql`true`
    : entry.asset === 'points'
      ? sql`${column} - ${pendingPointsSql(entry, entry.at)} >= ${debit}`
      : sql`${column} >= ${debit}`;
  const entryId = entry.id ?? newId();
  const result = await tx.execute(sql`
    with moved as (
      update ${memberships} set ${sql.identifier(column.name)} = ${column} + ${amount}
      where ${ofMember(entry)} and ${guard}
      returning ${column} as balance
    ), appended as (
      insert into ${ledgerEntries} (id, tenant_id, merchant_id, user_id, asset, kind, amount, reference,
        counterpart_user_id, voids_entry_id, pos_amount, idempotency_key, actor, created_at, available_at)
      select ${entryId}, ${entry.tenantId}, ${entry.merchantId}, ${entry.userId}, ${entry.asset}, ${entry.kind},
        ${amount}::numeric, ${entry.reference ?? null}, ${entry.counterpartUserId ?? null}, ${entry.voidsEntryId ?? null},
        ${entry.posAmountCents == null ? null : fromCents(entry.posAmountCents)}::numeric, ${entry.idempotencyKey ?? null},
        ${entry.actor}, ${timestamptz(entry.at)}, ${timestamptz(entry.availableAt ?? entry.at)}
      from moved
    )
    select balance::text as balance from moved`);
  const [moved] = (result as unknown as { rows: { balance: string }[] }).rows;
  if (!moved) {
    // Nothing moved: no membership, or a membership whose balance does not cover the guarded debit.
    if (!guarded || !(await isMember(tx, entry))) throw new NotAMember();
    throw new InsufficientBalance(entry.asset);
  }
  return { entryId, balanceCents: centsOfNumeric(moved.balance) };
}

export interface MemberBalances {
  /** Points usable now, cents. */
  activePointCents: number;
  /** Points earned but not usable yet, cents. */
  inactivePointCents: number;
  /** When the next inactive points become usable, and how many. */
  nextAvailable: { at: Date; pointCents: number } | null;
  creditCents: number;
}

/** A member's balances at a merchant at `now`; null when they have not joined it. */
export async function balancesOf(db: DbOrTx, m: MemberAt, now: Date): Promise<MemberBalances | null> {
  const [membership] = await db
    .select({ points: memberships.loyaltyBalance, credit: memberships.storeValueBalance })
    .from(memberships)
    .where(ofMember(m));
  if (!membership) return null;
  const pending = await db
    .select({ at: ledgerEntries.availableAt, amount: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, m.tenantId),
        eq(ledgerEntries.userId, m.userId),
        eq(ledgerEntries.merchantId, m.merchantId),
        eq(ledgerEntries.asset, 'points'),
        gt(ledgerEntries.amount, '0'),
        gt(ledgerEntries.availableAt, now),
      ),
    )
    .groupBy(ledgerEntries.availableAt)
    .orderBy(ledgerEntries.availableAt);
  const inactivePointCents = pending.reduce((sum, p) => sum + centsOfNumeric(p.amount), 0);
  return {
    activePointCents: centsOfNumeric(membership.points) - inactivePointCents,
    inactivePointCents,
    nextAvailable: pending[0] ? { at: pending[0].at, pointCents: centsOfNumeric(pending[0].amount) } : null,
    creditCents: centsOfNumeric(membership.credit),
  };
}
