import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, merchants, outlets, posReceipts } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';
import { StatementOnce } from '../../db/statement-once';
import { turnAt } from '../../db/fair-queue';

type Scope = { tenantId: string; userId: string };
export type ReceiptRow = typeof posReceipts.$inferSelect;
export type NewReceipt = typeof posReceipts.$inferInsert;

const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };
const outletColumns = { id: outlets.id, name: outlets.name };

export type ReceiptKey = { redeemId: string } | { referenceId: string; receiptNumber?: string };

/** The receipt a key names: by redeem id, or by reference id (and, when given, receipt number too). */
const namedBy = (key: ReceiptKey) =>
  'redeemId' in key
    ? eq(posReceipts.id, key.redeemId)
    : and(
        eq(posReceipts.referenceId, key.referenceId),
        key.receiptNumber === undefined ? undefined : eq(posReceipts.orderNumber, key.receiptNumber),
      );

/**
 * The receipt of this tenant with this redeem id, or with this reference id (and, when given, this receipt number
 * too); null when none matches. Reference ids are unique per tenant, so at most one row matches either way.
 */
export async function findClaimable(db: DbOrTx, tenantId: string, key: ReceiptKey): Promise<ReceiptRow | null> {
  const [row] = await db
    .select()
    .from(posReceipts)
    .where(ofTenant(posReceipts, tenantId, namedBy(key)))
    .limit(1);
  return row ?? null;
}

/** Which of a key's fields name the receipt: a statement is built for each shape (their SQL differs). */
type KeyShape = 'redeemId' | 'referenceId' | 'referenceIdAndNumber';
const shapeOf = (key: ReceiptKey): KeyShape =>
  'redeemId' in key ? 'redeemId' : key.receiptNumber === undefined ? 'referenceId' : 'referenceIdAndNumber';

/** The receipt taken, with its merchant's name and the member's loyalty balance before the claim's points. */
export interface TakenReceipt {
  id: string;
  merchantId: string;
  merchantName: string;
  orderNumber: string;
  /** numeric(14,2) as text, as are the two below. */
  points: string;
  totalAmount: string;
  loyaltyBalance: string;
}

interface TakeValues {
  tenantId: string;
  userId: string;
  now: string;
  redeemId?: string;
  referenceId?: string;
  receiptNumber?: string;
}

/** The take's statement for one key shape, its values as placeholders (built once: see StatementOnce). */
function takeStatement(shape: KeyShape) {
  const value = (name: keyof TakeValues) => sql.placeholder(name);
  const named =
    shape === 'redeemId'
      ? sql`${posReceipts.id} = ${value('redeemId')}`
      : shape === 'referenceId'
        ? sql`${posReceipts.referenceId} = ${value('referenceId')}`
        : sql`${posReceipts.referenceId} = ${value('referenceId')} and ${posReceipts.orderNumber} = ${value('receiptNumber')}`;
  const ofMember = sql`${memberships.tenantId} = ${value('tenantId')} and ${memberships.userId} = ${value('userId')}`;
  const member = sql`concat('receipt-claim:', ${value('tenantId')}::text, ':', ${value('userId')}::text)`;
  return new StatementOnce<TakeValues, TakenReceipt>(
    `take_receipt_by_${shape}`,
    () => sql`
    with turn as (${turnAt(member)}),
    taken as (
      update ${posReceipts} set claimed_by = ${value('userId')}, claimed_at = ${value('now')}::timestamptz
      from turn, ${merchants}
      where ${posReceipts.tenantId} = ${value('tenantId')} and ${named} and ${posReceipts.claimedBy} is null
        and ${merchants.id} = ${posReceipts.merchantId}
        and exists (select 1 from ${memberships} where ${ofMember} and ${memberships.merchantId} = ${posReceipts.merchantId})
      returning ${posReceipts.id}, ${posReceipts.merchantId}, ${posReceipts.orderNumber}, ${posReceipts.points},
        ${posReceipts.totalAmount}, ${merchants.name} as merchant_name
    )
    update ${memberships} set last_visited_at = ${value('now')}::timestamptz
    from taken
    where ${ofMember} and ${memberships.merchantId} = taken.merchant_id
    returning taken.id, taken.merchant_id as "merchantId", taken.merchant_name as "merchantName",
      taken.order_number as "orderNumber", taken.points::text as points, taken.total_amount::text as "totalAmount",
      ${memberships.loyaltyBalance}::text as "loyaltyBalance"`,
  );
}

const takeStatements = {
  redeemId: takeStatement('redeemId'),
  referenceId: takeStatement('referenceId'),
  referenceIdAndNumber: takeStatement('referenceIdAndNumber'),
};

/**
 * Takes the receipt `key` names for the caller and records the visit, in one statement, when it can be taken. The
 * member's claims first take turns (fair-queue.ts: a burst of them is served in order, instead of some waiting many
 * turns for the membership row). Then the receipt is taken when unclaimed (the `claimed_by IS NULL` condition is
 * what makes a receipt claimable once: of two concurrent claims, the second finds the row taken after the first
 * commits) and at a merchant the caller joined. The visit is the membership's update in the same statement (a
 * data-modifying CTE), which answers its loyalty balance before the claim's points. Answers the receipt with its
 * merchant's name and that balance; null when it was not taken (findClaimable and membershipOf then tell why). The
 * statement is built once per key shape (issue 14).
 */
export async function takeReceiptOfMember(
  db: DbOrTx,
  scope: Scope,
  key: ReceiptKey,
  now: Date,
): Promise<TakenReceipt | null> {
  const [row] = await takeStatements[shapeOf(key)].rows(db, { ...scope, ...key, now: now.toISOString() });
  return row ?? null;
}

export async function membershipOf(db: DbOrTx, scope: Scope, merchantId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(ownedBy(memberships, scope, eq(memberships.merchantId, merchantId)));
  return row ?? null;
}

/** A receipt the caller claimed, with its merchant and outlet; null for anyone else's or an unclaimed one. */
export async function claimedBy(db: DbOrTx, scope: Scope, by: { id: string } | { referenceId: string }) {
  const [row] = await db
    .select({ receipt: posReceipts, merchant: merchantColumns, outlet: outletColumns })
    .from(posReceipts)
    .innerJoin(merchants, eq(merchants.id, posReceipts.merchantId))
    .leftJoin(outlets, eq(outlets.id, posReceipts.outletId))
    .where(
      and(
        eq(posReceipts.tenantId, scope.tenantId),
        eq(posReceipts.claimedBy, scope.userId),
        'id' in by ? eq(posReceipts.id, by.id) : eq(posReceipts.referenceId, by.referenceId),
      ),
    )
    .orderBy(desc(posReceipts.claimedAt));
  return row ?? null;
}

/** A receipt of this tenant by id, with its merchant; null when absent. */
export async function receiptWithMerchant(db: DbOrTx, tenantId: string, receiptId: string) {
  const [row] = await db
    .select({ receipt: posReceipts, merchant: merchantColumns })
    .from(posReceipts)
    .innerJoin(merchants, eq(merchants.id, posReceipts.merchantId))
    .where(ofTenant(posReceipts, tenantId, eq(posReceipts.id, receiptId)));
  return row ?? null;
}

export async function insertReceipt(db: DbOrTx, receipt: NewReceipt): Promise<ReceiptRow> {
  const [row] = await db.insert(posReceipts).values(receipt).returning();
  return row;
}
