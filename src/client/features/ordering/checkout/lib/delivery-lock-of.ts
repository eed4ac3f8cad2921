import type { Cart } from '../../../../api/ordering-cart';
import { toCents } from '../../../../../shared/rules/money';
import { cartDeliveryLock } from '../../../../../shared/rules/ordering/delivery-lock';

/** The '$ X to unlock Delivery !' lock of the cart, as the server checks it at placement. */
export function deliveryLockOf(cart: Pick<Cart, 'deliveryFeeRange' | 'total'>) {
  return cartDeliveryLock(
    toCents(cart.total.total_price) ?? 0,
    toCents(cart.total.discount) ?? 0,
    toCents(cart.deliveryFeeRange.minOrderAmount) ?? 0,
  );
}
