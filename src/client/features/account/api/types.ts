/** The auth user as GET /api/me returns it (src/server/modules/auth/user-view.ts). */
export interface ProfileUser {
  _id: string;
  role: 'guest' | 'registered';
  phone: string | null;
  email: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
  birthday: string | null;
  hasPassword: boolean;
  referralCode?: string;
  unreadNotification?: number;
}

/** Membership of seed 000 §3, as the merchant page lists it. */
export interface Membership {
  _id?: string;
  name: string;
  isActive?: boolean | null;
  showOnMemberApp?: boolean | null;
  image?: string | null;
  logo?: string | null;
  membershipImage?: string | null;
  howItWorks?: string | null;
  discountCashback?: { discountType?: 'discount' | 'cashback' | string; value?: number | null } | null;
}

/** The parts of GET /api/merchants/{id} the profile reads. */
export interface ProfileMerchant {
  _id: string;
  name: string;
  subdomain: string | null;
  memberships?: Membership[];
  IsAllowReferral?: boolean;
  signupFields?: { password?: { isRequired?: boolean } };
}

export interface PreferencesDoc {
  preferences: { like: string[]; dislike: string[]; dietary: string[]; allergic: string[] };
  consent: boolean;
  demographic: { race: string | null; citizenship: string | null };
}

export interface Address {
  _id: string;
  label: string;
  street: string;
  unit: string;
  city: string;
  postalCode: string;
}

export interface BiometricState {
  registered: boolean;
  isVerifyBiometric: boolean;
}

export type ContactKind = 'phone' | 'email';
