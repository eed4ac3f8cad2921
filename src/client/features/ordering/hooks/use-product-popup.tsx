/**
 * The product popup as a screen hosts it (menu, search, bookmarks, the cart's suggestions): which products were
 * viewed (history back). What the popup shows beside the product is read by its host, loaded with it.
 */
import { lazy, Suspense, useState } from 'react';
import type { MenuProduct } from '../../../api/ordering-catalogue';
import type { useCartActions } from './use-cart-actions';
import type { useOrderSession } from './use-order-session';

// The popup with its modifier and bundle choices loads on the first product opened (issue 14).
const ProductPopupHost = lazy(() =>
  import(/* webpackChunkName: "order-product-popup" */ '../components/product-popup-host').then((module) => ({
    default: module.ProductPopupHost,
  })),
);

export function useProductPopup(
  session: ReturnType<typeof useOrderSession>,
  actions: ReturnType<typeof useCartActions>,
  showPrice: boolean,
) {
  const [history, setHistory] = useState<MenuProduct[]>([]);

  const popup =
    history.length > 0 ? (
      <Suspense fallback={null}>
        <ProductPopupHost
          session={session}
          history={history}
          showPrice={showPrice}
          onOpenProduct={(product) => setHistory([...history, product])}
          onBack={() => setHistory(history.slice(0, -1))}
          onClose={() => setHistory([])}
          onAdd={actions.addLine}
        />
      </Suspense>
    ) : null;

  return { open: (product: MenuProduct) => setHistory([product]), popup };
}
