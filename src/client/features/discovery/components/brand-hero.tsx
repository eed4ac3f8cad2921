import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { truncateDescription } from '../../../../shared/rules';
import { useTenant } from '../../../tenant/tenant-context';

/**
 * The look of a contained button on the hero: the hero's colours swapped, so it reads on any brand colour (the
 * contrast of the brand and its text goes both ways).
 */
export const heroActionSx = { bgcolor: 'primary.contrastText', color: 'primary.main' } as const;

/**
 * The app's own merchant at the top of home: icon, name and description open its page; `action` is the layout's
 * call to action (food: Order, retail: Catalogue), passed in by the registry variant.
 */
export function BrandHero({ action }: { action: ReactNode }) {
  const tenant = useTenant();
  return (
    <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardActionArea component={Link} to={`/merchant-detail/${encodeURIComponent(tenant.id)}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={tenant.icons.icon192}
            alt=""
            width={56}
            height={56}
            // The first image of /home: fetched ahead of the logos of the list below.
            fetchPriority="high"
            sx={{ borderRadius: 3, bgcolor: 'background.paper', flexShrink: 0 }}
          />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h1" data-testid="tenant-name" sx={{ fontWeight: 700 }}>
              {tenant.name}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {truncateDescription(tenant.description)}
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
      <Box sx={{ px: 2, pb: 2 }}>{action}</Box>
    </Card>
  );
}
