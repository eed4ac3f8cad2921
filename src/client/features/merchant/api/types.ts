import type { WorkingHours } from '../../../../shared/rules';
import type { MerchantSummary } from '../../discovery';
import type { MembershipTier, ProgramSummary } from '../../programs';

export interface Contact {
  phone1?: string;
  phone2?: string;
  email?: string;
  web?: string;
  street1?: string;
  addressLine?: string;
  location?: { latitude: number; longitude: number } | null;
}

export interface Outlet {
  _id: string;
  name: string;
  image: string | null;
  isMenu: boolean;
  isOrder: boolean;
  contact: Contact;
  workingHours?: WorkingHours;
  distance?: number;
}

/** GET /api/merchants/:merchantId (seed 000 section 3): the list fields plus the page's own. */
export interface MerchantDetail extends Omit<MerchantSummary, 'outlets' | 'distance'> {
  covers: string[];
  contact: Contact & { workingHours?: WorkingHours };
  outlets: Outlet[];
  memberships: MembershipTier[];
  loyaltyPrograms: ProgramSummary[];
  loyaltyProgramsCount: number;
  /** Referral rewards the merchant can still give (0: sharing is off, seed 001 §6). */
  ticketReferral: number;
  loyaltyProgramUnit: { name: string; type: string; isDecimal: boolean };
  loyaltyBalance: number;
  storeValueBalance: number;
  last_visited: string | null;
  isTermChecked: boolean;
  hasTerms: boolean;
  IsAllowReferral: boolean;
  IsAllowRedeemLoyalty: boolean;
  IsClosedStoreCredit: boolean;
  isSignupTokenRequired: boolean;
  guestLoginType: string;
}

export interface FollowResult {
  _id: string;
  isFollowed: boolean;
  followedCount: number;
}
