import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { orderingMessages as m } from '../messages';

/** The confirmations of seed 002 §2/§4 (pick-up, remove table number, change branch): a title, a text, two buttons. */
export function ConfirmDialog({
  open,
  title,
  text,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {intl.formatMessage(m.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
