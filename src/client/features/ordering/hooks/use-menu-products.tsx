/**
 * What every screen listing an outlet's products needs (menu, search, bookmarks): the order session, the cart
 * actions, the product popup, and the card of a product wired to them — plus and minus act directly on a simple
 * product and open the popup otherwise (seed 002 §2), the heart toggles the bookmark.
 */
import type { MenuProduct } from '../../../api/ordering-catalogue';
import { ProductCard } from '../components/product-card';
import type { MenuLayoutView } from '../components/menu-view';
import { isSimpleProduct, modePrice, showsPrices, unitsInCart } from '../lib/product-view';
import { useBookmark } from './use-bookmark';
import { useCartActions } from './use-cart-actions';
import { useMoney } from './use-money';
import { useOrderSession } from './use-order-session';
import { useProductPopup } from './use-product-popup';

export function useMenuProducts(merchantId: string, outletId: string | null) {
  const money = useMoney();
  const session = useOrderSession(outletId);
  const actions = useCartActions(merchantId, outletId ?? '', session.cart.data);
  const bookmark = useBookmark(merchantId);
  const outlet = session.outlet.data;
  const priced = outlet ? showsPrices(outlet.orderSettings.menuPriceControl, session.ordering) : false;
  const { open, popup } = useProductPopup(session, actions, priced);
  const mode = session.moment?.orderMode ?? 'pick_up';

  const card = (product: MenuProduct, view: MenuLayoutView, healthBadges = false, eagerImage = false) => (
    <ProductCard
      key={product._id}
      product={product}
      view={view}
      price={priced ? money(modePrice(product, mode)) : null}
      inCart={unitsInCart(session.cart.data?.items ?? [], product._id)}
      ordering={session.ordering}
      healthBadges={healthBadges}
      eagerImage={eagerImage}
      onOpen={() => open(product)}
      onPlus={() => (isSimpleProduct(product) ? void actions.addOne(product._id) : open(product))}
      onMinus={() => (isSimpleProduct(product) ? actions.removeOne(product._id) : open(product))}
      onBookmark={() => bookmark(product._id)}
    />
  );

  return { session, actions, priced, mode, open, popup, card };
}
