import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { FlexStack } from '../../../../components/flex-stack';
import type { Cart } from '../../../../api/ordering-cart';
import { deliverModalOpened } from '../../../../state/ordering-slice';
import { useAppDispatch } from '../../../../state/store';
import { cartMessages as m } from '../messages';
import { PlaceIcon } from './icons';

/** Where a delivery cart goes, with the button that opens the address sheet. */
export function DeliveryAddressSummary({ cart }: { cart: Pick<Cart, 'delivery'> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = cart.delivery?.location;
  return (
    <FlexStack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="delivery-address">
      <PlaceIcon color="primary" aria-hidden />
      <FlexStack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.deliverTo)}
        </Typography>
        {location ? (
          <Typography variant="body2">
            {location.address}, {location.unitNo}, {location.postalCode}
          </Typography>
        ) : (
          <Typography variant="body2" color="error">
            {intl.formatMessage(m.fillAddress)}
          </Typography>
        )}
      </FlexStack>
      <Button size="small" onClick={() => dispatch(deliverModalOpened())}>
        {intl.formatMessage(location ? m.changeAddress : m.addAddress)}
      </Button>
    </FlexStack>
  );
}
