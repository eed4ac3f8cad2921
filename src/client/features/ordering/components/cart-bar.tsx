import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CountBadge } from '../../../components/count-badge';
import { CartIcon } from './menu-icons';
import type { Descriptors } from '../../../i18n/descriptors';

// The bar's words load with the bar, in its own chunk (issue 14): the menu's first screen does not draw it.
const defined = defineMessages({
  viewCart: {
    id: 'ordering.cartBar.view',
    defaultMessage: 'View cart · {count, plural, one {# item} other {# items}}',
    description: 'Floating cart bar',
  },
});
const m: Descriptors<typeof defined> = defined;

/** MUI's Paper at elevation 6 (its shadow, background and text colour) as a plain div: Paper is not loaded for one bar. */
const Floating = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  boxShadow: theme.shadows[6],
  position: 'sticky',
  bottom: 12,
  marginLeft: theme.spacing(2),
  marginRight: theme.spacing(2),
  marginTop: theme.spacing(2),
  // `borderRadius: 6` in sx: six times the theme's corner radius, a pill.
  borderRadius: Number(theme.shape.borderRadius) * 6,
  zIndex: 3,
}));

export interface CartBarProps {
  count: number;
  total: string;
  to: string;
}

/**
 * The floating cart bar of the menu: item count and total, to the cart page with the flow's query string. Loaded on
 * demand (`./cart-bar-on-demand`); once loaded it stays mounted and draws nothing while the cart is empty.
 */
export function CartBar({ count, total, to }: CartBarProps) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <Floating>
      <Button
        component={RouterLink}
        to={to}
        fullWidth
        variant="contained"
        size="large"
        data-testid="cart-bar"
        startIcon={
          <CountBadge count={count} color="secondary" max={999}>
            <CartIcon />
          </CountBadge>
        }
        sx={{ borderRadius: 6, justifyContent: 'space-between', px: 3 }}
        endIcon={<span aria-hidden={false}>{total}</span>}
      >
        {intl.formatMessage(m.viewCart, { count })}
      </Button>
    </Floating>
  );
}
