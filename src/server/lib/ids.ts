import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
/** Bearer tokens: 32 random bytes; only their sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** A 6-digit one-time code, uniformly drawn (leading zeros allowed). */
export const newNumericCode = (length: number): string =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');
/** Referral codes: 8 characters without look-alikes (0/O, 1/I). */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}
