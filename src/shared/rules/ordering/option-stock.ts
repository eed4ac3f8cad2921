/**
 * Stock of what a line takes besides its product (issue 11; seed 002 §8: 424 'modifier value sold out', 410 'sold
 * out'): its modifier values and the products picked in its bundle, each tracked or not. The popup disables what is
 * short, line validation refuses it at add, and placement takes exactly `stockDemandOf` with conditional updates.
 */
import type { BundledProduct } from '../../api/ordering-catalogue';
import type { ChosenModifierValue, LineSelection } from './selection';

/** Tracked stock as the menu shows it: modifier values always, bundled products when the menu filled it in. */
export interface TrackedStock {
  is_track_quantity?: boolean;
  remaining_quantity?: number | null;
}

/** Whether `units` can be taken from this stock (untracked stock always can). */
export function hasStockFor(stock: TrackedStock, units: number): boolean {
  if (!stock.is_track_quantity || stock.remaining_quantity == null) return true;
  return stock.remaining_quantity >= units;
}

/** A bundled product with nothing left: disabled in the popup and never preselected. */
export const isBundleProductSoldOut = (product: BundledProduct): boolean => !hasStockFor(product, 1);

/** Units a placement takes, per id: the lines' products, the products picked in bundles, the modifier values. */
export interface StockDemand {
  products: Map<string, number>;
  bundleProducts: Map<string, number>;
  modifierValues: Map<string, number>;
}

const add = (units: Map<string, number>, id: string, quantity: number) =>
  units.set(id, (units.get(id) ?? 0) + quantity);

function addModifiers(demand: StockDemand, modifiers: readonly ChosenModifierValue[], units: number) {
  for (const chosen of modifiers) add(demand.modifierValues, chosen.value.id, chosen.quantity * units);
}

/** What the valid lines of a cart take from stock: each line's quantity times the units per line. */
export function stockDemandOf(selections: readonly LineSelection[]): StockDemand {
  const demand: StockDemand = { products: new Map(), bundleProducts: new Map(), modifierValues: new Map() };
  for (const selection of selections) {
    add(demand.products, selection.product._id, selection.quantity);
    addModifiers(demand, selection.modifiers, selection.quantity);
    for (const pick of selection.bundle) {
      const units = pick.quantity * selection.quantity;
      add(demand.bundleProducts, pick.product.product_id, units * pick.product.quantity);
      addModifiers(demand, pick.modifiers, units);
    }
  }
  return demand;
}

/** Entries of a demand in id order, so two placements lock the same rows in the same order (no deadlock). */
export const inIdOrder = (units: ReadonlyMap<string, number>): [string, number][] =>
  [...units].sort(([a], [b]) => a.localeCompare(b));
