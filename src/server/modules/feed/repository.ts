import { and, asc, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  memberVouchers,
  memberships,
  merchantFollows,
  merchants,
  notifications,
  promotionClicks,
  promotions,
  voucherValues,
  vouchers,
} from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';
import { withTotal } from '../../db/paging';
import { newId } from '../../lib/ids';

/** The tenant, and the caller when logged in (anonymous visitors have joined and followed nothing). */
export interface FeedScope {
  tenantId: string;
  userId: string | null;
}
interface Page {
  offset: number;
  limit: number;
}

const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };

/** Every promotion of the tenant's active merchants, in feed order: the same for every visitor (cached). */
export function tenantPromotions(db: DbOrTx, tenantId: string) {
  return db
    .select({ promotion: promotions, merchant: merchantColumns })
    .from(promotions)
    .innerJoin(merchants, eq(merchants.id, promotions.merchantId))
    .where(ofTenant(promotions, tenantId, eq(merchants.isActive, true)))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

/** The merchants the user joined and those they follow, in one statement: what sorts promotions into sections. */
export async function userMerchantTies(db: DbOrTx, scope: { tenantId: string; userId: string }) {
  const rows = await unionAll(
    db
      .select({ merchantId: memberships.merchantId, tie: sql<string>`'joined'` })
      .from(memberships)
      .where(ownedBy(memberships, scope)),
    db
      .select({ merchantId: merchantFollows.merchantId, tie: sql<string>`'followed'` })
      .from(merchantFollows)
      .where(ownedBy(merchantFollows, scope)),
  );
  const ids = (tie: string) => new Set(rows.filter((r) => r.tie === tie).map((r) => r.merchantId));
  return { joined: ids('joined'), followed: ids('followed') };
}

/** The first (smallest) value of each voucher: what a tap on an offered voucher opens. */
async function firstValues(db: DbOrTx, tenantId: string, voucherIds: string[]) {
  if (voucherIds.length === 0) return new Map<string, typeof voucherValues.$inferSelect>();
  const values = await db
    .select()
    .from(voucherValues)
    .where(ofTenant(voucherValues, tenantId, inArray(voucherValues.voucherId, voucherIds)))
    .orderBy(asc(voucherValues.sortOrder), asc(voucherValues.id));
  const first = new Map<string, typeof voucherValues.$inferSelect>();
  for (const value of values) if (!first.has(value.voucherId)) first.set(value.voucherId, value);
  return first;
}

/** Vouchers on offer in this tenant that the caller does not hold yet (the Voucher tab's Other list). */
export async function listOfferedVouchers(db: DbOrTx, scope: FeedScope, page: Page) {
  const held = scope.userId
    ? notExists(
        db
          .select({ one: sql`1` })
          .from(memberVouchers)
          .where(and(eq(memberVouchers.voucherId, vouchers.id), eq(memberVouchers.userId, scope.userId))),
      )
    : undefined;
  const where = ofTenant(vouchers, scope.tenantId, eq(merchants.isActive, true), held);
  const { rows, total } = await withTotal(
    db
      .select({ voucher: vouchers, merchant: merchantColumns })
      .from(vouchers)
      .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
      .where(where)
      .orderBy(asc(vouchers.sortOrder), asc(vouchers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(vouchers)
      .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
      .where(where),
  );
  const values = await firstValues(
    db,
    scope.tenantId,
    rows.map((r) => r.voucher.id),
  );
  return { rows: rows.map((r) => ({ ...r, value: values.get(r.voucher.id) ?? null })), total };
}

/** The caller's own vouchers, newest first. */
export async function listMemberVouchers(db: DbOrTx, scope: { tenantId: string; userId: string }, page: Page) {
  const where = ownedBy(memberVouchers, scope);
  return withTotal(
    db
      .select({ held: memberVouchers, voucher: vouchers, value: voucherValues, merchant: merchantColumns })
      .from(memberVouchers)
      .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
      .innerJoin(voucherValues, eq(voucherValues.id, memberVouchers.voucherValueId))
      .innerJoin(merchants, eq(merchants.id, vouchers.merchantId))
      .where(where)
      .orderBy(desc(memberVouchers.createdAt), asc(memberVouchers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(memberVouchers).where(where),
  );
}

/** Unread point-of-sale notifications of the caller: the Activity tab's badge. */
export async function unreadActivityCount(db: DbOrTx, scope: { tenantId: string; userId: string }) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(notifications, scope, eq(notifications.type, 'posTransaction'), eq(notifications.isRead, false)));
  return n;
}

/**
 * One click of a promotion per viewer and day (the unique index makes a repeat a no-op, so concurrent loads count
 * once); null when the promotion is not this tenant's, else its click count.
 */
export async function recordPromotionClick(
  db: DbOrTx,
  click: { tenantId: string; promotionId: string; viewer: string; at: Date },
): Promise<number | null> {
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(ofTenant(promotions, click.tenantId, eq(promotions.id, click.promotionId)));
  if (!promotion) return null;
  await db
    .insert(promotionClicks)
    .values({
      id: newId(),
      tenantId: click.tenantId,
      promotionId: promotion.id,
      viewer: click.viewer,
      day: click.at.toISOString().slice(0, 10),
      createdAt: click.at,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ n: count() })
    .from(promotionClicks)
    .where(ofTenant(promotionClicks, click.tenantId, eq(promotionClicks.promotionId, promotion.id)));
  return row?.n ?? 0;
}
