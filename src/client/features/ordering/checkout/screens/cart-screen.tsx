import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { REMARK_MAX_LENGTH } from '../../../../../shared/constants/ordering';
import { fromCents, toCents } from '../../../../../shared/rules/money';
import { outletClock } from '../../../../../shared/rules/ordering/outlet-clock';
import { scheduleFor } from '../../../../../shared/rules/ordering/schedule';
import { todayStatus } from '../../../../../shared/rules/ordering/slots';
import { useClearCart, useSetCartEstimatedDate } from '../../../../api/ordering-cart';
import { useRewardWallet } from '../hooks/use-reward-wallet';
import { ListLoading } from '../../../../components/list-states';
import { SanitizedHtml } from '../../../../components/sanitized-html';
import { StatusBanner } from '../../../../components/status-banner';
import { Tag } from '../../../../components/tag';
import { pageStorage } from '../../../../lib/page-storage';
import { deliverModalOpened } from '../../../../state/ordering-slice';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { ConfirmDialog, FullScreenLoader, PaymentModal } from '../../components/lazy-overlays';
import { OrderModeBar } from '../../components/order-mode-bar';
import { OrderTimePicker } from '../../components/order-time-picker';
import { ProductStrip } from '../../components/product-strip';
import { TodayNotice } from '../../components/today-notice';
import { useCartActions } from '../../hooks/use-cart-actions';
import { useMoney } from '../../hooks/use-money';
import { useOrderMode } from '../../hooks/use-order-mode';
import { useFlowParams } from '../../hooks/use-flow-params';
import { useOrderSession } from '../../hooks/use-order-session';
import { useProductPopup } from '../../hooks/use-product-popup';
import { useProductAssociations } from '../../../../api/ordering-catalogue';
import { orderFlowPath, outletMenuPath, quickLoginPath } from '../../lib/paths';
import { showsPrices } from '../../lib/product-view';
import { readTableSession } from '../../lib/table-session';
import { BillPanel } from '../components/bill-panel';
import { CartItems } from '../components/cart-items';
import { DeliveryAddressSheetOnDemand } from '../components/delivery-address-sheet-on-demand';
import { DeliveryLockBar } from '../components/delivery-lock-bar';
import { DeliveryAddressSummary } from '../components/delivery-address-summary';
import { RemarkFieldOnDemand } from '../components/remark-field-on-demand';
import { TermsCheckbox } from '../components/terms-checkbox';
import { VoucherSectionOnDemand } from '../components/voucher-section-on-demand';
import { usePlaceCartOrder } from '../hooks/use-place-order';
import { checkoutStop, deliveryLockOf, mainAction, rewardOptions, type CheckoutStop } from '../lib/checkout';
import { NO_REWARDS, rewardBalances } from '../lib/rewards';
import { cartMessages as m } from '../messages';

const ACTION_LABEL = { addToOrder: m.addToOrder, applyRewards: m.applyRewards, payOrder: m.payOrder } as const;

/**
 * /order/cart/:merchantId?outlet=… (and /order/loyalty/checkout/:merchantId) — seed 002 §2 cart page: the branch and
 * whether it is open, the order time and mode, the delivery address with its minimum-order lock, the items, the bill,
 * the outlet's terms and the remark, people-also-order suggestions, clear cart and the main button. Visitors go to
 * quick login; a cart reached without an outlet asks for one ('Please select outlet').
 */
