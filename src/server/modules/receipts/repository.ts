import { and, desc, eq, exists, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, merchants, outlets, posReceipts } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

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

/** Every column a CTE selected, read through it (the CTE's proxy names them "taken"."…"). */
function takenColumns<T extends object>(cte: { _: { selectedFields: T } }): T {
  const proxy = cte as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(cte._.selectedFields).map((key) => [key, proxy[key]])) as T;
}

/**
 * Takes the receipt `key` names for the caller and records the visit, in one statement, when it can be taken:
 * unclaimed (the `claimed_by IS NULL` condition is what makes a receipt claimable once: of two concurrent claims, the
 * second finds the row taken after the first commits) and at a merchant the caller joined. The visit is the
 * membership's update in the same statement (a data-modifying CTE), which answers its loyalty balance before the
 * claim's points. Answers the receipt with its merchant's name and that balance; null when it was not taken
 * (findClaimable and membershipOf then tell why).
 */
export async function takeReceiptOfMember(db: DbOrTx, scope: Scope, key: ReceiptKey, now: Date) {
  const joined = db
    .select({ one: sql`1` })
    .from(memberships)
    .where(ownedBy(memberships, scope, eq(memberships.merchantId, posReceipts.merchantId)));
  const taken = db.$with('taken').as(
    db
      .update(posReceipts)
      .set({ claimedBy: scope.userId, claimedAt: now })
      .from(merchants)
      .where(
        and(
          ofTenant(posReceipts, scope.tenantId, namedBy(key)),
          isNull(posReceipts.claimedBy),
          eq(merchants.id, posReceipts.merchantId),
          exists(joined),
        ),
      )
      .returning({ ...getTableColumns(posReceipts), merchantName: sql<string>`${merchants.name}`.as('merchant_name') }),
  );
  const [row] = await db
    .with(taken)
    .update(memberships)
    .set({ lastVisitedAt: now })
    .from(taken)
    .where(ownedBy(memberships, scope, eq(memberships.merchantId, taken.merchantId)))
    .returning({ ...takenColumns(taken), loyaltyBalance: memberships.loyaltyBalance });
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
