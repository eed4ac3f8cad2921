import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { IssuedVoucher } from '../../../api/vouchers';
import { useDateFormat } from '../../../i18n/format-date';
import { voucherMessages as m } from '../messages';

/** The redeem history of a held copy (seed 001 §2 screen 1): when and where the counter used it. */
export function RedeemHistory({ redemptions }: { redemptions: IssuedVoucher['redemptions'] }) {
  const intl = useIntl();
  const format = useDateFormat();
  if (redemptions.length === 0) return null;
  return (
    <section aria-labelledby="voucher-redeem-history">
      <Typography id="voucher-redeem-history" component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(m.redeemHistory)}
      </Typography>
      <List dense disablePadding>
        {redemptions.map((r) => (
          <ListItem key={r._id} disableGutters divider>
            <ListItemText
              primary={intl.formatMessage(m.redeemedAt, { outlet: r.outletName ?? intl.formatMessage(m.counter) })}
              secondary={format.date(r.createdAt)}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
