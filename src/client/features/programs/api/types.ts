import type { ProgramType } from '../../../../shared/rules/programs';

/** A program card (GET /api/programs, and Merchant.loyaltyPrograms[]). */
export interface ProgramSummary {
  _id: string;
  merchantId: string;
  type: ProgramType;
  name: string;
  description: string;
  image: string | null;
  expireDate: string | null;
  membership: { _id: string; name: string } | null;
  /** False for discount packages: a guest gets the sign-up prompt instead (seed 001 §6). */
  guestEligible: boolean;
}

/** GET /api/programs/:programId (seed 000 §7 program lookup). */
export interface ProgramDetail extends ProgramSummary {
  howItWorks: string;
  howToEnjoySteps: string[];
  rule: Record<string, unknown> & { kind: ProgramType };
  createdAt: string;
  merchant: {
    _id: string;
    name: string;
    logo: string | null;
    image: string | null;
    color: string;
    loyaltyProgramUnit: { name: string; type: string; isDecimal: boolean };
  };
}

/** Merchant.memberships[] (seed 000 §3). isActive is absent for visitors without membership progress. */
export interface MembershipTier {
  _id: string;
  name: string;
  isActive?: boolean;
  showOnMemberApp?: boolean;
  image?: string | null;
  logo?: string | null;
  membershipImage?: string | null;
  howItWorks?: string;
  requiredUsage?: {
    values?: { currentAmount?: number; currentCount?: number; requiredAmount?: number; requiredCount?: number }[];
  };
  outlets?: { _id: string; name: string }[];
  discountCashback?: { discountType?: string; value?: number | null } | null;
}
