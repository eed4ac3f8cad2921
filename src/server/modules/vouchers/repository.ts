/** Queries of vouchers; every one names the tenant, so nothing crosses tenants. */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { VOUCHER_EXPIRY_GRACE_MS } from '../../../shared/constants/vouchers';
import type { DbOrTx, Tx } from '../../db/client';
import {
  memberVouchers,
  merchants,
  outlets,
  users,
  voucherDiscountCodes,
  voucherMerchantSettings,
  voucherRedemptions,
  voucherValues,
  vouchers,
} from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

type Scope = { tenantId: string; userId: string };
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherValueRow = typeof voucherValues.$inferSelect;
export type HeldRow = typeof memberVouchers.$inferSelect;
export type SettingsRow = typeof voucherMerchantSettings.$inferSelect;

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

/** The voucher a printed barcode claims; null when no voucher of this tenant has it. */
export async function voucherByBarcode(db: DbOrTx, tenantId: string, barcode: string) {
  const [row] = await db
    .select({ voucher: vouchers })
    .from(vouchers)
    .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
    .where(ofTenant(vouchers, tenantId, eq(vouchers.barcode, barcode), eq(merchants.isActive, true)));
  return row?.voucher ?? null;
}

/** Vouchers a merchant shows in the member app and sells, in the merchant's order. */
export function purchasableVouchers(db: DbOrTx, tenantId: string, merchantId: string | undefined) {
  return db
    .select({ id: vouchers.id })
    .from(vouchers)
    .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
    .where(
      ofTenant(
        vouchers,
        tenantId,
        merchantId ? eq(vouchers.merchantId, merchantId) : undefined,
        eq(vouchers.isPurchase, true),
        eq(vouchers.showVoucherMemberApp, true),
        eq(merchants.isActive, true),
      ),
    )
    .orderBy(asc(vouchers.sortOrder), asc(vouchers.id));
}

/** The values a voucher is sold at, in the merchant's order. */
export function valuesOf(db: DbOrTx, tenantId: string, voucherId: string) {
  return db
    .select()
    .from(voucherValues)
    .where(ofTenant(voucherValues, tenantId, eq(voucherValues.voucherId, voucherId)))
    .orderBy(asc(voucherValues.sortOrder), asc(voucherValues.id));
}

