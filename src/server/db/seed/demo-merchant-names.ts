/**
 * Names of the demo's other merchants that fit their directory category (issue 11: no "Green Kitchen 1" in
 * Electronics): a first word shared by every trade, then a word of the merchant's own trade. Unique per tenant
 * without a number: a name already taken moves on to the next first word.
 */
import type { CATEGORIES } from './demo-content';

type CategorySlug = (typeof CATEGORIES)[number]['slug'];

export const NAME_FIRST = [
  'Golden',
  'Blue',
  'Steppe',
  'Urban',
  'Little',
  'Nomad',
  'Silver',
  'Green',
  'Sunny',
  'Royal',
  'Happy',
  'Northern',
] as const;

/** What a shop of each trade calls itself; each list has as many words as any other, so one draw picks from each. */
export const TRADE_WORDS: Record<CategorySlug, readonly string[]> = {
  coffee: ['Coffee House', 'Roasters', 'Espresso Bar', 'Bean Café'],
  bakery: ['Bakery', 'Bakehouse', 'Oven', 'Patisserie'],
  restaurant: ['Kitchen', 'Bistro', 'Grill', 'Table'],
  'fast-food': ['Burgers', 'Dumpling House', 'Noodle Bar', 'Chicken'],
  grocery: ['Market', 'Grocer', 'Mart', 'Pantry'],
  fashion: ['Boutique', 'Threads', 'Outfitters', 'Tailors'],
  beauty: ['Beauty Bar', 'Spa', 'Salon', 'Nail Studio'],
  fitness: ['Gym', 'Fitness Club', 'Yoga Studio', 'Boxing Club'],
  books: ['Books', 'Bookshop', 'Reading Room', 'Paper & Ink'],
  electronics: ['Electronics', 'Gadgets', 'Phone Store', 'Tech Hub'],
};

export const TRADE_WORD_COUNT = 4;

/**
 * The name of a merchant in `category` from the seed's two draws (indices into NAME_FIRST and the trade's words),
 * added to `taken`. A taken name steps through every pair of first word and trade word.
 */
export function demoMerchantName(category: CategorySlug, firstDraw: number, tradeDraw: number, taken: Set<string>) {
  const words = TRADE_WORDS[category];
  for (let step = 0; step < NAME_FIRST.length * words.length; step += 1) {
    const first = NAME_FIRST[(firstDraw + step) % NAME_FIRST.length];
    const trade = words[(tradeDraw + Math.floor((firstDraw + step) / NAME_FIRST.length)) % words.length];
    const name = `${first} ${trade}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error(`more ${category} merchants than the demo has names for (${NAME_FIRST.length * words.length})`);
}
