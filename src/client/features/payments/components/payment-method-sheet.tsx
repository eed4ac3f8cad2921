import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePaymentMethods, useStartPayment, type PaymentAttempt } from '../../../api/payments';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { useMoney } from '../../ordering';
import { rememberPaymentReturn } from '../lib/payment-return';
import { paymentsMessages as m } from '../messages';
import { providerPath } from '../provider-paths';
import { QrCodeIcon } from '../../../components/icons';
import { BankIcon, CardIcon } from './icons';
import { SnapSheet } from './snap-sheet';

type Provider = PaymentAttempt['provider'];

/** How the sheet shows each provider: translated here rather than the server's English name. */
const METHOD_LOOK: Record<Provider, { name: MessageDescriptor; hint?: MessageDescriptor; Icon: ComponentType }> = {
  sandbox: { name: m.methodSandbox, hint: m.methodSandboxHint, Icon: CardIcon },
  stripe: { name: m.methodCard, Icon: CardIcon },
  adyen: { name: m.methodCard, Icon: CardIcon },
  t05: { name: m.methodCard, Icon: CardIcon },
  paynow: { name: m.methodPayNow, hint: m.methodPayNowHint, Icon: QrCodeIcon },
  fiuu: { name: m.methodBanking, Icon: BankIcon },
};

export interface PayableOrder {
  orderId: string;
  merchantId: string;
  /** The due amount, as the server wrote it. */
  due: string;
}

/**
 * The payment method sheet (seed 002 §2): the methods the server offers for this order — only the tenant's enabled
 * providers — and, on a choice, an attempt for the due amount. A hosted page (the sandbox) is opened in this tab;
 * any other provider pays on its own screen (provider-paths.ts). The attempt is remembered first, so the order page
 * the payer comes back to re-checks it (seed 002 §4).
 */
export function PaymentMethodSheet({
  order,
  open,
  onClose,
}: {
  order: PayableOrder;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const navigate = useNavigate();
  const methods = usePaymentMethods(order.orderId, { enabled: open });
  const [chosen, setChosen] = useState<Provider | null>(null);
  const start = useStartPayment(order.orderId, {
    onSuccess: ({ data: attempt }) => {
      rememberPaymentReturn({ orderId: order.orderId, paymentId: attempt._id });
      const screen = providerPath(attempt.provider, order.merchantId, order.orderId);
      if (attempt.redirectUrl) window.location.assign(attempt.redirectUrl);
      else if (screen) void navigate(screen);
      // Decided at once (nothing to open): the order page shows the outcome.
      else onClose();
    },
    onError: () => setChosen(null),
  });
  const choose = (provider: Provider) => {
    if (start.isPending) return;
    setChosen(provider);
    start.mutate(provider);
  };

  return (
    <SnapSheet title={intl.formatMessage(m.sheetTitle)} open={open} onClose={onClose} testId="payment-sheet">
      <Typography sx={{ fontWeight: 600 }} data-testid="payment-sheet-due">
        {intl.formatMessage(m.sheetDue, { amount: money(order.due) })}
      </Typography>
      {methods.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {methods.isError && (
        <ListError
          error={methods.error}
          retryLabel={intl.formatMessage(m.retry)}
          onRetry={() => void methods.refetch()}
          fallback={intl.formatMessage(m.somethingWrong)}
          sx={{ mt: 2 }}
        />
      )}
      {methods.isSuccess && methods.data.length === 0 && <ListEmpty text={intl.formatMessage(m.noMethods)} />}
      {start.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {start.error.message || intl.formatMessage(m.somethingWrong)}
        </Alert>
      )}
      {methods.isSuccess && methods.data.length > 0 && (
        <List aria-label={intl.formatMessage(m.sheetTitle)}>
          {methods.data.map((method) => {
            const look = METHOD_LOOK[method.type];
            return (
              <ListItem key={method.type} disablePadding sx={{ mb: 1 }}>
                <ListItemButton
                  data-testid={`payment-method-${method.type}`}
                  disabled={start.isPending}
                  onClick={() => choose(method.type)}
                  sx={{ borderRadius: 2, border: 1, borderColor: 'divider' }}
                >
                  <ListItemIcon>
                    {chosen === method.type && start.isPending ? (
                      <CircularProgress size={22} aria-label={intl.formatMessage(m.loading)} />
                    ) : (
                      <look.Icon />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={intl.formatMessage(look.name)}
                    secondary={look.hint && intl.formatMessage(look.hint)}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </SnapSheet>
  );
}
