/**
 * What the demo's promotions and vouchers are called, by the merchant's directory category, so an outfitter never
 * runs a "Happy hour" and a bookshop never sells a "Lunch deal". Titles name no price (the seeded vouchers and
 * catalogues carry those) and no points (some merchants earn credit), and stay short: they show on the feed's cards.
 */
import { CATEGORIES, demoCategoryId, type CategorySlug } from './demo-content';

/** What a merchant runs as promotions and sells as vouchers (at the seed's values). */
interface Offers {
  promotions: readonly string[];
  vouchers: readonly string[];
}

/** Per trade: the promotions a merchant of it would run and the vouchers it would sell. */
export const DEMO_OFFERS: Record<CategorySlug, Offers> = {
  coffee: {
    promotions: [
      'Free pastry with any large coffee',
      'Second coffee half price',
      'Bring your own cup, save 10%',
      'Free extra shot on Mondays',
    ],
    vouchers: ['Coffee card', 'Welcome voucher', 'Gift card', 'Breakfast voucher'],
  },
  bakery: {
    promotions: ['Birthday cakes 10% off', 'Free coffee with any cake', 'Buy 5 croissants, get 1 free'],
    vouchers: ['Bakery gift card', 'Welcome voucher', 'Cake voucher'],
  },
  restaurant: {
    promotions: ['Free dessert with any main', 'Two-course set lunch on weekdays', 'Members get 15% off dinner'],
    vouchers: ['Dinner voucher', 'Gift card', 'Lunch deal'],
  },
  'fast-food': {
    promotions: ['Free drink with any meal', 'Two for one on Tuesdays', 'Members get 15% off combos'],
    vouchers: ['Meal voucher', 'Welcome voucher', 'Gift card'],
  },
  grocery: {
    promotions: [
      'Fresh fruit specials this week',
      'Buy 2, get 1 free on pantry goods',
      'Members save 10% on Saturdays',
    ],
    vouchers: ['Shopping voucher', 'Welcome voucher', 'Gift card'],
  },
  fashion: {
    promotions: ['20% off outerwear this week', 'New season arrivals', 'Second accessory half price'],
    vouchers: ['Gift card', 'Welcome voucher', 'Style voucher'],
  },
  beauty: {
    promotions: ['First treatment 15% off', 'Free consultation this month', 'Bring a friend, both save 15%'],
    vouchers: ['Treatment voucher', 'Gift card', 'Welcome voucher'],
  },
  fitness: {
    promotions: ['First class free', 'No joining fee this month', 'Bring a friend for free'],
    vouchers: ['Class pass voucher', 'Gift card', 'Welcome voucher'],
  },
  books: {
    promotions: ['3 for 2 on paperbacks', 'Staff picks 10% off', 'Free bookmark with every book'],
    vouchers: ['Book token', 'Gift card', 'Welcome voucher'],
  },
  electronics: {
    promotions: ['Free screen protector with any phone', '10% off headphones this week', 'Trade in your old phone'],
    vouchers: ['Gift card', 'Accessory voucher', 'Welcome voucher'],
  },
};

/** For a merchant without a category (none in the seed, but the column is nullable): fits any trade. */
const ANY_TRADE: Offers = { promotions: ['Members get 10% off'], vouchers: ['Gift card'] };

/** True whichever trade the merchant is in: not every merchant takes orders in the app, and a gym has no counter. */
export const PROMOTION_DESCRIPTION = 'Show this card when you visit to claim the offer.';
export const VOUCHER_DESCRIPTION = 'Use it on your next visit before it expires.';

/** Every promotion title the demo can seed (tests find the cards by them). */
export const ALL_PROMOTION_TITLES: readonly string[] = [
  ...new Set([...Object.values(DEMO_OFFERS), ANY_TRADE].flatMap((offers) => offers.promotions)),
];

/** The trade of a merchant's categoryId, or undefined when it has none or one the demo did not make. */
export function categorySlugOf(tenantId: string, categoryId: string | null): CategorySlug | undefined {
  return CATEGORIES.find(({ slug }) => demoCategoryId(tenantId, slug) === categoryId)?.slug;
}

/** The offers of a trade; those that fit any trade without one. */
export const offersOf = (slug: CategorySlug | undefined): Offers => (slug ? DEMO_OFFERS[slug] : ANY_TRADE);
