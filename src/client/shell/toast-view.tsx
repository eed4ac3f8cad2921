import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Toast } from '../state/ui-slice';

/** The banner's look, loaded only when the first toast appears (Snackbar and Alert stay out of the first load). */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  return (
    <Snackbar open anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 64 } }}>
      <Alert severity={toast.type} variant="filled" onClose={onClose} sx={{ width: '100%' }} data-testid="toast">
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
