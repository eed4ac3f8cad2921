/**
 * Options of the dietary preferences sheet, by type (seed 000 §7 "preference options by type"). The spec does not
 * list them; these are the common ones a restaurant asks about. Ids are stable; labels are English.
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
];

export const PREFERENCE_OPTIONS: Record<PreferenceType, readonly string[]> = {
  like: FOODS,
  dislike: FOODS,
  dietary: ['vegetarian', 'vegan', 'halal', 'kosher', 'gluten-free', 'lactose-free', 'low-sugar', 'keto'],
  allergic: ['peanuts', 'tree nuts', 'milk', 'eggs', 'fish', 'shellfish', 'soy', 'wheat', 'sesame'],
  citizenship: ['citizen', 'permanent resident', 'foreigner'],
  race: ['asian', 'black', 'hispanic', 'white', 'mixed', 'other', 'prefer not to say'],
};
