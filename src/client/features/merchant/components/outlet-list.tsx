import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { openState, todayHours } from '../../../../shared/rules';
import type { Outlet } from '../../../api/merchants';
import { TextLink } from '../../../components/text-link';
import { merchantMessages as m } from '../messages';
import { OpenStateLabel } from './open-state-label';

/** Each outlet with its address, phone and today's hours computed on the visitor's clock. */
export function OutletList({ outlets, now }: { outlets: Outlet[]; now: Date }) {
  const intl = useIntl();
  if (outlets.length === 0) return <Typography color="text.secondary">{intl.formatMessage(m.noOutlets)}</Typography>;
  return (
    <Stack spacing={1} data-testid="outlet-list">
      {outlets.map((outlet) => {
        const hours = todayHours(outlet.workingHours, now);
        return (
          <Card key={outlet._id} variant="outlined" sx={{ p: 1.5 }} data-testid="outlet">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2" component="h3">
                {outlet.name}
              </Typography>
              <OpenStateLabel state={openState(outlet.workingHours, now)} />
            </Stack>
            {hours && hours.text && (
              <Typography variant="body2" color="text.secondary">
                {intl.formatMessage(m.todayHours, { hours: hours.text })}
              </Typography>
            )}
            {outlet.contact.street1 && (
              <Typography variant="body2" color="text.secondary">
                {outlet.contact.street1}
              </Typography>
            )}
            {outlet.contact.phone1 && (
              <TextLink href={`tel:${outlet.contact.phone1}`} variant="body2">
                {outlet.contact.phone1}
              </TextLink>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
