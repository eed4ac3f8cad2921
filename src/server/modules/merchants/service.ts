import type { MerchantSummary, NearMerchant } from '../../../shared/api/merchants';
import { MESSAGES } from '../../../shared/constants/messages';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import * as repo from './repository';
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

/** The viewer's follows and joins among these merchants, by merchant id (nothing for anonymous visitors). */
export async function relationsOf(
  db: DbOrTx,
  viewer: Viewer,
  merchantIds: string[],
): Promise<(merchantId: string) => Relations> {
  const { userId } = viewer;
  if (!userId) return () => ({ isFollowed: false });
  const { followed, joined } = await repo.userRelations(db, { tenantId: viewer.tenantId, userId }, merchantIds);
  return (id) => ({ isFollowed: followed.has(id), membership: joined.get(id) });
}

/** A page of merchants (home feed, search, a category), each with its outlets. */
export async function listMerchants(db: DbOrTx, viewer: Viewer, query: Page & { q?: string; categoryId?: string }) {
  const { rows, total } = await repo.listMerchants(db, { tenantId: viewer.tenantId, ...query });
  const ids = rows.map((r) => r.merchant.id);
  // Outlets come along so lists can show the outlet count and today's open or closed state (seed 000 §2 search).
  const [relation, outlets] = await Promise.all([
    relationsOf(db, viewer, ids),
    repo.outletsOf(db, viewer.tenantId, ids),
  ]);
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
    relationsOf(db, viewer, ids),
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
  if (!(await repo.getMerchant(db, scope.tenantId, merchantId))) throw notFound('Merchant');
  const followedCount = await repo.setFollow(db, { ...scope, merchantId }, on);
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
