import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDateFormat } from '../../../i18n/format-date';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { isApiError } from '../../../api/api-error';
import { useTenant } from '../../../tenant/tenant-context';
import { useReceiptOrder } from '../../../api/receipts';
import { useStoreCreditOrder } from '../../../api/wallet';
import { StoreCreditOrderView } from '../components/store-credit-order';
import { scanMessages as m } from '../messages';

/**
 * /order/s/{order_id} (seed 002's order detail route), read-only for a claimed receipt: merchant, number, status,
 * dates, items, total and the points it earned; or, when no receipt has that id, bought store credit (seed 001 §2).
 * Ordering extends this page with its own orders and actions.
 */
export default function OrderScreen() {
  const intl = useIntl();
  const { currency } = useTenant();
  const { orderId = '' } = useParams();
  const order = useReceiptOrder(orderId);
  const notAReceipt = order.isError && isApiError(order.error) && order.error.status === 404;
  const creditOrder = useStoreCreditOrder(orderId, notAReceipt);
  const format = useDateFormat();
  const date = (iso: string) => `${format.date(iso)} ${format.time(iso)}`;
  const money = (value: number) => formatAmount(value, currency.symbol);

  if (creditOrder.data) return <StoreCreditOrderView order={creditOrder.data} />;
  if (order.isPending || (notAReceipt && creditOrder.isPending))
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={intl.formatMessage(m.loading)} />
      </Box>
    );
  if (order.isError) {
    // Neither a receipt nor store credit of this member has that id, or the one asked last failed.
    const failed = notAReceipt ? creditOrder : order;
    const missing = isApiError(failed.error) && failed.error.status === 404;
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void failed.refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            )
          }
        >
          {missing ? intl.formatMessage(m.orderNotFound) : failed.error?.message}
        </Alert>
        <Button component={RouterLink} to="/next/qr" variant="outlined">
          {intl.formatMessage(m.backToScan)}
        </Button>
      </Stack>
    );
  }

  const o = order.data;
  return (
    <Stack spacing={2} sx={{ p: 2 }} component="article" aria-labelledby="order-heading">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={o.merchant.logo ?? undefined} alt="" sx={{ bgcolor: o.merchant.color, width: 48, height: 48 }}>
          {o.merchant.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {o.merchant.name}
          </Typography>
          {o.outlet && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {intl.formatMessage(m.outlet)}: {o.outlet.name}
            </Typography>
          )}
        </Box>
      </Stack>

      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography id="order-heading" component="h2" variant="h6">
              {intl.formatMessage(m.orderNumber, { number: o.orderNumber })}
            </Typography>
            <Chip color="success" size="small" label={intl.formatMessage(m.orderStatusCompleted)} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(o.source === 'eats365' ? m.orderSourceEats365 : m.orderSourcePos)}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5, mb: 0 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage(m.orderReference)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {o.referenceId}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage(m.orderedAt)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {date(o.orderedAt)}
            </Typography>
            {o.claimedAt && (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {intl.formatMessage(m.claimedAt)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {date(o.claimedAt)}
                </Typography>
              </>
            )}
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {intl.formatMessage(m.items)}
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {o.items.map((item, i) => (
              <Stack component="li" key={i} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2">
                  {intl.formatMessage(m.itemLine, { quantity: item.quantity, name: item.name })}
                </Typography>
                <Typography variant="body2">{money(item.amount)}</Typography>
              </Stack>
            ))}
          </Stack>
          <Divider sx={{ my: 1.5 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>{intl.formatMessage(m.total)}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
              {money(o.totalAmount)}
            </Typography>
          </Stack>
        </CardContent>
      </Card>

      <Alert severity="success" icon={false} sx={{ fontWeight: 600 }} data-testid="order-points">
        {intl.formatMessage(m.pointsEarned, { points: intl.formatNumber(o.points) })}
      </Alert>

      <Button component={RouterLink} to="/next/qr" variant="outlined">
        {intl.formatMessage(m.backToScan)}
      </Button>
    </Stack>
  );
}
