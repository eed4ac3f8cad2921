import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { getScreen } from '../../../../layouts/registry';
import { useTenant } from '../../../../tenant/tenant-context';
import { isApiError } from '../../../../api/api-error';
import { fetchReceiptLink, useCancelOrder, useOrder, usePassOrderToCounter, type Order } from '../../../../api/orders';
import { ListError, ListLoading } from '../../../../components/list-states';
import { useDateFormat } from '../../../../i18n/format-date';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { ConfirmDialog } from '../../components/lazy-overlays';
import { useMoney } from '../../hooks/use-money';
import { HISTORY_PATH } from '../../lib/paths';
import { BillLine, BillPanel } from '../../checkout/components/bill-panel';
import { OrderPaymentOutcome, PayOrderAction } from '../../../payments';
import { OrderItems } from '../components/order-items';
import { useReorderFlow } from '../hooks/use-reorder-flow';
import { isSettled, MODE_LABEL, statusLabel, statusTone } from '../lib/order-view';
import { ordersMessages as m } from '../messages';

/**
 * Order events over the session's socket refresh the page at once (OrdersLive); this slow re-read of an order that
 * can still change only covers a socket that is down (a phone's network switching, a proxy without WebSockets).
 */
const FALLBACK_REFRESH_MS = 60_000;

/**
 * /order/s/:orderId (seed 002 §2 order detail): an order of the platform's ordering, else — when the order endpoint
 * does not know the id — the claimed receipt or store-credit order page that shares the route.
 */
