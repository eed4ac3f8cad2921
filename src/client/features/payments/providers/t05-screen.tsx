import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ListLoading } from '../../../components/list-states';
import { providerMessages as m } from './messages';
import { ProviderScreenFrame } from './provider-screen-frame';
import { loadT05Script } from './t05-script';
import { useProviderAttempt } from './use-provider-attempt';

/**
 * /order/t05/{merchant}/{order} (seed 002 §2, §7; issue 12): t05's card script for the attempt — its address
 * (LIVERY_T05_SCRIPT_URL on the server), amountInCents, customOrderId and the outlet's public access token all come
 * in the attempt's clientData (t05.ts). t05 sends the payer back to /order/t05/success, whose order page re-checks the
 * attempt with t05 through the server; nothing here marks the order paid.
 */
export default function T05Screen() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const { attempt, error } = useProviderAttempt(orderId, 't05');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const data = attempt?.clientData;
  const scriptUrl = typeof data?.scriptUrl === 'string' ? data.scriptUrl : null;
  const customOrderId = typeof data?.customOrderId === 'string' ? data.customOrderId : null;
  const accessToken = typeof data?.accessToken === 'string' ? data.accessToken : null;
  const amountInCents = typeof data?.amountInCents === 'number' ? data.amountInCents : null;

  useEffect(() => {
    if (!attempt || !container.current) return;
    if (!scriptUrl || !customOrderId || !accessToken || amountInCents === null) {
      setState('failed');
      return;
    }
    let cancelled = false;
    loadT05Script(container.current, scriptUrl, { amountInCents, customOrderId, accessToken }).then(
      () => !cancelled && setState('ready'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, scriptUrl, customOrderId, accessToken, amountInCents]);

  const failed = Boolean(error) || state === 'failed';
  return (
    <ProviderScreenFrame
      orderId={orderId}
      notice={failed ? { severity: 'error', text: intl.formatMessage(m.stripeOther) } : null}
    >
      {!failed && state === 'loading' && <ListLoading label={intl.formatMessage(m.waiting)} />}
      <Box ref={container} data-testid="t05-card" />
    </ProviderScreenFrame>
  );
}
