/**
 * The most recent gift recipients, kept on this device only (seed 001 §9: at most 10, newest first). Each tenant
 * is its own origin, so its list is its own. What another member is shown as stays what the search answered: a
 * name, and the phone the member typed.
 */
import { normalizePhone } from '../../../../shared/auth/identity';
import { RECENT_RECIPIENTS_MAX } from '../../../../shared/constants/wallet';

export const RECENT_RECIPIENTS_KEY = 'livery:giftRecipients';

export interface RecentRecipient {
  phone: string;
  name: string;
}

const isRecipient = (value: unknown): value is RecentRecipient =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentRecipient).name === 'string' &&
  typeof (value as RecentRecipient).phone === 'string' &&
  normalizePhone((value as RecentRecipient).phone) !== null;

/** The stored list; anything malformed (another version, a hand edit) is dropped rather than shown. */
export function readRecentRecipients(storage: Pick<Storage, 'getItem'>): RecentRecipient[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(RECENT_RECIPIENTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecipient).slice(0, RECENT_RECIPIENTS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a recipient first (once per phone), keeps the newest 10, and answers the new list. */
export function rememberRecipient(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  recipient: RecentRecipient,
): RecentRecipient[] {
  const others = readRecentRecipients(storage).filter((r) => r.phone !== recipient.phone);
  const list = [recipient, ...others].slice(0, RECENT_RECIPIENTS_MAX);
  storage.setItem(RECENT_RECIPIENTS_KEY, JSON.stringify(list));
  return list;
}
