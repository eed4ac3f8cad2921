import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { COUNTRIES } from '../../../../shared/constants/countries';
import { walletMessages as m } from '../messages';

export interface PhoneValue {
  dialCode: string;
  local: string;
}

/** The dial code the field starts with: the tenant's default country's, else the first country's (seed 001 §9). */
export function defaultDialCode(countryCode: string): string {
  return (COUNTRIES.find((country) => country.code === countryCode) ?? COUNTRIES[0]).dial_code;
}

/** A phone as a dial code (bundled country table) and a local number; the API gets them joined (phoneOf). */
export function PhoneField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
      <TextField
        select
        label={intl.formatMessage(m.country)}
        value={value.dialCode}
        onChange={(event) => onChange({ ...value, dialCode: event.target.value })}
        disabled={disabled}
        sx={{ width: 104, flexShrink: 0 }}
        slotProps={{ select: { renderValue: (code) => String(code) } }}
      >
        {COUNTRIES.map((country) => (
          <MenuItem key={country.code} value={country.dial_code}>
            {`${country.name} (${country.dial_code})`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={intl.formatMessage(m.phone)}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={value.local}
        onChange={(event) => onChange({ ...value, local: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? undefined}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'gift-phone' } }}
      />
    </Stack>
  );
}
