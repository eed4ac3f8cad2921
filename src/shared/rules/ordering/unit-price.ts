/**
 * The price of one unit of a cart line before discounts (issue 11): the product's price for the order mode, plus its
 * modifier values, plus each bundle pick's extra price and that pick's modifiers. Products have a price per mode
 * (dine_in, takeout, delivery); modifier values have only dine_in and takeout, and delivery uses the takeout one.
 */
import type { OrderMode } from '../../constants/ordering';
import type { ModifierValue } from '../../api/ordering-catalogue';
import { centsOf } from './cents';
import type { ChosenModifierValue, LineSelection } from './selection';

/** Which of a product's prices an order mode pays: pick-up is takeout. */
export const productPriceKey = (mode: OrderMode): 'dine_in' | 'takeout' | 'delivery' =>
  mode === 'pick_up' ? 'takeout' : mode;

/** Which of a modifier value's prices an order mode pays: everything but dine-in is takeout. */
export const modifierPriceKey = (mode: OrderMode): 'dine_in' | 'takeout' =>
  mode === 'dine_in' ? 'dine_in' : 'takeout';

export function modifierValuePriceCents(value: ModifierValue, mode: OrderMode): number {
  const key = modifierPriceKey(mode);
  return centsOf(value.price[key], `modifier value ${value.id} price.${key}`);
}

export interface PricedModifierValue {
  modifierId: string;
  valueId: string;
  quantity: number;
  /** Price of one unit of the value in this mode. */
  unitPriceCents: number;
}

export interface PricedBundlePick {
  bundledItemId: string;
  productId: string;
  quantity: number;
  /** Extra price of one pick of the product (0 when included). */
  priceCents: number;
  modifiers: PricedModifierValue[];
}

export interface UnitPrice {
  /** The product's own price in this mode (what a tier price replaces). */
  baseCents: number;
  /** base + modifiers + bundle picks, for one unit of the line. */
  unitCents: number;
  modifiers: PricedModifierValue[];
  bundle: PricedBundlePick[];
}

function priceModifiers(chosen: ChosenModifierValue[], mode: OrderMode): PricedModifierValue[] {
  return chosen.map(({ modifier, value, quantity }) => ({
    modifierId: modifier.id,
    valueId: value.id,
    quantity,
    unitPriceCents: modifierValuePriceCents(value, mode),
  }));
}

const modifiersCents = (priced: PricedModifierValue[]): number =>
  priced.reduce((sum, value) => sum + value.unitPriceCents * value.quantity, 0);

export function unitPrice(selection: LineSelection, mode: OrderMode): UnitPrice {
  const key = productPriceKey(mode);
  const baseCents = centsOf(selection.product.price[key], `product ${selection.product._id} price.${key}`);
  const modifiers = priceModifiers(selection.modifiers, mode);
  const bundle = selection.bundle.map((pick) => ({
    bundledItemId: pick.item.id,
    productId: pick.product.product_id,
    quantity: pick.quantity,
    priceCents: centsOf(pick.product.price, `bundled product ${pick.product.product_id} price`),
    modifiers: priceModifiers(pick.modifiers, mode),
  }));
  const bundleCents = bundle.reduce(
    (sum, pick) => sum + pick.quantity * (pick.priceCents + modifiersCents(pick.modifiers)),
    0,
  );
  return { baseCents, unitCents: baseCents + modifiersCents(modifiers) + bundleCents, modifiers, bundle };
}
