import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useReducer, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_MODE, type LoginMode } from '../../../../shared/constants/auth';
import { RULE_MESSAGES, codeLoginAllowed, loginSubmitError, switchesToCodeMode } from '../../../../shared/rules';
import { useAppSelector } from '../../../state/store';
import { useLanguage } from '../../../i18n/language-context';
import { isApiError } from '../../../api/api-error';
import { useTenant } from '../../../tenant/tenant-context';
import {
  checkIdentity,
  guestLogin,
  memberNumberLogin,
  passwordLogin,
  requestCode,
  resendCode,
  verifyCode,
  type IdentityBody,
  type Session,
} from '../../../api/auth';
import { biometricSignIn } from '../biometric-sign-in';
import { ChoiceButtons } from '../../../components/choice-buttons';
import { PlainDivider } from '../../../components/plain-divider';
import { ErrorAlert } from '../../../components/error-alert';
import { TextLink } from '../../../components/text-link';
import { PlainTabs } from '../../../components/plain-tabs';
import { AuthPage } from '../components/auth-page';
import { EmailCodeNotice } from '../components/email-code-notice';
import { BiometricLoginButton, FingerprintToggle, webAuthnAvailable } from '../components/fingerprint-toggle';
import { IdentityForm } from '../components/identity-form';
import { LazyCheckbox } from '../components/lazy-checkbox';
import { SocialLoginButtons } from '../components/social-login-buttons';
import { TermsCheckbox } from '../components/terms-checkbox';
import { useIpDialCode } from '../components/use-ip-dial-code';
import { DEFAULT_DIAL_CODE, emptyIdentity, identityFrom, identityQuery } from '../identity';
import type { IdentityValues } from '../identity';
import { channelsOf, initialLoginState, loginReducer } from '../login-machine';
import type { Channel, LoginState } from '../login-machine';
import { authMessages as m } from '../messages';
import {
  loadBiometricChoice,
  loadRememberedIdentity,
  saveBiometricChoice,
  saveRememberedIdentity,
} from '../remembered-identity';
import { redirectTarget } from '../session';
import { useCompleteLogin } from '../use-complete-login';
import { useFormTask } from '../use-form-task';
import { ControlLabel } from '../../../components/control-label';

// The code form shows only once a code is sent: its countdown, resend and the code rules load then.
const CodeStep = lazy(() =>
  import(/* webpackChunkName: "code-step" */ '../../../components/code-step').then((module) => ({
    default: module.CodeStep,
  })),
);

// The password field (with its show / hide IconButton and adornment) shows once the identity is known, the
// membership-number form once that choice is tapped: both load on first use, the password field as soon as the
// identity is sent, and keep the field's height while they arrive.
const loadPasswordField = () => import(/* webpackChunkName: "password-field" */ '../components/password-field');
const PasswordField = lazy(() => loadPasswordField().then((module) => ({ default: module.PasswordField })));
const loadMemberNumberForm = () =>
  import(/* webpackChunkName: "member-number-form" */ '../components/member-number-form');
const MemberNumberForm = lazy(() => loadMemberNumberForm().then((module) => ({ default: module.MemberNumberForm })));
/** An outlined text field's height (MUI's medium TextField), and the membership-number form's: two fields and a
 * large button, 16 px apart. */
const FIELD_HEIGHT = 56;
const MEMBER_NUMBER_FORM_HEIGHT = 2 * FIELD_HEIGHT + 42 + 2 * 16;

