/** The member's wallet at a merchant and its activity lists (seed 001 §2, §6, §14). */
import type { Wallet, WalletEntry } from '../../../shared/api/wallet';
import { fromCents, pointsToCurrencyCents } from '../../../shared/rules/money';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { balancesOf } from '../../ledger/ledger';
import { notFound } from '../../lib/app-error';
import type { MerchantRow } from '../merchants/repository';
import { memberTiers } from '../tiers/progress';
import { memberUsage, merchantTiers, requirementOf } from '../tiers/repository';
import { passAvailability } from './pass-service';
import { creditClosed, creditOverdraft, giftBlockedReason } from './policy';
import * as repo from './repository';
import { displayName, entryView, loyaltyUnitView, walletMerchantView } from './views';

type Member = repo.Member;
type Ctx = Pick<ServerContext, 'db' | 'clock' | 'payments'>;

/** A merchant of this tenant (active), or 404. */
export async function merchantOrThrow(db: DbOrTx, tenantId: string, merchantId: string): Promise<MerchantRow> {
  const merchant = await repo.merchantById(db, tenantId, merchantId);
  if (!merchant) throw notFound('Merchant');
  return merchant;
}

/** The member's reached tier at a merchant (null: none), and whether the merchant has tiers at all. */
export async function reachedTier(db: DbOrTx, member: Member, merchantId: string) {
  const tiers = await merchantTiers(db, member.tenantId, merchantId);
  if (tiers.length === 0) return { hasTiers: false, tierName: null, tierId: null };
  const views = memberTiers(tiers.map(requirementOf), await memberUsage(db, member, merchantId));
  const reached = views.find((t) => t.isActive);
  return { hasTiers: true, tierName: reached?.name ?? null, tierId: reached?._id ?? null };
}

export async function walletOf(
  ctx: Ctx,
  tenant: ResolvedTenant,
  member: Member,
  merchant: MerchantRow,
): Promise<Wallet> {
  const now = ctx.clock();
  const [membership, user, balances, tier] = await Promise.all([
    repo.membershipAt(ctx.db, member, merchant.id),
    repo.userById(ctx.db, member.tenantId, member.userId),
    balancesOf(ctx.db, { ...member, merchantId: merchant.id }, now),
    reachedTier(ctx.db, member, merchant.id),
  ]);
  const facts = await repo.tabFacts(ctx.db, member, merchant.id, tier.tierId, now);
  if (!user) throw notFound('Member');
  const joined = Boolean(membership);
  const closed = creditClosed(tenant);
  const unit = loyaltyUnitView(merchant);
  const active = balances?.activePointCents ?? 0;
  const inactive = balances?.inactivePointCents ?? 0;
  const credit = balances?.creditCents ?? 0;
  const blocked = giftBlockedReason({ joined, hasActiveMembership: !tier.hasTiers || tier.tierName !== null });
  return {
    merchant: walletMerchantView(merchant),
    loyaltyProgramUnit: unit,
    joined,
    card: membership
      ? {
          memberNumber: membership.memberNumber,
          qrValue: user.id,
          tierName: tier.tierName,
          expireDate: null,
          name: displayName(user),
          phone: user.phone,
          email: user.email,
        }
      : null,
    points: {
      active: fromCents(active),
      inactive: fromCents(inactive),
      nextAvailableAt: balances?.nextAvailable?.at.toISOString() ?? null,
      nextAvailableAmount: balances?.nextAvailable ? fromCents(balances.nextAvailable.pointCents) : null,
      activeCurrencyValue: fromCents(pointsToCurrencyCents(active, unit.pointToCurrencyValue)),
    },
    storeCredit: {
      balance: fromCents(credit),
      allowNegative: creditOverdraft(tenant, merchant) === 'allow',
      closed,
    },
    permissions: {
      redeemPoints: joined && tenant.features.loyaltyRedemption,
      useStoreCredit: joined && !closed,
      buyStoreCredit: joined && !closed && ctx.payments.providerFor(tenant) !== null,
      gift: tenant.features.referral && blocked === null,
      giftBlockedReason: blocked,
    },
    tabs: {
      membership: joined,
      vouchers: facts.vouchers,
      storeCredit: !closed && (credit !== 0 || facts.creditHistory),
      points: active !== 0 || inactive !== 0 || facts.pointHistory,
      stamps: facts.stamps,
      packages: facts.packages,
    },
    walletPass: passAvailability(tenant, joined),
  };
}

export async function activityOf(
  ctx: Ctx,
  query: Omit<repo.ActivityQuery, 'now'>,
): Promise<{ data: WalletEntry[]; total: number; offset: number; limit: number }> {
  const now = ctx.clock();
  const { rows, total } = await repo.activity(ctx.db, { ...query, now });
  return { data: rows.map((row) => entryView(row, now)), total, offset: query.offset, limit: query.limit };
}
