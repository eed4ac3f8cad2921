import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { OTP_SENT_TO_EMAIL } from '../../../../../shared/constants/auth';
import { countdownExpiry } from '../../../../../shared/rules';
import { requestCode, verifyCode, type IdentityBody } from '../../../../api/auth';
import { CodeStep } from '../../../../components/code-step';
import { ErrorAlert } from '../../../../components/error-alert';
import { useAppDispatch } from '../../../../state/store';
import { toastShown } from '../../../../state/ui-slice';
import { useLanguage } from '../../../../i18n/language-context';
import { useTenant } from '../../../../tenant/tenant-context';
import {
  IdentityFields,
  TermsCheckbox,
  useIpDialCode,
  DEFAULT_DIAL_CODE,
  emptyIdentity,
  identityFrom,
  identityQuery,
  type IdentityValues,
  channelsOf,
  initialLoginState,
  type Channel,
  useFormTask,
} from '../../../auth';
import { fullEmail, preferredDomains, type EmailParts } from '../lib/email-domain';
import { quickLoginMessages as m } from '../messages';
import { QuickEmailField } from './quick-email-field';
import { TermsDialog } from './terms-dialog';

interface SentCode {
  body: IdentityBody;
  display: string;
  expiresAt: number;
  /** The server's message with the otp answer (null: none). */
  message: string | null;
}

/**
 * Member tab of quick login (seed 002 §5): phone (country picker, dial code by IP) or e-mail (preferred domains),
 * the terms box when the merchant requires it, Send OTP; an 'otp' answer opens the code box with its 5-minute
 * countdown (Resend OTP hidden until it ends), a message returned with it as a warning, a 'signup' answer leads to /signup, anything else is 'Something went wrong'.
 * LOG IN (only with 6 digits) verifies and hands the session to `onLoggedIn`.
 */
export function MemberLoginForm({
  merchantId,
  onLoggedIn,
}: {
  merchantId: string;
  onLoggedIn: (session: Awaited<ReturnType<typeof verifyCode>>) => void;
}) {
  const intl = useIntl();
  const tenant = useTenant();
  const language = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const policy = tenant.login;
  const channels = channelsOf(policy);
  const domains = preferredDomains(policy.preferredEmailDomains);
  const [channel, setChannel] = useState<Channel>(() => initialLoginState(policy).channel);
  const [values, setValues] = useState<IdentityValues>(() => emptyIdentity(DEFAULT_DIAL_CODE));
  useIpDialCode(true, DEFAULT_DIAL_CODE, setValues);
  const [email, setEmail] = useState<EmailParts>({ local: '', domain: null });
  const [terms, setTerms] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const { busy, formError, setFormError, run } = useFormTask();

  const termsAccepted = () => {
    const problem = policy.termsOnLogin && !terms ? intl.formatMessage(m.terms) : null;
    setTermsError(problem);
    return problem === null;
  };
  const termsField = policy.termsOnLogin && { isTermChecked: terms };

  const ask = (body: IdentityBody, display: string) =>
    run(async () => {
      const answer = await requestCode({ ...body, flow: 'quick', ...termsField });
      if (answer.next === 'otp')
        setSent({
          body,
          display,
          expiresAt: countdownExpiry(Date.now(), answer.expiresIn),
          message: answer.message ?? null,
        });
      else if (answer.next === 'signup') {
        // The sign-up page takes over; the toast says why the visitor is there.
        dispatch(toastShown({ type: 'info', message: intl.formatMessage(m.pleaseSignUp) }));
        navigate(`/signup?${identityQuery(body)}`);
      } else setFormError(intl.formatMessage(m.somethingWrong));
    });

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    const identity = identityFrom(channel, { ...values, email: fullEmail(email) });
    setFieldError(identity.ok ? null : intl.formatMessage(identity.error));
    if (!termsAccepted() || !identity.ok) return;
    void ask(identity.body, identity.display);
  };

  const logIn = (code: string) => {
    if (!sent) return;
    void run(async () => onLoggedIn(await verifyCode({ ...sent.body, code, language, ...termsField })));
  };

  const byEmail = sent ? sent.message === OTP_SENT_TO_EMAIL || 'email' in sent.body : channel === 'email';
  // Seed 002 §7: any other message the server returns with the otp answer is a warning.
  const warning = sent?.message && sent.message !== OTP_SENT_TO_EMAIL ? sent.message : null;
  return (
    <Stack spacing={2}>
      {channels.length > 1 && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={channel}
          disabled={sent !== null}
          onChange={(_event, next: Channel | null) => next && setChannel(next)}
          aria-label={intl.formatMessage(m.channelLabel)}
        >
          <ToggleButton value="phone">{intl.formatMessage(m.byPhone)}</ToggleButton>
          <ToggleButton value="email">{intl.formatMessage(m.byEmail)}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Stack component="form" spacing={2} onSubmit={sendOtp} noValidate>
        {channel === 'phone' ? (
          <IdentityFields
            channel="phone"
            values={values}
            onChange={setValues}
            emailDomains={[]}
            error={fieldError}
            disabled={sent !== null}
          />
        ) : (
          <QuickEmailField
            parts={email}
            domains={domains}
            onChange={setEmail}
            error={fieldError}
            disabled={sent !== null}
          />
        )}
        {policy.termsOnLogin && (
          <Stack spacing={0}>
            <TermsCheckbox checked={terms} onChange={setTerms} error={termsError} label={intl.formatMessage(m.terms)} />
            <Link component="button" type="button" onClick={() => setTermsOpen(true)} sx={{ alignSelf: 'flex-start' }}>
              {intl.formatMessage(m.readTerms)}
            </Link>
          </Stack>
        )}
        <ErrorAlert message={formError} />
        {sent === null && (
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {intl.formatMessage(m.sendOtp)}
          </Button>
        )}
      </Stack>
      {sent && (
        <CodeStep
          sentTo={sent.display}
          notice={
            <>
              <Alert severity="info">{intl.formatMessage(byEmail ? m.otpSentToEmail : m.otpSent)}</Alert>
              {warning && (
                <Alert severity="warning" data-testid="otp-warning">
                  {warning}
                </Alert>
              )}
            </>
          }
          expiresAt={sent.expiresAt}
          onSubmit={logIn}
          onResend={() => void ask(sent.body, sent.display)}
          submitLabel={intl.formatMessage(m.logIn)}
          resendLabel={intl.formatMessage(m.resendOtp)}
          pending={busy}
          resendPending={busy}
          validateExtra={termsAccepted}
          submitNeedsFullCode
          hideResendWhileLive
        />
      )}
      <TermsDialog merchantId={merchantId} open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Stack>
  );
}
