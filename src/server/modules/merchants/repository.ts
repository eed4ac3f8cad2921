import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_KM } from '../../../shared/rules/distance';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  memberships,
  merchantFollows,
  merchants,
  outlets,
  posTransactions,
  signupTokens,
} from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { withTotal } from '../../db/paging';
import type { MemberUsage } from '../tiers/progress';

export type MerchantRow = typeof merchants.$inferSelect;
export type OutletRow = typeof outlets.$inferSelect;

export interface MerchantPageQuery {
  tenantId: string;
  offset: number;
  limit: number;
  q?: string;
  categoryId?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function merchantFilter(query: MerchantPageQuery): SQL {
  const parts: SQL[] = [eq(merchants.tenantId, query.tenantId), eq(merchants.isActive, true)];
  if (query.categoryId) parts.push(eq(merchants.categoryId, query.categoryId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    parts.push(or(ilike(merchants.name, pattern), ilike(merchants.description, pattern))!);
  }
  return and(...parts)!;
}

/** A page of a tenant's active merchants, sponsored first, then in seed order. */
export async function listMerchants(db: DbOrTx, query: MerchantPageQuery) {
  const where = merchantFilter(query);
  return withTotal(
    db
      .select({ merchant: merchants, categoryName: categories.name })
      .from(merchants)
      .leftJoin(categories, eq(categories.id, merchants.categoryId))
      .where(where)
      .orderBy(sql`${merchants.isSponsored} desc`, asc(merchants.sortOrder), asc(merchants.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(merchants).where(where),
  );
}

export async function getMerchant(db: DbOrTx, tenantId: string, merchantId: string) {
  const [row] = await db
    .select({ merchant: merchants, categoryName: categories.name })
    .from(merchants)
    .leftJoin(categories, eq(categories.id, merchants.categoryId))
    .where(ofTenant(merchants, tenantId, eq(merchants.id, merchantId)))
    .limit(1);
  return row ?? null;
}

export async function outletsOf(db: DbOrTx, tenantId: string, merchantIds: string[]): Promise<OutletRow[]> {
  if (merchantIds.length === 0) return [];
  return db
    .select()
    .from(outlets)
    .where(ofTenant(outlets, tenantId, inArray(outlets.merchantId, merchantIds)))
    .orderBy(asc(outlets.name));
}

/**
 * Great-circle distance in metres from a point to an outlet, computed by the database (haversine) with the same
 * Earth radius as the shared `haversineKm`; `least(1, …)` keeps float noise near the antipode out of asin's domain.
 * The point is rounded to 1e-7 degrees (about 1 cm): a subnormal coordinate like 5e-324 would make PostgreSQL's
 * sin() fail with "value out of range: underflow".
 */
export function distanceSql(latitude: number, longitude: number): SQL<number> {
  const [lat, lng] = [latitude, longitude].map((degrees) => Math.round(degrees * 1e7) / 1e7);
  return sql<number>`(${2 * EARTH_RADIUS_KM * 1000} * asin(least(1, sqrt(
    power(sin(radians(${outlets.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${outlets.latitude})) * power(sin(radians(${outlets.longitude} - ${lng}) / 2), 2)
  ))))`;
}

export interface NearQuery {
  tenantId: string;
  lat: number;
  lng: number;
  range: number;
  categoryId?: string;
  /** Name contains (the near search, /searchNear). */
  q?: string;
  offset: number;
  limit: number;
}

/** Merchants with an outlet within `range` metres, nearest first; distance is the nearest outlet's, in metres. */
export async function nearMerchants(db: DbOrTx, query: NearQuery) {
  const distance = distanceSql(query.lat, query.lng);
  const nearest = db
    .select({ merchantId: outlets.merchantId, distance: sql<number>`min(${distance})`.as('distance') })
    .from(outlets)
    .where(ofTenant(outlets, query.tenantId, sql`${distance} <= ${query.range}`))
    .groupBy(outlets.merchantId)
    .as('nearest');
  const where = and(
    eq(merchants.tenantId, query.tenantId),
    eq(merchants.isActive, true),
    query.categoryId ? eq(merchants.categoryId, query.categoryId) : undefined,
    query.q ? ilike(merchants.name, `%${escapeLike(query.q)}%`) : undefined,
  );
  const rows = await db
    .select({ merchant: merchants, categoryName: categories.name, distance: nearest.distance })
    .from(nearest)
    .innerJoin(merchants, eq(merchants.id, nearest.merchantId))
    .leftJoin(categories, eq(categories.id, merchants.categoryId))
    .where(where)
    .orderBy(asc(nearest.distance), asc(merchants.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: count() })
    .from(nearest)
    .innerJoin(merchants, eq(merchants.id, nearest.merchantId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r, distance: Number(r.distance) })), total };
}

/** Outlets of the given merchants with their distance (metres) from a point. */
export async function outletsWithDistance(
  db: DbOrTx,
  tenantId: string,
  merchantIds: string[],
  lat: number,
  lng: number,
) {
  if (merchantIds.length === 0) return [];
  return db
    .select({ outlet: outlets, distance: distanceSql(lat, lng) })
    .from(outlets)
    .where(ofTenant(outlets, tenantId, inArray(outlets.merchantId, merchantIds)))
    .orderBy(asc(distanceSql(lat, lng)));
}

/**
 * Which of these merchants the user follows and has joined (with balances), and their spend and purchases at each:
 * one statement however many merchants (the caller's own part of a cached public list or page).
 */
/** The user follows the merchant of `merchantId` (a column of the outer statement): a boolean value. */
export const followsMerchant = (userId: string, merchantId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${merchantFollows} where ${merchantFollows.userId} = ${userId} and ${merchantFollows.merchantId} = ${merchantId})`;

export async function userRelations(db: DbOrTx, scope: { tenantId: string; userId: string }, merchantIds: string[]) {
  const followed = new Set<string>();
  const joined = new Map<string, typeof memberships.$inferSelect>();
  const usage = new Map<string, MemberUsage>();
  if (merchantIds.length === 0) return { followed, joined, usage };
  // Tenant first: pos_transactions' index starts with it.
  const mine = ownedBy(posTransactions, scope, eq(posTransactions.merchantId, merchants.id));
  const rows = await db
    .select({
      merchantId: merchants.id,
      followed: followsMerchant(scope.userId, merchants.id),
      amount: sql<string>`(select coalesce(sum(${posTransactions.amount}), 0) from ${posTransactions} where ${mine})`,
      purchases: sql<number>`(select count(*) from ${posTransactions} where ${mine})`,
      membership: memberships,
    })
    .from(merchants)
    .leftJoin(memberships, and(eq(memberships.merchantId, merchants.id), eq(memberships.userId, scope.userId)))
    .where(ofTenant(merchants, scope.tenantId, inArray(merchants.id, merchantIds)));
  for (const row of rows) {
    if (row.followed) followed.add(row.merchantId);
    if (row.membership) joined.set(row.merchantId, row.membership);
    usage.set(row.merchantId, { amount: Number(row.amount), count: Number(row.purchases) });
  }
  return { followed, joined, usage };
}

/**
 * Follows or unfollows a merchant of the tenant and moves its follower count, in one statement (a hot write, issue 14):
 * the follow row is added or removed, and the count moves by the rows that changed. Answers the new count, or null
 * when the tenant has no such merchant (nothing is written then).
 */
export async function setFollow(
  db: DbOrTx,
  scope: { tenantId: string; userId: string; merchantId: string },
  follow: boolean,
): Promise<number | null> {
  const change = follow
    ? sql`insert into ${merchantFollows} (tenant_id, user_id, merchant_id)
        select ${scope.tenantId}, ${scope.userId}, id from target on conflict do nothing returning 1`
    : sql`delete from ${merchantFollows} where user_id = ${scope.userId} and tenant_id = ${scope.tenantId}
        and merchant_id in (select id from target) returning 1`;
  const result = await db.execute(sql`
    with target as (select id from ${merchants} where id = ${scope.merchantId} and tenant_id = ${scope.tenantId}),
      changed as (${change})
    update ${merchants}
      set followed_count = greatest(0, followed_count + ${follow ? 1 : -1} * (select count(*) from changed))
      where id in (select id from target)
      returning followed_count`);
  const [row] = (result as unknown as { rows: { followed_count: number }[] }).rows;
  return row ? row.followed_count : null;
}

/** Whether `token` is a sign-up token of this merchant (seed 000 §4: merchants that require one to join). */
export async function isSignupTokenOf(
  db: DbOrTx,
  scope: { tenantId: string; merchantId: string },
  token: string,
): Promise<boolean> {
  const [found] = await db
    .select({ token: signupTokens.token })
    .from(signupTokens)
    .where(
      and(
        eq(signupTokens.token, token),
        eq(signupTokens.merchantId, scope.merchantId),
        eq(signupTokens.tenantId, scope.tenantId),
      ),
    );
  return Boolean(found);
}

/** Makes the user a member of the merchant with its terms accepted; joining again only re-accepts the terms. */
export async function addMembership(
  db: DbOrTx,
  scope: { tenantId: string; userId: string; merchantId: string },
  at: Date,
): Promise<void> {
  await db
    .insert(memberships)
    .values({ ...scope, joinedAt: at, lastVisitedAt: at, isTermChecked: true })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.merchantId], set: { isTermChecked: true } });
}
