import Button from '@mui/material/Button';
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
import { Sheet } from './sheet';

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
    <Sheet title={intl.formatMessage(m.pointDetail)} open={open} onClose={onClose} testId="point-detail">
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
    </Sheet>
  );
}
