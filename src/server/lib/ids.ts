import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
/** Bearer tokens: 32 random bytes; only their sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** A 6-digit one-time code, uniformly drawn (leading zeros allowed). */
export const newNumericCode = (length: number): string =>
  Array.from({ length }, () => String(randomInt(0, 10))).join('');
/** Letters and digits without look-alikes (0/O, 1/I), for codes people copy from paper or a screen. */
export const READABLE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** `length` random characters of READABLE_ALPHABET; 32 characters, so a byte modulo 32 draws them uniformly. */
export const newReadableCode = (length: number): string =>
  Array.from(randomBytes(length), (b) => READABLE_ALPHABET[b % READABLE_ALPHABET.length]).join('');
/** Referral codes: 8 readable characters. */
export const newReferralCode = (): string => newReadableCode(8);
