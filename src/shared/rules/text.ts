import { DESCRIPTION_MAX_LENGTH } from '../constants/discovery';

export const ELLIPSIS = '…';

/**
 * Merchant description (section 2): the first 60 characters, then an ellipsis when something was cut. Counts
 * Unicode code points so an emoji or a CJK extension character is never split into half a surrogate pair;
 * trailing spaces before the ellipsis are dropped.
 */
export function truncateDescription(text: string | null | undefined, max: number = DESCRIPTION_MAX_LENGTH): string {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`truncateDescription: max must be a whole number above 0, got ${max}`);
  const value = text ?? '';
  const points = Array.from(value);
  if (points.length <= max) return value;
  return points.slice(0, max).join('').trimEnd() + ELLIPSIS;
}
