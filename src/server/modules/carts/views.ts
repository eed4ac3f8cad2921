/** The cart as the contract writes it (src/shared/api/ordering-cart.ts Cart / CartItem). */
import type { Cart, CartItem } from '../../../shared/api/ordering-cart';
import type { OrderMode } from '../../../shared/constants/ordering';
import { fromCents } from '../../../shared/rules/money';
import { cartItemPrices, cartTotal, type PricedLine } from '../../../shared/rules/ordering/pricing';
import type { ChosenModifierValue, LineSelection } from '../../../shared/rules/ordering/selection';
import { modifierValuePriceCents } from '../../../shared/rules/ordering/unit-price';
import { chargesOf, type EvaluatedCart } from './evaluate';
import type { CartLineRow, CartRow } from './repository';

type PricedModifier = CartItem['modifier_list'][number];

/** Chosen values grouped under their modifier group, each with its unit price in this mode. */
function modifiersView(chosen: readonly ChosenModifierValue[], mode: OrderMode, lineQuantity: number) {
  const groups = new Map<string, PricedModifier>();
  for (const { modifier, value, quantity } of chosen) {
    const group = groups.get(modifier.id) ?? { id: modifier.id, name: modifier.name, modifier_value_list: [] };
    group.modifier_value_list.push({
      id: value.id,
      quantity,
      display_name: value.name,
      unit_price: fromCents(modifierValuePriceCents(value, mode)),
      order_count: quantity * lineQuantity,
    });
    groups.set(modifier.id, group);
  }
  return [...groups.values()];
}

function bundleView(selection: LineSelection, mode: OrderMode): CartItem['bundled_item_list'] {
  const items = new Map<string, CartItem['bundled_item_list'][number]>();
  for (const pick of selection.bundle) {
    const item = items.get(pick.item.id) ?? { id: pick.item.id, name: pick.item.name, quantity: 0, product_list: [] };
    item.quantity += pick.quantity;
    item.product_list.push({
      product_id: pick.product.product_id,
      sourceId: pick.product.sourceId,
      name: pick.product.product_display_name,
      quantity: pick.quantity,
      price: pick.product.price,
      modifier_list: modifiersView(pick.modifiers, mode, pick.quantity * selection.quantity),
    });
    items.set(pick.item.id, item);
  }
  return [...items.values()];
}

export function cartItemView(
  line: CartLineRow,
  selection: LineSelection,
  priced: PricedLine,
  mode: OrderMode,
  charges: { hasTax: boolean; hasServiceCharge: boolean },
  voucherType: string | null = null,
): CartItem {
  const { product } = selection;
  return {
    _id: line.id,
    product: {
      _id: product._id,
      sourceId: product.sourceId,
      name: product.name,
      type: product.type,
      image: product.image,
    },
    quantity: line.quantity,
    ...cartItemPrices(priced),
    modifier_list: modifiersView(selection.modifiers, mode, line.quantity),
    bundled_item_list: bundleView(selection, mode),
    isAutoAdded: line.isAutoAdded,
    isExcludeFromDiscount: product.isExcludeFromDiscount,
    hasTax: charges.hasTax,
    hasServiceCharge: charges.hasServiceCharge,
    freeItemVoucherValueId: line.freeItemVoucherValueId,
    voucherValueType: voucherType,
    remaining_quantity: product.is_track_quantity ? product.remaining_quantity : null,
  };
}

/** The valid lines of an evaluated cart as priced items, in cart order (the cart and the placed order show them). */
export function cartItemsOf(evaluated: EvaluatedCart, mode: OrderMode): CartItem[] {
  const pricedByKey = new Map(evaluated.priced.lines.map((line) => [line.key, line]));
  const voucherTypes = new Map(evaluated.vouchers.map(({ terms }) => [terms.id, terms.voucherType]));
  return evaluated.valid.map(({ line, selection }) =>
    cartItemView(
      line,
      selection,
      pricedByKey.get(line.id)!,
      mode,
      chargesOf(evaluated.charges, selection.product._id),
      voucherTypes.get(line.freeItemVoucherValueId ?? '') ?? null,
    ),
  );
}

/** The applied vouchers as the discount list writes them (the bill panel's vouchers line sums them). */
export const voucherDiscountList = (evaluated: EvaluatedCart): Cart['discountList'] =>
  evaluated.vouchers.map(({ terms, discountCents }) => ({
    discount_code: 'VOUCHER',
    reference_id: terms.id,
    discounted_amount: fromCents(discountCents),
    description: terms.name,
  }));

export function cartView(cart: CartRow, evaluated: EvaluatedCart, currency: string): Cart {
  return {
    _id: cart.id,
    merchant: cart.merchantId,
    outlet: cart.outletId,
    currency,
    orderMode: cart.orderMode,
    estimatedDate: cart.estimatedDate,
    tableNumber: cart.tableNumber,
    pagerNumber: cart.pagerNumber,
    tableToken: cart.tableToken,
    items: cartItemsOf(evaluated, cart.orderMode),
    discountList: voucherDiscountList(evaluated),
    delivery:
      cart.deliveryLocation && cart.deliveryDistance !== null
        ? { location: cart.deliveryLocation, distance: cart.deliveryDistance, provider: 'outlet' }
        : null,
    deliveryFeeRange: {
      minOrderAmount: fromCents(evaluated.band.minOrderCents),
      fee: fromCents(evaluated.band.feeCents),
    },
    total: cartTotal(evaluated.priced),
  };
}
