import type { Cart } from '../../../../api/ordering-cart';
import { useAppSelector } from '../../../../state/store';
import { lazyOnOpen } from '../../lib/lazy-on-open';

const DeliveryAddressSheet = lazyOnOpen<{ open: boolean; cart: Cart }>(() =>
  import(/* webpackChunkName: "order-delivery-sheet" */ './delivery-address-sheet').then(
    (module) => module.DeliveryAddressSheet,
  ),
);

/**
 * The delivery address sheet where a screen may raise the deliver-modal flag (the cart, the menu): choosing Delivery
 * without an address, a 412 answer or the address button must open it on the spot (seed 002 §2, §4). Loaded once
 * the flag is first raised, so neither screen's chunk carries the address form and its search (MUI Autocomplete).
 */
export function DeliveryAddressSheetOnDemand({ cart }: { cart: Cart | undefined }) {
  const open = useAppSelector((state) => state.ordering.deliverModalOpen);
  if (!cart) return null;
  return <DeliveryAddressSheet open={open} cart={cart} />;
}
