import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { confirmations } from './confirm-messages';
import { orderingMessages as m } from '../messages';

/** What the dialog says: worded by the screen, or the name of a confirmation of ./confirm-messages.ts and its values. */
type Confirmation =
  { title: string; text: string } | { confirmation: keyof typeof confirmations; values?: Record<string, string> };

/**
 * The confirmations of seed 002 §2/§4/§5 (pick-up, remove table number, change branch, delete a line, clear cart …):
 * a title, a text, two buttons. Worded by the screen, or named (`confirmation`), when the dialog words it from
 * ./confirm-messages.ts, which then loads with the dialog rather than with the screen's first load.
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  ...wording
}: Confirmation & {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const { title, text } =
    'confirmation' in wording
      ? {
          title: intl.formatMessage(confirmations[wording.confirmation].title),
          text: intl.formatMessage(confirmations[wording.confirmation].text, wording.values),
        }
      : wording;
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
