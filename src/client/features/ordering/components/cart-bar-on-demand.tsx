import { lazyOnOpen } from '../lib/lazy-on-open';
import type { CartBarProps } from './cart-bar';

// The cart bar draws nothing for an empty cart, so its code (the bar, its badge and words) is a chunk of its own,
// loaded when the cart first has an item (issue 14): a menu opened with an empty cart does not carry it.
const LoadedCartBar = lazyOnOpen<CartBarProps & { open: boolean }>(() =>
  import(/* webpackChunkName: "order-cart-bar" */ './cart-bar').then((module) => module.CartBar),
);

/** The menu's cart bar, loaded once the cart has an item. */
export function CartBarOnDemand(props: CartBarProps) {
  return <LoadedCartBar open={props.count > 0} {...props} />;
}
