import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';
import { LazyCheckbox } from './lazy-checkbox';
import { ControlLabel } from '../../../components/control-label';

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
      <ControlLabel
        control={<LazyCheckbox checked={checked} onChange={onChange} />}
        label={label ?? intl.formatMessage(m.terms)}
      />
      {error && (
        // FormHelperText's error paint, without FormHelperText (it would bring MUI's input stack to /login).
        <Typography variant="caption" component="p" color="error" sx={{ mt: '3px', textAlign: 'left' }}>
          {error}
        </Typography>
      )}
    </div>
  );
}
