import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatMmSs } from '../../../../shared/rules/countdown';
import { useOrder } from '../../../api/orders';
import type { PaymentAttempt } from '../../../api/payments';
import { ListError, ListLoading } from '../../../components/list-states';
import { useCountdown } from '../../../lib/use-countdown';
import { useMoney } from '../../ordering';
import { PaymentOutcome } from '../components/payment-outcome';
import { usePaymentRecheck } from '../hooks/use-payment-recheck';
import { paymentsMessages as m } from '../messages';
import { orderPath, useOpenAttempt } from '../providers/use-provider-attempt';
import { paymentsTitles as t } from '../titles';

/** The PayNow screen asks about its QR more often than the order page: the payer is looking at it. */
const PAYNOW_POLL_MS = 5_000;

/**
 * /order/paynow/{merchant}/{order} (issue 12): the order's open PayNow attempt — the server hands back the one the
 * sheet made, or makes one — as an EMVCo QR with its amount, reference and expiry countdown. The bank's notification
 * captures it; the screen re-checks like the order page (seed 002 §4) and shows the outcome.
 */
export default function PayNowScreen() {
  const intl = useIntl();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const payable = order.data?.actions.pay ?? false;
  const { attempt, start, renew } = useOpenAttempt(orderId, 'paynow', payable);
  const recheck = usePaymentRecheck(orderId, { payable, pollMs: PAYNOW_POLL_MS });
  // This screen's attempt as the server last told it, else the attempt this tab came back to.
  const shown = (attempt && recheck.attempts.find((known) => known._id === attempt._id)) ?? attempt ?? recheck.returned;

  const back = (
    <Button component={RouterLink} to={orderPath(orderId)} variant="outlined">
      {intl.formatMessage(m.backToOrder)}
    </Button>
  );
  if (order.isError || start.isError)
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <ListError
          error={(order.error ?? start.error)!}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => (order.isError ? void order.refetch() : renew())}
          fallback={intl.formatMessage(m.somethingWrong)}
        />
        {back}
      </Stack>
    );
  if (!order.data || (payable && !attempt)) return <ListLoading label={intl.formatMessage(m.loading)} />;

  return (
    <Stack spacing={2} sx={{ p: 2, alignItems: 'stretch' }} component="article" aria-labelledby="paynow-title">
      <Typography id="paynow-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(t.paynow)}
      </Typography>
      {shown && shown.state !== 'pending' ? (
        <PaymentOutcome attempt={shown} />
      ) : payable && attempt ? (
        <PayNowCode attempt={attempt} onRenew={() => renew()} renewing={start.isPending} />
      ) : (
        <Alert severity="info">{intl.formatMessage(m.paynowUnavailable)}</Alert>
      )}
      {back}
    </Stack>
  );
}

/** The QR of one attempt; past its expiry the server makes a new attempt when asked again (`onRenew`). */
function PayNowCode({
  attempt,
  onRenew,
  renewing,
}: {
  attempt: PaymentAttempt;
  onRenew: () => void;
  renewing: boolean;
}) {
  const intl = useIntl();
  const money = useMoney();
  const qr = String(attempt.clientData.qr ?? '');
  const reference = String(attempt.clientData.reference ?? '');
  const expiresAt = Date.parse(String(attempt.clientData.expiresAt ?? ''));
  const secondsLeft = useCountdown(Number.isFinite(expiresAt) ? expiresAt : null);
  const expired = Number.isFinite(expiresAt) && secondsLeft === 0;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ textAlign: 'center' }}>{intl.formatMessage(m.paynowScan)}</Typography>
        <Box
          sx={{ p: 2, bgcolor: '#fff', borderRadius: 2, border: 4, borderColor: '#7c1a78', opacity: expired ? 0.2 : 1 }}
        >
          <QRCodeSVG
            value={qr}
            size={232}
            level="M"
            marginSize={2}
            title={intl.formatMessage(m.paynowQr)}
            data-testid="paynow-qr"
          />
        </Box>
        {expired ? (
          <Alert
            severity="warning"
            sx={{ alignSelf: 'stretch' }}
            action={
              <Button color="inherit" size="small" onClick={onRenew} disabled={renewing}>
                {intl.formatMessage(m.paynowNewCode)}
              </Button>
            }
          >
            {intl.formatMessage(m.paynowExpired)}
          </Alert>
        ) : (
          <Typography color="text.secondary" data-testid="paynow-countdown" aria-live="off">
            {intl.formatMessage(m.paynowExpiresIn, { time: formatMmSs(secondsLeft) })}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, width: '100%', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
          <Typography component="dt" color="text.secondary">
            {intl.formatMessage(m.paynowAmount)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 700 }} data-testid="paynow-amount">
            {money(attempt.amount)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {intl.formatMessage(m.paynowReference)}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'right', fontFamily: 'monospace' }}
            data-testid="paynow-reference"
          >
            {reference}
          </Typography>
        </Box>
        <Alert severity="info" sx={{ alignSelf: 'stretch' }} data-testid="payment-outcome">
          {intl.formatMessage(m.processing)}
        </Alert>
      </Stack>
    </Paper>
  );
}
