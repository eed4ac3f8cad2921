import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { CountBadge } from '../../../components/count-badge';
import { orderingMessages as m } from '../messages';
import { CartIcon } from './icons';

/** The floating cart bar of the menu: item count and total, to the cart page with the flow's query string. */
export function CartBar({ count, total, to }: { count: number; total: string; to: string }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <Paper elevation={6} sx={{ position: 'sticky', bottom: 12, mx: 2, mt: 2, borderRadius: 6, zIndex: 3 }}>
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
    </Paper>
  );
}
