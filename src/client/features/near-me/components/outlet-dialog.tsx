import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OutletResult } from '../lib/outlet-results';
import { mapsLink, telLink } from '../lib/outlet-results';
import { nearMeMessages as m } from '../messages';
import { distanceText } from './outlet-card';
import { OpenStateChip, TodayHoursText } from './outlet-hours';

/** Outlet popup (seed 000 §2): name, merchant, distance, address, today's hours and open state. */
export function OutletDialog({
  result,
  now,
  onClose,
}: {
  result: OutletResult | null;
  now: Date;
  onClose: () => void;
}) {
  const intl = useIntl();
  if (!result) return null;
  const { outlet, merchant } = result;
  const address = [outlet.contact.street1, outlet.contact.addressLine].filter(Boolean).join(', ');
  return (
    <Dialog open onClose={onClose} aria-labelledby="outlet-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="outlet-dialog-title">{outlet.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography variant="subtitle2">{merchant.name}</Typography>
          <Typography variant="body2">
            {intl.formatMessage(m.distance, { distance: distanceText(outlet.distance) })}
          </Typography>
          {address && <Typography variant="body2">{address}</Typography>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <OpenStateChip hours={outlet.workingHours} now={now} />
            <TodayHoursText hours={outlet.workingHours} now={now} />
          </Stack>
          {outlet.contact.phone1 && (
            <Typography variant="body2">
              <a href={telLink(outlet.contact.phone1)}>{outlet.contact.phone1}</a>
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button href={mapsLink(outlet.contact.location)} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(m.directionsShort)}
        </Button>
        <Button component={RouterLink} to={`/merchant-detail/${merchant._id}`}>
          {intl.formatMessage(m.viewMerchant)}
        </Button>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
