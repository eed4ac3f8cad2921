import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { TextInput } from '../../../components/text-input';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/auth';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useChangePassword } from '../../../api/profile';
import { accountMessages as m } from '../messages';
import { FormDialog } from './form-dialog';

/** Which field is wrong, or null: length first, then the confirmation (seed 000 §5 "Password doesn't match"). */
export function passwordProblem(password: string, confirmation: string): 'tooShort' | 'mismatch' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return password === confirmation ? null : 'mismatch';
}

/** A required password input of this dialog; `error`, when a string, marks it and says why. */
function PasswordInput({
  error,
  onChange,
  ...field
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | false;
}) {
  return (
    <TextInput
      {...field}
      type="password"
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || undefined}
      required
    />
  );
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
  // Problems show once the member has tried to save, not while they are still typing.
  const shown = touched ? problem : null;

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
    <FormDialog
      open={open}
      onCancel={forced ? undefined : close}
      onSubmit={submit}
      titleId="password-title"
      title={intl.formatMessage(hasPassword ? m.changePassword : m.setPassword)}
      submitLabel={intl.formatMessage(m.save)}
      pending={change.isPending}
      notice={forced && <Alert severity="info">{intl.formatMessage(m.passwordForced)}</Alert>}
      error={change.error?.message}
    >
      {hasPassword && (
        <PasswordInput
          label={intl.formatMessage(m.currentPassword)}
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
        />
      )}
      <PasswordInput
        label={intl.formatMessage(m.newPassword)}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={shown === 'tooShort' && intl.formatMessage(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordInput
        label={intl.formatMessage(m.confirmPassword)}
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
        error={shown === 'mismatch' && intl.formatMessage(m.passwordMismatch)}
      />
    </FormDialog>
  );
}
