import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { countdownExpiry } from '../../../../shared/rules';
import { useLanguage } from '../../../i18n/language-context';
import { useTenant } from '../../../tenant/tenant-context';
import { requestCode, verifyCode } from '../../../api/auth';
import { CodeStep } from '../../../components/code-step';
import { identityFrom, identityFromQuery } from '../identity';
import { authMessages as m } from '../messages';
import { useCompleteLogin } from '../use-complete-login';
import { AuthPage } from './auth-page';
import { EmailCodeNotice } from './email-code-notice';
import { TermsCheckbox } from './terms-checkbox';
import { useFormTask } from '../use-form-task';
import { ErrorAlert } from '../../../components/error-alert';

interface CodeLoginProps {
  heading: string;
  /** Lead line; `{to}` is the phone or e-mail. */
  lead?: (to: string) => string;
}

/**
 * A code page for the phone or e-mail in the query string (?phone= or ?email=): send a code, enter it, logged in.
 * Used by /otp and /vend-otp.
 */
export function CodeLogin({ heading, lead }: CodeLoginProps) {
  const intl = useIntl();
  const tenant = useTenant();
  const language = useLanguage();
  const [params] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const { busy, formError, run } = useFormTask();
  const fromQuery = identityFromQuery(params);
  const identity = fromQuery ? identityFrom(fromQuery.channel, fromQuery.values) : null;

  if (!identity?.ok) {
    return (
      <AuthPage heading={heading}>
        <Alert severity="warning">{intl.formatMessage(m.missingIdentity)}</Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {intl.formatMessage(m.backToLogin)}
        </Button>
      </AuthPage>
    );
  }

  const send = () =>
    void run(async () => {
      const sent = await requestCode(identity.body);
      setExpiresAt(countdownExpiry(Date.now(), sent.expiresIn));
    });
  const validateTerms = () => {
    const problem = tenant.login.termsOnLogin && !terms ? intl.formatMessage(m.acceptTerms) : null;
    setTermsError(problem);
    return problem === null;
  };
  const submit = (code: string) =>
    void run(async () => {
      const session = await verifyCode({
        ...identity.body,
        code,
        language,
        ...(tenant.login.termsOnLogin && { isTermChecked: terms }),
      });
      completeLogin(session);
    });

  return (
    <AuthPage heading={heading} lead={lead?.(identity.display)}>
      <ErrorAlert message={formError} />
      <CodeStep
        sentTo={identity.display}
        notice={<EmailCodeNotice show={'email' in identity.body && expiresAt !== null} />}
        expiresAt={expiresAt}
        onSubmit={submit}
        onResend={send}
        submitLabel={intl.formatMessage(m.verify)}
        pending={busy}
        resendPending={busy}
        validateExtra={validateTerms}
      >
        {tenant.login.termsOnLogin && <TermsCheckbox checked={terms} onChange={setTerms} error={termsError} />}
      </CodeStep>
    </AuthPage>
  );
}
