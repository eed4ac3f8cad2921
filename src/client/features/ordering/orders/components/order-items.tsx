import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '../../../../api/orders';
import { useLanguage } from '../../../../i18n/language-context';
import { useMoney } from '../../hooks/use-money';
import { localised } from '../../lib/product-view';
import { lineChoices } from '../../checkout/components/cart-line';

/** The order's lines with their modifiers and bundled items, read-only. */
export function OrderItems({ items }: { items: Order['items'] }) {
  const language = useLanguage();
  const money = useMoney();
  return (
    <Stack divider={<Divider flexItem />}>
      {items.map((item) => (
        <Stack key={item._id} direction="row" spacing={1.5} sx={{ py: 1 }} data-testid="order-line">
          <Typography sx={{ fontWeight: 600, minWidth: 28 }}>{item.quantity}×</Typography>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography>{localised(item.product.name, language)}</Typography>
            {lineChoices(item, language).map((choice) => (
              <Typography key={choice} variant="caption" color="text.secondary">
                {choice}
              </Typography>
            ))}
          </Stack>
          <Typography>{money(item.total)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
