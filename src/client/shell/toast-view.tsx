import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Toast } from '../state/ui-slice';
import { toastTitles } from './toast-messages';

/**
 * The banner's look, loaded only when the first toast appears (Snackbar and Alert stay out of the first load): the
 * kind's title (Error, Info, Warning, Success), the message, and a close control.
 */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const intl = useIntl();
  const close = useRef(onClose);
  close.current = onClose;
  // Shown for its whole duration from now, when it is on screen (one view per toast: the banner keys it by id).
  useEffect(() => {
    const timer = setTimeout(() => close.current(), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.durationMs]);
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 64 } }}>
      <Alert severity={toast.type} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid="toast">
        <AlertTitle>{intl.formatMessage(toastTitles[toast.type])}</AlertTitle>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
