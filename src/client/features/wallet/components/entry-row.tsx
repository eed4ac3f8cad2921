import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useDateFormat } from '../../../i18n/format-date';
import type { WalletEntry } from '../../../api/wallet';
import { moneyText, pointsNumber, type PointUnit } from '../lib/amounts';
import { entryLook } from '../lib/entry-view';
import { walletMessages as m } from '../messages';

/** One entry of an activity list: what moved it, who or what it was about, when, and the signed amount. */
export function EntryRow({
  entry,
  unit,
  currencySymbol,
}: {
  entry: WalletEntry;
  unit: PointUnit;
  currencySymbol: string;
}) {
  const intl = useIntl();
  const format = useDateFormat();
  const look = entryLook(entry);
  const amount = entry.asset === 'points' ? pointsNumber(entry.amount, unit) : moneyText(entry.amount, currencySymbol);
  const details = [
    entry.counterpart &&
      intl.formatMessage(entry.kind === 'gift_sent' ? m.giftTo : m.giftFrom, {
        name: entry.counterpart.name,
        phone: entry.counterpart.phone,
      }),
    entry.reference && !entry.counterpart && intl.formatMessage(m.reference, { reference: entry.reference }),
    !entry.isAvailable && intl.formatMessage(m.availableFrom, { date: format.date(entry.availableDate) }),
  ].filter(Boolean);
  return (
    <ListItem divider data-testid="wallet-entry" sx={{ alignItems: 'flex-start', gap: 2, px: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{intl.formatMessage(look.label)}</Typography>
        {details.map((line) => (
          <Typography key={String(line)} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="caption" color="text.secondary">
          {`${format.date(entry.createdAt)} ${format.time(entry.createdAt)}`}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography
          data-testid="entry-amount"
          data-tone={look.tone}
          sx={{
            fontWeight: 700,
            color: look.tone === 'positive' ? 'success.main' : 'error.main',
            textDecoration: look.counted ? 'none' : 'line-through',
          }}
        >
          {`${entry.sign === '+' ? '+' : '−'}${amount}`}
        </Typography>
        {!look.counted && (
          <Typography variant="caption" color="text.secondary">
            {intl.formatMessage(m.notCounted)}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
