import { ADULT_AGE, DEFAULT_AGE } from '../constants/profile';
import { localClock } from './local-time';

/** The fields of the auth user (section 3) these rules read. */
export interface ProfileUser {
  firstname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  isEmailVerified?: boolean | null;
  isPhoneVerified?: boolean | null;
  birthday?: string | Date | null;
}

export type ProfileField = 'firstname' | 'lastname' | 'birthday' | 'verifiedContact';

/**
 * Profile completeness (decided here; the spec names the '!' badge and warning but not the fields): a non-blank
 * first name and last name, a valid birthday, and at least one verified way to reach the user (an e-mail with
 * isEmailVerified or a phone with isPhoneVerified). The server stores the result as `isProfileCompleted`.
 */
export function missingProfileFields(user: ProfileUser): ProfileField[] {
  const missing: ProfileField[] = [];
  if (!user.firstname?.trim()) missing.push('firstname');
  if (!user.lastname?.trim()) missing.push('lastname');
  if (!user.birthday || parseBirthday(user.birthday) === null) missing.push('birthday');
  const emailOk = Boolean(user.email?.trim() && user.isEmailVerified);
  const phoneOk = Boolean(user.phone?.trim() && user.isPhoneVerified);
  if (!emailOk && !phoneOk) missing.push('verifiedContact');
  return missing;
}

export function isProfileComplete(user: ProfileUser): boolean {
  return missingProfileFields(user).length === 0;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * Reads a birthday as a calendar date: the `YYYY-MM-DD` prefix of a string (so '1990-05-01T00:00:00.000Z' is
 * 1 May whatever the zone), or the UTC date of a Date. Null when it is not a real date.
 */
function parseBirthday(birthday: string | Date): CalendarDate | null {
  if (birthday instanceof Date) {
    if (Number.isNaN(birthday.getTime())) return null;
    return { year: birthday.getUTCFullYear(), month: birthday.getUTCMonth() + 1, day: birthday.getUTCDate() };
  }
  const match = ISO_DATE.exec(birthday.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Age in whole years on `now`'s calendar day (at the given offset, default the runtime's). No birthday gives the
 * default age 18 (section 9). A birthday that is not a date throws, naming the accepted forms. A 29 February
 * birthday comes of age on 1 March in other years.
 */
export function ageFromBirthday(
  birthday: string | Date | null | undefined,
  now: Date,
  utcOffsetMinutes?: number,
): number {
  if (birthday === null || birthday === undefined || birthday === '') return DEFAULT_AGE;
  const born = parseBirthday(birthday);
  if (!born) {
    throw new RangeError(
      `ageFromBirthday: birthday must be a date 'YYYY-MM-DD' (or an ISO date-time), got ${String(birthday)}`,
    );
  }
  const today = localClock(now, utcOffsetMinutes);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return Math.max(0, today.year - born.year - (hadBirthday ? 0 : 1));
}

/** Adult at 18 or over (section 9). */
export function isAdult(age: number): boolean {
  return age >= ADULT_AGE;
}

export interface PasswordPopupContext {
  loggedIn: boolean;
  isGuest: boolean;
  hasPassword: boolean | null | undefined;
  /** Merchant.signupFields.password.isRequired */
  merchantRequiresPassword: boolean | null | undefined;
}

/**
 * The password popup opens at once and cannot be closed when the user is logged in, not a guest, has no password
 * and the merchant requires one (section 4).
 */
export function mustSetPassword(ctx: PasswordPopupContext): boolean {
  return ctx.loggedIn && !ctx.isGuest && !ctx.hasPassword && Boolean(ctx.merchantRequiresPassword);
}

/** Profile popup states (section 4). */
export type ProfilePopup = 'hidden' | 'phone' | 'password' | 'logout' | 'membership';

export function initialProfilePopup(ctx: PasswordPopupContext): ProfilePopup {
  return mustSetPassword(ctx) ? 'password' : 'hidden';
}

export interface ReferralContext {
  subdomain: string | null | undefined;
  /** Merchant.IsAllowReferral */
  merchantAllowsReferral: boolean | null | undefined;
  memberships: readonly { isActive?: boolean | null }[] | null | undefined;
  token: string | null | undefined;
}

/**
 * 'Refer friends' entry (sections 2 and 6): only when a subdomain exists, the merchant allows referral, the user
 * has an active membership and holds a token.
 */
export function showReferralEntry(ctx: ReferralContext): boolean {
  return (
    Boolean(ctx.subdomain?.trim()) &&
    Boolean(ctx.merchantAllowsReferral) &&
    (ctx.memberships ?? []).some((m) => m.isActive) &&
    Boolean(ctx.token)
  );
}
