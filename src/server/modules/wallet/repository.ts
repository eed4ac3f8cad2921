/** Queries of the wallet; every one names the tenant, so nothing crosses tenants. */
import { and, count, desc, eq, gt, isNotNull, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { WalletAsset } from '../../../shared/api/money';
import type { DbOrTx } from '../../db/client';
import {
  ledgerEntries,
  memberVouchers,
  memberships,
  merchants,
  programs,
  stampCards,
  storeCreditProducts,
  users,
  vouchers,
} from '../../db/schema';
import { withTotal } from '../../db/paging';
import { timestamptz } from '../../db/sql-values';

export type MerchantRow = typeof merchants.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface Member {
  tenantId: string;
  userId: string;
}

export async function merchantById(db: DbOrTx, tenantId: string, merchantId: string) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.id, merchantId)));
  return row ?? null;
}

export async function merchantBySubdomain(db: DbOrTx, tenantId: string, subdomain: string) {
  const [row] = await db
    .select()
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.subdomain, subdomain), eq(merchants.isActive, true)));
  return row ?? null;
}

export async function membershipAt(db: DbOrTx, member: Member, merchantId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, member.tenantId),
        eq(memberships.userId, member.userId),
        eq(memberships.merchantId, merchantId),
      ),
    );
  return row ?? null;
}

export async function userById(db: DbOrTx, tenantId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

/** The member's vouchers of a merchant (member_vouchers of that merchant's vouchers). */
const heldVouchersWhere = (member: Member, merchantId: string) =>
  and(
    eq(memberVouchers.tenantId, member.tenantId),
    eq(memberVouchers.userId, member.userId),
    eq(vouchers.merchantId, merchantId),
  );

/**
 * A merchant's live package programs open to the member: active, not expired, and open to every member or to the
 * member's reached tier (`tierId`, null when none).
 */
const heldPackagesWhere = (member: Member, merchantId: string, tierId: string | null, now: Date) =>
  and(
    eq(programs.tenantId, member.tenantId),
    eq(programs.merchantId, merchantId),
    eq(programs.isActive, true),
    eq(programs.type, 'package'),
    sql`(${programs.expiresAt} is null or ${programs.expiresAt} > ${timestamptz(now)})`,
    tierId === null
      ? isNull(programs.membershipTierId)
      : or(isNull(programs.membershipTierId), eq(programs.membershipTierId, tierId)),
  );

/** The member's stamp cards at a merchant, of stamp programs still active (as the stamp screens show them). */
const heldStampCardsWhere = (member: Member, merchantId: string) =>
  and(
    eq(stampCards.tenantId, member.tenantId),
    eq(stampCards.userId, member.userId),
    eq(stampCards.merchantId, merchantId),
    eq(programs.isActive, true),
  );

/** What the tabs of the rewards area need to know besides the balances (the same filters as the tabs' lists). */
export async function tabFacts(db: DbOrTx, member: Member, merchantId: string, tierId: string | null, now: Date) {
  const [held] = await db
    .select({ n: count() })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(heldVouchersWhere(member, merchantId));
  const [cards] = await db
    .select({ n: count() })
    .from(stampCards)
    .innerJoin(programs, eq(programs.id, stampCards.programId))
    .where(heldStampCardsWhere(member, merchantId));
  const [packages] = await db
    .select({ n: count() })
    .from(programs)
    .where(heldPackagesWhere(member, merchantId, tierId, now));
  const history = await db
    .selectDistinct({ asset: ledgerEntries.asset })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tenantId, member.tenantId),
        eq(ledgerEntries.userId, member.userId),
        eq(ledgerEntries.merchantId, merchantId),
      ),
    );
  const assets = new Set(history.map((h) => h.asset));
  return {
    vouchers: (held?.n ?? 0) > 0,
    stamps: (cards?.n ?? 0) > 0,
    packages: (packages?.n ?? 0) > 0,
    pointHistory: assets.has('points'),
    creditHistory: assets.has('credit'),
  };
}

interface Page {
  offset: number;
  limit: number;
}

