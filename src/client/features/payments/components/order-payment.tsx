import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Order } from '../../../api/orders';
import { useMoney } from '../../ordering';
import { usePaymentRecheck } from '../hooks/use-payment-recheck';
import { asksForSheet } from '../lib/open-sheet';
import { paymentsMessages as m } from '../messages';
import { PaymentMethodSheet } from './payment-method-sheet';
import { PaymentOutcome } from './payment-outcome';

/** The order page's payment outcome notice (seed 002 §4 return from a payment provider), with its re-check. */
export function OrderPaymentOutcome({ order }: { order: Order }) {
  const { returned } = usePaymentRecheck(order._id, { payable: order.actions.pay });
  return <PaymentOutcome attempt={returned} />;
}

/** Pay on the order page (seed 002 §2 order detail actions): the due amount, through the payment method sheet. */
export function PayOrderAction({ order }: { order: Order }) {
  const intl = useIntl();
  const money = useMoney();
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => asksForSheet(state));
  // Asked once: a reload or a way back to this entry does not open the sheet again.
  useEffect(() => {
    if (asksForSheet(state)) void navigate({ pathname, search }, { replace: true, state: null });
  }, [state, pathname, search, navigate]);
  if (!order.actions.pay) return null;
  return (
    <>
      <Button variant="contained" size="large" onClick={() => setOpen(true)} data-testid="order-pay">
        {intl.formatMessage(m.pay, { amount: money(order.total.due) })}
      </Button>
      <PaymentMethodSheet
        order={{ orderId: order._id, merchantId: order.merchant._id, due: order.total.due }}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
