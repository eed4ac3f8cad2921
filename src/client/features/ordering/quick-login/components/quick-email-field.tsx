import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { typedEmail, type EmailParts } from '../lib/email-domain';
import { quickLoginMessages as m } from '../messages';

const AS_TYPED = '';

/**
 * E-mail with the merchant's preferred domains (seed 002 §5): the chosen domain is appended to what is typed, and an
 * address typed with '@' and a preferred domain selects that domain. Without preferred domains it is a plain field.
 */
export function QuickEmailField({
  parts,
  domains,
  onChange,
  error,
  disabled,
}: {
  parts: EmailParts;
  domains: readonly string[];
  onChange: (parts: EmailParts) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        label={intl.formatMessage(m.email)}
        type={parts.domain ? 'text' : 'email'}
        autoComplete={parts.domain ? 'username' : 'email'}
        inputMode="email"
        value={parts.local}
        onChange={(event) => onChange(typedEmail(event.target.value, parts, domains))}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={disabled}
        fullWidth
      />
      {domains.length > 0 && (
        <TextField
          select
          label={intl.formatMessage(m.emailDomain)}
          value={parts.domain ?? AS_TYPED}
          onChange={(event) => onChange({ ...parts, domain: event.target.value || null })}
          disabled={disabled}
          sx={{ minWidth: 140, flexShrink: 0 }}
          slotProps={{ htmlInput: { 'data-testid': 'email-domain' } }}
        >
          <MenuItem value={AS_TYPED}>{intl.formatMessage(m.typedDomain)}</MenuItem>
          {domains.map((domain) => (
            <MenuItem key={domain} value={domain}>
              {domain}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
