import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { setUnreadCount } from '../../../api/notifications';
import { loggedIn, loggedOut } from '../../../state/session-slice';
import { useAppDispatch } from '../../../state/store';
import { fetchProfile } from '../../../api/profile';
import { AuthPage } from '../components/auth-page';
import { errorText } from '../error-message';
import { authMessages as m } from '../messages';
import { redirectTarget, roleOf, sessionUser } from '../session';

/**
 * /social-login and /third-party (seed 000 §4 and §8): the provider sends the user back with ?token=…; the token is
 * saved and the profile refreshed. Without a token and with success=false: 'Can't login with social account or no
 * social login linked!'.
 */
export default function SocialCallbackScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [error, setError] = useState<string | null>(
    token ? null : intl.formatMessage(params.get('success') === 'false' ? m.socialFailed : m.somethingWentWrong),
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // Save the token first so the profile call carries it; the role and badge come from the profile.
    dispatch(loggedIn({ token, role: 'member', user: { id: '', profileIncomplete: false } }));
    fetchProfile()
      .then((user) => {
        dispatch(loggedIn({ token, role: roleOf(user), user: sessionUser(user) }));
        void setUnreadCount(queryClient, user.unreadNotification ?? 0);
        navigate(redirectTarget(`?${params.toString()}`), { replace: true });
      })
      .catch((failure: unknown) => {
        dispatch(loggedOut());
        setError(errorText(intl, failure));
      });
  }, [token, dispatch, queryClient, navigate, params, intl]);

  return (
    <AuthPage heading={intl.formatMessage(m.socialHeading)}>
      {error ? (
        <>
          <Alert severity="error" role="alert">
            {error}
          </Alert>
          <Button variant="contained" component={RouterLink} to="/login">
            {intl.formatMessage(m.backToLogin)}
          </Button>
        </>
      ) : (
        <CircularProgress sx={{ alignSelf: 'center' }} aria-label={intl.formatMessage(m.socialHeading)} />
      )}
    </AuthPage>
  );
}
