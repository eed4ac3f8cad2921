import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PaymentIntent, Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ListLoading } from '../../../components/list-states';
import { providerMessages as m } from './messages';
import { ProviderScreenFrame, type ProviderNotice } from './provider-screen-frame';
import { orderPath, useProviderAttempt } from './use-provider-attempt';

/** The four outcomes of seed 002 §4 card flow, by the PaymentIntent's status. */
export function stripeOutcome(status: PaymentIntent.Status, intl: IntlShape): ProviderNotice {
  switch (status) {
    case 'succeeded':
      return { severity: 'success', text: intl.formatMessage(m.stripeSucceeded) };
    case 'processing':
      return { severity: 'info', text: intl.formatMessage(m.stripeProcessing) };
    case 'requires_payment_method':
      return { severity: 'error', text: intl.formatMessage(m.stripeRetry) };
    default:
      return { severity: 'error', text: intl.formatMessage(m.stripeOther) };
  }
}

/**
 * /order/stripe/{merchant}/{order}?key=… (seed 002 §2, §4 card flow): the Payment Element of the attempt's
 * PaymentIntent. Stripe.js loads only here (lazily: it is not in the first load). Submitting confirms the intent in
 * the browser; the server's capture comes from Stripe (webhook or the order page's re-check), never from this page.
 */
export default function StripeScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  const { attempt, method, error } = useProviderAttempt(orderId, 'stripe');
  const publishableKey = search.get('key') ?? method?.stripe?.publishableKey ?? null;
  const clientSecret = attempt ? String(attempt.clientData.clientSecret ?? '') : null;
  const container = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ProviderNotice | null>(null);

  useEffect(() => {
    if (!publishableKey || !clientSecret || !container.current) return;
    let cancelled = false;
    const mountInto = container.current;
    void import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((loaded) => {
        if (cancelled || !loaded) return;
        const elements = loaded.elements({ clientSecret });
        elements.create('payment').mount(mountInto);
        stripe.current = { stripe: loaded, elements };
        setReady(true);
      })
      .catch(() => !cancelled && setNotice({ severity: 'error', text: intl.formatMessage(m.unexpected) }));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, intl]);

  const pay = async () => {
    if (!stripe.current) return;
    setBusy(true);
    const result = await stripe.current.stripe.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: `${window.location.origin}${orderPath(orderId)}` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) {
      const shown = result.error.type === 'card_error' || result.error.type === 'validation_error';
      setNotice({ severity: 'error', text: (shown && result.error.message) || intl.formatMessage(m.unexpected) });
      return;
    }
    setNotice(stripeOutcome(result.paymentIntent.status, intl));
    if (result.paymentIntent.status === 'succeeded') navigate(orderPath(orderId));
  };

  if (error)
    return (
      <ProviderScreenFrame orderId={orderId} notice={{ severity: 'error', text: intl.formatMessage(m.stripeOther) }} />
    );
  return (
    <ProviderScreenFrame orderId={orderId} notice={notice}>
      {!ready && <ListLoading label={intl.formatMessage(m.waiting)} />}
      <Box ref={container} data-testid="stripe-payment-element" />
      <Button variant="contained" size="large" disabled={!ready || busy} onClick={() => void pay()}>
        {intl.formatMessage(m.pay)}
      </Button>
    </ProviderScreenFrame>
  );
}
