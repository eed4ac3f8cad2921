import { MESSAGES } from '../../../shared/constants/messages';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { DbOrTx } from '../../db/client';
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

/** The merchant page (seed 000 §3) as `session` (null: an anonymous visitor) sees it. */
export async function merchantPage(
  db: DbOrTx,
  tenant: ResolvedTenant,
  session: SessionUser | null,
  merchantId: string,
) {
  const tenantId = tenant.id;
  // A registered member's tier progress comes from their own purchases; guests are not eligible for membership
  // offers (seed 000 §8), so they, like anonymous visitors, see the tiers without isActive.
  const member = session && session.user.role !== 'guest' ? session.user : null;
  // All are scoped by tenant, so reading them before knowing the merchant exists leaks nothing.
  const [row, outlets, relation, tiers, programs, totals, usage] = await Promise.all([
    merchantsRepo.getMerchant(db, tenantId, merchantId),
    merchantsRepo.outletsOf(db, tenantId, [merchantId]),
    relationsOf(db, { tenantId, userId: session?.user.id ?? null }, [merchantId]),
    repo.merchantTiers(db, tenantId, merchantId),
    programsRepo.programsOf(db, { tenantId, merchantId, offset: 0, limit: PAGE_PROGRAMS_LIMIT }),
    programsRepo.programTotals(db, tenantId, [merchantId]),
    member ? repo.memberUsage(db, { tenantId, userId: member.id }, merchantId) : null,
  ]);
  if (!row) throw notFound('Merchant');
  if (!row.merchant.isActive) throw new AppError(404, 'MERCHANT_INACTIVE', MESSAGES.merchantInactive);
  const relations = relation(merchantId);
  // Tier progress belongs to members of this merchant: a registered user who has not joined sees no active tier.
  const joinedUsage = relations.membership ? usage : null;
  const total = totals.get(merchantId);
  return merchantDetail(row, outlets, relations, tenant, {
    memberships: membershipViews(tiers, row.merchant, outlets, joinedUsage),
    loyaltyPrograms: programs.rows.map(programSummary),
    loyaltyProgramsCount: total?.count ?? 0,
    ticketReferral: total?.ticketReferral ?? 0,
  });
}
