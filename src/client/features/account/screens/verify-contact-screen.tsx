import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { useProfile } from '../../../api/profile';
import { VerifyFlow } from '../components/verify-flow';
import { accountMessages as m } from '../messages';

/** /profile/otp/{type}: verify the profile's e-mail or phone; already verified (or an unknown type) → /profile_detail. */
export default function VerifyContactScreen() {
  const intl = useIntl();
  const { type } = useParams();
  const profile = useProfile();
  if (type !== 'email' && type !== 'phone') return <Navigate to="/profile_detail" replace />;
  if (profile.isPending) return <CircularProgress sx={{ m: 4 }} aria-label={intl.formatMessage(m.loading)} />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  const user = profile.data;
  const verified = type === 'email' ? user.isEmailVerified : user.isPhoneVerified;
  const value = type === 'email' ? user.email : user.phone;
  if (verified) return <Navigate to="/profile_detail" replace />;
  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2 }}>
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {intl.formatMessage(type === 'email' ? m.verifyEmailTitle : m.verifyPhoneTitle)}
      </Typography>
      {value ? (
        <VerifyFlow kind={type} value={value} sentExpiresIn={null} />
      ) : (
        <Alert severity="info">{intl.formatMessage(m.noContact)}</Alert>
      )}
    </Paper>
  );
}
