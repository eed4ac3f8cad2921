import type { MerchantSummary, NearMerchant } from '../../../shared/api/merchants';
import { MESSAGES } from '../../../shared/constants/messages';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { TenantReadCache } from '../../lib/tenant-read-cache';
import * as repo from './repository';
import type { MemberUsage } from '../tiers/progress';
import { merchantSummary, outletView, type Relations } from './views';

/** The tenant a list is read in, and the caller when signed in (their follows and joins mark the merchants). */
export interface Viewer {
  tenantId: string;
  userId: string | null;
}
type Page = { offset: number; limit: number };

/** The viewer of a request on an `optional` route (the auth plugin has set `session`, null when anonymous). */
export const viewerOf = (request: { tenant: { id: string }; session: { user: { id: string } } | null }): Viewer => ({
  tenantId: request.tenant.id,
  userId: request.session?.user.id ?? null,
});

/**
 * The viewer's follows, joins and spend among these merchants, by merchant id (nothing for anonymous visitors, and
 * no database trip for them).
 */
export async function relationsOf(
  source: { db: DbOrTx; memberReads?: TenantReadCache },
  viewer: Viewer,
  merchantIds: string[],
): Promise<(merchantId: string) => Relations & { usage?: MemberUsage }> {
  const { userId, tenantId } = viewer;
  if (!userId) return () => ({ isFollowed: false });
  const scope = { tenantId, userId };
  const load = () => repo.userRelations(source.db, scope, merchantIds);
  // Kept in the member reads (hot on the merchant page and the home list): cleared by any write to the follows,
  // memberships, purchases or merchants of the tenant.
  const { followed, joined, usage } = source.memberReads
    ? await source.memberReads.read(tenantId, `${userId}|relations|${[...merchantIds].sort().join(',')}`, load)
    : await load();
  return (id) => ({ isFollowed: followed.has(id), membership: joined.get(id), usage: usage.get(id) });
}

type ListQuery = Page & { q?: string; categoryId?: string };

/** A page of a tenant's merchants with their outlets, as every visitor sees it: kept in the public-read cache. */
function publicMerchantPage(ctx: Pick<ServerContext, 'db' | 'publicReads'>, tenantId: string, query: ListQuery) {
  const key = `merchants|${query.offset}|${query.limit}|${query.categoryId ?? ''}|${query.q ?? ''}`;
  return ctx.publicReads.read(tenantId, key, async () => {
    const { rows, total } = await repo.listMerchants(ctx.db, { tenantId, ...query });
    // Outlets come along so lists can show the outlet count and today's open or closed state (seed 000 §2 search).
    const outlets = await repo.outletsOf(
      ctx.db,
      tenantId,
      rows.map((r) => r.merchant.id),
    );
    return { rows, total, outlets };
  });
}

/** A page of merchants (home feed, search, a category), each with its outlets; the viewer's ties added. */
export async function listMerchants(
  ctx: Pick<ServerContext, 'db' | 'publicReads' | 'memberReads'>,
  viewer: Viewer,
  query: ListQuery,
) {
  const { rows, total, outlets } = await publicMerchantPage(ctx, viewer.tenantId, query);
  const relation = await relationsOf(
    ctx,
    viewer,
    rows.map((r) => r.merchant.id),
  );
  const data: MerchantSummary[] = rows.map((r) => ({
    ...merchantSummary(r, relation(r.merchant.id)),
    outlets: outlets.filter((o) => o.merchantId === r.merchant.id).map(outletView),
  }));
  return { data, total, offset: query.offset, limit: query.limit };
}

/** Merchants with an outlet in range, nearest first; each with its outlets in range and their distances. */
export async function listNearMerchants(
  db: DbOrTx,
  viewer: Viewer,
  query: Page & { lat: number; lng: number; range: number; categoryId?: string; q?: string },
) {
  const { rows, total } = await repo.nearMerchants(db, { tenantId: viewer.tenantId, ...query });
  const ids = rows.map((r) => r.merchant.id);
  const [relation, outlets] = await Promise.all([
    relationsOf({ db }, viewer, ids),
    repo.outletsWithDistance(db, viewer.tenantId, ids, query.lat, query.lng),
  ]);
  const data: NearMerchant[] = rows.map((r) => ({
    ...merchantSummary(r, relation(r.merchant.id)),
    distance: Math.round(r.distance),
    outlets: outlets
      .filter((o) => o.outlet.merchantId === r.merchant.id && Number(o.distance) <= query.range)
      .map((o) => ({ ...outletView(o.outlet), distance: Math.round(Number(o.distance)) })),
  }));
  return { data, total, offset: query.offset, limit: query.limit };
}

export async function merchantTerms(db: DbOrTx, tenantId: string, merchantId: string) {
  const row = await repo.getMerchant(db, tenantId, merchantId);
  if (!row) throw notFound('Merchant');
  return { _id: merchantId, termBody: row.merchant.termBody ?? '' };
}

/** Follow or unfollow; answers the merchant's new follower count. */
export async function follow(db: DbOrTx, scope: { tenantId: string; userId: string }, merchantId: string, on: boolean) {
  const followedCount = await repo.setFollow(db, { ...scope, merchantId }, on);
  if (followedCount === null) throw notFound('Merchant');
  return { _id: merchantId, isFollowed: on, followedCount };
}

/**
 * Join a merchant (seed 000 §4): terms must be accepted; when the tenant requires a sign-up token, one valid for this
 * merchant must be given.
 */
export async function join(
  db: DbOrTx,
  scope: { tenantId: string; userId: string; merchantId: string },
  input: { isTermChecked: boolean; signupToken?: string; signupTokenRequired: boolean; at: Date },
): Promise<void> {
  if (!(await repo.getMerchant(db, scope.tenantId, scope.merchantId))) throw notFound('Merchant');
  if (!input.isTermChecked) throw badRequest(MESSAGES.notJoinedAcceptTerms, 'isTermChecked', 'TERMS_REQUIRED');
  if (input.signupTokenRequired) {
    if (!input.signupToken) throw forbidden(MESSAGES.signupTokenRequired, 'SIGNUP_TOKEN_REQUIRED');
    if (!(await repo.isSignupTokenOf(db, scope, input.signupToken)))
      throw badRequest('signupToken is not valid for this merchant', 'signupToken');
  }
  await repo.addMembership(db, scope, input.at);
}
