/**
 * Half-up rounding to a number of decimals that is not fooled by binary fractions: 1.005 and 0.05 are stored as
 * 1.00499… and 0.05000…03, so `toFixed` and `Math.round(x * 100)` disagree with what a person expects. Shifting
 * through the decimal exponent of the number's shortest string form rounds the decimal the person typed.
 */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`roundHalfUp: value must be a finite number, got ${value}`);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`roundHalfUp: decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(shiftExponent(Math.abs(value), decimals));
  const result = sign * shiftExponent(shifted, -decimals);
  return Object.is(result, -0) ? 0 : result;
}

/** `roundHalfUp` then fixed decimals as text, e.g. (0.05, 1) → '0.1', (1.005, 2) → '1.01'. */
export function toFixedHalfUp(value: number, decimals: number): string {
  return roundHalfUp(value, decimals).toFixed(decimals);
}

/** value × 10^by done on the decimal text, which may itself be in exponent form (1e21, 1e-7). */
function shiftExponent(value: number, by: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}
