/**
 * The product popup's choices (seed 002 §4 'Product popup', §5 modifier and bundle rules) as plain data the popup
 * keeps in state, and the CartLineInput they become. The server checks the same line again (line validation).
 *
 * NOTE: the seed's selection rules are planned as a shared rule (src/shared/rules/ordering/modifier-selection.ts on
 * branch ordering-rules); until it exists this is the popup's own, and it should give way to it.
 */
import type { BundledItem, MenuProduct, Modifier } from '../../../../shared/api/ordering-catalogue';
import type { CartLineInput } from '../../../../shared/api/ordering-cart';
import type { OrderMode } from '../../../../shared/constants/ordering';
import { isMandatorySingle } from '../../../../shared/rules/ordering/modifier-rules';

/** Chosen units per value id, per modifier group id. */
export type ModifierChoices = Record<string, Record<string, number>>;

export interface BundlePick {
  quantity: number;
  modifiers: ModifierChoices;
}

/** Picked products per bundled item id. */
export type BundleChoices = Record<string, Record<string, BundlePick>>;

export interface PopupChoices {
  modifiers: ModifierChoices;
  bundle: BundleChoices;
}

/** Why a tap changed nothing: the seed's 'You have reach the maximum selection of modifiers' or 'You have reached
 * the maximum quantity', or an inactive value. */
export type Refusal = 'maxModifiers' | 'maxQuantity' | 'inactive';

export type ChoiceResult<T> = { ok: true; choices: T } | { ok: false; refusal: Refusal };

const count = (chosen: Record<string, number> | Record<string, BundlePick> | undefined) =>
  Object.values(chosen ?? {}).reduce<number>(
    (sum, entry) => sum + (typeof entry === 'number' ? entry : entry.quantity),
    0,
  );

/** Default values preselected, only active ones and never more than the group takes. */
export function defaultModifierChoices(groups: readonly Modifier[]): ModifierChoices {
  const choices: ModifierChoices = {};
  for (const group of groups) {
    const defaults = group.modifier_value_list.filter((value) => value.is_default && value.isActive);
    choices[group.id] = Object.fromEntries(defaults.slice(0, group.max_quantity).map((value) => [value.id, 1]));
  }
  return choices;
}

/** A tap on a value: Mandatory replaces the choice; others toggle, refused past the group's maximum. */
export function toggleModifierValue(
  choices: ModifierChoices,
  group: Modifier,
  valueId: string,
): ChoiceResult<ModifierChoices> {
  const value = group.modifier_value_list.find((candidate) => candidate.id === valueId);
  if (!value || !value.isActive) return { ok: false, refusal: 'inactive' };
  const chosen = choices[group.id] ?? {};
  if (isMandatorySingle(group)) return { ok: true, choices: { ...choices, [group.id]: { [valueId]: 1 } } };
  if (chosen[valueId]) {
    const { [valueId]: _removed, ...rest } = chosen;
    return { ok: true, choices: { ...choices, [group.id]: rest } };
  }
  if (count(chosen) >= group.max_quantity) return { ok: false, refusal: 'maxModifiers' };
  return { ok: true, choices: { ...choices, [group.id]: { ...chosen, [valueId]: 1 } } };
}

/** Every group holds at least its min_quantity (required groups must reach it before Add works). */
export const modifiersComplete = (groups: readonly Modifier[], choices: ModifierChoices) =>
  groups.every((group) => count(choices[group.id]) >= group.min_quantity);

const MODE_FLAG = { dine_in: 'is_dine_in', pick_up: 'is_takeout', delivery: 'is_delivery' } as const;

/** Whether a bundle's product can be had in the order mode. */
export const availableInMode = (product: BundledItem['product_list'][number], mode: OrderMode) =>
  product[MODE_FLAG[mode]];

/** Bundle defaults: each item's default product, only where it is available in the mode, with its default values. */
export function defaultBundleChoices(items: readonly BundledItem[], mode: OrderMode): BundleChoices {
  const choices: BundleChoices = {};
  for (const item of items) {
    const product = item.has_default_product
      ? item.product_list.find((candidate) => candidate.product_id === item.default_product_id)
      : undefined;
    choices[item.id] =
      product && availableInMode(product, mode)
        ? { [product.product_id]: { quantity: 1, modifiers: defaultModifierChoices(product.modifier_list) } }
        : {};
  }
  return choices;
}

