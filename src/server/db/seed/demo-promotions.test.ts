import { CATEGORIES, demoCategoryId } from './demo-content';
import {
  ALL_PROMOTION_TITLES,
  categorySlugOf,
  offersOf,
  PROMOTION_DESCRIPTION,
  VOUCHER_DESCRIPTION,
} from './demo-promotions';

const promotionTitlesOf = (slug: Parameters<typeof offersOf>[0]) => offersOf(slug).promotions;
const voucherNamesOf = (slug: Parameters<typeof offersOf>[0]) => offersOf(slug).vouchers;

const NON_FOOD = ['fashion', 'beauty', 'fitness', 'books', 'electronics'] as const;
const FOOD_WORDS =
  /\b(coffee|espresso|pastry|croissants?|cakes?|bread|dessert|lunch|dinner|meals?|drinks?|fruit|happy hour|eat)\b/i;

describe('demo promotions and vouchers', () => {
  test('every category has its own promotion titles and voucher names', () => {
    for (const { slug } of CATEGORIES) {
      expect(promotionTitlesOf(slug).length).toBeGreaterThanOrEqual(3);
      expect(voucherNamesOf(slug).length).toBeGreaterThanOrEqual(3);
    }
  });

  test('a shop that sells no food never gets a food title or voucher', () => {
    for (const slug of NON_FOOD) {
      for (const text of [...promotionTitlesOf(slug), ...voucherNamesOf(slug)]) expect(text).not.toMatch(FOOD_WORDS);
    }
    expect(promotionTitlesOf(categorySlugOf('north-outfitters', 'north-outfitters-cat-fashion'))).toContain(
      '20% off outerwear this week',
    );
  });

  test('titles fit a feed card: short, no price, no points (some merchants earn credit)', () => {
    for (const title of ALL_PROMOTION_TITLES) {
      expect(title.length).toBeLessThanOrEqual(40);
      expect(title).not.toMatch(/[$₮€£]|\bpoints?\b/i);
    }
    // The descriptions promise neither ordering in the app nor a counter: true of every merchant.
    expect(`${PROMOTION_DESCRIPTION} ${VOUCHER_DESCRIPTION}`).not.toMatch(/app|online|counter/i);
  });

  test('the category comes from the merchant categoryId of its own tenant', () => {
    expect(categorySlugOf('t1', demoCategoryId('t1', 'fast-food'))).toBe('fast-food');
    expect(categorySlugOf('t1', 't2-cat-coffee')).toBeUndefined();
    expect(categorySlugOf('t1', 't1-cat-unknown')).toBeUndefined();
    expect(categorySlugOf('t1', null)).toBeUndefined();
    expect(promotionTitlesOf(undefined).length).toBeGreaterThan(0);
    expect(voucherNamesOf(undefined).length).toBeGreaterThan(0);
    expect(ALL_PROMOTION_TITLES).toEqual(expect.arrayContaining([...promotionTitlesOf(undefined)]));
  });
});
