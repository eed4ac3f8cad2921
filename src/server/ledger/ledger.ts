/**
 * The one writer of balances (issue 10). Every movement of a member's points or store credit is `post`ed here: the
 * entry is appended to `ledger_entries` and the cached balance on `memberships` moves by the same amount in the same
 * transaction, so for every member, at every commit, ledger sum = balance (`ledgerMismatches` checks it).
 *
 * A debit is guarded in SQL: the membership row is locked, then a conditional UPDATE moves the balance only when it
 * covers the amount (points: the active points, i.e. the cache minus points not yet available), so parallel debits
 * queue on the row and none overdraws. Store credit may go below zero only when the caller passes
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

/**
 * Appends an entry and moves the cached balance with it; answers the entry id and the new cached balance (cents;
 * for points the cache includes points not yet available). Throws NotAMember when the member has not joined the
 * merchant, InsufficientBalance when a guarded debit is not covered: nothing is written then.
 */
export async function post(tx: Tx, entry: EntryInput): Promise<{ entryId: string; balanceCents: number }> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)
    throw new RangeError(`ledger.post: amountCents must be a non-zero integer, got ${entry.amountCents}`);
  const column = balanceColumn(entry.asset);
  const locked = await lockMembers(tx, entry, [entry.userId]);
  if (locked.size === 0) throw new NotAMember();
  const amount = fromCents(entry.amountCents);
  const debit = fromCents(-entry.amountCents);
  let guard: SQL | undefined;
  if (entry.amountCents < 0 && entry.overdraft !== 'allow') {
    guard =
      entry.asset === 'points'
        ? sql`${column} - ${pendingPointsSql(entry, entry.at)} >= ${debit}`
        : sql`${column} >= ${debit}`;
  }
  const [moved] = await tx
    .update(memberships)
    .set(
      entry.asset === 'points'
        ? { loyaltyBalance: sql`${column} + ${amount}` }
        : { storeValueBalance: sql`${column} + ${amount}` },
    )
    .where(and(ofMember(entry), guard))
    .returning({ balance: column });
  if (!moved) throw new InsufficientBalance(entry.asset);
  const entryId = entry.id ?? newId();
  await tx.insert(ledgerEntries).values({
    id: entryId,
    tenantId: entry.tenantId,
    merchantId: entry.merchantId,
    userId: entry.userId,
    asset: entry.asset,
    kind: entry.kind,
    amount,
    reference: entry.reference ?? null,
    counterpartUserId: entry.counterpartUserId ?? null,
    voidsEntryId: entry.voidsEntryId ?? null,
    posAmount: entry.posAmountCents == null ? null : fromCents(entry.posAmountCents),
    idempotencyKey: entry.idempotencyKey ?? null,
    actor: entry.actor,
    createdAt: entry.at,
    availableAt: entry.availableAt ?? entry.at,
  });
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
