/**
 * The product popup as a screen hosts it (menu, search, bookmarks, the cart's suggestions), with what it shows beside
 * the product: the 'You may also choose' association from what the cart holds, or — view only — the other products
 * of the category. Loaded with the popup on the first product opened (issue 14), so the screens' first load carries
 * neither the association read nor this wiring.
 */
import { useIntl } from 'react-intl';
import type { MenuCategory, MenuProduct } from '../../../api/ordering-catalogue';
import { useProductAssociations } from '../../../api/ordering-catalogue';
import { useLanguage } from '../../../i18n/language-context';
import type { useOrderSession } from '../hooks/use-order-session';
import { localised } from '../lib/product-view';
import { orderingMessages as m } from '../messages';
import { ProductPopup, type ProductPopupProps } from './product-popup';

export interface ProductPopupHostProps extends Pick<
  ProductPopupProps,
  'history' | 'showPrice' | 'onOpenProduct' | 'onBack' | 'onClose' | 'onAdd'
> {
  session: ReturnType<typeof useOrderSession>;
}

export function ProductPopupHost({ session, history, ...props }: ProductPopupHostProps) {
  const intl = useIntl();
  const language = useLanguage();
  const shown = history[history.length - 1];
  const cart = session.cart.data;
  const associations = useProductAssociations(
    session.outlet.data?._id ?? '',
    session.ordering && shown ? [...(cart?.items.map((item) => item.product._id) ?? []), shown._id] : [],
  );
  const categories = session.menu.data?.category_list ?? [];
  const category: MenuCategory | undefined =
    shown && categories.find((candidate) => candidate.product_list.some((product) => product._id === shown._id));
  const others = (list: readonly MenuProduct[]) => list.filter((product) => product._id !== shown?._id);
  return (
    <ProductPopup
      {...props}
      history={history}
      mode={session.moment?.orderMode ?? 'pick_up'}
      ordering={session.ordering}
      isGuest={session.role === 'guest'}
      cart={cart}
      related={session.ordering ? others(associations.data ?? []) : others(category?.product_list ?? [])}
      relatedTitle={
        session.ordering
          ? intl.formatMessage(m.mayAlsoChoose)
          : intl.formatMessage(m.sameCategory, { category: category ? localised(category.name, language) : '' })
      }
    />
  );
}
