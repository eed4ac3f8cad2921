import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { screenMessages } from '../../../layouts/messages';
import { useTenant } from '../../../tenant/tenant-context';
import { heroActionSx } from '../components/brand-hero';
import { HomeScreen } from './home-screen';

/** Retail layout: a product catalogue instead of a menu. */
export default function RetailHomeScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <HomeScreen
      action={
        <Button
          component={Link}
          to={`/order/merchant/${encodeURIComponent(tenant.id)}`}
          variant="contained"
          color="inherit"
          sx={heroActionSx}
        >
          {intl.formatMessage(screenMessages.retailCatalogue)}
        </Button>
      }
    />
  );
}
