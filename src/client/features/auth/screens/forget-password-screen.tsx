import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/auth';
import { countdownExpiry, validatePasswordConfirmation } from '../../../../shared/rules';
import { toastShown } from '../../../state/ui-slice';
import { useAppDispatch } from '../../../state/store';
import { useTenant } from '../../../tenant/tenant-context';
import { confirmPasswordReset, requestPasswordReset, type IdentityBody } from '../../../api/auth';
import { CodeStep } from '../../../components/code-step';
import { AuthPage } from '../components/auth-page';
import { EmailCodeNotice } from '../components/email-code-notice';
import { IdentityFields } from '../components/identity-fields';
import { PasswordField } from '../components/password-field';
import { emptyIdentity, identityFrom } from '../identity';
import { authMessages as m } from '../messages';
import { useFormTask } from '../use-form-task';

const METHODS = ['phone', 'email'] as const;
type Method = (typeof METHODS)[number];

/** /forget_password/{phone|email}: send a reset code, then the code and a new password (twice). */
export default function ForgetPasswordScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { method = '' } = useParams();
  const [values, setValues] = useState(emptyIdentity());
  const [identity, setIdentity] = useState<{ body: IdentityBody; display: string } | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmationError, setConfirmationError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, formError, run } = useFormTask();

  const heading = intl.formatMessage(m.forgotHeading);
  if (!(METHODS as readonly string[]).includes(method)) {
    return (
      <AuthPage heading={heading}>
        <Alert severity="error">{intl.formatMessage(m.badResetMethod, { method })}</Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {intl.formatMessage(m.backToLogin)}
        </Button>
      </AuthPage>
    );
  }
  const channel = method as Method;

  // The server answers the same whether or not the account exists, with the reset code's lifetime.
  const send = (body: IdentityBody) =>
    void run(async () => {
      const sent = await requestPasswordReset(body);
      setExpiresAt(countdownExpiry(Date.now(), sent.expiresIn));
    });
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const result = identityFrom(channel, values);
    setFieldError(result.ok ? null : intl.formatMessage(result.error));
    if (!result.ok) return;
    setIdentity({ body: result.body, display: result.display });
    send(result.body);
  };
  const validatePasswords = () => {
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
  const onSubmit = (code: string) => {
    if (!identity) return;
    void run(async () => {
      await confirmPasswordReset({ ...identity.body, code, password });
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.passwordResetDone) }));
      navigate('/login', { replace: true });
    });
  };

  return (
    <AuthPage heading={heading} lead={intl.formatMessage(m.forgotLead)}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      {!identity || expiresAt === null ? (
        <Stack component="form" spacing={2} onSubmit={onSend} noValidate>
          <IdentityFields
            channel={channel}
            values={values}
            onChange={setValues}
            emailDomains={tenant.login.preferredEmailDomains}
            error={fieldError}
            disabled={busy}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {intl.formatMessage(m.sendResetCode)}
          </Button>
        </Stack>
      ) : (
        <CodeStep
          sentTo={identity.display}
          notice={<EmailCodeNotice show={channel === 'email'} />}
          expiresAt={expiresAt}
          onSubmit={onSubmit}
          onResend={() => send(identity.body)}
          submitLabel={intl.formatMessage(m.setPassword)}
          pending={busy}
          resendPending={busy}
          validateExtra={validatePasswords}
        >
          <PasswordField
            label={intl.formatMessage(m.newPassword)}
            value={password}
            onChange={setPassword}
            error={passwordError}
            autoComplete="new-password"
          />
          <PasswordField
            label={intl.formatMessage(m.passwordConfirmation)}
            value={confirmation}
            onChange={setConfirmation}
            error={confirmationError}
            autoComplete="new-password"
          />
        </CodeStep>
      )}
      <Button component={RouterLink} to="/login">
        {intl.formatMessage(m.backToLogin)}
      </Button>
    </AuthPage>
  );
}
