import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate, useSearchParams } from 'react-router-dom';
import { normalisePhone } from '../components/phone-dialog';
import { VerifyFlow } from '../components/verify-flow';
import { accountMessages as m } from '../messages';

/** /change_phone?phone=…: the code step of the change-mobile-number popup (the code was sent by the popup). */
export default function ChangePhoneScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const phone = normalisePhone(params.get('phone') ?? '');
  if (!phone) return <Navigate to="/profile" replace />;
  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {intl.formatMessage(m.changePhone)}
      </Typography>
      <VerifyFlow kind="phone" value={phone} alreadySent />
    </Paper>
  );
}
