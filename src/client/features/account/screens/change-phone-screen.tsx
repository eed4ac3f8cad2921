import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { normalizePhone } from '../../../../shared/auth/identity';
import { VerifyFlow } from '../components/verify-flow';
import { accountMessages as m } from '../messages';

/** The expiry the popup passed on, in seconds; null when missing or not a positive whole number. */
function expiresInOf(raw: string | null): number | null {
  const seconds = Number(raw);
  return raw !== null && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * /change_phone?phone=…&expiresIn=…: the code step of the change-mobile-number popup, counting down from the expiry
 * the server gave the popup. Without a valid expiry (an old or hand-typed link) the member asks for a code here.
 */
export default function ChangePhoneScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const phone = normalizePhone(params.get('phone') ?? '');
  if (!phone) return <Navigate to="/profile" replace />;
  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {intl.formatMessage(m.changePhone)}
      </Typography>
      <VerifyFlow kind="phone" value={phone} sentExpiresIn={expiresInOf(params.get('expiresIn'))} />
    </Paper>
  );
}