export default function OrderDetailScreen() {
  const intl = useIntl();
  const { layout } = useTenant();
  // A receipt claimed at the counter (or bought store credit) shares the route: the scan feature's registered
  // screen shows it, loaded only for such ids.
  const ReceiptOrder = getScreen('receipt-order', layout);
  const { orderId = '' } = useParams();
  const order = useOrder(orderId, {
    refreshMs: (data) => (isSettled(data.paymentStatus, data.statusText) ? false : FALLBACK_REFRESH_MS),
  });
  if (order.isError && isApiError(order.error) && order.error.status === 404)
    return (
      <Suspense fallback={<ListLoading label={intl.formatMessage(m.loading)} />}>
        <ReceiptOrder />
      </Suspense>
    );
  if (order.isError)
    return (
      <Box sx={{ p: 2 }}>
        <ListError error={order.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void order.refetch()} />
      </Box>
    );
  if (!order.data) return <ListLoading label={intl.formatMessage(m.loading)} />;
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: Order }) {
  const intl = useIntl();
  const money = useMoney();
  const format = useDateFormat();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [cancelling, setCancelling] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const reorder = useReorderFlow();
  const toast = (type: 'success' | 'error', message: string) => dispatch(toastShown({ type, message }));
  const pass = usePassOrderToCounter(order._id, {
    onSuccess: () => toast('success', intl.formatMessage(m.orderPassed)),
    onError: (error) => toast('error', error.message),
  });
  const cancel = useCancelOrder(order._id, {
    onSuccess: () => {
      setCancelling(false);
      toast('success', intl.formatMessage(m.cancelled));
    },
    onError: () => {
      setCancelling(false);
      toast('error', intl.formatMessage(m.cancelFailed));
    },
  });
  // The outlet's day and time, wherever the phone is (seed 002: all "today" logic runs in the outlet's zone).
  const zone = order.outlet.timeZone;
  const when = (iso: string) => `${format.date(iso, zone)} ${format.time(iso, zone)}`;
  const [fetchingReceipt, setFetchingReceipt] = useState(false);
  // Seed 002 §7: the receipt opens in a new window. That window is opened on the tap itself (one opened after the
  // link's request would be blocked as a pop-up) and sent to the link when it arrives.
  const downloadReceipt = async () => {
    const opened = window.open('', '_blank');
    setFetchingReceipt(true);
    try {
      const url = await fetchReceiptLink(order._id);
      if (opened) opened.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      opened?.close();
      toast('error', (error as Error).message);
    } finally {
      setFetchingReceipt(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }} component="article" aria-labelledby="order-number">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack>
          <Typography id="order-number" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.orderNumber, { number: order.dailyOrderNumber })}
          </Typography>
          <Typography color="text.secondary">
            {order.merchant.name} · {order.outlet.name}
          </Typography>
        </Stack>
        <Chip
          color={statusTone(order.status)}
          label={statusLabel(intl, order.status, order.statusText)}
          data-testid="order-status"
        />
      </Stack>

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip variant="outlined" label={intl.formatMessage(MODE_LABEL[order.orderMode])} />
        <Chip variant="outlined" label={order.paymentStatus} data-testid="payment-status" />
        {order.tableNumber && (
          <Chip variant="outlined" label={intl.formatMessage(m.table, { number: order.tableNumber })} />
        )}
        {order.pagerNumber && (
          <Chip variant="outlined" label={intl.formatMessage(m.pager, { number: order.pagerNumber })} />
        )}
      </Stack>
      <Stack>
        <Typography variant="body2">
          {order.estimatedDate
            ? intl.formatMessage(m.estimated, { date: order.estimatedDate })
            : intl.formatMessage(m.asap)}
        </Typography>
        <Typography variant="body2">{intl.formatMessage(m.ordered, { date: when(order.createdAt) })}</Typography>
      </Stack>

      {order.cancelDate && (
        <Alert severity="error">
          {intl.formatMessage(m.cancelledOn, { date: when(order.cancelDate) })}
          {order.cancelReason && <Box>{intl.formatMessage(m.cancelReason, { reason: order.cancelReason })}</Box>}
        </Alert>
      )}
      <Suspense fallback={null}>
        <OrderPaymentOutcome order={order} />
      </Suspense>
      {order.actions.passToCounter && <Alert severity="info">{intl.formatMessage(m.payAtCounter)}</Alert>}
      {order.isGuestOrder && order.paymentStatus === 'PAID' && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={signupPath(order)}>
              {intl.formatMessage(m.signupForReward)}
            </Button>
          }
        >
          {intl.formatMessage(m.signupPrompt)}
        </Alert>
      )}

      <Stack sx={{ alignItems: 'center' }} spacing={1}>
        <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2 }}>
          <QRCodeSVG value={order.qrcode} size={160} title={intl.formatMessage(m.qrLabel)} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {intl.formatMessage(m.qrLabel)}
        </Typography>
      </Stack>

      <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {intl.formatMessage(m.items)}
        </Typography>
        <OrderItems items={order.items} />
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <BillPanel tableNumber={null} total={order.total} discountList={order.discountList}>
          {order.payments.length > 0 && (
            <Typography variant="subtitle2" component="h2" sx={{ pt: 1 }}>
              {intl.formatMessage(m.payments)}
            </Typography>
          )}
          {order.payments.map((payment) => (
            <BillLine
              key={`${payment.type}-${payment.label}`}
              label={`${payment.label} (${payment.status})`}
              value={money(payment.amount)}
            />
          ))}
          <BillLine strong label={intl.formatMessage(m.due)} value={money(order.total.due)} testId="order-due" />
        </BillPanel>
      </Paper>

      {order.childOrders.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.childOrders)}
          </Typography>
          {order.childOrders.map((child) => (
            <Button key={child._id} component={RouterLink} to={`/order/s/${encodeURIComponent(child._id)}`}>
              {intl.formatMessage(m.orderNumber, { number: child.dailyOrderNumber })} · {money(child.final_price)}
            </Button>
          ))}
        </Paper>
      )}

      <Stack spacing={1}>
        <Suspense fallback={null}>
          <PayOrderAction order={order} />
        </Suspense>
        {order.actions.passToCounter && (
          <Button variant="contained" disabled={pass.isPending} onClick={() => pass.mutate()}>
            {intl.formatMessage(m.passToCounter)}
          </Button>
        )}
        {order.actions.cancel && (
          <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
            {intl.formatMessage(m.cancelOrder)}
          </Button>
        )}
        <Button variant="outlined" disabled={fetchingReceipt} onClick={() => void downloadReceipt()}>
          {intl.formatMessage(m.downloadReceipt)}
        </Button>
        <Button variant="outlined" onClick={(event) => setMenuAnchor(event.currentTarget)} aria-haspopup="menu">
          {intl.formatMessage(m.more)}
        </Button>
      </Stack>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {order.actions.reorder && (
          <MenuItem
            disabled={reorder.busy}
            onClick={() => {
              setMenuAnchor(null);
              reorder.start(order._id);
            }}
          >
            {intl.formatMessage(m.orderAgain)}
          </MenuItem>
        )}
        <MenuItem onClick={() => void navigate(HISTORY_PATH)}>{intl.formatMessage(m.pastOrders)}</MenuItem>
        <MenuItem onClick={() => void navigate(`/merchant-detail/${encodeURIComponent(order.merchant._id)}`)}>
          {intl.formatMessage(m.browseRewards)}
        </MenuItem>
      </Menu>
      {reorder.dialog}
      <ConfirmDialog
        open={cancelling}
        title={intl.formatMessage(m.cancelTitle)}
        text={intl.formatMessage(m.cancelConfirm)}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setCancelling(false)}
      />
    </Stack>
  );
}

/** Sign-up for a guest, with the delivery phone when the order had one (seed 002 §2 'with a phone number'). */
function signupPath(order: Order): string {
  const phone = order.delivery?.location.phone;
  return phone ? `/signup?phone=${encodeURIComponent(phone)}` : '/signup';
}