/** A tap on a bundle's product: an item of max 1 keeps a single pick; others toggle, refused past the maximum. */
export function toggleBundleProduct(
  choices: BundleChoices,
  item: BundledItem,
  productId: string,
  mode: OrderMode,
): ChoiceResult<BundleChoices> {
  const product = item.product_list.find((candidate) => candidate.product_id === productId);
  if (!product || !availableInMode(product, mode)) return { ok: false, refusal: 'inactive' };
  const picked = choices[item.id] ?? {};
  const fresh = { quantity: 1, modifiers: defaultModifierChoices(product.modifier_list) };
  if (item.max_quantity === 1 && !picked[productId])
    return { ok: true, choices: { ...choices, [item.id]: { [productId]: fresh } } };
  if (picked[productId]) {
    const { [productId]: _removed, ...rest } = picked;
    return { ok: true, choices: { ...choices, [item.id]: rest } };
  }
  if (count(picked) >= item.max_quantity) return { ok: false, refusal: 'maxQuantity' };
  return { ok: true, choices: { ...choices, [item.id]: { ...picked, [productId]: fresh } } };
}

/** A tap on a value of a picked bundle product's modifier: the group's rules, 'maxQuantity' past its maximum. */
export function toggleBundleModifier(
  choices: BundleChoices,
  item: BundledItem,
  productId: string,
  group: Modifier,
  valueId: string,
): ChoiceResult<BundleChoices> {
  const pick = choices[item.id]?.[productId];
  if (!pick) return { ok: false, refusal: 'inactive' };
  const result = toggleModifierValue(pick.modifiers, group, valueId);
  if (!result.ok) return { ok: false, refusal: result.refusal === 'maxModifiers' ? 'maxQuantity' : result.refusal };
  return {
    ok: true,
    choices: { ...choices, [item.id]: { ...choices[item.id], [productId]: { ...pick, modifiers: result.choices } } },
  };
}

/** Each bundled item holds its min_quantity, and every picked product's modifiers are complete. */
export function bundleComplete(items: readonly BundledItem[], choices: BundleChoices): boolean {
  return items.every((item) => {
    const picked = choices[item.id] ?? {};
    if (count(picked) < item.min_quantity) return false;
    return Object.entries(picked).every(([productId, pick]) => {
      const product = item.product_list.find((candidate) => candidate.product_id === productId);
      return product !== undefined && modifiersComplete(product.modifier_list, pick.modifiers);
    });
  });
}

export function initialChoices(product: MenuProduct, mode: OrderMode): PopupChoices {
  return {
    modifiers: defaultModifierChoices(product.modifier_list),
    bundle: defaultBundleChoices(product.bundled_item_list, mode),
  };
}

export const choicesComplete = (product: MenuProduct, choices: PopupChoices) =>
  modifiersComplete(product.modifier_list, choices.modifiers) &&
  bundleComplete(product.bundled_item_list, choices.bundle);

const modifierList = (choices: ModifierChoices) =>
  Object.entries(choices)
    .map(([id, values]) => ({
      id,
      modifier_value_list: Object.entries(values).map(([valueId, quantity]) => ({ id: valueId, quantity })),
    }))
    .filter((group) => group.modifier_value_list.length > 0);

/** What the cart is sent for these choices. */
export function toCartLine(product: MenuProduct, choices: PopupChoices, quantity: number): CartLineInput {
  return {
    product_uid: product._id,
    quantity,
    modifier_list: modifierList(choices.modifiers),
    bundled_item_list: Object.entries(choices.bundle)
      .map(([id, picked]) => ({
        id,
        product_list: Object.entries(picked).map(([productId, pick]) => ({
          product_id: productId,
          quantity: pick.quantity,
          modifier_list: modifierList(pick.modifiers),
        })),
      }))
      .filter((item) => item.product_list.length > 0),
  };
}
