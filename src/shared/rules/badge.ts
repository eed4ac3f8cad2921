import { UNREAD_BADGE_MAX } from './constants';

/**
 * Text of the notification bell badge (section 2): the count up to 9, '+9' above 9, and null (no badge) at 0.
 */
export function unreadBadgeLabel(count: number | null | undefined): string | null {
  if (count === null || count === undefined || count === 0) return null;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`unreadBadgeLabel: count must be a whole number of 0 or more, got ${count}`);
  }
  return count > UNREAD_BADGE_MAX ? `+${UNREAD_BADGE_MAX}` : String(count);
}
