import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput } from '../../../components/text-input';
import { createSvgIcon } from '@mui/material/utils';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

const EyeIcon = createSvgIcon(
  <path d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17a5 5 0 1 1 0-10 5 5 0 0 1 0 10m0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6" />,
  'Eye',
);

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete?: 'current-password' | 'new-password';
  disabled?: boolean;
}

/** Password with a show / hide button (the login form's showPassword field). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete = 'current-password',
  disabled,
}: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
      disabled={disabled}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={intl.formatMessage(shown ? m.hidePassword : m.showPassword)}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
              >
                <EyeIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
