import { asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberVouchers, merchants, voucherValues, vouchers } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

type Scope = { tenantId: string; userId: string };
export type VoucherValueRow = typeof voucherValues.$inferSelect;

const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };

/** A voucher of this tenant whose merchant is active, with that merchant; null otherwise. */
export async function findVoucher(db: DbOrTx, tenantId: string, voucherId: string) {
  const [row] = await db
    .select({ voucher: vouchers, merchant: merchantColumns })
    .from(vouchers)
    .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
    .where(ofTenant(vouchers, tenantId, eq(vouchers.id, voucherId), eq(merchants.isActive, true)));
  return row ?? null;
}

/** The values a voucher is sold at, in the merchant's order. */
export function valuesOf(db: DbOrTx, tenantId: string, voucherId: string) {
  return db
    .select()
    .from(voucherValues)
    .where(ofTenant(voucherValues, tenantId, eq(voucherValues.voucherId, voucherId)))
    .orderBy(asc(voucherValues.sortOrder), asc(voucherValues.id));
}

/** Ids of the member's copies of a voucher, newest first. */
export async function heldIds(db: DbOrTx, scope: Scope, voucherId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberVouchers.id })
    .from(memberVouchers)
    .where(ownedBy(memberVouchers, scope, eq(memberVouchers.voucherId, voucherId)))
    .orderBy(desc(memberVouchers.createdAt));
  return rows.map((r) => r.id);
}

/**
 * The member's copy of a voucher named by its member voucher id (My vouchers) or by the value id it was issued at
 * (older share links); both resolve to the member's newest copy, and only ever to the member's own.
 */
export async function findHeld(db: DbOrTx, scope: Scope, voucherId: string, issuedId: string) {
  const [row] = await db
    .select({ held: memberVouchers, value: voucherValues })
    .from(memberVouchers)
    .innerJoin(voucherValues, eq(voucherValues.id, memberVouchers.voucherValueId))
    .where(
      ownedBy(
        memberVouchers,
        scope,
        eq(memberVouchers.voucherId, voucherId),
        or(eq(memberVouchers.id, issuedId), eq(memberVouchers.voucherValueId, issuedId)),
      ),
    )
    .orderBy(desc(eq(memberVouchers.id, issuedId)), desc(memberVouchers.createdAt))
    .limit(1);
  return row ?? null;
}
