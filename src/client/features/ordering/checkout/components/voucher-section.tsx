import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApplyCartDiscounts, useCartVouchers, type Cart, type CartVoucher } from '../../../../api/ordering-cart';
import type { OrderOutlet } from '../../../../../shared/api/ordering-catalogue';
import { useLanguage } from '../../../../i18n/language-context';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { localised } from '../../lib/product-view';
import { applyErrorToast, decideApply, togglePick, type VoucherToast } from '../lib/cart-vouchers';
import { checkoutMessages as m } from '../checkout-messages';

/**
 * The cart's voucher section (seed 002 §2 Voucher card, §4 Voucher application), for members outside table-token
 * sessions: each usable voucher with Apply/Applied, and for item vouchers a Show item/Hide item list of its products
 * (chosen with checkboxes when the voucher takes productCount of them). Refusals are the seed's toasts.
 */
export function VoucherSection({ cart, outlet }: { cart: Cart; outlet: OrderOutlet }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const vouchers = useCartVouchers(cart.outlet, true);
  const [picks, setPicks] = useState<Record<string, readonly string[]>>({});
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<CartVoucher | null>(null);
  const toast = (shownToast: VoucherToast | string, type: 'error' | 'info' = 'error') =>
    dispatch(
      toastShown({
        type,
        message:
          typeof shownToast === 'string' ? shownToast : intl.formatMessage(shownToast.message, shownToast.values),
      }),
    );
  const apply = useApplyCartDiscounts(cart.outlet, {
    onError: (error) => {
      const refusal = pending && applyErrorToast(error, pending);
      if (refusal) toast(refusal);
    },
    onSettled: () => setPending(null),
  });
  const cards = vouchers.data ?? [];
  if (cards.length === 0) return null;

  const tap = (card: CartVoucher) => {
    const decision = decideApply(card, picks[card._id] ?? [], {
      outletId: cart.outlet,
      orderMode: cart.orderMode,
      stackVoucherType: outlet.orderSettings.stackVoucherType,
      cards,
    });
    if (decision.kind === 'refuse') {
      toast(decision.toast);
      if (decision.showItems) setShown((s) => ({ ...s, [card._id]: true }));
      return;
    }
    if (decision.notice) toast(decision.notice, 'info');
    setPending(card);
    apply.mutate(decision.discountList);
  };
  const pick = (card: CartVoucher, productId: string) => {
    const next = togglePick(card, picks[card._id] ?? [], productId);
    if (next.toast) toast(next.toast);
    setPicks((p) => ({ ...p, [card._id]: next.picks }));
  };

  return (
    <Stack component="section" aria-label={intl.formatMessage(m.voucherSection)} spacing={1}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.voucherSection)}
      </Typography>
      {cards.map((card) => (
        <VoucherCard
          key={card._id}
          card={card}
          picks={picks[card._id] ?? []}
          shown={shown[card._id] ?? false}
          busy={apply.isPending}
          onTap={() => tap(card)}
          onToggleItems={() => setShown((s) => ({ ...s, [card._id]: !s[card._id] }))}
          onPick={(productId) => pick(card, productId)}
        />
      ))}
    </Stack>
  );
}

function VoucherCard({
  card,
  picks,
  shown,
  busy,
  onTap,
  onToggleItems,
  onPick,
}: {
  card: CartVoucher;
  picks: readonly string[];
  shown: boolean;
  busy: boolean;
  onTap: () => void;
  onToggleItems: () => void;
  onPick: (productId: string) => void;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const choosing = card.productCount > 0;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={card.name}
      data-testid="cart-voucher"
      sx={{ p: 1.5, borderColor: card.isApplied ? 'primary.main' : undefined, opacity: card.block ? 0.6 : 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {card.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {card.voucherEvent ?? intl.formatMessage(m.voucherGeneralEvent)}
            {card.voucherExpiryDate &&
              ` · ${intl.formatMessage(m.voucherExpires, { date: intl.formatDate(card.voucherExpiryDate) })}`}
          </Typography>
        </Stack>
        <Button
          size="small"
          variant={card.isApplied ? 'outlined' : 'contained'}
          aria-pressed={card.isApplied}
          disabled={busy}
          onClick={onTap}
          sx={{ flexShrink: 0 }}
        >
          {intl.formatMessage(card.isApplied ? m.voucherApplied : m.voucherApply)}
        </Button>
      </Stack>
      {card.products.length > 0 && (
        <>
          <Button size="small" onClick={onToggleItems} aria-expanded={shown} sx={{ px: 0, mt: 0.5 }}>
            {intl.formatMessage(shown ? m.voucherHideItem : m.voucherShowItem)}
          </Button>
          <Collapse in={shown} unmountOnExit>
            <Stack sx={{ pl: 0.5 }}>
              {!choosing && (
                <Typography variant="caption" color="text.secondary">
                  {intl.formatMessage(m.voucherAutoAdded)}
                </Typography>
              )}
              {card.products.map((product) => {
                const name = localised(product.name, language);
                return choosing ? (
                  <FormControlLabel
                    key={product._id}
                    disabled={!product.isChoosable || card.isApplied}
                    control={
                      <Checkbox
                        size="small"
                        checked={picks.includes(product._id)}
                        onChange={() => onPick(product._id)}
                        slotProps={{
                          input: { 'aria-label': intl.formatMessage(m.voucherChoose, { name }) },
                        }}
                      />
                    }
                    label={<Typography variant="body2">{name}</Typography>}
                  />
                ) : (
                  <Typography
                    key={product._id}
                    variant="body2"
                    color={product.isChoosable ? undefined : 'text.disabled'}
                  >
                    {name}
                  </Typography>
                );
              })}
            </Stack>
          </Collapse>
        </>
      )}
    </Paper>
  );
}
