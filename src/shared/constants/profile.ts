/** Profile and age rules (seed 000 §5, seed 002 §5 menu age limit). */

/** Age: adult threshold and the age assumed when there is no birthday. */
export const ADULT_AGE = 18;
export const DEFAULT_AGE = 18;
