import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { REMARK_MAX_LENGTH } from '../../../../../shared/constants/ordering';
import { fromCents, toCents } from '../../../../../shared/rules/money';
import { useProductAssociations, type MenuProduct, type OrderOutlet } from '../../../../api/ordering-catalogue';
import { useClearCart, type Cart } from '../../../../api/ordering-cart';
import { OutlinedPanel } from '../../../../components/outlined-panel';
import { SanitizedHtml } from '../../../../components/sanitized-html';
import { deliverModalOpened } from '../../../../state/ordering-slice';
import type { SessionRole } from '../../../../state/session-slice';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { ConfirmDialog, PaymentModal } from '../../components/lazy-overlays';
import { ProductStrip } from '../../components/product-strip';
import { useMoney } from '../../hooks/use-money';
import type { useOrderMode } from '../../hooks/use-order-mode';
import type { CartPlacement } from '../hooks/use-place-order';
import { usePlaceSubmit } from '../hooks/use-place-submit';
import { useRewardWallet } from '../hooks/use-reward-wallet';
import { checkoutStop, deliveryLockOf, mainAction, rewardOptions, type CheckoutStop } from '../lib/checkout';
import { NO_REWARDS, rewardBalances } from '../lib/rewards';
import { checkoutMessages as m } from '../checkout-messages';
import { cartMessages } from '../messages';
import { BillPanel } from './bill-panel';
import { RemarkFieldOnDemand } from './remark-field-on-demand';
import { TermsCheckbox } from './terms-checkbox';
import { VoucherSectionOnDemand } from './voucher-section-on-demand';

const ACTION_LABEL = { addToOrder: m.addToOrder, applyRewards: m.applyRewards, payOrder: m.payOrder } as const;

/**
 * The cart page below its items (seed 002 §2): vouchers, the bill, the outlet's terms and the remark,
 * people-also-order suggestions, clear cart and the main button with the payment step. Its own chunk and its own
 * component (issue 14): the cart's first screen (branch, mode, time, lines) does not wait for its code, and the
 * reads only it needs (wallet, vouchers, suggestions) re-render only it when they arrive, not the lines above.
 */
export function CheckoutPanel({
  merchantId,
  role,
  outlet,
  cart,
  modes,
  tableSession,
  place,
  onOpenProduct,
}: {
  merchantId: string;
  role: SessionRole;
  outlet: OrderOutlet;
  cart: Cart;
  modes: ReturnType<typeof useOrderMode>;
  tableSession: boolean;
  /**
   * The screen's placement: it outlives this panel, which unmounts when the placed cart comes back empty, before
   * the placement's success opens the order page.
   */
  place: CartPlacement;
  /** Opens a suggested product in the screen's product popup. */
  onOpenProduct: (product: MenuProduct) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const dispatch = useAppDispatch();
  const outletId = outlet._id;
  const wallet = useRewardWallet(merchantId, role === 'member');
  const submit = usePlaceSubmit(merchantId, place);
  const clear = useClearCart(outletId, { onSuccess: () => setClearing(false) });
  const [termsTicked, setTermsTicked] = useState(false);
  const [remark, setRemark] = useState('');
  const [clearing, setClearing] = useState(false);
  const [paying, setPaying] = useState(false);
  const [stop, setStop] = useState<CheckoutStop>(null);

  const allowed = rewardOptions(role, outlet, wallet.data);
  const action = mainAction(tableSession, allowed);
  const finalCents = toCents(cart.total.final_price) ?? 0;
  const placeWith = (entry = NO_REWARDS) =>
    submit({
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
      dispatch(toastShown({ type: 'error', message: intl.formatMessage(cartMessages.fillAddress) }));
    } else if (reason === 'terms') dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.acknowledge) }));
    else if (reason === 'deliveryLocked')
      dispatch(
        toastShown({
          type: 'warning',
          message: intl.formatMessage(cartMessages.unlockDelivery, {
            amount: money(fromCents(deliveryLockOf(cart).shortfallCents)),
          }),
        }),
      );
    else if (reason === null) {
      if (action === 'applyRewards') setPaying(true);
      else placeWith();
    }
  };

  return (
    <>
      <VoucherSectionOnDemand
        cart={cart}
        outlet={outlet}
        enabled={role === 'member' && !tableSession}
        after={
          <>
            <OutlinedPanel sx={{ p: 2 }}>
              <BillPanel tableNumber={cart.tableNumber} total={cart.total} discountList={cart.discountList} />
            </OutlinedPanel>

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

            <PeopleAlsoOrder
              outletId={outletId}
              productIds={cart.items.map((item) => item.product._id)}
              onOpen={onOpenProduct}
            />

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
    </>
  );
}

/**
 * People also order (seed 002 §2): the suggestions for the cart's products, read by this part alone. Their answer
 * arrives after the page is drawn; read in the panel, it re-rendered the whole panel (bill, vouchers, remark) in one
 * synchronous task, as a query's update is (issue 14: 40 ms of CPU, 160 ms at 4x, on north-outfitters' cart). Here
 * it re-renders this part only, and draws the strip through a deferred value, which React renders in short slices.
 */
function PeopleAlsoOrder({
  outletId,
  productIds,
  onOpen,
}: {
  outletId: string;
  productIds: readonly string[];
  onOpen: (product: MenuProduct) => void;
}) {
  const intl = useIntl();
  const products = useDeferredValue(useProductAssociations(outletId, productIds).data);
  if (!products?.length) return null;
  return <ProductStrip title={intl.formatMessage(m.peopleAlsoOrder)} products={products} onOpen={onOpen} />;
}
