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
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/auth';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useChangePassword } from '../../../api/profile';
import { accountMessages as m } from '../messages';

/** Which field is wrong, or null: length first, then the confirmation (seed 000 §5 "Password doesn't match"). */
export function passwordProblem(password: string, confirmation: string): 'tooShort' | 'mismatch' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return password === confirmation ? null : 'mismatch';
}

/**
 * Set or change the password. `forced` (mustSetPassword): no Cancel and no onClose (backdrop and Escape do nothing) until saved.
 */
export function PasswordDialog({
  open,
  forced,
  hasPassword,
  onClose,
}: {
  open: boolean;
  forced: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = passwordProblem(password, confirmation);

  const close = () => {
    setOldPassword('');
    setPassword('');
    setConfirmation('');
    setTouched(false);
    change.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    change.mutate(
      { password, ...(hasPassword && { oldPassword }) },
      {
        onSuccess: () => {
          dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.passwordSaved) }));
          close();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={forced ? undefined : close} fullWidth maxWidth="xs" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-title">
          {intl.formatMessage(hasPassword ? m.changePassword : m.setPassword)}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {forced && <Alert severity="info">{intl.formatMessage(m.passwordForced)}</Alert>}
          {change.isError && <Alert severity="error">{change.error.message}</Alert>}
          {hasPassword && (
            <TextField
              type="password"
              label={intl.formatMessage(m.currentPassword)}
              value={oldPassword}
              onChange={(e) => setOldPassword(e.target.value)}
              autoComplete="current-password"
              required
            />
          )}
          <TextField
            type="password"
            label={intl.formatMessage(m.newPassword)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            error={touched && problem === 'tooShort'}
            helperText={
              touched && problem === 'tooShort'
                ? intl.formatMessage(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
                : undefined
            }
            required
          />
          <TextField
            type="password"
            label={intl.formatMessage(m.confirmPassword)}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
            error={touched && problem === 'mismatch'}
            helperText={touched && problem === 'mismatch' ? intl.formatMessage(m.passwordMismatch) : undefined}
            required
          />
        </DialogContent>
        <DialogActions>
          {!forced && <Button onClick={close}>{intl.formatMessage(m.cancel)}</Button>}
          <Button type="submit" variant="contained" disabled={change.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
