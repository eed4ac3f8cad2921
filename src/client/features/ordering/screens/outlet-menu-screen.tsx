import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useClearCart, useSetCartEstimatedDate } from '../../../api/ordering-cart';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { FlexStack } from '../../../components/flex-stack';
import { RoundIconButton } from '../../../components/round-icon-button';
import { ListError, ListLoading } from '../../../components/list-states';
import { StatusBanner } from '../../../components/status-banner';
import { truncateDescription } from '../../../../shared/rules/text';
import { OUTLET_ADDRESS_MAX_CHARS } from '../../../../shared/constants/ordering';
import { DeliveryAddressSheetOnDemand } from '../checkout/components/delivery-address-sheet-on-demand';
import { CartBarOnDemand } from '../components/cart-bar-on-demand';
import { ConfirmDialog } from '../components/lazy-overlays';
import { FavoriteBorderIcon } from '../../../components/favorite-icons';
import { SearchIcon } from '../components/menu-icons';
import { MenuView, ViewToggle } from '../components/menu-view';
import { OrderModeBar } from '../components/order-mode-bar';
import { OrderPopups } from '../components/order-popups';
import { OrderTimePicker } from '../components/order-time-picker';
import { TodayNotice } from '../components/today-notice';
import { useMenuView } from '../hooks/use-menu-view';
import { useMoney } from '../hooks/use-money';
import { useOrderMode } from '../hooks/use-order-mode';
import { useMenuProducts } from '../hooks/use-menu-products';
import { allowedModes, requestedMode } from '../hooks/use-order-session';
import { searchWithoutOutlet } from '../lib/flow-params';
import { bookmarkPath, cartPath, orderFlowPath, quickLoginPath, searchPath, searchWithOutlet } from '../lib/paths';
import { flowMessages as flow } from '../flow-messages';
import { menuMessages as m } from '../menu-messages';
import { menuCardMessages as menuCard } from '../menu-card-messages';

export interface OutletMenuVariant {
  /** Food: nutrition grade and sugar badges on the cards. */
  healthBadges: boolean;
}

/**
 * /order/merchant/:merchantId/outlet/:outletId — the menu home of an outlet (seed 002 §2, flow pages 2 and 3): the
 * outlet with Change branch, the order mode, the menu at the cart's mode and time with its chip bar, grid or list,
 * search and bookmarks, the product popup, the cart bar and the order-area popups.
 */
