import { useTenant } from '../../tenant/tenant-context';
import Typography from '@mui/material/Typography';
import { screenMessages } from '../messages';
import { IntroScreen } from './intro-screen';

/** The merchant page (the landing page in single-merchant mode). */
export default function MerchantDetailScreen() {
  const tenant = useTenant();
  return (
    <IntroScreen lead={screenMessages.homeLead}>
      {tenant.description && <Typography variant="body2">{tenant.description}</Typography>}
    </IntroScreen>
  );
}
