import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { countdownExpiry } from '../../../../shared/rules';
import { toastShown } from '../../../state/ui-slice';
import { useAppDispatch } from '../../../state/store';
import { useTenant } from '../../../tenant/tenant-context';
import { confirmPasswordReset, requestPasswordReset, type IdentityBody } from '../../../api/auth';
import { CodeStep } from '../../../components/code-step';
import { ErrorAlert } from '../../../components/error-alert';
import { AuthPage } from '../components/auth-page';
import { EmailCodeNotice } from '../components/email-code-notice';
import { IdentityForm } from '../components/identity-form';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';
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
  const newPassword = useNewPassword();
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
  const onSubmit = (code: string) => {
    if (!identity) return;
    void run(async () => {
      await confirmPasswordReset({ ...identity.body, code, password: newPassword.password });
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.passwordResetDone) }));
      navigate('/login', { replace: true });
    });
  };

  return (
    <AuthPage heading={heading} lead={intl.formatMessage(m.forgotLead)}>
      <ErrorAlert message={formError} />
      {!identity || expiresAt === null ? (
        <IdentityForm
          onSubmit={onSend}
          submitLabel={intl.formatMessage(m.sendResetCode)}
          busy={busy}
          channel={channel}
          values={values}
          onChange={setValues}
          emailDomains={tenant.login.preferredEmailDomains}
          error={fieldError}
        />
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
          validateExtra={newPassword.validate}
        >
          <NewPasswordFields
            state={newPassword}
            label={intl.formatMessage(m.newPassword)}
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
