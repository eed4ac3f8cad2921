import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ListLoading } from '../../../components/list-states';
import { providerMessages as m } from './messages';
import { ProviderScreenFrame } from './provider-screen-frame';
import { useProviderAttempt } from './use-provider-attempt';

/** Seed 002 §4, §9: the fiuu button clicks itself after 2 seconds. */
export const FIUU_AUTO_CLICK_MS = 2_000;

/**
 * /order/fiuu/{merchant}/{order} (seed 002 §3 fiuu session, §4): the attempt's signed session (fiuu.ts on the
 * server) posted to fiuu's payment page by a form whose button clicks itself after 2 s; fiuu returns the payer to
 * the order page, whose re-check asks fiuu through the server.
 */
export default function FiuuScreen() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const { attempt, error } = useProviderAttempt(orderId, 'fiuu');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!attempt) return;
    const timer = window.setTimeout(() => button.current?.click(), FIUU_AUTO_CLICK_MS);
    return () => window.clearTimeout(timer);
  }, [attempt]);

  if (error)
    return (
      <ProviderScreenFrame orderId={orderId} notice={{ severity: 'error', text: intl.formatMessage(m.stripeOther) }} />
    );
  if (!attempt) return <ListLoading label={intl.formatMessage(m.waiting)} />;
  const data = attempt.clientData;
  const fields: Record<string, unknown> = {
    orderid: data._id,
    amount: data.amount,
    currency: data.currency,
    channel: data.channel,
    vcode: data.vcode,
    bill_desc: data.bill_desc,
    returnurl: data.returnUrl,
  };
  return (
    <ProviderScreenFrame orderId={orderId} notice={{ severity: 'info', text: intl.formatMessage(m.waiting) }}>
      <form method="post" action={String(data.paymentUrl)} data-testid="fiuu-form">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value ?? '')} />
        ))}
        <Button ref={button} type="submit" variant="contained" size="large" fullWidth>
          {intl.formatMessage(m.fiuuPay)}
        </Button>
      </form>
    </ProviderScreenFrame>
  );
}
