/**
 * The one writer of balances (issue 10). Every movement of a member's points or store credit is `post`ed here: the
 * entry is appended to `ledger_entries` and the cached balance on `memberships` moves by the same amount in the same
 * transaction, so for every member, at every commit, ledger sum = balance (`ledgerMismatches` checks it). A movement
 * that goes with a row of the caller's (a reward paid once per earning) is posted by `PostIfWritten`, in the same
 * statement as that row's write.
 *
 * A debit is guarded in SQL: a conditional UPDATE of the membership row moves the balance only when it covers the
 * amount (points: the active points, i.e. the cache minus points not yet available), so parallel debits queue on the
 * row and none overdraws; the entry is appended by the same statement (see `post`). Store credit may go below zero only when the caller passes
 * `overdraft: 'allow'` (the merchant allows negative credit and has not closed credit: `creditOverdraft`).
 */
import { and, eq, gt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { WalletAsset } from '../../shared/api/money';
import type { LedgerKind } from '../../shared/api/wallet';
import { fromCents } from '../../shared/rules/money';
import type { DbOrTx, Tx } from '../db/client';
import { ledgerEntries, memberships } from '../db/schema';
import { centsOfNumeric } from '../db/sql-values';
import { StatementOnce } from '../db/statement-once';
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
 * Points of a member at a merchant that are not usable yet at the placeholder `at` (SQL, so a guard can subtract
 * them). Only credits wait: a debit counts at once, whatever its time (a parallel request's clock may run ahead of
 * this one's).
 */
const pendingPointsSql = sql<string>`(select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
    where ${ledgerEntries.tenantId} = ${sql.placeholder('tenantId')} and ${ledgerEntries.userId} = ${sql.placeholder('userId')}
      and ${ledgerEntries.merchantId} = ${sql.placeholder('merchantId')} and ${ledgerEntries.asset} = 'points'
      and ${ledgerEntries.amount} > 0 and ${ledgerEntries.availableAt} > ${sql.placeholder('at')}::timestamptz)`;

/** What a guarded debit checks before the balance moves: nothing (a credit, an allowed overdraft), or cover. */
type Guard = 'none' | 'covered';

/**
 * A write of the caller's that a post goes with (see `PostIfWritten`): a data-modifying statement that returns a row
 * for each row it wrote, named so that its post's statements are named apart.
 */
interface PriorWrite {
  name: string;
  build: () => SQL;
}

/**
 * The balance update and the entry's insert as one statement (see `post`), built once per asset and guard (issue 14:
 * drizzle built it on every post): each post's values go in as placeholders. With a prior write, the write runs
 * first in the same statement, and the balance moves (and the entry is appended) only when it wrote a row. Answers
 * one row: whether the prior write wrote (always, without one) and the new balance, null when nothing moved.
 */
function postStatement(asset: WalletAsset, guard: Guard, prior?: PriorWrite) {
  const column = balanceColumn(asset);
  const debit = sql.placeholder('debit');
  const covered =
    guard === 'none'
      ? sql`true`
      : asset === 'points'
        ? sql`${column} - ${pendingPointsSql} >= ${debit}`
        : sql`${column} >= ${debit}`;
  const member = sql`${memberships.tenantId} = ${sql.placeholder('tenantId')}
    and ${memberships.userId} = ${sql.placeholder('userId')}
    and ${memberships.merchantId} = ${sql.placeholder('merchantId')}`;
  const written = prior ? sql`exists (select from prior_write)` : sql`true`;
  const value = (name: keyof PostValues) => sql.placeholder(name);
  return new StatementOnce<PostValues, PostedRow>(
    prior ? `ledger_post_${asset}_${guard}_if_${prior.name}` : `ledger_post_${asset}_${guard}`,
    () => sql`
    with ${prior ? sql`prior_write as (${prior.build()}), ` : sql``}moved as (
      update ${memberships} set ${sql.identifier(column.name)} = ${column} + ${value('amount')}
      where ${member} and ${covered} and ${written}
      returning ${column} as balance
    ), appended as (
      insert into ${ledgerEntries} (id, tenant_id, merchant_id, user_id, asset, kind, amount, reference,
        counterpart_user_id, voids_entry_id, pos_amount, idempotency_key, actor, created_at, available_at)
      select ${value('entryId')}, ${value('tenantId')}, ${value('merchantId')}, ${value('userId')}, ${value('asset')},
        ${value('kind')}, ${value('amount')}::numeric, ${value('reference')}, ${value('counterpartUserId')},
        ${value('voidsEntryId')}, ${value('posAmount')}::numeric, ${value('idempotencyKey')}, ${value('actor')},
        ${value('at')}::timestamptz, ${value('availableAt')}::timestamptz
      from moved
    )
    select ${written} as written, (select balance::text from moved) as balance`,
  );
}

interface PostValues extends MemberAt {
  entryId: string;
  asset: WalletAsset;
  kind: LedgerKind;
  amount: string;
  debit: string;
  reference: string | null;
  counterpartUserId: string | null;
  voidsEntryId: string | null;
  posAmount: string | null;
  idempotencyKey: string | null;
  actor: string;
  at: string;
  availableAt: string;
}

interface PostedRow {
  written: boolean;
  balance: string | null;
}

type PostStatements = Record<WalletAsset, Record<Guard, ReturnType<typeof postStatement>>>;

/** Every asset's two post statements, after `prior` when given (each compiled on its first run). */
const postStatementsOf = (prior?: PriorWrite): PostStatements => ({
  points: { none: postStatement('points', 'none', prior), covered: postStatement('points', 'covered', prior) },
  credit: { none: postStatement('credit', 'none', prior), covered: postStatement('credit', 'covered', prior) },
});

const postStatements = postStatementsOf();

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

/** A posted entry: its id and the new cached balance (cents; for points the cache includes points not yet available). */
export interface Posted {
  entryId: string;
  balanceCents: number;
}

/** A post's statement, sent: its entry's id, whether its debit was guarded, and what the statement answered. */
interface SentPost extends PostedRow {
  entryId: string;
  guarded: boolean;
}

/**
 * Sends the entry's post statement of `statements` (with `more` values, a prior write's): the steps every post
 * shares. A guarded points debit locks the membership row first (see `post`).
 */
async function sendPost(
  tx: Tx,
  statements: PostStatements,
  entry: EntryInput,
  more: Record<string, unknown>,
): Promise<SentPost> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0)
    throw new RangeError(`ledger.post: amountCents must be a non-zero integer, got ${entry.amountCents}`);
  const guarded = entry.amountCents < 0 && entry.overdraft !== 'allow';
  if (guarded && entry.asset === 'points' && (await lockMembers(tx, entry, [entry.userId])).size === 0)
    throw new NotAMember();
  const entryId = entry.id ?? newId();
  const values: PostValues = {
    tenantId: entry.tenantId,
    userId: entry.userId,
    merchantId: entry.merchantId,
    entryId,
    asset: entry.asset,
    kind: entry.kind,
    amount: fromCents(entry.amountCents),
    debit: fromCents(-entry.amountCents),
    reference: entry.reference ?? null,
    counterpartUserId: entry.counterpartUserId ?? null,
    voidsEntryId: entry.voidsEntryId ?? null,
    posAmount: entry.posAmountCents == null ? null : fromCents(entry.posAmountCents),
    idempotencyKey: entry.idempotencyKey ?? null,
    actor: entry.actor,
    at: entry.at.toISOString(),
    availableAt: (entry.availableAt ?? entry.at).toISOString(),
  };
  const [row] = await statements[entry.asset][guarded ? 'covered' : 'none'].rows(tx, { ...values, ...more });
  return { ...row, entryId, guarded };
}

