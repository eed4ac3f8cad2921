import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useAppDispatch, useAppSelector } from '../app/store';
import { toastDismissed } from '../app/slices/ui-slice';

/** The one banner for errors and notices (seed 000 section 8): the oldest toast first, each clears itself. */
export function ToastBanner() {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => state.ui.toasts[0]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);
  return (
    <Snackbar open={Boolean(toast)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 64 } }}>
      {toast ? (
        <Alert
          severity={toast.type}
          variant="filled"
          onClose={() => dispatch(toastDismissed(toast.id))}
          sx={{ width: '100%' }}
          data-testid="toast"
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
