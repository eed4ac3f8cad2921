import { lazy, Suspense } from 'react';
import { useCartVouchers, type Cart } from '../../../../api/ordering-cart';
import type { OrderOutlet } from '../../../../../shared/api/ordering-catalogue';

const VoucherSection = lazy(() =>
  import(/* webpackChunkName: "order-cart-vouchers" */ './voucher-section').then((module) => ({
    default: module.VoucherSection,
  })),
);

/**
 * The cart's voucher section (seed 002 §2), loaded once the member's vouchers for this cart are known and there is at
 * least one (issue 14): a cart without vouchers never fetches the section and its voucher rules. The section shows
 * nothing without vouchers either, so the page looks as before; the list is the same query, read from the cache.
 */
export function VoucherSectionOnDemand({ cart, outlet }: { cart: Cart; outlet: OrderOutlet }) {
  const vouchers = useCartVouchers(cart.outlet, true);
  if (!vouchers.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <VoucherSection cart={cart} outlet={outlet} />
    </Suspense>
  );
}
