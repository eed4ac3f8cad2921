import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../shared/constants/messages';
import { memberships, signupTokens } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { optionalUser, requireUser } from '../auth/require-user';
import * as programsRepo from '../program-cards/repository';
import { programSummary } from '../program-cards/views';
import { memberUsage, membershipViews, merchantTiers } from './memberships';
import * as repo from './repository';
import { merchantDetail, merchantSummary, outletView, type Relations } from './views';

async function relationsFor(request: FastifyRequest, merchantIds: string[]) {
  const session = await optionalUser(request);
  if (!session) return () => ({ isFollowed: false }) as Relations;
  const { followed, joined } = await repo.userRelations(
    request.server.ctx.db,
    { tenantId: request.tenant.id, userId: session.user.id },
    merchantIds,
  );
  return (id: string): Relations => ({ isFollowed: followed.has(id), membership: joined.get(id) });
}

type Page = { offset: number; limit: number };

export async function listMerchants(request: FastifyRequest, query: Page & { q?: string; categoryId?: string }) {
  const db = request.server.ctx.db;
  const { rows, total } = await repo.listMerchants(db, { tenantId: request.tenant.id, ...query });
  const ids = rows.map((r) => r.merchant.id);
  // Outlets come along so lists can show the outlet count and today's open or closed state (seed 000 §2 search).
  const [relation, outlets] = await Promise.all([
    relationsFor(request, ids),
    repo.outletsOf(db, request.tenant.id, ids),
  ]);
  return {
    data: rows.map((r) => ({
      ...merchantSummary(r, relation(r.merchant.id)),
      outlets: outlets.filter((o) => o.merchantId === r.merchant.id).map((o) => outletView(o)),
    })),
    total,
    offset: query.offset,
    limit: query.limit,
  };
}

export async function nearMe(
  request: FastifyRequest,
  query: Page & { lat: number; lng: number; range: number; categoryId?: string; q?: string },
) {
  const db = request.server.ctx.db;
  const tenantId = request.tenant.id;
  const { rows, total } = await repo.nearMerchants(db, { tenantId, ...query });
  const ids = rows.map((r) => r.merchant.id);
  const [relation, outlets] = await Promise.all([
    relationsFor(request, ids),
    repo.outletsWithDistance(db, tenantId, ids, query.lat, query.lng),
  ]);
  const data = rows.map((r) => ({
    ...merchantSummary(r, relation(r.merchant.id), r.distance),
    outlets: outlets
      .filter((o) => o.outlet.merchantId === r.merchant.id && Number(o.distance) <= query.range)
      .map((o) => outletView(o.outlet, Number(o.distance))),
  }));
  return { data, total, offset: query.offset, limit: query.limit };
}

/** Programs shown on a merchant page: enough for the cards; the count says how many there are in all. */
const PAGE_PROGRAMS_LIMIT = 50;

export async function merchantDetailFor(request: FastifyRequest, merchantId: string) {
  const db = request.server.ctx.db;
  const tenantId = request.tenant.id;
  const session = await optionalUser(request);
  // A registered member's tier progress comes from their own purchases; guests are not eligible for membership
  // offers (seed 000 §8), so they, like anonymous visitors, see the tiers without isActive.
  const member = session && session.user.role !== 'guest' ? session.user : null;
  // All are scoped by tenant, so reading them before knowing the merchant exists leaks nothing.
  const [row, outlets, relation, tiers, programs, totals, usage] = await Promise.all([
    repo.getMerchant(db, tenantId, merchantId),
    repo.outletsOf(db, tenantId, [merchantId]),
    relationsFor(request, [merchantId]),
    merchantTiers(db, tenantId, merchantId),
    programsRepo.programsOf(db, { tenantId, merchantId, offset: 0, limit: PAGE_PROGRAMS_LIMIT }),
    programsRepo.programTotals(db, tenantId, [merchantId]),
    member ? memberUsage(db, { tenantId, userId: member.id }, merchantId) : null,
  ]);
  if (!row) throw notFound('Merchant');
  if (!row.merchant.isActive) throw new AppError(404, 'MERCHANT_INACTIVE', MESSAGES.merchantInactive);
  const relations = relation(merchantId);
  // Tier progress belongs to members of this merchant: a registered user who has not joined sees no active tier.
  const joinedUsage = relations.membership ? usage : null;
  const total = totals.get(merchantId);
  return merchantDetail(row, outlets, relations, request.tenant, {
    memberships: membershipViews(tiers, row.merchant, outlets, joinedUsage),
    loyaltyPrograms: programs.rows.map(programSummary),
    loyaltyProgramsCount: total?.count ?? 0,
    ticketReferral: total?.ticketReferral ?? 0,
  });
}

export async function merchantTerms(request: FastifyRequest, merchantId: string) {
  const row = await repo.getMerchant(request.server.ctx.db, request.tenant.id, merchantId);
  if (!row) throw notFound('Merchant');
  return { _id: merchantId, termBody: row.merchant.termBody ?? '' };
}

export async function follow(request: FastifyRequest, merchantId: string, on: boolean) {
  const { user } = await requireUser(request);
  const db = request.server.ctx.db;
  if (!(await repo.getMerchant(db, request.tenant.id, merchantId))) throw notFound('Merchant');
  const followedCount = await repo.setFollow(db, { tenantId: request.tenant.id, userId: user.id, merchantId }, on);
  return { _id: merchantId, isFollowed: on, followedCount };
}

/**
 * Join a merchant (seed 000 §4): terms must be accepted; when the merchant requires a sign-up token, one valid
 * for this merchant must be given.
 */
export async function join(
  request: FastifyRequest,
  merchantId: string,
  body: { isTermChecked: boolean; signupToken?: string },
) {
  const { user } = await requireUser(request);
  const { db, clock } = request.server.ctx;
  const tenantId = request.tenant.id;
  if (!(await repo.getMerchant(db, tenantId, merchantId))) throw notFound('Merchant');
  if (!body.isTermChecked) throw badRequest(MESSAGES.notJoinedAcceptTerms, 'isTermChecked', 'TERMS_REQUIRED');
  if (request.tenant.login.signupTokenRequired) {
    if (!body.signupToken) throw forbidden(MESSAGES.signupTokenRequired, 'SIGNUP_TOKEN_REQUIRED');
    const [valid] = await db
      .select()
      .from(signupTokens)
      .where(
        and(
          eq(signupTokens.token, body.signupToken),
          eq(signupTokens.merchantId, merchantId),
          eq(signupTokens.tenantId, tenantId),
        ),
      );
    if (!valid) throw badRequest('signupToken is not valid for this merchant', 'signupToken');
  }
  await db
    .insert(memberships)
    .values({ tenantId, userId: user.id, merchantId, joinedAt: clock(), lastVisitedAt: clock(), isTermChecked: true })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.merchantId], set: { isTermChecked: true } });
  return merchantDetailFor(request, merchantId);
}
