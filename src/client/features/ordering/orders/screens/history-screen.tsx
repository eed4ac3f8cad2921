import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useMyOrders, type OrderSummary } from '../../../../api/orders';
import { PagedList } from '../../../../components/paged-list';
import { useDateFormat } from '../../../../i18n/format-date';
import { useAppSelector } from '../../../../state/store';
import { PullToRefresh } from '../../../discovery';
import { useMoney } from '../../hooks/use-money';
import { MODE_LABEL, statusLabel, statusTone } from '../lib/order-view';
import { ordersMessages as m } from '../messages';

/**
 * /order/history/s — My orders (seed 002 §2): newest first, 10 a page, the next page within 100 px of the end, pull to
 * refresh (and a Refresh button for mouse and keyboard). Signed-out visitors go to /login; guests have no history.
 */
export default function HistoryScreen() {
  const intl = useIntl();
  const isMember = useAppSelector((state) => state.session.role === 'member');
  const orders = useMyOrders({ enabled: isMember });
  if (!isMember) return <Navigate to="/login" replace />;
  return (
    <PullToRefresh onRefresh={() => void orders.refetch()} refreshing={orders.isRefetching}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.historyTitle)}
          </Typography>
          <Button size="small" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </Stack>
        <PagedList
          query={orders}
          texts={{
            loading: intl.formatMessage(m.loading),
            retry: intl.formatMessage(m.retry),
            empty: intl.formatMessage(m.noOrders),
          }}
          spacing={1.5}
        >
          {(rows) => rows.map((order) => <OrderRow key={order._id} order={order} />)}
        </PagedList>
      </Stack>
    </PullToRefresh>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const intl = useIntl();
  const money = useMoney();
  const format = useDateFormat();
  return (
    <Card variant="outlined" data-testid="history-row">
      <CardActionArea component={RouterLink} to={`/order/s/${encodeURIComponent(order._id)}`}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Stack sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {intl.formatMessage(m.orderNumber, { number: order.dailyOrderNumber })} · {order.merchant.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {order.outletName} · {intl.formatMessage(MODE_LABEL[order.orderMode])} ·{' '}
                {intl.formatMessage(m.itemCount, { count: order.itemCount })}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {format.date(order.createdAt)} {format.time(order.createdAt)}
              </Typography>
            </Stack>
            <Stack sx={{ alignItems: 'flex-end' }} spacing={0.5}>
              <Typography sx={{ fontWeight: 700 }}>{money(order.final_price)}</Typography>
              <Chip
                size="small"
                color={statusTone(order.status)}
                label={statusLabel(intl, order.status, order.statusText)}
              />
            </Stack>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
