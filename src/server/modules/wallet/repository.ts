/** Queries of the wallet; every one names the tenant, so nothing crosses tenants. */
import { and, count, desc, eq, gt, inArray, isNotNull, ne, not, sql } from 'drizzle-orm';
import type { WalletAsset } from '../../../shared/api/money';
import type { DbOrTx } from '../../db/client';
import {
  ledgerEntries,
  memberVouchers,
  memberships,
  merchants,
  programs,
  storeCreditProducts,
  users,
  vouchers,
} from '../../db/schema';
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

/** What the tabs of the rewards area need to know besides the balances. */
export async function tabFacts(db: DbOrTx, member: Member, merchantId: string, now: Date) {
  const [held] = await db
    .select({ n: count() })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(
      and(
        eq(memberVouchers.tenantId, member.tenantId),
        eq(memberVouchers.userId, member.userId),
        eq(vouchers.merchantId, merchantId),
      ),
    );
  const kinds = await db
    .selectDistinct({ type: programs.type })
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, member.tenantId),
        eq(programs.merchantId, merchantId),
        eq(programs.isActive, true),
        inArray(programs.type, ['stamp', 'package']),
        sql`(${programs.expiresAt} is null or ${programs.expiresAt} > ${timestamptz(now)})`,
      ),
    );
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
  const types = new Set(kinds.map((k) => k.type));
  const assets = new Set(history.map((h) => h.asset));
  return {
    vouchers: (held?.n ?? 0) > 0,
    stamps: types.has('stamp'),
    packages: types.has('package'),
    pointHistory: assets.has('points'),
    creditHistory: assets.has('credit'),
  };
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
