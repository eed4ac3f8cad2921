import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import type { PaymentAttempt } from '../../../api/payments';
import { paymentsMessages as m } from '../messages';

/**
 * How the attempt the payer came back from stands (seed 002 §4, §8's words): still processing, succeeded, not
 * successful (the Pay button offers another try), or refunded by the server because the order was already settled.
 */
export function PaymentOutcome({ attempt }: { attempt: PaymentAttempt | null }) {
  const intl = useIntl();
  if (!attempt) return null;
  const say = (severity: 'info' | 'success' | 'error' | 'warning', text: string) => (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} data-testid="payment-outcome">
      {text}
    </Alert>
  );
  switch (attempt.state) {
    case 'pending':
      return say('info', intl.formatMessage(m.processing));
    case 'succeeded':
      return say('success', intl.formatMessage(m.succeeded));
    case 'failed':
      return say('error', intl.formatMessage(m.failed));
    case 'refunded':
      return say(
        'warning',
        attempt.refundReason
          ? intl.formatMessage(m.refunded, { reason: attempt.refundReason })
          : intl.formatMessage(m.somethingWrong),
      );
  }
}
