import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { useTenant } from '../../../tenant/tenant-context';
import type { FeedVoucher } from '../../../api/feed';
import { feedMessages as m } from '../messages';

/** A voucher row: merchant, name, value and, for the member's own copy, the member voucher id. */
export function VoucherCard({ voucher, onOpen }: { voucher: FeedVoucher; onOpen: (voucher: FeedVoucher) => void }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const amount = voucher.balance ?? voucher.value;
  return (
    <Card variant="outlined" sx={{ borderRadius: 2 }}>
      <CardActionArea onClick={() => onOpen(voucher)} sx={{ display: 'flex', alignItems: 'stretch', gap: 0 }}>
        <Box
          sx={{ width: 12, flexShrink: 0, bgcolor: voucher.merchant.color, borderRight: '2px dashed #fff' }}
          aria-hidden
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, flex: 1, minWidth: 0 }}>
          <Avatar src={voucher.merchant.logo ?? undefined} alt="" sx={{ bgcolor: voucher.merchant.color }}>
            {voucher.merchant.name.charAt(0)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {voucher.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {voucher.merchant.name}
            </Typography>
            {voucher.memberVoucherId && (
              <Typography variant="caption" color="text.secondary">
                {intl.formatMessage(m.memberVoucherId, { id: voucher.memberVoucherId })}
              </Typography>
            )}
          </Box>
          {amount !== null && (
            <Typography variant="subtitle2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {intl.formatMessage(m.valueLabel, { amount: formatAmount(amount, currency.symbol) })}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