export default function CartScreen() {
  const intl = useIntl();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  // The cart has no outlet in its path: the flow's query string names it (?outlet=, or the table token's outlet).
  const session = useOrderSession(useFlowParams().outletId);
  const outletId = session.params.outletId ?? '';
  const outlet = session.outlet.data;
  const cart = session.cart.data;
  const modes = useOrderMode(outlet, cart, session.params);
  const actions = useCartActions(merchantId, outletId, cart);
  const { open: openProduct, popup } = useProductPopup(
    session,
    actions,
    outlet ? showsPrices(outlet.orderSettings.menuPriceControl, session.ordering) : false,
  );
  const suggestions = useProductAssociations(outletId, cart?.items.map((item) => item.product._id) ?? []);
  const wallet = useRewardWallet(merchantId, session.role === 'member');
  const setDate = useSetCartEstimatedDate(outletId, {
    onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
  });
  const clear = useClearCart(outletId, { onSuccess: () => setClearing(false) });
  const place = usePlaceCartOrder(merchantId, outletId);
  const [termsTicked, setTermsTicked] = useState(false);
  const [remark, setRemark] = useState('');
  const [clearing, setClearing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [stop, setStop] = useState<CheckoutStop>(null);

  if (!session.signedIn) return <Navigate to={quickLoginPath(merchantId)} replace />;
  if (!session.params.outletId)
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <StatusBanner severity="warning">{intl.formatMessage(m.selectOutlet)}</StatusBanner>
        <Button component={RouterLink} to={orderFlowPath(merchantId)} variant="contained">
          {intl.formatMessage(m.browseMenu)}
        </Button>
      </Stack>
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
  const allowed = rewardOptions(session.role, outlet, wallet.data);
  const action = mainAction(tableSession, allowed);
  const finalCents = toCents(cart.total.final_price) ?? 0;
  const lock = deliveryLockOf(cart);
  const placeWith = (entry = NO_REWARDS) =>
    place.submit({
      entry,
      remarks: remark,
      isTermChecked: termsTicked,
      table: { tableNumber: cart.tableNumber, pagerNumber: cart.pagerNumber, tableToken: cart.tableToken },
    });

  const checkout = () => {
    const reason = checkoutStop(cart, outlet, termsTicked);
    setStop(reason);
    if (reason === 'chooseTable') modes.apply('dine_in', null);
    else if (reason === 'fillAddress') {
      dispatch(deliverModalOpened());
      dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.fillAddress) }));
    } else if (reason === 'terms') dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.acknowledge) }));
    else if (reason === 'deliveryLocked')
      dispatch(
        toastShown({
          type: 'warning',
          message: intl.formatMessage(m.unlockDelivery, { amount: money(fromCents(lock.shortfallCents)) }),
        }),
      );
    else if (reason === null) {
      if (action === 'applyRewards') setPaying(true);
      else placeWith();
    }
  };

  return (
    <Stack spacing={2} sx={{ px: 2, pt: 2, pb: 12 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.cartTitle)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary" data-testid="cart-outlet">
              {outlet.name}
            </Typography>
            <Tag color={isOpen ? 'success' : 'default'} label={intl.formatMessage(isOpen ? m.open : m.closed)} />
          </Stack>
        </Stack>
        <Button component={RouterLink} to={menuPath} size="small">
          {intl.formatMessage(m.changeBranch)}
        </Button>
      </Stack>

      {cart.items.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography role="status" color="text.secondary">
            {intl.formatMessage(m.empty)}
          </Typography>
          <Button component={RouterLink} to={menuPath} variant="contained">
            {intl.formatMessage(m.browseMenu)}
          </Button>
        </Stack>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              <OrderModeBar
                outlet={outlet}
                cart={cart}
                modes={modes}
                current={cart.orderMode}
                onAnonymousChoice={() => undefined}
              />
              {!tableSession && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
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
                </Stack>
              )}
              <TodayNotice outlet={outlet} mode={cart.orderMode} estimatedDate={cart.estimatedDate} />
              {cart.orderMode === 'delivery' && (
                <>
                  <DeliveryAddressSummary cart={cart} />
                  <DeliveryLockBar lock={lock} />
                </>
              )}
            </Stack>
          </Paper>

          <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
            <CartItems cart={cart} />
          </Paper>

          <VoucherSectionOnDemand
            cart={cart}
            outlet={outlet}
            enabled={session.role === 'member' && !tableSession}
            after={
              <>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <BillPanel tableNumber={cart.tableNumber} total={cart.total} discountList={cart.discountList} />
                </Paper>

                {outlet.cartTexture && (
                  <Stack>
                    <TermsCheckbox
                      checked={termsTicked}
                      onChange={setTermsTicked}
                      label={<SanitizedHtml html={outlet.cartTexture} sx={{ typography: 'body2' }} />}
                    />
                    {stop === 'terms' && !termsTicked && (
                      <Typography variant="caption" color="error" role="alert">
                        {intl.formatMessage(m.acknowledge)}
                      </Typography>
                    )}
                  </Stack>
                )}

                {outlet.orderSettings.isAllowRemarks && (
                  <RemarkFieldOnDemand
                    label={intl.formatMessage(m.remark)}
                    value={remark}
                    onChange={(event) => setRemark(event.target.value.slice(0, REMARK_MAX_LENGTH))}
                    multiline
                    minRows={2}
                    helperText={intl.formatMessage(m.remarkHelp, { count: remark.length, max: REMARK_MAX_LENGTH })}
                    slotProps={{ htmlInput: { maxLength: REMARK_MAX_LENGTH } }}
                  />
                )}

                {(suggestions.data?.length ?? 0) > 0 && (
                  <ProductStrip
                    title={intl.formatMessage(m.peopleAlsoOrder)}
                    products={suggestions.data ?? []}
                    onOpen={openProduct}
                  />
                )}

                <Button color="error" onClick={() => setClearing(true)} sx={{ alignSelf: 'flex-start' }}>
                  {intl.formatMessage(m.clearCart)}
                </Button>

                <Box sx={{ position: 'sticky', bottom: 12, zIndex: 3 }}>
                  <Button
                    fullWidth
                    size="large"
                    variant="contained"
                    onClick={checkout}
                    // Until a member's balances are known the button cannot tell Apply rewards from Pay Order: a click
                    // then would place the order without offering the rewards step.
                    disabled={place.placing || wallet.isLoading}
                    data-testid="cart-main-button"
                    sx={{ borderRadius: 6, justifyContent: 'space-between', px: 3 }}
                    endIcon={<span>{money(cart.total.final_price)}</span>}
                  >
                    {intl.formatMessage(ACTION_LABEL[action])}
                  </Button>
                </Box>
              </>
            }
          />
        </>
      )}

      {wallet.data && (
        <PaymentModal
          open={paying}
          finalCents={finalCents}
          balances={rewardBalances(wallet.data, allowed)}
          allowed={allowed}
          busy={place.placing}
          onClose={() => setPaying(false)}
          onPlace={(entry) => placeWith(entry)}
        />
      )}
      <ConfirmDialog
        open={clearing}
        title={intl.formatMessage(m.clearCart)}
        text={intl.formatMessage(m.clearCartConfirm)}
        onConfirm={() => clear.mutate()}
        onCancel={() => setClearing(false)}
      />
      <DeliveryAddressSheetOnDemand cart={cart} />
      {popup}
      <FullScreenLoader open={place.placing} label={intl.formatMessage(m.placing)} />
    </Stack>
  );
}
