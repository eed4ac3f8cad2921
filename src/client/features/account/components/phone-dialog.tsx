import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { normalizePhone } from '../../../../shared/auth/identity';
import { useRequestVerification } from '../../../api/profile';
import { accountMessages as m } from '../messages';

/** Change mobile number popup: sends a code to the new number, then /change_phone takes the code. */
export function PhoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const send = useRequestVerification();
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const normalised = normalizePhone(phone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!normalised) return;
    send.mutate(
      { kind: 'phone', value: normalised },
      {
        onSuccess: ({ data: { expiresIn } }) => {
          onClose();
          void navigate(`/change_phone?phone=${encodeURIComponent(normalised)}&expiresIn=${expiresIn}`);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="phone-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="phone-title">{intl.formatMessage(m.changePhone)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          <TextField
            type="tel"
            label={intl.formatMessage(m.newPhone)}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            autoComplete="tel"
            error={touched && !normalised}
            helperText={intl.formatMessage(touched && !normalised ? m.phoneInvalid : m.phoneHint)}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {intl.formatMessage(m.sendCode)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
