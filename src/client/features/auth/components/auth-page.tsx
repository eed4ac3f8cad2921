import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTenant } from '../../../tenant/tenant-context';
import { OutlinedPanel } from '../../../components/outlined-panel';

/** MUI's outlined Paper as `sx={{ borderRadius: 3 }}` drew it: three times the theme's corner radius. */
const OutlinedCard = styled(OutlinedPanel)(({ theme }) => ({
  borderRadius: Number(theme.shape.borderRadius) * 3,
  padding: theme.spacing(2),
}));

/** The frame of every login and sign-up screen: the merchant's icon, a heading, a lead line and a card. */
export function AuthPage({ heading, lead, children }: { heading: string; lead?: ReactNode; children: ReactNode }) {
  const tenant = useTenant();
  return (
    <Stack component="section" spacing={2} sx={{ p: 2, pt: 3, alignItems: 'stretch' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box
          component="img"
          src={tenant.icons.icon192}
          alt=""
          width={64}
          height={64}
          sx={{ borderRadius: 3, boxShadow: 2, bgcolor: 'background.paper' }}
        />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {heading}
        </Typography>
        {lead && <Typography color="text.secondary">{lead}</Typography>}
      </Stack>
      <OutlinedCard>
        <Stack spacing={2}>{children}</Stack>
      </OutlinedCard>
    </Stack>
  );
}
