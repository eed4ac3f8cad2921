import { MAX_FOLLOWED_CATEGORIES } from '../constants/discovery';
import {
  categoryStrip,
  followCategory,
  otherTileTarget,
  toggleCategory,
  unfollowCategory,
  validateCategorySave,
} from './categories';
import { RULE_MESSAGES } from './messages';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i + 1}`);

describe('category following: at most 7, save needs exactly 7 (sections 4, 5, 9)', () => {
  it('allows the 7th and refuses the 8th with the exact message', () => {
    expect(MAX_FOLLOWED_CATEGORIES).toBe(7);
    expect(followCategory(ids(6), 'c7')).toEqual({ ok: true, followed: ids(7) });
    expect(followCategory(ids(7), 'c8')).toEqual({
      ok: false,
      followed: ids(7),
      error: 'Can not choose more than 7 following category',
    });
  });

  it('following an already followed category changes nothing, even at 7', () => {
    expect(followCategory(ids(7), 'c3')).toEqual({ ok: true, followed: ids(7) });
  });

  it('unfollow and toggle move a category back to other', () => {
    expect(unfollowCategory(ids(7), 'c3').followed).toEqual(['c1', 'c2', 'c4', 'c5', 'c6', 'c7']);
    expect(toggleCategory(ids(7), 'c7').followed).toEqual(ids(6));
    expect(toggleCategory(ids(6), 'c7').followed).toEqual(ids(7));
    expect(toggleCategory(ids(7), 'c8')).toMatchObject({ ok: false, error: RULE_MESSAGES.tooManyCategories });
  });

  it('saves only with exactly 7', () => {
    expect(validateCategorySave(ids(6))).toBe('Choose 7 following category');
    expect(validateCategorySave([])).toBe('Choose 7 following category');
    expect(validateCategorySave(ids(7))).toBeNull();
    expect(validateCategorySave(ids(8))).toBe('Can not choose more than 7 following category');
    expect(RULE_MESSAGES.mustChooseSevenCategoriesHint).toBe('Must choose 7 following categories');
  });

  it('strip shows the first 7 followed categories plus Other', () => {
    const cats = [...ids(9).map((id) => ({ _id: id, isFollowed: true })), { _id: 'x', isFollowed: false }];
    const strip = categoryStrip([{ _id: 'u', isFollowed: false }, ...cats]);
    expect(strip).toHaveLength(8);
    expect(strip.slice(0, 7).map((t) => (t.kind === 'category' ? t.category._id : t.label))).toEqual(ids(7));
    expect(strip[7]).toEqual({ kind: 'other', label: 'Other' });
    expect(categoryStrip([])).toEqual([{ kind: 'other', label: 'Other' }]);
  });

  it("'Other' opens category management for members and /login otherwise", () => {
    expect(otherTileTarget(true)).toBe('manage-categories');
    expect(otherTileTarget(false)).toBe('/login');
  });
});
