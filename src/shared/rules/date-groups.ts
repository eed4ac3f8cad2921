import { localClock } from './local-time';
import { fillMessage, RULE_MESSAGES } from './messages';

/** How long ago a day was, in whole calendar days at the given offset: 0 today, 1 yesterday, n otherwise. */
export function calendarDaysAgo(date: Date, now: Date, utcOffsetMinutes?: number): number {
  // Both instants read at the same offset: a date just after midnight is "today" even if under 24 h have passed.
  const offset = utcOffsetMinutes ?? -now.getTimezoneOffset();
  const days = localClock(now, offset).dayNumber - localClock(date, offset).dayNumber;
  // A date slightly in the future (clock skew between server and device) is still today.
  return Math.max(0, days);
}

export type DateGroupKind = 'today' | 'yesterday' | 'daysAgo';

export interface DateGroup<T> {
  kind: DateGroupKind;
  daysAgo: number;
  /** English label: 'Today', 'Yesterday' or 'N days ago'. */
  label: string;
  items: T[];
}

export function dateGroupKind(daysAgo: number): DateGroupKind {
  if (daysAgo === 0) return 'today';
  return daysAgo === 1 ? 'yesterday' : 'daysAgo';
}

/** English group label (section 9): Today, Yesterday, N days ago. */
export function dateGroupLabel(daysAgo: number): string {
  const kind = dateGroupKind(daysAgo);
  if (kind === 'today') return RULE_MESSAGES.today;
  if (kind === 'yesterday') return RULE_MESSAGES.yesterday;
  return fillMessage(RULE_MESSAGES.daysAgo, { days: daysAgo });
}

function toDate(value: Date | string | number, what: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`groupByDate: ${what} is not a valid date: ${String(value)}`);
  return date;
}

/**
 * Groups notifications by calendar day (section 2, /notification and the feed's Activity tab). Keeps the order
 * of `items` (newest or oldest first, as sorted by the caller); consecutive items of the same day share a group.
 */
export function groupByDate<T>(
  items: readonly T[],
  dateOf: (item: T) => Date | string | number,
  now: Date,
  utcOffsetMinutes?: number,
): DateGroup<T>[] {
  const groups: DateGroup<T>[] = [];
  for (const item of items) {
    const daysAgo = calendarDaysAgo(toDate(dateOf(item), 'an item date'), now, utcOffsetMinutes);
    const last = groups[groups.length - 1];
    if (last && last.daysAgo === daysAgo) last.items.push(item);
    else groups.push({ kind: dateGroupKind(daysAgo), daysAgo, label: dateGroupLabel(daysAgo), items: [item] });
  }
  return groups;
}
