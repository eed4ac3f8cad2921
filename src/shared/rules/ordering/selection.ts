/**
 * A cart line resolved against the menu: the product, and the menu's own modifier values and bundle products the
 * customer chose (not ids), so pricing reads prices from the menu and never from the request. Line validation
 * (line-validation.ts) builds it from a CartLineInput; pricing (pricing.ts) prices it.
 */
import type { BundledItem, BundledProduct, MenuProduct, Modifier, ModifierValue } from '../../api/ordering-catalogue';

/** A chosen modifier value; `quantity` units of it go with each unit of what it modifies. */
export interface ChosenModifierValue {
  modifier: Modifier;
  value: ModifierValue;
  quantity: number;
}

/** A product picked in one item of a bundle, `quantity` times per unit of the bundle, with its own modifiers. */
export interface ChosenBundleProduct {
  item: BundledItem;
  product: BundledProduct;
  quantity: number;
  modifiers: ChosenModifierValue[];
}

export interface LineSelection {
  product: MenuProduct;
  quantity: number;
  modifiers: ChosenModifierValue[];
  bundle: ChosenBundleProduct[];
}
