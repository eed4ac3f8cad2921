import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../api/api-error';
import { voucherMessages as m } from '../messages';

/** Loading spinner or error banner of a voucher query (404 = unknown, or someone else's copy). */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const intl = useIntl();
  if (!error)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={intl.formatMessage(m.loading)} />
      </Box>
    );
  const missing = isApiError(error) && error.status === 404;
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={onRetry}>
              {intl.formatMessage(m.retry)}
            </Button>
          )
        }
      >
        {missing ? intl.formatMessage(m.notFound) : error.message}
      </Alert>
    </Box>
  );
}
