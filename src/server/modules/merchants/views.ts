import { nullable } from '../../lib/schemas';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import type { memberships } from '../../db/schema';
import { ProgramSummary } from '../../../shared/api/programs';
import type { programSummary } from '../program-cards/views';
import { membershipSchema, type membershipViews } from './memberships';
import type { MerchantRow, OutletRow } from './repository';

type Membership = typeof memberships.$inferSelect;

export function outletView(outlet: OutletRow, distance?: number) {
  return {
    _id: outlet.id,
    name: outlet.name,
    image: outlet.image,
    isMenu: outlet.isMenu,
    isOrder: outlet.isOrder,
    contact: { ...outlet.contact, location: { latitude: outlet.latitude, longitude: outlet.longitude } },
    workingHours: outlet.workingHours,
    ...(distance !== undefined && { distance: Math.round(distance) }),
  };
}

export interface Relations {
  isFollowed: boolean;
  membership?: Membership;
}

/** The list shape (home feed, search, category, near me). `type` lets a feed mix merchants and promotions. */
export function merchantSummary(
  row: { merchant: MerchantRow; categoryName: string | null },
  relations: Relations,
  distance?: number,
) {
  const m = row.merchant;
  return {
    type: 'merchant' as const,
    _id: m.id,
    name: m.name,
    description: m.description,
    logo: m.logo,
    image: m.image,
    color: m.color,
    subdomain: m.subdomain,
    category: m.categoryId ? { _id: m.categoryId, name: row.categoryName ?? '' } : null,
    isSponsored: m.isSponsored,
    isFollowed: relations.isFollowed,
    followedCount: m.followedCount,
    joined: Boolean(relations.membership),
    ...(distance !== undefined && { distance: Math.round(distance) }),
  };
}

const balance = (value: string | undefined) => (value === undefined ? 0 : Number(value));

/** The programs and membership parts of a merchant page (seed 000 §3), gathered by the service. */
export interface ProgramParts {
  memberships: ReturnType<typeof membershipViews>;
  loyaltyPrograms: ReturnType<typeof programSummary>[];
  loyaltyProgramsCount: number;
  /** Referral rewards the merchant can still give (seed 001 §6: at 0 sharing is disabled). */
  ticketReferral: number;
}

/** The merchant page shape of seed 000 §3: policies come from the tenant config the merchant is served under. */
export function merchantDetail(
  row: { merchant: MerchantRow; categoryName: string | null },
  outlets: OutletRow[],
  relations: Relations,
  tenant: ResolvedTenant,
  parts: ProgramParts,
) {
  const m = row.merchant;
  const membership = relations.membership;
  return {
    ...merchantSummary(row, relations),
    covers: m.covers,
    contact: {
      ...m.contact,
      location: m.latitude === null ? null : { latitude: m.latitude, longitude: m.longitude },
      workingHours: m.workingHours,
    },
    outlets: outlets.map((o) => outletView(o)),
    memberships: parts.memberships,
    loyaltyPrograms: parts.loyaltyPrograms,
    loyaltyProgramsCount: parts.loyaltyProgramsCount,
    ticketReferral: parts.ticketReferral,
    loyaltyProgramUnit: m.loyaltyUnit,
    loyaltyBalance: balance(membership?.loyaltyBalance),
    storeValueBalance: balance(membership?.storeValueBalance),
    last_visited: membership?.lastVisitedAt?.toISOString() ?? null,
    isTermChecked: membership?.isTermChecked ?? false,
    hasTerms: Boolean(m.termBody),
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

const contactProps = {
  phone1: { type: 'string' },
  phone2: { type: 'string' },
  email: { type: 'string' },
  web: { type: 'string' },
  street1: { type: 'string' },
  addressLine: { type: 'string' },
  location: { type: ['object', 'null'], properties: { latitude: { type: 'number' }, longitude: { type: 'number' } } },
};
const workingHoursSchema = { type: 'object', additionalProperties: { type: 'string' } };

export const outletSchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    name: { type: 'string' },
    image: nullable('string'),
    isMenu: { type: 'boolean' },
    isOrder: { type: 'boolean' },
    contact: { type: 'object', properties: contactProps },
    workingHours: workingHoursSchema,
    distance: { type: 'number' },
  },
};

const summaryProps = {
  type: { type: 'string' },
  _id: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  logo: nullable('string'),
  image: nullable('string'),
  color: { type: 'string' },
  subdomain: nullable('string'),
  category: { type: ['object', 'null'], properties: { _id: { type: 'string' }, name: { type: 'string' } } },
  isSponsored: { type: 'boolean' },
  isFollowed: { type: 'boolean' },
  followedCount: { type: 'integer' },
  joined: { type: 'boolean' },
  distance: { type: 'number' },
};

export const merchantSummarySchema = {
  type: 'object',
  properties: { ...summaryProps, outlets: { type: 'array', items: outletSchema } },
};

export const merchantDetailSchema = {
  type: 'object',
  properties: {
    ...summaryProps,
    covers: { type: 'array', items: { type: 'string' } },
    contact: { type: 'object', properties: { ...contactProps, workingHours: workingHoursSchema } },
    outlets: { type: 'array', items: outletSchema },
    memberships: { type: 'array', items: membershipSchema },
    loyaltyPrograms: { type: 'array', items: ProgramSummary },
    loyaltyProgramsCount: { type: 'integer' },
    ticketReferral: { type: 'integer' },
    loyaltyProgramUnit: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        type: { type: 'string' },
        isDecimal: { type: 'boolean' },
        pointToCurrencyValue: { type: 'string' },
      },
    },
    loyaltyBalance: { type: 'number' },
    storeValueBalance: { type: 'number' },
    last_visited: nullable('string'),
    isTermChecked: { type: 'boolean' },
    hasTerms: { type: 'boolean' },
    IsAllowReferral: { type: 'boolean' },
    IsAllowRedeemLoyalty: { type: 'boolean' },
    IsClosedStoreCredit: { type: 'boolean' },
    isSignupTokenRequired: { type: 'boolean' },
    isLoginWith: { type: 'array', items: { type: 'string' } },
    isAllowSmsLogin: { type: 'boolean' },
    preferredLoginType: { type: 'string' },
    signupFields: {
      type: 'object',
      properties: { password: { type: 'object', properties: { isRequired: { type: 'boolean' } } } },
    },
    isTermCheckOnLogin: { type: 'boolean' },
    preferredEmailDomains: { type: 'array', items: { type: 'string' } },
    guestLoginType: { type: 'string' },
  },
};
