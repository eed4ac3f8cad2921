import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { programMessages as m } from '../messages';
import { SIGN_UP_PATH } from './guest-prompt';

/**
 * The same prompt when a guest taps a discount offer (seed 001 §6: a sign-up prompt instead of opening it); `text`
 * replaces the discount-package wording for other offers (the programs browser prompts on every tap).
 */
export function GuestDiscountDialog({ open, onClose, text }: { open: boolean; onClose: () => void; text?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="guest-discount-text">
      <DialogContent>
        <DialogContentText id="guest-discount-text" data-testid="guest-discount-prompt">
          {text ?? intl.formatMessage(m.guestPrompt)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        <Button variant="contained" onClick={() => navigate(SIGN_UP_PATH)}>
          {intl.formatMessage(m.signUp)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
