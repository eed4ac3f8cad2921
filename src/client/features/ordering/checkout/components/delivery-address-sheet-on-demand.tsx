import { lazy, Suspense } from 'react';
import type { Cart } from '../../../../api/ordering-cart';
import { useAppSelector } from '../../../../state/store';

const DeliveryAddressSheet = lazy(() =>
  import(/* webpackChunkName: "order-delivery-sheet" */ './delivery-address-sheet').then((module) => ({
    default: module.DeliveryAddressSheet,
  })),
);

/**
 * The delivery address sheet on a screen other than the cart (the menu): choosing Delivery without an address raises
 * the deliver-modal flag there too, and the sheet must answer it on the spot (seed 002 §4). Loaded only once the flag
 * is raised, so the menu's chunk does not carry the address form.
 */
export function DeliveryAddressSheetOnDemand({ cart }: { cart: Cart | undefined }) {
  const open = useAppSelector((state) => state.ordering.deliverModalOpen);
  if (!cart || !open) return null;
  return (
    <Suspense fallback={null}>
      <DeliveryAddressSheet cart={cart} />
    </Suspense>
  );
}
