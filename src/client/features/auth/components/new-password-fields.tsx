import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/auth';
import { validatePasswordConfirmation } from '../../../../shared/rules';
import { authMessages as m } from '../messages';
import { PasswordField } from './password-field';

/**
 * A password typed twice (password reset, the POS sign-in): the values, their errors, and `validate`, which shows
 * what is wrong — too short first, then "Password doesn't match" — and says whether both are fine.
 */
export function useNewPassword() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const validate = () => {
    const short =
      password.length < PASSWORD_MIN_LENGTH
        ? intl.formatMessage(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
        : null;
    const mismatch = validatePasswordConfirmation(password, confirmation)
      ? intl.formatMessage(m.passwordMismatch)
      : null;
    setPasswordError(short);
    setConfirmationError(mismatch);
    return !short && !mismatch;
  };
  return { password, setPassword, confirmation, setConfirmation, passwordError, confirmationError, validate };
}

/** The two fields of `useNewPassword`: the password and its confirmation. */
export function NewPasswordFields({
  state,
  label,
  autoComplete,
}: {
  state: ReturnType<typeof useNewPassword>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        label={label}
        value={state.password}
        onChange={state.setPassword}
        error={state.passwordError}
        autoComplete={autoComplete}
      />
      <PasswordField
        label={intl.formatMessage(m.passwordConfirmation)}
        value={state.confirmation}
        onChange={state.setConfirmation}
        error={state.confirmationError}
        autoComplete={autoComplete}
      />
    </>
  );
}
