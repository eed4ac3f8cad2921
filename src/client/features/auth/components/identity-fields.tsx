import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Suspense, lazy } from 'react';
import { useIntl } from 'react-intl';
import { OutlinedField } from '../../../components/outlined-field';
import type { IdentityValues } from '../identity';
import type { Channel } from '../login-machine';
import { authMessages as m } from '../messages';
import { DialCodeField } from './dial-code-field';

const EmailDomainChips = lazy(() => import(/* webpackChunkName: "email-domain-chips" */ './email-domain-chips'));
/** A row of small chips (MUI's Chip size="small"). */
const CHIP_ROW_HEIGHT = 24;

export interface IdentityFieldsProps {
  channel: Channel;
  values: IdentityValues;
  onChange: (values: IdentityValues) => void;
  /** E-mail domains offered as one-tap completions (tenant login.preferredEmailDomains). */
  emailDomains: readonly string[];
  error?: string | null;
  disabled?: boolean;
}

/** Phone with a country dial-code picker (GET /api/countries, asked for when the picker is first touched), or an e-mail with suggested domains. */
export function IdentityFields({ channel, values, onChange, emailDomains, error, disabled }: IdentityFieldsProps) {
  const intl = useIntl();
  if (channel === 'email') {
    return (
      <Stack spacing={1}>
        <OutlinedField
          label={intl.formatMessage(m.email)}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={(event) => onChange({ ...values, email: event.target.value })}
          error={Boolean(error)}
          helperText={error ?? undefined}
          disabled={disabled}
          fullWidth
        />
        {emailDomains.length > 0 && (
          // The chips' row keeps its height while it loads, so the form below does not move.
          <Suspense fallback={<Box sx={{ minHeight: CHIP_ROW_HEIGHT }} />}>
            <EmailDomainChips
              label={intl.formatMessage(m.emailDomains)}
              domains={emailDomains}
              email={values.email}
              onChange={(email) => onChange({ ...values, email })}
              disabled={disabled}
            />
          </Suspense>
        )}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1}>
      <DialCodeField
        label={intl.formatMessage(m.country)}
        value={values.dialCode}
        onChange={(dialCode) => onChange({ ...values, dialCode })}
        disabled={disabled}
        width={116}
      />
      <OutlinedField
        label={intl.formatMessage(m.phone)}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={values.phone}
        onChange={(event) => onChange({ ...values, phone: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={disabled}
        fullWidth
      />
    </Stack>
  );
}
