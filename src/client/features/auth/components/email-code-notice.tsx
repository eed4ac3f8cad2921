import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { authMessages as m } from '../messages';

/** 'OTP sent to email' above the code field when the code went by e-mail (seed 000 §4); nothing for a phone. */
export function EmailCodeNotice({ show }: { show: boolean }) {
  const intl = useIntl();
  if (!show) return null;
  return (
    <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
      {intl.formatMessage(m.otpSentToEmail)}
    </Typography>
  );
}
