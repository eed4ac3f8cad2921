import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { outletClock } from '../../../../../shared/rules/ordering/outlet-clock';
import { scheduleFor } from '../../../../../shared/rules/ordering/schedule';
import { todayStatus } from '../../../../../shared/rules/ordering/slots';
import { useSetCartEstimatedDate } from '../../../../api/ordering-cart';
import { FlexStack } from '../../../../components/flex-stack';
import { ListLoading } from '../../../../components/list-states';
import { OutlinedPanel } from '../../../../components/outlined-panel';
import { StatusBanner } from '../../../../components/status-banner';
import { Tag } from '../../../../components/tag';
import { lazyPart } from '../../../../lib/lazy-part';
import { pageStorage } from '../../../../lib/page-storage';
import { useAppDispatch, useAppSelector } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { FullScreenLoader } from '../../components/lazy-overlays';
import { OrderModeBar } from '../../components/order-mode-bar';
import { OrderTimePicker } from '../../components/order-time-picker';
import { TodayNotice } from '../../components/today-notice';
import { useOrderMode } from '../../hooks/use-order-mode';
import { useFlowParams } from '../../hooks/use-flow-params';
import { useOrderSession } from '../../hooks/use-order-session';
import { useCartActions } from '../../hooks/use-cart-actions';
import { useProductPopup } from '../../hooks/use-product-popup';
import { showsPrices } from '../../lib/product-view';
import { orderFlowPath, outletMenuPath, quickLoginPath } from '../../lib/paths';
import { readTableSession } from '../../lib/table-session';
import { CartItems } from '../components/cart-items';
import { DeliveryAddressSheetOnDemand } from '../components/delivery-address-sheet-on-demand';
import { DeliveryLockBar } from '../components/delivery-lock-bar';
import { DeliveryAddressSummary } from '../components/delivery-address-summary';
import { VoucherSectionPart } from '../components/voucher-section-part';
import { useEarlyCartReads } from '../hooks/use-early-cart-reads';
import { useCartPlacement } from '../hooks/use-place-order';
import { deliveryLockOf } from '../lib/checkout';
import { cartMessages as m } from '../messages';

const loadCheckoutPanel = () => import(/* webpackChunkName: "order-cart-checkout" */ '../components/checkout-panel');
const CheckoutPanel = lazyPart(() => loadCheckoutPanel().then((module) => module.CheckoutPanel));

/**
 * The panel and its voucher section, loaded before the first render when the server drew this member's cart
 * (layouts/registry.ts `preload`): drawn lazily, they would replace the server's panel with nothing, then repaint it.
 */
export const preloadParts = () => Promise.all([CheckoutPanel.preload(), VoucherSectionPart.preload()]);

/**
 * /order/cart/:merchantId?outlet=… (and /order/loyalty/checkout/:merchantId) — seed 002 §2 cart page: the branch and
 * whether it is open, the order time and mode, the delivery address with its minimum-order lock, the items, the bill,
 * the outlet's terms and the remark, people-also-order suggestions, clear cart and the main button. Visitors go to
 * quick login; a cart reached without an outlet asks for one ('Please select outlet').
 */
