/**
 * Options of the dietary preferences sheet, by type (seed 000 §7 "preference options by type"). The spec does not
 * list them; these are the common ones a restaurant asks about. Ids are stable; labels are English. The server
 * serves them (GET /preferences/options) and its schema accepts only these (src/shared/api/account.ts).
 */
export const PREFERENCE_TYPES = ['like', 'dislike', 'dietary', 'allergic', 'citizenship', 'race'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

const FOODS = [
  'spicy',
  'sweet',
  'seafood',
  'beef',
  'chicken',
  'pork',
  'lamb',
  'noodles',
  'rice',
  'vegetables',
  'coffee',
  'tea',
] as const;

export const PREFERENCE_OPTIONS = {
  like: FOODS,
  dislike: FOODS,
  dietary: ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten-free', 'lactose-free', 'low-sugar', 'keto'],
  allergic: ['peanuts', 'tree nuts', 'milk', 'eggs', 'fish', 'shellfish', 'soy', 'wheat', 'sesame'],
  citizenship: ['citizen', 'permanent resident', 'foreigner'],
  race: ['asian', 'black', 'hispanic', 'white', 'mixed', 'other', 'prefer not to say'],
} as const satisfies Record<PreferenceType, readonly string[]>;
