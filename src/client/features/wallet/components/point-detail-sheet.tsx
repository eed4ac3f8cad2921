import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDateFormat } from '../../../i18n/format-date';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import type { Wallet } from '../../../api/wallet';
import { pointsNumber } from '../lib/amounts';
import { pointsListPath } from '../lib/paths';
import { walletMessages as m } from '../messages';

/** Point detail (seed 001 §2 screen 10): active and inactive balances, the next availability, both lists. */
export function PointDetailSheet({ wallet, open, onClose }: { wallet: Wallet; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const format = useDateFormat();
  const unit = wallet.loyaltyProgramUnit;
  const points = (decimal: string) => `${pointsNumber(decimal, unit)} ${loyaltyUnitName(intl, unit)}`;
  const { nextAvailableAt, nextAvailableAmount } = wallet.points;
  const rows = [
    [m.activePoints, wallet.points.active],
    [m.inactivePoints, wallet.points.inactive],
  ] as const;
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { borderRadius: '16px 16px 0 0' } } }}
    >
      <Stack spacing={1.5} sx={{ p: 2, pb: 3, maxWidth: 600, width: '100%', mx: 'auto' }} data-testid="point-detail">
        <Typography variant="h6" component="h2">
          {intl.formatMessage(m.pointDetail)}
        </Typography>
        {rows.map(([label, value]) => (
          <Stack key={label.id} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{intl.formatMessage(label)}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{points(value)}</Typography>
          </Stack>
        ))}
        <Typography variant="body2" color="text.secondary" data-testid="next-availability">
          {nextAvailableAt && nextAvailableAmount
            ? intl.formatMessage(m.nextAvailable, {
                amount: points(nextAvailableAmount),
                date: format.date(nextAvailableAt),
              })
            : intl.formatMessage(m.noneWaiting)}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={pointsListPath('active', wallet.merchant._id)} variant="outlined">
            {intl.formatMessage(m.activeList)}
          </Button>
          <Button component={RouterLink} to={pointsListPath('inactive', wallet.merchant._id)} variant="outlined">
            {intl.formatMessage(m.inactiveList)}
          </Button>
        </Stack>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </Stack>
    </Drawer>
  );
}
