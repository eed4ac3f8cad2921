/**
 * The product popup as a whole (seed 002 §4): it opens with the product's default modifier values (and, for a
 * bundle, its default products where sold in the mode) preselected, keeps Add grey until the choice is complete, and
 * turns the choice into the CartLineInput the add-to-cart call sends.
 */
import type { OrderMode } from '../../constants/ordering';
import type { CartLineInput } from '../../api/ordering-cart';
import type { MenuProduct } from '../../api/ordering-catalogue';
import { type BundleChoice, defaultBundleChoice, isBundleComplete, toBundledItemList } from './bundle-selection';
import {
  defaultModifierChoice,
  isModifierChoiceComplete,
  type ModifierChoice,
  toModifierList,
} from './modifier-selection';

export interface PopupSelection {
  modifiers: ModifierChoice;
  bundle: BundleChoice;
}

export const openPopup = (product: MenuProduct, mode: OrderMode): PopupSelection => ({
  modifiers: defaultModifierChoice(product.modifier_list),
  bundle: product.type === 1 ? defaultBundleChoice(product, mode) : {},
});

/** Whether Add is enabled: every modifier group at its minimum and, for a bundle, the bundle complete. */
export const canAddToCart = (product: MenuProduct, selection: PopupSelection): boolean =>
  isModifierChoiceComplete(product.modifier_list, selection.modifiers) &&
  (product.type !== 1 || isBundleComplete(product, selection.bundle));

export function toCartLineInput(product: MenuProduct, quantity: number, selection: PopupSelection): CartLineInput {
  return {
    product_uid: product._id,
    quantity,
    modifier_list: toModifierList(product.modifier_list, selection.modifiers),
    bundled_item_list: product.type === 1 ? toBundledItemList(product, selection.bundle) : [],
  };
}
