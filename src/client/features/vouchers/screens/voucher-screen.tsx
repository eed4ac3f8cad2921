import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { useTenant } from '../../../tenant/tenant-context';
import { useVoucher } from '../../../api/vouchers';
import { LoadState } from '../components/load-state';
import { useClaimedNotice } from '../components/use-claimed-notice';
import { VoucherHero } from '../components/voucher-hero';
import { voucherMessages as m } from '../messages';

/**
 * /vouchers/{id} (seed 001 §2): a voucher on offer with its values; a member who holds a copy gets a link to it.
 * Buying, gifting and the outlet list are the rewards issue's (seed 001 §4), built on this screen.
 */
export default function VoucherScreen() {
  const intl = useIntl();
  const { currency } = useTenant();
  const { voucherId = '' } = useParams();
  const voucher = useVoucher(voucherId);
  useClaimedNotice(voucher.isSuccess);
  if (!voucher.data) return <LoadState error={voucher.error} onRetry={() => void voucher.refetch()} />;
  const v = voucher.data;
  const money = (n: number) => formatAmount(n, currency.symbol);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <VoucherHero voucher={v} />
      {v.values.length > 0 && (
        <section aria-labelledby="voucher-values">
          <Typography id="voucher-values" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {intl.formatMessage(m.values)}
          </Typography>
          <List dense disablePadding>
            {v.values.map((value) => (
              <ListItem key={value._id} disableGutters divider>
                <ListItemText
                  primary={intl.formatMessage(m.valueLine, { value: money(value.value), price: money(value.price) })}
                />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {v.issuedIds.length > 0 && (
        <Alert
          severity="success"
          action={
            <Button
              component={RouterLink}
              to={`/vouchers/${encodeURIComponent(v._id)}/${encodeURIComponent(v.issuedIds[0])}`}
              color="inherit"
              size="small"
            >
              {intl.formatMessage(m.openMine)}
            </Button>
          }
        >
          {intl.formatMessage(m.youHoldIt)}
        </Alert>
      )}
    </Stack>
  );
}
