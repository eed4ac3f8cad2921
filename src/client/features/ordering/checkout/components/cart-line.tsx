import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FlexStack } from '../../../../components/flex-stack';
import { RoundIconButton } from '../../../../components/round-icon-button';
import type { CartItem } from '../../../../api/ordering-cart';
import { useLanguage } from '../../../../i18n/language-context';
import type { Language } from '../../../../../shared/tenant';
import { canDecrease, canIncrease, quantityProblem } from '../../../../../shared/rules/ordering/quantity';
import { AddIcon, RemoveIcon } from '../../components/icons';
import { DeleteIcon } from './icons';
import { QuantityField } from './quantity-field';
import { ProductImage } from '../../components/product-image';
import { useMoney } from '../../hooks/use-money';
import { localised } from '../../lib/product-view';
import { canChangeQuantity, canDeleteLine, itemQuantityLimit } from '../lib/line-input';
import { cartMessages as m } from '../messages';

// Only a free-item voucher's line shows a chip: its code (~2.8 KB gzip with ButtonBase's delete icon) loads with it.
const Chip = lazy(() => import(/* webpackChunkName: "order-voucher-line-chip" */ '@mui/material/Chip'));

/** A small Chip's height, kept while its code loads so the quantity row below does not move. */
const SMALL_CHIP_HEIGHT = 24;

/** What was chosen on the line: modifier values and bundle picks, in the app language. */
export function lineChoices(item: Pick<CartItem, 'modifier_list' | 'bundled_item_list'>, language: Language) {
  const values = item.modifier_list.flatMap((modifier) =>
    modifier.modifier_value_list.map((value) =>
      value.quantity > 1
        ? `${localised(value.display_name, language)} ×${value.quantity}`
        : localised(value.display_name, language),
    ),
  );
  const picks = item.bundled_item_list.flatMap((bundle) =>
    bundle.product_list.map((pick) => `${localised(pick.name, language)} ×${pick.quantity}`),
  );
  return [...values, ...picks];
}

/**
 * One cart line (seed 002 §5): a typed quantity is checked ('Enter quantity' / 'Quantity exceeded') before it is
 * sent; minus stops at 1 here (removing is the delete button, which asks first); voucher lines keep their count and
 * auto-added ones cannot be deleted.
 */
export function CartLine({
  item,
  busy,
  onQuantity,
  onDelete,
}: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney();
  const name = localised(item.product.name, language);
  const limit = itemQuantityLimit(item);
  const [typed, setTyped] = useState(String(item.quantity));
  useEffect(() => setTyped(String(item.quantity)), [item.quantity]);
  const typedNumber = typed.trim() === '' ? null : Number(typed);
  const problem = quantityProblem(typedNumber, limit);
  const editable = canChangeQuantity(item);

  const commit = () => {
    if (problem === null && typedNumber !== item.quantity && typedNumber !== null) onQuantity(typedNumber);
  };

  return (
    <FlexStack direction="row" spacing={1.5} sx={{ py: 1.5, alignItems: 'flex-start' }} data-testid="cart-line">
      <ProductImage
        src={item.product.image}
        name={name}
        eager
        sx={{ width: 56, height: 56, borderRadius: 1, flexShrink: 0 }}
      />
      <FlexStack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {lineChoices(item, language).map((choice) => (
          <Typography key={choice} variant="caption" color="text.secondary">
            {choice}
          </Typography>
        ))}
        {item.freeItemVoucherValueId !== null && (
          <Suspense fallback={<span style={{ height: SMALL_CHIP_HEIGHT }} />}>
            <Chip
              size="small"
              color="secondary"
              label={intl.formatMessage(m.voucherLine)}
              sx={{ alignSelf: 'flex-start' }}
            />
          </Suspense>
        )}
        <FlexStack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <RoundIconButton
            size="small"
            aria-label={intl.formatMessage(m.decrease)}
            disabled={!editable || busy || !canDecrease(item.quantity - 1)}
            onClick={() => onQuantity(item.quantity - 1)}
          >
            <RemoveIcon />
          </RoundIconButton>
          <QuantityField
            value={typed}
            width={40}
            disabled={!editable || busy}
            onChange={(event) => setTyped(event.target.value.replace(/[^0-9]/g, ''))}
            onBlur={commit}
            onKeyDown={(event) => event.key === 'Enter' && commit()}
            error={
              problem
                ? intl.formatMessage(problem === 'enterQuantity' ? m.enterQuantity : m.quantityExceeded)
                : undefined
            }
            inputMode="numeric"
            aria-label={intl.formatMessage(m.quantityOf, { name })}
          />
          <RoundIconButton
            size="small"
            aria-label={intl.formatMessage(m.increase)}
            disabled={!editable || busy || !canIncrease(item.quantity, limit)}
            onClick={() => onQuantity(item.quantity + 1)}
          >
            <AddIcon />
          </RoundIconButton>
        </FlexStack>
      </FlexStack>
      <FlexStack sx={{ alignItems: 'flex-end' }} spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{money(item.total)}</Typography>
        {item.discount !== '0' && item.discount !== '0.00' && (
          <Typography variant="caption" color="success.main">
            −{money(item.discount)}
          </Typography>
        )}
        {canDeleteLine(item) && (
          <RoundIconButton
            size="small"
            aria-label={intl.formatMessage(m.deleteLine, { name })}
            disabled={busy}
            onClick={onDelete}
          >
            <DeleteIcon />
          </RoundIconButton>
        )}
      </FlexStack>
    </FlexStack>
  );
}
