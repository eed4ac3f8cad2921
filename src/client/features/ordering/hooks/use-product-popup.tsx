/**
 * The product popup as a screen hosts it (menu, search, bookmarks): which products were viewed (history back), the
 * 'You may also choose' association from what the cart holds, or — view only — the other products of the category.
 */
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MenuCategory, MenuProduct } from '../../../api/ordering-catalogue';
import { useProductAssociations } from '../../../api/ordering-catalogue';
import { useLanguage } from '../../../i18n/language-context';
import { localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import type { useCartActions } from './use-cart-actions';
import type { useOrderSession } from './use-order-session';

// The popup with its modifier and bundle choices loads on the first product opened (issue 14).
const ProductPopup = lazy(() =>
  import(/* webpackChunkName: "order-product-popup" */ '../components/product-popup').then((module) => ({
    default: module.ProductPopup,
  })),
);

export function useProductPopup(
  session: ReturnType<typeof useOrderSession>,
  actions: ReturnType<typeof useCartActions>,
  showPrice: boolean,
) {
  const intl = useIntl();
  const language = useLanguage();
  const [history, setHistory] = useState<MenuProduct[]>([]);
  const shown = history[history.length - 1];
  const cart = session.cart.data;
  const outletId = session.outlet.data?._id ?? '';
  const associations = useProductAssociations(
    outletId,
    session.ordering && shown ? [...(cart?.items.map((item) => item.product._id) ?? []), shown._id] : [],
  );
  const categories = session.menu.data?.category_list ?? [];
  const category: MenuCategory | undefined =
    shown && categories.find((candidate) => candidate.product_list.some((product) => product._id === shown._id));
  const others = (list: readonly MenuProduct[]) => list.filter((product) => product._id !== shown?._id);

  const popup = shown ? (
    <Suspense fallback={null}>
      <ProductPopup
        history={history}
        mode={session.moment?.orderMode ?? 'pick_up'}
        ordering={session.ordering}
        showPrice={showPrice}
        isGuest={session.role === 'guest'}
        cart={cart}
        related={session.ordering ? others(associations.data ?? []) : others(category?.product_list ?? [])}
        relatedTitle={
          session.ordering
            ? intl.formatMessage(m.mayAlsoChoose)
            : intl.formatMessage(m.sameCategory, { category: category ? localised(category.name, language) : '' })
        }
        onOpenProduct={(product) => setHistory([...history, product])}
        onBack={() => setHistory(history.slice(0, -1))}
        onClose={() => setHistory([])}
        onAdd={actions.addLine}
      />
    </Suspense>
  ) : null;

  return { open: (product: MenuProduct) => setHistory([product]), popup };
}
