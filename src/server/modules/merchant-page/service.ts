import { MESSAGES } from '../../../shared/constants/messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../plugins/auth';
import * as merchantsRepo from '../merchants/repository';
import { relationsOf } from '../merchants/service';
import * as programsRepo from '../program-cards/repository';
import { programSummary } from '../program-cards/views';
import { membershipViews } from './memberships';
import * as repo from '../tiers/repository';
import { merchantDetail } from './views';

/** Programs shown on a merchant page: enough for the cards; the count says how many there are in all. */
const PAGE_PROGRAMS_LIMIT = 50;

/**
 * What every visitor sees of a merchant page, kept in the public-read cache: the merchant (null when the tenant has
 * none by that id), its outlets, tiers, programs and program totals.
 */
function publicParts(ctx: Pick<ServerContext, 'db' | 'publicReads'>, tenantId: string, merchantId: string) {
  return ctx.publicReads.read(tenantId, `merchant|${merchantId}`, async () => {
    const { db } = ctx;
    // All are scoped by tenant, so reading them before knowing the merchant exists leaks nothing.
    const [row, outlets, tiers, programs, totals] = await Promise.all([
      merchantsRepo.getMerchant(db, tenantId, merchantId),
      merchantsRepo.outletsOf(db, tenantId, [merchantId]),
      repo.merchantTiers(db, tenantId, merchantId),
      programsRepo.programsOf(db, { tenantId, merchantId, offset: 0, limit: PAGE_PROGRAMS_LIMIT }),
      programsRepo.programTotals(db, tenantId, [merchantId]),
    ]);
    return { row, outlets, tiers, programs: programs.rows, total: totals.get(merchantId) };
  });
}

/** The merchant page (seed 000 §3) as `session` (null: an anonymous visitor) sees it. */
export async function merchantPage(
  ctx: Pick<ServerContext, 'db' | 'publicReads' | 'memberReads'>,
  tenant: ResolvedTenant,
  session: SessionUser | null,
  merchantId: string,
) {
  const tenantId = tenant.id;
  const [{ row, outlets, tiers, programs, total }, relation] = await Promise.all([
    publicParts(ctx, tenantId, merchantId),
    relationsOf(ctx, { tenantId, userId: session?.user.id ?? null }, [merchantId]),
  ]);
  if (!row) throw notFound('Merchant');
  if (!row.merchant.isActive) throw new AppError(404, 'MERCHANT_INACTIVE', MESSAGES.merchantInactive);
  const relations = relation(merchantId);
  // A registered member's tier progress comes from their own purchases, and belongs to members of this merchant: a
  // registered user who has not joined sees no active tier. Guests are not eligible for membership offers (seed 000
  // §8), so they, like anonymous visitors, see the tiers without isActive.
  const member = session && session.user.role !== 'guest';
  const joinedUsage = member && relations.membership ? (relations.usage ?? null) : null;
  return merchantDetail(row, outlets, relations, tenant, {
    memberships: membershipViews(tiers, row.merchant, outlets, joinedUsage),
    loyaltyPrograms: programs.map(programSummary),
    loyaltyProgramsCount: total?.count ?? 0,
    ticketReferral: total?.ticketReferral ?? 0,
  });
}
