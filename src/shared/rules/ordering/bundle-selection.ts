/**
 * The bundle popup's choices (seed 002 §4, §5): one collapsible section per bundled item, each with selectable
 * products and their own modifiers.
 * - Default products (and their default modifier values) are preselected only where the product is sold in the
 *   current order mode and not sold out; such products are disabled.
 * - A bundled item with max 1 keeps a single selection (a new pick replaces the old one); otherwise a pick past the
 *   item's maximum gives 'You have reached the maximum quantity' ('maxQuantityReached').
 * - Add is allowed only when the bundle is complete: every item between its min and max, every pick's modifier
 *   groups at their minimum (the seed does not show the check; this is the same rule the server applies, 407/409).
 */
import type { OrderMode } from '../../constants/ordering';
import type { CartLineInput } from '../../api/ordering-cart';
import type { BundledItem, BundledProduct, MenuProduct, Modifier, ModifierValue } from '../../api/ordering-catalogue';
import { supportsMode } from './menu-visibility';
import { isBundleProductSoldOut } from './option-stock';
import {
  defaultModifierChoice,
  isModifierChoiceComplete,
  type ModifierChoice,
  type SelectionStep,
  stepModifierValue,
  toggleModifierValue,
  toModifierList,
} from './modifier-selection';

export interface BundlePick {
  productId: string;
  quantity: number;
  modifiers: ModifierChoice;
}

/** Picks per bundled item id. */
export type BundleChoice = Readonly<Record<string, readonly BundlePick[]>>;

const pickUnits = (picks: readonly BundlePick[] | undefined): number =>
  (picks ?? []).reduce((sum, pick) => sum + pick.quantity, 0);

const newPick = (product: BundledProduct): BundlePick => ({
  productId: product.product_id,
  quantity: 1,
  modifiers: defaultModifierChoice(product.modifier_list),
});

/** A bundled product can be picked when it is sold in the mode and not sold out (the popup disables it otherwise). */
export const isBundleProductPickable = (product: BundledProduct, mode: OrderMode): boolean =>
  supportsMode(product, mode) && !isBundleProductSoldOut(product);

export function defaultBundleChoice(product: MenuProduct, mode: OrderMode): BundleChoice {
  const choice: Record<string, BundlePick[]> = {};
  for (const item of product.bundled_item_list) {
    const preset = item.has_default_product
      ? item.product_list.find((candidate) => candidate.product_id === item.default_product_id)
      : undefined;
    if (preset && isBundleProductPickable(preset, mode)) choice[item.id] = [newPick(preset)];
  }
  return choice;
}

const withPicks = (choice: BundleChoice, itemId: string, picks: BundlePick[]): BundleChoice => ({
  ...choice,
  [itemId]: picks,
});

/** A tap on a product of a bundled item: pick it, replace the single pick (max 1), or unpick it. */
export function toggleBundleProduct(
  choice: BundleChoice,
  item: BundledItem,
  product: BundledProduct,
  mode: OrderMode,
): SelectionStep<BundleChoice> {
  if (!isBundleProductPickable(product, mode)) return { selection: choice, notice: 'unavailable' };
  const picks = choice[item.id] ?? [];
  if (picks.some((pick) => pick.productId === product.product_id)) {
    const rest = picks.filter((pick) => pick.productId !== product.product_id);
    return { selection: withPicks(choice, item.id, rest), notice: null };
  }
  if (item.max_quantity === 1) return { selection: withPicks(choice, item.id, [newPick(product)]), notice: null };
  if (pickUnits(picks) >= item.max_quantity) return { selection: choice, notice: 'maxQuantityReached' };
  return { selection: withPicks(choice, item.id, [...picks, newPick(product)]), notice: null };
}

/** The − / + stepper of a picked product (several of one product in an item that allows it). */
export function stepBundleProduct(
  choice: BundleChoice,
  item: BundledItem,
  product: BundledProduct,
  mode: OrderMode,
  delta: 1 | -1,
): SelectionStep<BundleChoice> {
  const picks = choice[item.id] ?? [];
  const pick = picks.find((candidate) => candidate.productId === product.product_id);
  if (!pick)
    return delta === 1 ? toggleBundleProduct(choice, item, product, mode) : { selection: choice, notice: null };
  if (delta === 1 && pickUnits(picks) >= item.max_quantity) return { selection: choice, notice: 'maxQuantityReached' };
  const quantity = pick.quantity + delta;
  const next = picks
    .map((candidate) => (candidate === pick ? { ...pick, quantity } : candidate))
    .filter((candidate) => candidate.quantity > 0);
  return { selection: withPicks(choice, item.id, next), notice: null };
}

/** Applies a modifier step to one pick's own modifiers. */
function stepPickModifiers(
  choice: BundleChoice,
  item: BundledItem,
  productId: string,
  step: (modifiers: ModifierChoice) => SelectionStep<ModifierChoice>,
): SelectionStep<BundleChoice> {
  const picks = choice[item.id] ?? [];
  const pick = picks.find((candidate) => candidate.productId === productId);
  if (!pick) return { selection: choice, notice: null };
  const result = step(pick.modifiers);
  const next = picks.map((candidate) => (candidate === pick ? { ...pick, modifiers: result.selection } : candidate));
  return { selection: withPicks(choice, item.id, next), notice: result.notice };
}

export const toggleBundleModifierValue = (
  choice: BundleChoice,
  item: BundledItem,
  productId: string,
  modifier: Modifier,
  value: ModifierValue,
) => stepPickModifiers(choice, item, productId, (modifiers) => toggleModifierValue(modifiers, modifier, value));

export const stepBundleModifierValue = (
  choice: BundleChoice,
  item: BundledItem,
  productId: string,
  modifier: Modifier,
  value: ModifierValue,
  delta: 1 | -1,
) => stepPickModifiers(choice, item, productId, (modifiers) => stepModifierValue(modifiers, modifier, value, delta));

const offeredProduct = (item: BundledItem, productId: string) =>
  item.product_list.find((candidate) => candidate.product_id === productId);

export function isBundleComplete(product: MenuProduct, choice: BundleChoice): boolean {
  return product.bundled_item_list.every((item) => {
    const picks = choice[item.id] ?? [];
    const units = pickUnits(picks);
    return (
      units >= item.min_quantity &&
      units <= item.max_quantity &&
      picks.every((pick) =>
        isModifierChoiceComplete(offeredProduct(item, pick.productId)?.modifier_list ?? [], pick.modifiers),
      )
    );
  });
}

/** The CartLineInput bundled_item_list of a choice, in the menu's item order. */
export function toBundledItemList(product: MenuProduct, choice: BundleChoice): CartLineInput['bundled_item_list'] {
  return product.bundled_item_list
    .filter((item) => (choice[item.id] ?? []).length > 0)
    .map((item) => ({
      id: item.id,
      product_list: choice[item.id].map((pick) => ({
        product_id: pick.productId,
        quantity: pick.quantity,
        modifier_list: toModifierList(offeredProduct(item, pick.productId)?.modifier_list ?? [], pick.modifiers),
      })),
    }));
}
