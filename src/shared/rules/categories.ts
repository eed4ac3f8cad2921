import { MAX_FOLLOWED_CATEGORIES } from '../constants/discovery';
import { RULE_MESSAGES } from './messages';

/**
 * Category following (sections 4, 5 and 9): a category moves between "other" and "followed"; at most 7 may be
 * followed, and the management popup saves only with exactly 7. Ids keep the order in which they were followed.
 */
export type CategoryChange = { ok: true; followed: string[] } | { ok: false; followed: string[]; error: string };

/** Follows `id`; the 8th gives 'Can not choose more than 7 following category' and leaves the list unchanged. */
export function followCategory(followed: readonly string[], id: string): CategoryChange {
  if (followed.includes(id)) return { ok: true, followed: [...followed] };
  if (followed.length >= MAX_FOLLOWED_CATEGORIES) {
    return { ok: false, followed: [...followed], error: RULE_MESSAGES.tooManyCategories };
  }
  return { ok: true, followed: [...followed, id] };
}

/** Unfollows `id` (always allowed; saving then needs 7 again). */
export function unfollowCategory(followed: readonly string[], id: string): CategoryChange {
  return { ok: true, followed: followed.filter((f) => f !== id) };
}

/** Follows when not followed, unfollows otherwise. */
export function toggleCategory(followed: readonly string[], id: string): CategoryChange {
  return followed.includes(id) ? unfollowCategory(followed, id) : followCategory(followed, id);
}

/** Save needs exactly 7: fewer gives 'Choose 7 following category'; more gives the 'more than 7' message. */
export function validateCategorySave(followed: readonly string[]): string | null {
  if (followed.length > MAX_FOLLOWED_CATEGORIES) return RULE_MESSAGES.tooManyCategories;
  if (followed.length < MAX_FOLLOWED_CATEGORIES) return RULE_MESSAGES.chooseSevenCategories;
  return null;
}

/** The management popup switches between these two modes. */
export type CategoryPopupMode = 'customize' | 'save';

export interface CategoryLike {
  _id: string;
  isFollowed?: boolean | null;
}

export type CategoryStripTile<C> = { kind: 'category'; category: C } | { kind: 'other'; label: string };

/** Home category strip: the first 7 followed categories, in list order, then the 'Other' tile. */
export function categoryStrip<C extends CategoryLike>(categories: readonly C[]): CategoryStripTile<C>[] {
  const tiles: CategoryStripTile<C>[] = categories
    .filter((c) => c.isFollowed)
    .slice(0, MAX_FOLLOWED_CATEGORIES)
    .map((category) => ({ kind: 'category', category }));
  tiles.push({ kind: 'other', label: RULE_MESSAGES.other });
  return tiles;
}

/** Where the 'Other' tile leads: the management popup for logged-in users, /login otherwise. */
export function otherTileTarget(loggedIn: boolean): 'manage-categories' | '/login' {
  return loggedIn ? 'manage-categories' : '/login';
}
