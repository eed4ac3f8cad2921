import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { decodePosPhone } from '../../../../shared/rules';
import { toastShown } from '../../../state/ui-slice';
import { useAppDispatch } from '../../../state/store';
import { isApiError } from '../../../api/api-error';
import { usePosLogin, usePosPhoneCheck } from '../../../api/pos-sign-in';
import { ErrorAlert } from '../../../components/error-alert';
import { AuthPage } from '../components/auth-page';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';
import { errorText } from '../error-message';
import { identityQuery } from '../identity';
import { authMessages as m } from '../messages';
import { useCompleteLogin } from '../use-complete-login';

/**
 * /sign-in-with-pos/{phone} (seed 000 §2 and §4): the phone comes base64 encoded from the point of sale. The phone
 * is checked, then the member signs in with a password and its confirmation ('Password doesn't match'). An
 * unverified phone gets 'Not verified, Please tell OTP code to the cashier' and a link to the code page; a failed
 * phone check opens a blocking reload modal.
 */
export default function PosSignInScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const completeLogin = useCompleteLogin();
  const { phone: segment } = useParams();
  const decoded = decodePosPhone(segment);
  const phone = decoded.ok ? decoded.phone : null;
  const check = usePosPhoneCheck(phone);
  const login = usePosLogin();
  const newPassword = useNewPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [notVerified, setNotVerified] = useState(false);
  const heading = intl.formatMessage(m.posHeading);

  if (!decoded.ok) {
    return (
      <AuthPage heading={heading}>
        <Alert severity="error">{decoded.error}</Alert>
        <Button variant="contained" component={RouterLink} to="/login">
          {intl.formatMessage(m.backToLogin)}
        </Button>
      </AuthPage>
    );
  }
  const fullPhone = decoded.phone.startsWith('+') ? decoded.phone : `+${decoded.phone}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.validate()) return;
    setFormError(null);
    login.mutate(
      { phone: fullPhone, password: newPassword.password, passwordConfirmation: newPassword.confirmation },
      {
        onSuccess: (session) => completeLogin(session),
        onError: (error) => {
          if (isApiError(error) && error.code === 'NOT_VERIFIED') {
            setNotVerified(true);
            dispatch(toastShown({ type: 'warning', message: intl.formatMessage(m.posNotVerified) }));
          } else setFormError(errorText(intl, error));
        },
      },
    );
  };

  return (
    <AuthPage heading={heading} lead={intl.formatMessage(m.posLead, { phone: fullPhone })}>
      <Dialog open={check.isError} aria-describedby="pos-check-failed">
        <DialogContent>
          <DialogContentText id="pos-check-failed">{intl.formatMessage(m.posCheckFailed)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {intl.formatMessage(m.reload)}
          </Button>
        </DialogActions>
      </Dialog>
      {check.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={heading} />}
      {check.data && !check.data.exists && (
        <>
          <Alert severity="info">{intl.formatMessage(m.posNoMember)}</Alert>
          <Button variant="contained" component={RouterLink} to={`/signup?${identityQuery({ phone: fullPhone })}`}>
            {intl.formatMessage(m.createAccount)}
          </Button>
        </>
      )}
      {notVerified && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              component={RouterLink}
              to={`/vend-otp?${identityQuery({ phone: fullPhone })}`}
            >
              {intl.formatMessage(m.posVerifyNow)}
            </Button>
          }
        >
          {intl.formatMessage(m.posNotVerified)}
        </Alert>
      )}
      <ErrorAlert message={formError} />
      {check.data?.exists && (
        <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
          <NewPasswordFields
            state={newPassword}
            label={intl.formatMessage(m.password)}
            autoComplete={check.data.hasPassword ? 'current-password' : 'new-password'}
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {intl.formatMessage(m.logIn)}
          </Button>
        </Stack>
      )}
    </AuthPage>
  );
}
