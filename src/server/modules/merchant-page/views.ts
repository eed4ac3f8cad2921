import type { MembershipTier } from '../../../shared/api/loyalty';
import type { MerchantDetail, TenantPolicyFields } from '../../../shared/api/merchants';
import type { ProgramSummary } from '../../../shared/api/programs';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { MerchantRow, OutletRow } from '../merchants/repository';
import { merchantSummary, outletView, type Relations } from '../merchants/views';

/**
 * The tenant's policy under the names seed 000 §3 gives the merchant's fields. A merchant is served under one
 * tenant, and these come from that tenant's config (the app reads the same config, so it does not use them).
 */
export function tenantPolicyFields(tenant: ResolvedTenant): TenantPolicyFields {
  return {
    IsAllowReferral: tenant.features.referral,
    IsAllowRedeemLoyalty: tenant.features.loyaltyRedemption,
    IsClosedStoreCredit: !tenant.features.storeCredit,
    isSignupTokenRequired: tenant.login.signupTokenRequired,
    isLoginWith: tenant.login.methods,
    isAllowSmsLogin: tenant.login.allowSms,
    preferredLoginType: tenant.login.preferred,
    signupFields: { password: { isRequired: tenant.login.passwordRequired } },
    isTermCheckOnLogin: tenant.login.termsOnLogin,
    preferredEmailDomains: tenant.login.preferredEmailDomains,
    guestLoginType: tenant.guest.loginType,
  };
}

/** The programs and membership parts of a merchant page (seed 000 §3), gathered by the service. */
export interface ProgramParts {
  memberships: MembershipTier[];
  loyaltyPrograms: ProgramSummary[];
  loyaltyProgramsCount: number;
  /** Referral rewards the merchant can still give (seed 001 §6: at 0 sharing is disabled). */
  ticketReferral: number;
}

const balance = (value: string | undefined) => (value === undefined ? 0 : Number(value));

/** The merchant page shape of seed 000 §3: policies come from the tenant config the merchant is served under. */
export function merchantDetail(
  row: { merchant: MerchantRow; categoryName: string | null },
  outlets: OutletRow[],
  relations: Relations,
  tenant: ResolvedTenant,
  parts: ProgramParts,
): MerchantDetail {
  const m = row.merchant;
  const membership = relations.membership;
  return {
    ...merchantSummary(row, relations),
    covers: m.covers,
    contact: {
      ...m.contact,
      location: m.latitude === null || m.longitude === null ? null : { latitude: m.latitude, longitude: m.longitude },
      workingHours: m.workingHours,
    },
    outlets: outlets.map(outletView),
    ...parts,
    loyaltyProgramUnit: m.loyaltyUnit,
    loyaltyBalance: balance(membership?.loyaltyBalance),
    storeValueBalance: balance(membership?.storeValueBalance),
    last_visited: membership?.lastVisitedAt?.toISOString() ?? null,
    isTermChecked: membership?.isTermChecked ?? false,
    hasTerms: Boolean(m.termBody),
    ...tenantPolicyFields(tenant),
  };
}