export function OutletMenuScreen({ healthBadges }: OutletMenuVariant) {
  const intl = useIntl();
  const money = useMoney();
  const navigate = useNavigate();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  const outletId = useParams().outletId ?? '';
  const { session, popup, card, mode } = useMenuProducts(merchantId, outletId);
  const outlet = session.outlet.data;
  const cart = session.cart.data;
  const modes = useOrderMode(outlet, cart, session.params);
  const clear = useClearCart(outletId);
  const dispatch = useAppDispatch();
  const setDate = useSetCartEstimatedDate(outletId, {
    onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
  });
  const [view, setView] = useMenuView();
  const [changingBranch, setChangingBranch] = useState(false);

  // The address's wishes (a table, isDelivery) are applied to the cart once it is known (seed 002 §2, §4).
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !outlet || !cart) return;
    applied.current = true;
    const wish = requestedMode(session.params, allowedModes(outlet));
    const tableDiffers = cart.orderMode !== 'dine_in' || cart.tableNumber !== session.params.tableNumber;
    if (session.params.tableNumber && wish === 'dine_in' && tableDiffers) modes.apply('dine_in');
    else if (session.params.isDelivery && wish === 'delivery' && cart.orderMode !== 'delivery') modes.apply('delivery');
  }, [outlet, cart, session.params, modes]);

  if (session.outlet.isError)
    return (
      <FlexStack sx={{ p: 2 }} spacing={2}>
        <StatusBanner severity="error">{intl.formatMessage(flow.outletMissing)}</StatusBanner>
        <Button component={RouterLink} to={orderFlowPath(merchantId, searchWithoutOutlet(search))}>
          {intl.formatMessage(m.changeBranch)}
        </Button>
      </FlexStack>
    );
  if (!outlet) return <ListLoading label={intl.formatMessage(flow.loading)} />;

  const categories = session.menu.data?.category_list ?? [];
  const flowSearch = searchWithOutlet(search, outletId);
  const itemCount = cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  const needLogin = () => void navigate(quickLoginPath(merchantId));
  const changeBranch = () => {
    if (itemCount > 0) setChangingBranch(true);
    else void navigate(orderFlowPath(merchantId, searchWithoutOutlet(search)));
  };
  const confirmBranchChange = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setChangingBranch(false);
        void navigate(orderFlowPath(merchantId, searchWithoutOutlet(search)));
      },
    });

  return (
    <FlexStack spacing={2} sx={{ px: 2, pt: 2, pb: 2 }}>
      <FlexStack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <FlexStack sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }} data-testid="outlet-name">
            {outlet.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {truncateDescription(outlet.contact.addressLine, OUTLET_ADDRESS_MAX_CHARS)}
          </Typography>
        </FlexStack>
        <Button size="small" onClick={changeBranch}>
          {intl.formatMessage(m.changeBranch)}
        </Button>
      </FlexStack>
      {session.ordering && (
        <FlexStack spacing={1}>
          <OrderModeBar outlet={outlet} cart={cart} modes={modes} current={mode} onAnonymousChoice={needLogin} />
          <FlexStack direction="row" sx={{ alignItems: 'center' }}>
            <OrderTimePicker
              outlet={outlet}
              mode={mode}
              estimatedDate={cart?.estimatedDate ?? null}
              disabled={setDate.isPending}
              onChoose={(value) => (cart ? setDate.mutate(value) : needLogin())}
            />
          </FlexStack>
          <TodayNotice outlet={outlet} mode={mode} estimatedDate={cart?.estimatedDate ?? null} />
        </FlexStack>
      )}
      <FlexStack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={searchPath(merchantId, outletId, search)}
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ flex: 1, justifyContent: 'flex-start' }}
        >
          {intl.formatMessage(menuCard.searchLink)}
        </Button>
        <RoundIconButton
          component={RouterLink}
          to={bookmarkPath(merchantId, flowSearch)}
          aria-label={intl.formatMessage(menuCard.bookmarksLink)}
        >
          <FavoriteBorderIcon />
        </RoundIconButton>
        <ViewToggle view={view} onChange={setView} />
      </FlexStack>
      {session.menu.isError && (
        <ListError
          error={session.menu.error}
          retryLabel={intl.formatMessage(flow.retry)}
          onRetry={() => void session.menu.refetch()}
        />
      )}
      {session.menu.isPending && session.moment !== null && (
        <CircularProgress aria-label={intl.formatMessage(flow.loading)} sx={{ alignSelf: 'center' }} />
      )}
      {session.menu.isSuccess && categories.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {intl.formatMessage(menuCard.emptyMenu)}
        </Typography>
      )}
      {categories.length > 0 && (
        <MenuView
          categories={categories}
          view={view}
          renderProduct={(product, _category, firstScreen) => card(product, view, healthBadges, firstScreen)}
        />
      )}
      {cart && (
        <CartBarOnDemand
          count={itemCount}
          total={money(cart.total.final_price)}
          to={cartPath(merchantId, flowSearch)}
        />
      )}
      {popup}
      <DeliveryAddressSheetOnDemand cart={cart} />
      <ConfirmDialog
        open={changingBranch}
        confirmation="changeBranch"
        onConfirm={confirmBranchChange}
        onCancel={() => setChangingBranch(false)}
      />
      <OrderPopups merchantId={merchantId} outletId={outletId} />
    </FlexStack>
  );
}