/** /login (seed 000 §2 and §4): password or one-time PIN, by phone or e-mail, as the tenant's login config allows. */
export default function LoginScreen() {
  const tenant = useTenant();
  const policy = tenant.login;
  const intl = useIntl();
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  const role = useAppSelector((s) => s.session.role);
  const completeLogin = useCompleteLogin();
  const channels = channelsOf(policy);

  const [remembered] = useState(() => loadRememberedIdentity(window.localStorage));
  const [state, send] = useReducer(
    (current: LoginState, event: Parameters<typeof loginReducer>[2]) => loginReducer(policy, current, event),
    policy,
    (p) => {
      const initial = initialLoginState(p);
      return remembered && channels.includes(remembered.channel)
        ? { ...initial, channel: remembered.channel }
        : initial;
    },
  );
  const [values, setValues] = useState<IdentityValues>(remembered?.values ?? emptyIdentity(DEFAULT_DIAL_CODE));
  useIpDialCode(remembered === null, DEFAULT_DIAL_CODE, setValues);
  const [identity, setIdentity] = useState<{ body: IdentityBody; display: string } | null>(null);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [terms, setTerms] = useState(false);
  // The fingerprint toggle is remembered on this device; it only exists where WebAuthn can run.
  const [biometric, setBiometric] = useState(() => webAuthnAvailable() && loadBiometricChoice(window.localStorage));
  // Identity method "Membership no." (refNo + password) instead of phone or e-mail.
  const [byRefNo, setByRefNo] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const { busy, formError, setFormError, run } = useFormTask();

  // Members never see the login form; guests may still log in as members.
  if (role === 'member') return <Navigate to={redirectTarget(search)} replace />;

  const termsProblem = (): boolean => {
    const problem = loginSubmitError({ mode: state.mode, channel: state.channel, login: policy, termsChecked: terms });
    setTermsError(problem === RULE_MESSAGES.acceptTerms ? intl.formatMessage(m.acceptTerms) : null);
    return problem === RULE_MESSAGES.acceptTerms;
  };

  const finish = (session: Session) => {
    saveRememberedIdentity(window.localStorage, remember ? { channel: state.channel, values } : null);
    completeLogin(session, { setUpBiometrics: biometric });
  };

  // A voucher barcode scanned while signed out travels on to sign-up, so the claim still happens afterwards.
  const barcode = new URLSearchParams(search).get('barcode');
  const signupPath = (body: IdentityBody) =>
    `/signup?${identityQuery(body)}${barcode ? `&barcode=${encodeURIComponent(barcode)}` : ''}`;

  const sendCode = async (body: IdentityBody) => {
    const sent = await requestCode({ ...body, ...(policy.termsOnLogin && { isTermChecked: terms }) });
    if (sent.next === 'signup') navigate(signupPath(body));
    else send({ type: 'codeSent', expiresInSeconds: sent.expiresIn, nowMs: Date.now() });
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    const result = identityFrom(state.channel, values);
    setFieldError(result.ok ? null : intl.formatMessage(result.error));
    if (!result.ok) return;
    if (state.mode === LOGIN_MODE.password) void loadPasswordField();
    // One-time PIN by SMS on a merchant that disallows it: 'SMS login is not allowed, please use password'.
    if (state.mode === LOGIN_MODE.otp && !codeLoginAllowed(policy, state.channel)) {
      setFormError(intl.formatMessage(m.smsLoginNotAllowed));
      return;
    }
    void run(async () => {
      setIdentity({ body: result.body, display: result.display });
      const answer = await checkIdentity({ ...result.body, mode: state.mode });
      const next = loginReducer(policy, state, { type: 'identityAnswered', answer });
      send({ type: 'identityAnswered', answer });
      if (next.step === 'signup') navigate(signupPath(result.body));
      else if (next.step === 'code') await sendCode(result.body);
    });
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!identity) return;
    if (!password) return setFormError(intl.formatMessage(m.passwordRequired));
    if (termsProblem()) return;
    void run(async () => {
      try {
        finish(
          await passwordLogin({
            ...identity.body,
            password,
            language,
            ...(policy.termsOnLogin && { isTermChecked: terms }),
          }),
        );
      } catch (error) {
        // 'not verified user' switches to code mode and sends a code.
        if (isApiError(error) && switchesToCodeMode(error.message) && codeLoginAllowed(policy, state.channel)) {
          send({ type: 'loginFailed', message: error.message });
          await sendCode(identity.body);
        } else throw error;
      }
    });
  };

  const onCode = (code: string) => {
    if (!identity || termsProblem()) return;
    void run(async () =>
      finish(
        await verifyCode({
          ...identity.body,
          code,
          language,
          ...(policy.termsOnLogin && { isTermChecked: terms }),
        }),
      ),
    );
  };

  const onResend = () => {
    if (!identity) return;
    void run(async () => {
      const sent = await resendCode({ ...identity.body, purpose: 'login' });
      send({ type: 'codeSent', expiresInSeconds: sent.expiresIn, nowMs: Date.now() });
    });
  };

  const onBiometricToggle = (on: boolean) => {
    setBiometric(on);
    saveBiometricChoice(window.localStorage, on);
  };

  /** Fingerprint / Face ID login: for the phone or e-mail in the form if valid, else any key this device holds. */
  const onBiometricLogin = () => {
    if (termsProblem()) return;
    const typed = identityFrom(state.channel, values);
    void run(async () => {
      let session: Session;
      try {
        session = await biometricSignIn({
          identity: typed.ok ? typed.body : null,
          language,
          ...(policy.termsOnLogin && { isTermChecked: terms }),
        });
      } catch {
        // Whatever failed (no key on this device, prompt cancelled, switched off, bad signature): the spec's
        // one message, and the password form stays as it is.
        setFormError(intl.formatMessage(m.biometricFailed));
        return;
      }
      saveRememberedIdentity(window.localStorage, remember ? { channel: state.channel, values } : null);
      completeLogin(session);
    });
  };

  const onRefNo = (input: { refNo: string; password: string }) => {
    if (termsProblem()) return;
    void run(async () =>
      // The remembered phone or e-mail is left as it is: nothing of it was used here.
      completeLogin(
        await memberNumberLogin({ ...input, language, ...(policy.termsOnLogin && { isTermChecked: terms }) }),
        { setUpBiometrics: biometric },
      ),
    );
  };

  const onGuest = () => {
    const result = identityFrom(state.channel, values);
    void run(async () => finish(await guestLogin(result.ok ? result.body : {})));
  };

  const signupHref = () => {
    const result = identityFrom(state.channel, values);
    return result.ok ? `/signup?${identityQuery(result.body)}` : '/signup';
  };
  const resetMethod = state.channel === 'phone' ? 'phone' : 'email';

  return (
    <AuthPage
      heading={intl.formatMessage(m.loginHeading, { name: tenant.name })}
      lead={intl.formatMessage(m.loginLead)}
    >
      <PlainTabs
        value={state.mode}
        onChange={(mode: LoginMode) => {
          // Membership-number login is password only.
          if (mode === LOGIN_MODE.otp) setByRefNo(false);
          send({ type: 'modeChosen', mode });
        }}
        tabs={[
          { value: LOGIN_MODE.password, label: intl.formatMessage(m.modePassword) },
          { value: LOGIN_MODE.otp, label: intl.formatMessage(m.modeOtp) },
        ]}
        aria-label={intl.formatMessage(m.modeLabel)}
      />
      {(channels.length > 1 || state.mode === LOGIN_MODE.password) && state.step === 'identity' && (
        <ChoiceButtons<Channel | 'refNo'>
          value={byRefNo ? 'refNo' : state.channel}
          onChange={(channel) => {
            if (channel === 'refNo') void loadMemberNumberForm();
            setByRefNo(channel === 'refNo');
            if (channel !== 'refNo') send({ type: 'channelChosen', channel });
          }}
          choices={[
            ...channels.map((channel) => ({
              value: channel,
              label: intl.formatMessage(channel === 'phone' ? m.channelPhone : m.channelEmail),
            })),
            ...(state.mode === LOGIN_MODE.password
              ? [{ value: 'refNo' as const, label: intl.formatMessage(m.channelRefNo) }]
              : []),
          ]}
          aria-label={intl.formatMessage(m.channelLabel)}
        />
      )}
      <ErrorAlert message={formError} />
      {byRefNo && state.step === 'identity' && (
        <Suspense fallback={<Box sx={{ minHeight: MEMBER_NUMBER_FORM_HEIGHT }} />}>
          <MemberNumberForm busy={busy} onSubmit={onRefNo} />
        </Suspense>
      )}
      {byRefNo && state.step === 'identity' ? null : state.step === 'identity' || !identity ? (
        <IdentityForm
          onSubmit={onContinue}
          submitLabel={intl.formatMessage(m.continue)}
          busy={busy}
          channel={state.channel}
          values={values}
          onChange={setValues}
          emailDomains={policy.preferredEmailDomains}
          error={fieldError}
        />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="login-identity">
            {identity.display}
          </Typography>
          <Button size="small" onClick={() => send({ type: 'identityEdited' })}>
            {intl.formatMessage(m.change)}
          </Button>
        </Stack>
      )}
      {state.step === 'password' && identity && (
        <Stack component="form" spacing={2} onSubmit={onPassword} noValidate>
          <Suspense fallback={<Box sx={{ height: FIELD_HEIGHT }} />}>
            <PasswordField
              label={intl.formatMessage(m.password)}
              value={password}
              onChange={setPassword}
              disabled={busy}
            />
          </Suspense>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {intl.formatMessage(m.logIn)}
          </Button>
        </Stack>
      )}
      {state.step === 'code' && identity && (
        <Suspense fallback={null}>
          <CodeStep
            sentTo={identity.display}
            notice={<EmailCodeNotice show={state.channel === 'email'} />}
            expiresAt={state.codeExpiresAt}
            onSubmit={onCode}
            onResend={onResend}
            submitLabel={intl.formatMessage(m.logIn)}
            pending={busy}
            resendPending={busy}
          />
        </Suspense>
      )}
      {policy.termsOnLogin && <TermsCheckbox checked={terms} onChange={setTerms} error={termsError} />}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <ControlLabel
          control={<LazyCheckbox checked={remember} onChange={setRemember} />}
          label={intl.formatMessage(m.rememberMe)}
        />
        <TextLink to={`/forget_password/${resetMethod}`} underline="hover">
          {intl.formatMessage(m.forgotPassword)}
        </TextLink>
      </Stack>
      <FingerprintToggle checked={biometric} onChange={onBiometricToggle} />
      {biometric && <BiometricLoginButton onClick={onBiometricLogin} disabled={busy} />}
      <SocialLoginButtons />
      <PlainDivider />
      <Button variant="outlined" size="large" component={RouterLink} to={signupHref()}>
        {intl.formatMessage(m.createAccount)}
      </Button>
      {tenant.guest.loginType !== 'none' && (
        <Button size="large" onClick={onGuest} disabled={busy}>
          {intl.formatMessage(m.guestLogin)}
        </Button>
      )}
    </AuthPage>
  );
}
