import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { toCents } from '../../../../shared/rules/money';
import { useDateFormat } from '../../../i18n/format-date';
import type { StoreCreditOrder } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { balanceAreaPath } from '../../wallet';
import { creditOrderMessages as c } from '../credit-order-messages';
import { scanMessages as m } from '../messages';

const STATUS: Record<
  StoreCreditOrder['status'],
  { label: MessageDescriptor; color: 'success' | 'warning' | 'error' | 'default' }
> = {
  paid: { label: c.creditOrderPaid, color: 'success' },
  pending_payment: { label: c.creditOrderPending, color: 'warning' },
  failed: { label: c.creditOrderFailed, color: 'error' },
  refunded: { label: c.creditOrderRefunded, color: 'default' },
};

/**
 * /order/s/{order_id} for bought store credit (seed 001 §2, §4 buy flow): the merchant, the product, what was paid,
 * the credit it gives and whether it is in the balance yet (the server adds it once, after the payment succeeded).
 */
export function StoreCreditOrderView({ order }: { order: StoreCreditOrder }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const format = useDateFormat();
  const money = (decimal: string) => formatAmount((toCents(decimal) ?? 0) / 100, currency.symbol);
  const status = STATUS[order.status];
  const rows: [MessageDescriptor, string][] = [
    [c.creditOrderPay, money(order.payAmount)],
    [c.creditOrderCredit, money(order.creditAmount)],
    [m.orderedAt, `${format.date(order.createdAt)} ${format.time(order.createdAt)}`],
  ];
  return (
    <Stack
      spacing={2}
      sx={{ p: 2 }}
      component="article"
      aria-labelledby="credit-order-heading"
      data-testid="credit-order"
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar
          src={order.merchant.logo ?? undefined}
          alt=""
          sx={{ bgcolor: order.merchant.color, width: 48, height: 48 }}
        >
          {order.merchant.name.charAt(0)}
        </Avatar>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          {order.merchant.name}
        </Typography>
      </Stack>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography id="credit-order-heading" component="h2" variant="h6">
              {intl.formatMessage(c.creditOrderHeading)}
            </Typography>
            <Chip
              color={status.color}
              size="small"
              label={intl.formatMessage(status.label)}
              data-testid="credit-order-status"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.itemLine, { quantity: order.quantity, name: order.productName })}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 1.5, mb: 0 }}
          >
            {rows.map(([label, value]) => (
              <Box key={label.id} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {intl.formatMessage(label)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      {order.creditAdded ? (
        <Alert severity="success" icon={false} sx={{ fontWeight: 600 }} data-testid="credit-added">
          {intl.formatMessage(c.creditAdded, { amount: money(order.creditAmount) })}
        </Alert>
      ) : (
        <Alert severity="info">{intl.formatMessage(c.creditComing)}</Alert>
      )}
      <Button component={RouterLink} to={balanceAreaPath(order.merchant, 'credit')} variant="outlined">
        {intl.formatMessage(c.toStoreCredit)}
      </Button>
    </Stack>
  );
}
