import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { MAX_LINE_QUANTITY } from '../../../../shared/constants/ordering';
import { orderingMessages as m } from '../messages';
import { AddIcon, RemoveIcon } from './icons';

/**
 * Units to add (seed 002 §5): minus stops at 1, plus stops where the line would pass the remaining stock (200 when
 * untracked) counting what the cart already holds.
 */
export function QuantityStepper({
  value,
  onChange,
  stock,
  inCart,
}: {
  value: number;
  onChange: (value: number) => void;
  stock: number | null;
  inCart: number;
}) {
  const intl = useIntl();
  const limit = Math.max(0, Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY) - inCart);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="group"
      aria-label={intl.formatMessage(m.quantity)}
    >
      <IconButton
        aria-label={intl.formatMessage(m.quantityLess)}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
        data-testid="popup-quantity"
      >
        {value}
      </Typography>
      <IconButton
        aria-label={intl.formatMessage(m.quantityMore)}
        disabled={value >= limit}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon />
      </IconButton>
      {limit === 0 && (
        <Typography variant="caption" color="error">
          {intl.formatMessage(m.quantityExceeded)}
        </Typography>
      )}
    </Stack>
  );
}
