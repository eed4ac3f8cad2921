import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants/auth';
import { countdownExpiry } from '../../../../shared/rules';
import { useLanguage } from '../../../i18n/language-context';
import { useTenant } from '../../../tenant/tenant-context';
import { requestCode, signUp, type IdentityBody } from '../../../api/auth';
import { CodeStep } from '../../../components/code-step';
import { ErrorAlert } from '../../../components/error-alert';
import { AuthPage } from '../components/auth-page';
import { EmailCodeNotice } from '../components/email-code-notice';
import { IdentityForm } from '../components/identity-form';
import { PasswordField } from '../components/password-field';
import { TermsCheckbox } from '../components/terms-checkbox';
import { emptyIdentity, identityFrom, identityFromQuery } from '../identity';
import { channelsOf } from '../login-machine';
import type { Channel } from '../login-machine';
import { authMessages as m } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import { useFormTask } from '../use-form-task';

/**
 * /signup (?phone= or ?email=, ?barcode=, ?referralCode=): a code is sent to the new phone or e-mail, then the
 * code, names, password (required when the merchant says so) and the terms when required create the member.
 */
export default function SignupScreen() {
  const tenant = useTenant();
  const policy = tenant.login;
  const intl = useIntl();
  const language = useLanguage();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const channels = channelsOf(policy);
  const fromQuery = identityFromQuery(params);
  const [channel, setChannel] = useState<Channel>(fromQuery?.channel ?? channels[0] ?? 'phone');
  const [values, setValues] = useState(fromQuery?.values ?? emptyIdentity());
  const [identity, setIdentity] = useState<{ body: IdentityBody; display: string } | null>(null);
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [firstname, setFirstname] = useState('');
  const [lastname, setLastname] = useState('');
  const [password, setPassword] = useState('');
  const [referralCode, setReferralCode] = useState(params.get('referralCode') ?? '');
  const [terms, setTerms] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const { busy, formError, run } = useFormTask();
  const barcode = params.get('barcode') ?? undefined;

  const sendCode = (body: IdentityBody) =>
    run(async () => {
      const sent = await requestCode({ ...body, ...(barcode && { barcode }) });
      setExpiresAt(countdownExpiry(Date.now(), sent.expiresIn));
    });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    const result = identityFrom(channel, values);
    setFieldError(result.ok ? null : intl.formatMessage(result.error));
    if (!result.ok) return;
    setIdentity({ body: result.body, display: result.display });
    void sendCode(result.body);
  };

  const validateExtra = (): boolean => {
    const pwProblem =
      password === '' && !policy.passwordRequired
        ? null
        : password.length < PASSWORD_MIN_LENGTH
          ? intl.formatMessage(m.passwordTooShort, { min: PASSWORD_MIN_LENGTH })
          : null;
    setPasswordError(pwProblem);
    const termsProblem = policy.termsOnLogin && !terms ? intl.formatMessage(m.acceptTerms) : null;
    setTermsError(termsProblem);
    return !pwProblem && !termsProblem;
  };

  const onSubmit = (code: string) => {
    if (!identity) return;
    void run(async () => {
      const session = await signUp({
        ...identity.body,
        code,
        language,
        ...(firstname.trim() && { firstname: firstname.trim() }),
        ...(lastname.trim() && { lastname: lastname.trim() }),
        ...(password && { password }),
        ...(referralCode.trim() && { referralCode: referralCode.trim() }),
        ...(policy.termsOnLogin && { isTermChecked: terms }),
      });
      completeLogin(session);
    });
  };

  return (
    <AuthPage
      heading={intl.formatMessage(m.signupHeading)}
      lead={intl.formatMessage(m.signupLead, { name: tenant.name })}
    >
      <ErrorAlert message={formError} />
      {!identity || expiresAt === null ? (
        <IdentityForm
          onSubmit={onSend}
          submitLabel={intl.formatMessage(m.sendCode)}
          busy={busy}
          channel={channel}
          values={values}
          onChange={setValues}
          emailDomains={policy.preferredEmailDomains}
          error={fieldError}
        >
          {channels.length > 1 && (
            <Stack direction="row" spacing={1}>
              {channels.map((c) => (
                <Button
                  key={c}
                  variant={c === channel ? 'contained' : 'outlined'}
                  size="small"
                  onClick={() => setChannel(c)}
                  aria-pressed={c === channel}
                >
                  {intl.formatMessage(c === 'phone' ? m.channelPhone : m.channelEmail)}
                </Button>
              ))}
            </Stack>
          )}
        </IdentityForm>
      ) : (
        <CodeStep
          sentTo={identity.display}
          notice={<EmailCodeNotice show={'email' in identity.body} />}
          expiresAt={expiresAt}
          onSubmit={onSubmit}
          onResend={() => void sendCode(identity.body)}
          submitLabel={intl.formatMessage(m.signUp)}
          pending={busy}
          resendPending={busy}
          validateExtra={validateExtra}
        >
          <Stack direction="row" spacing={1}>
            <TextInput
              label={intl.formatMessage(m.firstname)}
              value={firstname}
              onChange={(e) => setFirstname(e.target.value)}
              autoComplete="given-name"
              fullWidth
            />
            <TextInput
              label={intl.formatMessage(m.lastname)}
              value={lastname}
              onChange={(e) => setLastname(e.target.value)}
              autoComplete="family-name"
              fullWidth
            />
          </Stack>
          <PasswordField
            label={intl.formatMessage(policy.passwordRequired ? m.password : m.passwordOptional)}
            value={password}
            onChange={setPassword}
            error={passwordError}
            autoComplete="new-password"
          />
          <TextInput
            label={intl.formatMessage(m.referralCode)}
            value={referralCode}
            onChange={(e) => setReferralCode(e.target.value)}
            fullWidth
          />
          {policy.termsOnLogin && <TermsCheckbox checked={terms} onChange={setTerms} error={termsError} />}
        </CodeStep>
      )}
      <Button component={RouterLink} to="/login">
        {intl.formatMessage(m.haveAccount)}
      </Button>
    </AuthPage>
  );
}
