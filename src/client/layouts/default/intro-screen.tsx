import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useTenant } from '../../tenant/tenant-context';

interface IntroScreenProps {
  /** Page heading; when absent the merchant's name is the heading. */
  title?: MessageDescriptor;
  /** Line under the heading; `{name}` is the merchant's name. */
  lead: MessageDescriptor;
  /** A line between the heading and the lead (home's greeting). */
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The common top of a screen: the merchant's icon and name, the screen heading and a line about it. */
export function IntroScreen({ title, lead, subtitle, children }: IntroScreenProps) {
  const tenant = useTenant();
  const intl = useIntl();
  return (
    <Stack component="section" spacing={2} sx={{ p: 3, alignItems: 'center', textAlign: 'center' }}>
      <Box
        component="img"
        src={tenant.icons.icon192}
        alt=""
        width={72}
        height={72}
        sx={{ borderRadius: 4, boxShadow: 2, bgcolor: 'background.paper' }}
      />
      {title && (
        <Typography variant="overline" color="text.secondary" data-testid="tenant-name">
          {tenant.name}
        </Typography>
      )}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title ? intl.formatMessage(title) : <span data-testid="tenant-name">{tenant.name}</span>}
      </Typography>
      {subtitle}
      <Typography color="text.secondary">{intl.formatMessage(lead, { name: tenant.name })}</Typography>
      {children}
    </Stack>
  );
}
