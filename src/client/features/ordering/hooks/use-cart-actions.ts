/**
 * The cart actions of the menu: add a line (card plus or the popup), take one unit of a simple product off (card
 * minus), all with the seed's toasts on refusal. Anonymous visitors are sent to quick login first (seed 002 §6).
 */
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { CartLineInput } from '../../../../shared/api/ordering-cart';
import { useAddCartLine, useRemoveCartLine, useUpdateCartLine, type Cart } from '../../../api/ordering-cart';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { quickLoginPath } from '../lib/paths';

export function useCartActions(merchantId: string, outletId: string, cart: Cart | undefined) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector((state) => state.session.role !== 'anonymous');
  // The refusal's wording (codes table and toasts) loads with the first refusal, not with the menu's first screen. It
  // comes in the cart route's chunk, which holds it already and which the menu's next step loads anyway: a chunk of
  // its own would add an entry to the runtime's chunk map, which every route's first load carries.
  const onError = async (error: unknown) => {
    const { cartErrorMessage } = await import(/* webpackChunkName: "order-cart" */ '../lib/order-error');
    const message = cartErrorMessage(error);
    dispatch(
      toastShown({ type: 'error', message: typeof message === 'string' ? message : intl.formatMessage(message) }),
    );
  };
  const add = useAddCartLine(outletId, { onError });
  const update = useUpdateCartLine(outletId, { onError });
  const remove = useRemoveCartLine(outletId, { onError });

  /** Adds a line; false when it was not added (anonymous, or refused with a toast). */
  const addLine = async (line: CartLineInput): Promise<boolean> => {
    if (!signedIn) {
      void navigate(quickLoginPath(merchantId));
      return false;
    }
    return add.mutateAsync(line).then(
      () => true,
      () => false,
    );
  };

  const addOne = (productId: string) =>
    addLine({ product_uid: productId, quantity: 1, modifier_list: [], bundled_item_list: [] });

  /** Card minus of a simple product: one unit off its plain line (removed at 1). */
  const removeOne = (productId: string) => {
    const line = cart?.items.find(
      (item) => item.product._id === productId && item.modifier_list.length === 0 && !item.isAutoAdded,
    );
    if (!line) return;
    if (line.quantity <= 1) remove.mutate(line._id);
    else
      update.mutate({
        itemId: line._id,
        line: { product_uid: productId, quantity: line.quantity - 1, modifier_list: [], bundled_item_list: [] },
      });
  };

  return { addLine, addOne, removeOne, busy: add.isPending || update.isPending || remove.isPending };
}
