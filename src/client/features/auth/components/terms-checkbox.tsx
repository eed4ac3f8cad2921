import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

/**
 * The terms box shown when the merchant requires it at login (tenant login.termsOnLogin); `label` replaces the
 * wording where a screen's spec names its own (quick login).
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  label?: string;
}) {
  const intl = useIntl();
  return (
    <div>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label={label ?? intl.formatMessage(m.terms)}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}
