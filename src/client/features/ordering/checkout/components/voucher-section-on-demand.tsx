import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { useCartVouchers, type Cart } from '../../../../api/ordering-cart';
import type { OrderOutlet } from '../../../../../shared/api/ordering-catalogue';
import { VoucherSectionPart as VoucherSection } from './voucher-section-part';

/**
 * The cart's voucher section (seed 002 §2), loaded once the member's vouchers for this cart are known and there is at
 * least one (issue 14): a cart without vouchers never fetches the section and its voucher rules. The section shows
 * nothing without vouchers either, so the page looks as before; the list is the same query, read from the cache.
 *
 * `after`, the rest of the page below the section (bill, terms, remark, buttons), shows together with it: drawn
 * before, it would be pushed down when the section arrives (a layout shift of 0.06 on a phone, issue 14). `enabled`
 * false (visitors, guests, table sessions): no section, and `after` at once.
 */
export function VoucherSectionOnDemand({
  cart,
  outlet,
  enabled,
  after,
}: {
  cart: Cart;
  outlet: OrderOutlet;
  enabled: boolean;
  after: ReactNode;
}) {
  const vouchers = useCartVouchers(cart.outlet, enabled);
  // Drawn in a deferred render once the list is known: React splits it into short tasks (issue 14).
  const known = useDeferredValue(!(enabled && vouchers.isPending));
  if (!known) return null;
  return (
    <Suspense fallback={null}>
      {enabled && (vouchers.data?.length ?? 0) > 0 && <VoucherSection cart={cart} outlet={outlet} />}
      {after}
    </Suspense>
  );
}
