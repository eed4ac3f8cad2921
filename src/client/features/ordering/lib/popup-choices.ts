/**
 * The product popup's choices: the modifier and bundle choice of the shared selection rules
 * (src/shared/rules/ordering/modifier-selection.ts, bundle-selection.ts) held together, and the CartLineInput they
 * make. Every step (Mandatory replaces, maximums, inactive values, bundle defaults by mode) is the shared rule's.
 */
import type { MenuProduct } from '../../../../shared/api/ordering-catalogue';
import type { CartLineInput } from '../../../../shared/api/ordering-cart';
import type { OrderMode } from '../../../../shared/constants/ordering';
import {
  defaultBundleChoice,
  isBundleComplete,
  toBundledItemList,
  type BundleChoice,
} from '../../../../shared/rules/ordering/bundle-selection';
import {
  defaultModifierChoice,
  isModifierChoiceComplete,
  toModifierList,
  type ModifierChoice,
} from '../../../../shared/rules/ordering/modifier-selection';

export interface PopupChoices {
  modifiers: ModifierChoice;
  bundle: BundleChoice;
}

/** The popup opens with the default values and, in bundles, the defaults available in the mode (seed 002 §4). */
export const initialChoices = (product: MenuProduct, mode: OrderMode): PopupChoices => ({
  modifiers: defaultModifierChoice(product.modifier_list),
  bundle: defaultBundleChoice(product, mode),
});

/** Add stays grey until this holds. */
export const choicesComplete = (product: MenuProduct, choices: PopupChoices) =>
  isModifierChoiceComplete(product.modifier_list, choices.modifiers) && isBundleComplete(product, choices.bundle);

export const toCartLine = (product: MenuProduct, choices: PopupChoices, quantity: number): CartLineInput => ({
  product_uid: product._id,
  quantity,
  modifier_list: toModifierList(product.modifier_list, choices.modifiers),
  bundled_item_list: toBundledItemList(product, choices.bundle),
});
