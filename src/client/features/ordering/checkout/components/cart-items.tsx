import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRemoveCartLine, useUpdateCartLine, type Cart, type CartItem } from '../../../../api/ordering-cart';
import { FlexStack } from '../../../../components/flex-stack';
import { PlainDivider } from '../../../../components/plain-divider';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { ConfirmDialog } from '../../components/lazy-overlays';
import { ExpandMoreIcon } from '../../components/icons';
import { cartErrorMessage } from '../../lib/order-error';
import { lineInputOf } from '../lib/line-input';
import { cartMessages as m } from '../messages';
import { CartLine } from './cart-line';
import { Fold } from './fold';

/** The cart's lines under a 'See items' toggle; a delete asks 'Are you sure to delete item!' first (seed 002 §5). */
export function CartItems({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(true);
  const [deleting, setDeleting] = useState<CartItem | null>(null);
  const onError = (error: unknown) => {
    const message = cartErrorMessage(error);
    dispatch(
      toastShown({ type: 'error', message: typeof message === 'string' ? message : intl.formatMessage(message) }),
    );
  };
  const update = useUpdateCartLine(cart.outlet, { onError });
  const remove = useRemoveCartLine(cart.outlet, { onError, onSuccess: () => setDeleting(null) });
  const busy = update.isPending || remove.isPending;
  const units = cart.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <FlexStack as="section" aria-label={intl.formatMessage(m.itemCount, { count: units })}>
      <FlexStack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {intl.formatMessage(m.itemCount, { count: units })}
        </Typography>
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          endIcon={
            <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
          }
        >
          {intl.formatMessage(open ? m.hideItems : m.seeItems)}
        </Button>
      </FlexStack>
      <Fold open={open}>
        <FlexStack>
          {cart.items.map((item, index) => (
            <Fragment key={item._id}>
              {index > 0 && <PlainDivider />}
              <CartLine
                item={item}
                busy={busy}
                onQuantity={(quantity) =>
                  quantity <= 0
                    ? setDeleting(item)
                    : update.mutate({ itemId: item._id, line: lineInputOf(item, quantity) })
                }
                onDelete={() => setDeleting(item)}
              />
            </Fragment>
          ))}
        </FlexStack>
      </Fold>
      <ConfirmDialog
        open={deleting !== null}
        confirmation="deleteLine"
        onConfirm={() => deleting && remove.mutate(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
    </FlexStack>
  );
}
