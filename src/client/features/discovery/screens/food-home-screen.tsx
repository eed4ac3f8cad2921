import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { screenMessages } from '../../../layouts/messages';
import { useTenant } from '../../../tenant/tenant-context';
import { heroActionSx } from '../components/brand-hero';
import { HomeScreen } from './home-screen';

/** Food layout: order ahead, or read the menu on the merchant page. */
export default function FoodHomeScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const id = encodeURIComponent(tenant.id);
  return (
    <HomeScreen
      action={
        <Stack direction="row" spacing={1.5}>
          <Button component={Link} to={`/order/merchant/${id}`} variant="contained" color="inherit" sx={heroActionSx}>
            {intl.formatMessage(screenMessages.foodOrder)}
          </Button>
          <Button component={Link} to={`/merchant-detail/${id}`} variant="outlined" color="inherit">
            {intl.formatMessage(screenMessages.foodMenu)}
          </Button>
        </Stack>
      }
    />
  );
}