export default function CartScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  // The cart has no outlet in its path: the flow's query string names it (?outlet=, or the table token's outlet).
  const flowOutletId = useFlowParams().outletId;
  const signedIn = useAppSelector((state) => state.session.role !== 'anonymous');
  useEarlyCartReads(flowOutletId, signedIn);
  const session = useOrderSession(flowOutletId, { readsMenu: false });
  const outletId = session.params.outletId ?? '';
  // The answers are drawn in a deferred render, which React splits into short tasks; the query's own update is
  // synchronous, and drew the whole screen in one long task (issue 14: blocking time on a phone).
  const outlet = useDeferredValue(session.outlet.data);
  const cart = useDeferredValue(session.cart.data);
  const modes = useOrderMode(outlet, cart, session.params);
  const actions = useCartActions(merchantId, outletId, cart);
  // The suggestions below the bill open here: the menu shares this hook, and a hook shared only with the menu's
  // chunks would split them into one more, larger file (webpack's split chunks).
  const { open: openProduct, popup } = useProductPopup(
    session,
    actions,
    outlet ? showsPrices(outlet.orderSettings.menuPriceControl, session.ordering) : false,
  );
  const setDate = useSetCartEstimatedDate(outletId, {
    onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
  });
  const place = useCartPlacement(outletId);
  // The panel below the lines loads alongside the outlet and cart reads, not after them.
  useEffect(() => void loadCheckoutPanel(), []);

  if (!session.signedIn) return <Navigate to={quickLoginPath(merchantId)} replace />;
  if (!session.params.outletId)
    return (
      <FlexStack spacing={2} sx={{ p: 2 }}>
        <StatusBanner severity="warning">{intl.formatMessage(m.selectOutlet)}</StatusBanner>
        <Button component={RouterLink} to={orderFlowPath(merchantId)} variant="contained">
          {intl.formatMessage(m.browseMenu)}
        </Button>
      </FlexStack>
    );
  if (session.outlet.isError || session.cart.isError)
    return (
      <StatusBanner severity="error" sx={{ m: 2 }}>
        {(session.outlet.error ?? session.cart.error)?.message}
      </StatusBanner>
    );
  if (!outlet || !cart) return <ListLoading label={intl.formatMessage(m.loading)} />;

  const menuPath = outletMenuPath(merchantId, outletId, search);
  const isOpen = todayStatus(scheduleFor(outlet, cart.orderMode), outletClock(new Date(), outlet.timeZone)) === 'open';
  const tableSession = session.params.fromTableToken && readTableSession(pageStorage(), outletId) !== null;
  const lock = deliveryLockOf(cart);

  return (
    <FlexStack spacing={2} sx={{ px: 2, pt: 2, pb: 12 }}>
      <FlexStack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <FlexStack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.cartTitle)}
          </Typography>
          <FlexStack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary" data-testid="cart-outlet">
              {outlet.name}
            </Typography>
            <Tag color={isOpen ? 'success' : 'default'} label={intl.formatMessage(isOpen ? m.open : m.closed)} />
          </FlexStack>
        </FlexStack>
        <Button component={RouterLink} to={menuPath} size="small">
          {intl.formatMessage(m.changeBranch)}
        </Button>
      </FlexStack>

      {cart.items.length === 0 ? (
        <FlexStack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography role="status" color="text.secondary">
            {intl.formatMessage(m.empty)}
          </Typography>
          <Button component={RouterLink} to={menuPath} variant="contained">
            {intl.formatMessage(m.browseMenu)}
          </Button>
        </FlexStack>
      ) : (
        <>
          <OutlinedPanel sx={{ p: 2 }}>
            <FlexStack spacing={1.5}>
              <OrderModeBar
                outlet={outlet}
                cart={cart}
                modes={modes}
                current={cart.orderMode}
                onAnonymousChoice={() => undefined}
              />
              {!tableSession && (
                <FlexStack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary">
                    {intl.formatMessage(m.orderTime)}
                  </Typography>
                  <OrderTimePicker
                    outlet={outlet}
                    mode={cart.orderMode}
                    estimatedDate={cart.estimatedDate}
                    disabled={setDate.isPending}
                    onChoose={(value) => setDate.mutate(value)}
                  />
                </FlexStack>
              )}
              <TodayNotice outlet={outlet} mode={cart.orderMode} estimatedDate={cart.estimatedDate} />
              {cart.orderMode === 'delivery' && (
                <>
                  <DeliveryAddressSummary cart={cart} />
                  <DeliveryLockBar lock={lock} />
                </>
              )}
            </FlexStack>
          </OutlinedPanel>

          <OutlinedPanel sx={{ px: 2, py: 1 }}>
            <CartItems cart={cart} />
          </OutlinedPanel>

          <Suspense fallback={null}>
            <CheckoutPanel
              merchantId={merchantId}
              role={session.role}
              outlet={outlet}
              cart={cart}
              modes={modes}
              tableSession={tableSession}
              place={place}
              onOpenProduct={openProduct}
            />
          </Suspense>
        </>
      )}

      <DeliveryAddressSheetOnDemand cart={cart} />
      {popup}
      <FullScreenLoader open={place.placing} label={intl.formatMessage(m.placing)} />
    </FlexStack>
  );
}
