import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { guestLogin, type Session } from '../../../../api/auth';
import { ErrorAlert } from '../../../../components/error-alert';
import type { GuestLoginType } from '../../../../../shared/tenant/tenant-config.generated';
import {
  IdentityFields,
  useIpDialCode,
  DEFAULT_DIAL_CODE,
  emptyIdentity,
  type IdentityValues,
  useFormTask,
} from '../../../auth';
import { fullEmail, preferredDomains, type EmailParts } from '../lib/email-domain';
import { guestChannel, guestLoginBody } from '../lib/guest-identity';
import { quickLoginMessages as m } from '../messages';
import { QuickEmailField } from './quick-email-field';

/**
 * Guest tab of quick login (seed 002 §5): the phone or e-mail the merchant's guest login type asks for; a required
 * one left empty says 'Input phone or country code!' or 'Input email!'. The phone goes as dial code, space, number.
 */
export function GuestLoginForm({
  loginType,
  emailDomains,
  onLoggedIn,
}: {
  loginType: GuestLoginType;
  emailDomains: readonly string[];
  onLoggedIn: (session: Session) => void;
}) {
  const intl = useIntl();
  const channel = guestChannel(loginType);
  const domains = preferredDomains(emailDomains);
  const [values, setValues] = useState<IdentityValues>(() => emptyIdentity(DEFAULT_DIAL_CODE));
  useIpDialCode(channel === 'phone', DEFAULT_DIAL_CODE, setValues);
  const [email, setEmail] = useState<EmailParts>({ local: '', domain: null });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { busy, formError, run } = useFormTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = guestLoginBody(loginType, { ...values, email: fullEmail(email) });
    setFieldError(result.ok ? null : intl.formatMessage(m[result.problem]));
    if (result.ok) void run(async () => onLoggedIn(await guestLogin(result.body)));
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {channel === 'phone' ? (
        <IdentityFields channel="phone" values={values} onChange={setValues} emailDomains={[]} error={fieldError} />
      ) : (
        <QuickEmailField parts={email} domains={domains} onChange={setEmail} error={fieldError} />
      )}
      <ErrorAlert message={formError} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {intl.formatMessage(m.continueAsGuest)}
      </Button>
    </Stack>
  );
}
