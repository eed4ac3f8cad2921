import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Typography from '@mui/material/Typography';
import { useTenant } from '../../tenant/tenant-context';
import { screenMessages } from '../messages';
import { IntroScreen } from './intro-screen';

/** Home's greeting; the food and retail variants add their own actions under it. */
export function HomeIntro({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <IntroScreen
      lead={screenMessages.homeLead}
      subtitle={
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {intl.formatMessage(screenMessages.homeWelcome, { name: tenant.name })}
        </Typography>
      }
    >
      {children}
    </IntroScreen>
  );
}

export default function HomeScreen() {
  return <HomeIntro />;
}
