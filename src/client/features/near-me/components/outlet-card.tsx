import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useIntl } from 'react-intl';
import { formatDistanceKm } from '../../../../shared/rules';
import type { OutletResult } from '../lib/outlet-results';
import { mapsLink, telLink } from '../lib/outlet-results';
import { nearMeMessages as m } from '../messages';
import { OpenStateChip } from './outlet-hours';

const PhoneIcon = createSvgIcon(
  <path d="M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z" />,
  'Phone',
);
const DirectionsIcon = createSvgIcon(
  <path d="M21.71 11.29l-9-9a.996.996 0 0 0-1.41 0l-9 9a.996.996 0 0 0 0 1.41l9 9c.39.39 1.02.39 1.41 0l9-9a.996.996 0 0 0 0-1.41M14 14.5V12h-4v3H8v-4c0-.55.45-1 1-1h5V7.5l3.5 3.5z" />,
  'Directions',
);

/** Distance with one decimal km (seed 000 §9) from the metres the server computed. */
export const distanceText = (metres: number) => formatDistanceKm(metres / 1000);

/** One outlet in the results drawer: tap for the popup; phone (tel:) and maps links. */
export function OutletCard({ result, now, onOpen }: { result: OutletResult; now: Date; onOpen: () => void }) {
  const intl = useIntl();
  const { outlet, merchant } = result;
  return (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', borderRadius: 2 }}>
      <CardActionArea onClick={onOpen} sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}>
        <Avatar src={merchant.logo ?? undefined} alt="" sx={{ bgcolor: merchant.color }}>
          {merchant.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {outlet.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {merchant.name}
            {merchant.category ? ` · ${merchant.category.name}` : ''}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {distanceText(outlet.distance)}
            </Typography>
            <OpenStateChip hours={outlet.workingHours} now={now} />
          </Box>
        </Box>
      </CardActionArea>
      <Box sx={{ display: 'flex', flexDirection: 'column', pr: 1 }}>
        {outlet.contact.phone1 && (
          <IconButton
            component="a"
            href={telLink(outlet.contact.phone1)}
            aria-label={intl.formatMessage(m.call, { name: outlet.name })}
          >
            <PhoneIcon />
          </IconButton>
        )}
        <IconButton
          component="a"
          href={mapsLink(outlet.contact.location)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage(m.directions, { name: outlet.name })}
        >
          <DirectionsIcon />
        </IconButton>
      </Box>
    </Card>
  );
}
