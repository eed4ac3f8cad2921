import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useTenant } from '../../../tenant/tenant-context';
import { providerMessages as m } from './messages';
import { orderPath } from './use-provider-attempt';

export interface ProviderNotice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

/**
 * What every in-place provider screen shows (seed 002 §2 "Card payment screen"): the title {brand} Payment, the
 * provider's embedded container, the outcome or error message, and a Go back link to the order.
 */
export function ProviderScreenFrame({
  orderId,
  notice,
  children,
}: {
  orderId: string;
  notice: ProviderNotice | null;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <Stack spacing={2} sx={{ p: 2 }} component="article" aria-labelledby="provider-payment-title">
      <Typography id="provider-payment-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(m.title, { brand: tenant.name })}
      </Typography>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          data-testid="provider-notice"
        >
          {notice.text}
        </Alert>
      )}
      {children}
      <Button component={RouterLink} to={orderPath(orderId)} variant="text" sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage(m.goBack)}
      </Button>
    </Stack>
  );
}
