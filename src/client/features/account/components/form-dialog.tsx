import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages as m } from '../messages';

interface FormDialogProps {
  open: boolean;
  /** Closes on Cancel, the backdrop and Escape; without it the dialog has no Cancel and cannot be dismissed. */
  onCancel?: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The id its title gets, naming the dialog for screen readers. */
  titleId: string;
  title: string;
  submitLabel: string;
  pending: boolean;
  /** Shown first, above any error (why the dialog opened by itself …). */
  notice?: ReactNode;
  /** The server's refusal of the last submit, shown above the fields. */
  error?: string | null;
  children: ReactNode;
}

/** A small account form in a dialog (change password, change phone): title, fields, Cancel and the submit button. */
export function FormDialog({
  open,
  onCancel,
  onSubmit,
  titleId,
  title,
  submitLabel,
  pending,
  notice,
  error,
  children,
}: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {notice}
          {error && <Alert severity="error">{error}</Alert>}
          {children}
        </DialogContent>
        <DialogActions>
          {onCancel && <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>}
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
