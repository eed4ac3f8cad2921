/**
 * Rules of one modifier group (seed 002 §5), shared by the product popup (modifier-selection.ts) and the server's
 * line validation (line-validation.ts): a group's selected units — the sum of its values' quantities — lie between
 * min_quantity and max_quantity; min 1 / max 1 is a single 'Mandatory' choice; a value goes up to its own
 * max_quantity; an inactive value cannot be chosen.
 */
import type { Modifier, ModifierValue } from '../../api/ordering-catalogue';

/** min 1 / max 1: one choice that replaces the previous one, labelled 'Mandatory'. */
export const isMandatorySingle = (modifier: Pick<Modifier, 'min_quantity' | 'max_quantity'>): boolean =>
  modifier.min_quantity === 1 && modifier.max_quantity === 1;

export type GroupCountProblem = 'belowMinimum' | 'aboveMaximum';

export function groupCountProblem(
  modifier: Pick<Modifier, 'min_quantity' | 'max_quantity'>,
  selectedUnits: number,
): GroupCountProblem | null {
  if (selectedUnits < modifier.min_quantity) return 'belowMinimum';
  return selectedUnits > modifier.max_quantity ? 'aboveMaximum' : null;
}

/** A tracked value with nothing left ('modifier value sold out', order-system code 424). */
export const isValueSoldOut = (value: ModifierValue): boolean =>
  value.is_track_quantity && value.remaining_quantity !== null && value.remaining_quantity <= 0;