/** The member's vouchers of a merchant, newest first, with the voucher they copy. */
export function heldVouchers(db: DbOrTx, member: Member, merchantId: string, page: Page) {
  const where = heldVouchersWhere(member, merchantId);
  return withTotal(
    db
      .select({ held: memberVouchers, voucher: vouchers })
      .from(memberVouchers)
      .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
      .where(where)
      .orderBy(desc(memberVouchers.createdAt), desc(memberVouchers.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(memberVouchers)
      .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
      .where(where),
  );
}

/** The member's stamp cards at a merchant with their program: open cards first, then filled, newest first. */
export function heldStampCards(db: DbOrTx, member: Member, merchantId: string, page: Page) {
  const where = heldStampCardsWhere(member, merchantId);
  return withTotal(
    db
      .select({ card: stampCards, program: programs })
      .from(stampCards)
      .innerJoin(programs, eq(programs.id, stampCards.programId))
      .where(where)
      .orderBy(sql`${stampCards.filledAt} is not null`, desc(stampCards.createdAt), desc(stampCards.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(stampCards)
      .innerJoin(programs, eq(programs.id, stampCards.programId))
      .where(where),
  );
}

/** The package programs of a merchant open to the member, in the merchant's order. */
export function heldPackages(
  db: DbOrTx,
  member: Member,
  merchantId: string,
  tierId: string | null,
  now: Date,
  page: Page,
) {
  const where = heldPackagesWhere(member, merchantId, tierId, now);
  return withTotal(
    db
      .select()
      .from(programs)
      .where(where)
      .orderBy(programs.sortOrder, programs.id)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(programs).where(where),
  );
}

export interface ActivityQuery extends Member {
  merchantId: string;
  asset: WalletAsset;
  availability: 'all' | 'active' | 'inactive';
  now: Date;
  offset: number;
  limit: number;
}

/**
 * A member's entries of one asset at a merchant, newest first. Void entries are left out: the redeem they cancel is
 * listed with `voidedBy` set instead (seed 001: voided entries shown, not counted).
 */
export async function activity(db: DbOrTx, query: ActivityQuery) {
  const voids = db
    .select({ voidsEntryId: ledgerEntries.voidsEntryId, voidId: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, query.tenantId), isNotNull(ledgerEntries.voidsEntryId)))
    .as('voids');
  // Only credits wait to become available; a debit is active from the moment it is written.
  const waiting = and(gt(ledgerEntries.amount, '0'), gt(ledgerEntries.availableAt, query.now));
  const availability =
    query.availability === 'active' ? not(waiting!) : query.availability === 'inactive' ? waiting : undefined;
  const where = and(
    eq(ledgerEntries.tenantId, query.tenantId),
    eq(ledgerEntries.userId, query.userId),
    eq(ledgerEntries.merchantId, query.merchantId),
    eq(ledgerEntries.asset, query.asset),
    ne(ledgerEntries.kind, 'redeem_void'),
    query.asset === 'points' ? availability : undefined,
  );
  const rows = await db
    .select({
      entry: ledgerEntries,
      voidId: voids.voidId,
      counterpart: { firstname: users.firstname, lastname: users.lastname, phone: users.phone },
    })
    .from(ledgerEntries)
    .leftJoin(voids, eq(voids.voidsEntryId, ledgerEntries.id))
    .leftJoin(users, and(eq(users.id, ledgerEntries.counterpartUserId), eq(users.tenantId, query.tenantId)))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(query.offset)
    .limit(query.limit);
  const [{ total }] = await db.select({ total: count() }).from(ledgerEntries).where(where);
  return { rows, total };
}

export async function entryById(db: DbOrTx, tenantId: string, entryId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tenantId, tenantId), eq(ledgerEntries.id, entryId)));
  return row ?? null;
}

export async function hasVoid(db: DbOrTx, entryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.voidsEntryId, entryId));
  return Boolean(row);
}

export async function programById(db: DbOrTx, tenantId: string, programId: string) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.tenantId, tenantId), eq(programs.id, programId), eq(programs.isActive, true)));
  return row ?? null;
}

/** The registered member of a tenant with this phone (the gift search); guests are never found. */
export async function memberByPhone(db: DbOrTx, tenantId: string, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'registered'), eq(users.phone, phone)));
  return row ?? null;
}

/** A merchant's store credit products, at one outlet or by id. */
export function creditProductsOf(
  db: DbOrTx,
  tenantId: string,
  merchantId: string,
  by: { outletId: string } | { productId: string },
) {
  return db
    .select()
    .from(storeCreditProducts)
    .where(
      and(
        eq(storeCreditProducts.tenantId, tenantId),
        eq(storeCreditProducts.merchantId, merchantId),
        'outletId' in by ? eq(storeCreditProducts.outletId, by.outletId) : eq(storeCreditProducts.id, by.productId),
      ),
    )
    .orderBy(storeCreditProducts.sortOrder);
}
