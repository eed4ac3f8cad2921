/**
 * A priced cart line read back as the CartLineInput that produced it (seed 002 §7 Update cart line sends the same body
 * as Add product), so the cart page can change a line's quantity without knowing the menu.
 */
import type { CartItem, CartLineInput } from '../../../../api/ordering-cart';
import { lineQuantityLimit } from '../../../../../shared/rules/ordering/quantity';

type PricedModifiers = CartItem['modifier_list'];

const modifierInput = (modifiers: PricedModifiers): CartLineInput['modifier_list'] =>
  modifiers.map((modifier) => ({
    id: modifier.id,
    modifier_value_list: modifier.modifier_value_list.map((value) => ({ id: value.id, quantity: value.quantity })),
  }));

export function lineInputOf(item: CartItem, quantity: number): CartLineInput {
  return {
    product_uid: item.product._id,
    quantity,
    modifier_list: modifierInput(item.modifier_list),
    bundled_item_list: item.bundled_item_list.map((bundle) => ({
      id: bundle.id,
      product_list: bundle.product_list.map((pick) => ({
        product_id: pick.product_id,
        quantity: pick.quantity,
        modifier_list: modifierInput(pick.modifier_list),
      })),
    })),
    freeItemVoucherValueId: item.freeItemVoucherValueId,
  };
}

/** Most units the line may hold: its remaining stock when the server tracks it, else 200. */
export const itemQuantityLimit = (item: Pick<CartItem, 'remaining_quantity'>): number =>
  lineQuantityLimit({
    is_track_quantity: item.remaining_quantity !== null,
    remaining_quantity: item.remaining_quantity,
  });

/** What the line's controls allow (seed 002 §5): auto-added voucher lines stay, voucher-free lines keep their count. */
export const canDeleteLine = (item: Pick<CartItem, 'isAutoAdded'>): boolean => !item.isAutoAdded;
export const canChangeQuantity = (item: Pick<CartItem, 'isAutoAdded' | 'freeItemVoucherValueId'>): boolean =>
  !item.isAutoAdded && item.freeItemVoucherValueId === null;
