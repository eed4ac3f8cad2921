import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships, merchants, outlets, posReceipts } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

type Scope = { tenantId: string; userId: string };
export type ReceiptRow = typeof posReceipts.$inferSelect;
export type NewReceipt = typeof posReceipts.$inferInsert;

const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };
const outletColumns = { id: outlets.id, name: outlets.name };

/**
 * The receipt of this tenant with this redeem id, or with this reference id (and, when given, this receipt number
 * too); null when none matches. Reference ids are unique per tenant, so at most one row matches either way.
 */
export async function findClaimable(
  db: DbOrTx,
  tenantId: string,
  key: { redeemId: string } | { referenceId: string; receiptNumber?: string },
): Promise<ReceiptRow | null> {
  const named =
    'redeemId' in key
      ? eq(posReceipts.id, key.redeemId)
      : and(
          eq(posReceipts.referenceId, key.referenceId),
          key.receiptNumber === undefined ? undefined : eq(posReceipts.orderNumber, key.receiptNumber),
        );
  const [row] = await db
    .select()
    .from(posReceipts)
    .where(ofTenant(posReceipts, tenantId, named))
    .limit(1);
  return row ?? null;
}

export async function membershipOf(db: DbOrTx, scope: Scope, merchantId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(ownedBy(memberships, scope, eq(memberships.merchantId, merchantId)));
  return row ?? null;
}

/**
 * Marks the receipt claimed by the caller unless someone already has: the `claimed_by IS NULL` condition is what
 * makes a receipt claimable once (of two concurrent claims, the second finds the row taken after the first
 * commits). Null when it was taken.
 */
export async function takeReceipt(db: DbOrTx, scope: Scope, receiptId: string, now: Date) {
  const [taken] = await db
    .update(posReceipts)
    .set({ claimedBy: scope.userId, claimedAt: now })
    .where(and(eq(posReceipts.id, receiptId), isNull(posReceipts.claimedBy)))
    .returning();
  return taken ?? null;
}

/** Marks the member's visit at the receipt's merchant (the points themselves go through the ledger). */
/** Records the visit on the membership; returns its loyalty balance as it stands (null without a membership). */
export async function markVisit(db: DbOrTx, scope: Scope, merchantId: string, now: Date) {
  const [row] = await db
    .update(memberships)
    .set({ lastVisitedAt: now })
    .where(ownedBy(memberships, scope, eq(memberships.merchantId, merchantId)))
    .returning({ loyaltyBalance: memberships.loyaltyBalance });
  return row ? row.loyaltyBalance : null;
}

export async function merchantRef(db: DbOrTx, merchantId: string) {
  const [merchant] = await db.select(merchantColumns).from(merchants).where(eq(merchants.id, merchantId));
  return merchant;
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