/** The post's answer, or why nothing moved: no membership, or a membership that does not cover the guarded debit. */
async function postedOrThrow(tx: Tx, entry: EntryInput, sent: SentPost): Promise<Posted> {
  if (sent.balance === null) {
    if (!sent.guarded || !(await isMember(tx, entry))) throw new NotAMember();
    throw new InsufficientBalance(entry.asset);
  }
  return { entryId: sent.entryId, balanceCents: centsOfNumeric(sent.balance) };
}

/**
 * Appends an entry and moves the cached balance with it; answers the entry id and the new cached balance. Throws
 * NotAMember when the member has not joined the merchant, InsufficientBalance when a guarded debit is not covered:
 * nothing is written then.
 *
 * One statement (issue 14: a statement is the cost on PGlite): the balance update and the entry's insert are one
 * data-modifying CTE, the entry written only when the update moved a row. The update locks the membership row, and
 * a guard on the row alone (store credit) is checked again by PostgreSQL on the row's newest version once a parallel
 * writer commits, so parallel debits queue and none overdraws. A points debit's guard also reads the member's
 * pending credits from `ledger_entries`, which one statement sees only as of its start: so the row is locked first,
 * by a statement of its own, and the guarded update, a later statement, sees every entry committed before the lock.
 */
export async function post(tx: Tx, entry: EntryInput): Promise<Posted> {
  return postedOrThrow(tx, entry, await sendPost(tx, postStatements, entry, {}));
}

/** Where a PostIfWritten's write takes its values: named apart from the post's own. */
const writeValue = (name: string) => sql.placeholder(`write_${name}`);
const writeValuesOf = (values: object) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`write_${name}`, value]));

/**
 * A post that goes with a write of the caller's and is made only when that write wrote a row, both in one statement
 * (issue 14: one statement and one round trip, not two). For a row that says what earned a movement, unique per
 * earning (`on conflict do nothing … returning`): a second call for the same earning writes no row and moves
 * nothing. The balance still moves only here: the caller gives the write, and the post's statement runs it first,
 * as a data-modifying CTE, then moves the balance and appends the entry only when it returned a row.
 *
 * `write` is built once (a StatementOnce of each asset and guard), each run's values placed with the `value` it is
 * given. When the post throws (NotAMember, InsufficientBalance), the write has written in the caller's transaction,
 * which rolls back with the error.
 */
export class PostIfWritten<WriteValues extends object> {
  private readonly statements: PostStatements;

  constructor(name: string, write: (value: (name: keyof WriteValues & string) => Placeholder) => SQL) {
    this.statements = postStatementsOf({ name, build: () => write(writeValue) });
  }

  /** Answers the post as `post` does, or null when the write wrote nothing (and nothing moved). */
  async run(tx: Tx, entry: EntryInput, values: WriteValues): Promise<Posted | null> {
    const sent = await sendPost(tx, this.statements, entry, writeValuesOf(values));
    return sent.written ? postedOrThrow(tx, entry, sent) : null;
  }
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