/** The outlets named, or every outlet of the merchant when none is named. */
export function outletsFor(db: DbOrTx, tenantId: string, merchantId: string, outletIds: readonly string[]) {
  return db
    .select({ _id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(
      ofTenant(
        outlets,
        tenantId,
        eq(outlets.merchantId, merchantId),
        outletIds.length > 0 ? inArray(outlets.id, [...outletIds]) : undefined,
      ),
    )
    .orderBy(asc(outlets.name));
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

/** Copies of a voucher issued to a member (gifted-on ones too): what `personal_margin` limits. */
export async function issuedCount(db: DbOrTx, scope: Scope, voucherId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberVouchers)
    .where(
      and(
        eq(memberVouchers.tenantId, scope.tenantId),
        eq(memberVouchers.voucherId, voucherId),
        eq(sql`coalesce(${memberVouchers.issuedToUserId}, ${memberVouchers.userId})`, scope.userId),
      ),
    );
  return row?.n ?? 0;
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

/** A copy by its code (the member voucher id), with its voucher; null when not of this tenant. */
export async function heldByCode(db: DbOrTx, tenantId: string, code: string) {
  const [row] = await db
    .select({ held: memberVouchers, voucher: vouchers })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(ofTenant(memberVouchers, tenantId, eq(memberVouchers.id, code)));
  return row ?? null;
}

/** The redeem history of a copy, newest first, with the outlet's name. */
export function redemptionsOf(db: DbOrTx, tenantId: string, memberVoucherId: string) {
  return db
    .select({ redemption: voucherRedemptions, outletName: outlets.name })
    .from(voucherRedemptions)
    .leftJoin(outlets, eq(outlets.id, voucherRedemptions.outletId))
    .where(ofTenant(voucherRedemptions, tenantId, eq(voucherRedemptions.memberVoucherId, memberVoucherId)))
    .orderBy(desc(voucherRedemptions.createdAt));
}

/** The name of a user of this tenant (who gifted a copy). */
export async function userName(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(ofTenant(users, tenantId, eq(users.id, userId)));
  return row ?? null;
}

export async function settingsOf(db: DbOrTx, tenantId: string, merchantId: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(voucherMerchantSettings)
    .where(ofTenant(voucherMerchantSettings, tenantId, eq(voucherMerchantSettings.merchantId, merchantId)));
  return row ?? null;
}

/** Uses one of the merchant's SMS tickets; false (nothing changes) when none is left. */
export async function takeTicket(tx: Tx, tenantId: string, merchantId: string): Promise<boolean> {
  const taken = await tx
    .update(voucherMerchantSettings)
    .set({ ticket: sql`${voucherMerchantSettings.ticket} - 1` })
    .where(
      ofTenant(
        voucherMerchantSettings,
        tenantId,
        eq(voucherMerchantSettings.merchantId, merchantId),
        gt(voucherMerchantSettings.ticket, 0),
      ),
    )
    .returning({ ticket: voucherMerchantSettings.ticket });
  return taken.length > 0;
}

/**
 * Takes one copy of a voucher's total: a conditional UPDATE that decrements `margin_balance` only while it is above
 * 0 (an unlimited voucher's row is updated all the same). The row stays locked until the transaction ends, so every
 * issue of this voucher queues here and the per-member count that follows is read one issue at a time. Answers the
 * voucher as it is now, or null when none is left.
 */
export async function takeFromMargin(tx: Tx, tenantId: string, voucherId: string): Promise<VoucherRow | null> {
  const [row] = await tx
    .update(vouchers)
    .set({
      marginBalance: sql`case when ${vouchers.marginBalance} is null then null else ${vouchers.marginBalance} - 1 end`,
    })
    .where(
      ofTenant(
        vouchers,
        tenantId,
        eq(vouchers.id, voucherId),
        or(isNull(vouchers.marginBalance), gt(vouchers.marginBalance, 0)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertCopy(tx: Tx, copy: typeof memberVouchers.$inferInsert): Promise<HeldRow> {
  const [row] = await tx.insert(memberVouchers).values(copy).returning();
  return row;
}

/** Moves an unused copy from one member to another; false when it is not the sender's unused copy any more. */
export async function moveCopy(tx: Tx, scope: Scope, memberVoucherId: string, toUserId: string): Promise<boolean> {
  const moved = await tx
    .update(memberVouchers)
    .set({ userId: toUserId, giftedByUserId: scope.userId })
    .where(
      ownedBy(memberVouchers, scope, eq(memberVouchers.id, memberVoucherId), eq(memberVouchers.voucherUsed, false)),
    )
    .returning({ id: memberVouchers.id });
  return moved.length > 0;
}

/** Marks a copy used (once: only while unused); the row as it is now, or null. */
export async function markUsed(tx: Tx, tenantId: string, memberVoucherId: string, now: Date) {
  const [row] = await tx
    .update(memberVouchers)
    .set({ voucherUsed: true, voucherUsedDate: now, balance: '0' })
    .where(
      ofTenant(memberVouchers, tenantId, eq(memberVouchers.id, memberVoucherId), eq(memberVouchers.voucherUsed, false)),
    )
    .returning();
  return row ?? null;
}

/** Gives a used copy back (an order that used it was cancelled): unused again, with its value as its balance. */
export async function markUnused(tx: Tx, tenantId: string, memberVoucherId: string) {
  await tx
    .update(memberVouchers)
    .set({
      voucherUsed: false,
      voucherUsedDate: null,
      balance: sql`(select ${voucherValues.value} from ${voucherValues} where ${voucherValues.id} = ${memberVouchers.voucherValueId})`,
    })
    .where(
      ofTenant(memberVouchers, tenantId, eq(memberVouchers.id, memberVoucherId), eq(memberVouchers.voucherUsed, true)),
    );
}

export async function activeDiscountCode(db: DbOrTx, tenantId: string, memberVoucherId: string) {
  const [row] = await db
    .select()
    .from(voucherDiscountCodes)
    .where(
      ofTenant(
        voucherDiscountCodes,
        tenantId,
        eq(voucherDiscountCodes.memberVoucherId, memberVoucherId),
        isNull(voucherDiscountCodes.voidedAt),
      ),
    );
  return row ?? null;
}

/**
 * The member's unused, unexpired copies at a merchant with everything the cart needs to apply them (seed 002 §3
 * Customer voucher), newest first. The cart checks each against its order mode and outlet with `applicabilityBlock`
 * (src/shared/rules/vouchers.ts), which answers the seed's 'not applicable' messages.
 */
export async function memberVouchersUsableAt(
  db: DbOrTx,
  input: { tenantId: string; userId: string; merchantId: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const graceStart = new Date(now.getTime() - VOUCHER_EXPIRY_GRACE_MS);
  return db
    .select({ held: memberVouchers, voucher: vouchers, value: voucherValues })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .innerJoin(voucherValues, eq(voucherValues.id, memberVouchers.voucherValueId))
    .where(
      ownedBy(
        memberVouchers,
        input,
        eq(vouchers.merchantId, input.merchantId),
        eq(memberVouchers.voucherUsed, false),
        // Expired only a day after the expiry date (seed 001 §9, isPastExpiry).
        or(isNull(memberVouchers.expiresAt), gte(memberVouchers.expiresAt, graceStart)),
      ),
    )
    .orderBy(desc(memberVouchers.createdAt), asc(memberVouchers.id));
}
export type UsableVoucher = Awaited<ReturnType<typeof memberVouchersUsableAt>>[number];
