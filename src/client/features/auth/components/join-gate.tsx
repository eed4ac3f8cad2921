import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { joinFlowAction } from '../../../../shared/rules';
import { loggedOut } from '../../../state/session-slice';
import { toastShown } from '../../../state/ui-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useTenant } from '../../../tenant/tenant-context';
import { logOut } from '../../../api/auth';
import { useJoinMerchant, useMerchant, useMerchantTerms } from '../../../api/merchants';
import { errorText } from '../error-message';
import { authMessages as m } from '../messages';
import { clearSignupToken, currentSignupToken } from '../signup-token';

/** Query parameter of a referral link; cleared once the member has joined (seed 000 §4). */
const REFERRAL_PARAM = 'referralCode';

/**
 * The join flow of seed 000 §4, mounted once by the app shell. A member on the merchant's own site (its subdomain,
 * so they always "arrived to join") whose merchant reports not joined gets the non-closable terms popup; accepting
 * joins, reloads merchant and user, and clears the referral code. When the merchant needs a sign-up token and the
 * link had none: 'You are need to have sign up token to join this merchant', then logout after 3 s.
 */
export function JoinGate() {
  const tenant = useTenant();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isMember = useAppSelector((s) => s.session.role) === 'member';
  // Joined or not depends on who asks: the app drops cached answers when the signed-in user changes.
  const joinState = useMerchant(tenant.id, { enabled: isMember });
  const [signupToken] = useState(() => currentSignupToken(location.search, window.sessionStorage));
  const join = useJoinMerchant();

  const action =
    isMember && joinState.data
      ? joinFlowAction({
          loggedIn: true,
          joined: joinState.data.joined,
          arrivedToJoin: true,
          signupTokenRequired: tenant.login.signupTokenRequired,
          hasSignupToken: Boolean(signupToken),
        })
      : { kind: 'none' as const };
  const terms = useMerchantTerms(tenant.id, { enabled: action.kind === 'acceptTerms' });

  const logoutDelayMs = action.kind === 'logout' ? action.delayMs : null;
  useEffect(() => {
    if (logoutDelayMs === null) return undefined;
    const timer = window.setTimeout(() => {
      void logOut().catch(() => undefined);
      dispatch(loggedOut());
    }, logoutDelayMs);
    return () => window.clearTimeout(timer);
  }, [logoutDelayMs, dispatch]);

  if (action.kind === 'none') return null;

  const accept = () =>
    join.mutate(
      { merchantId: tenant.id, ...(signupToken && { signupToken }) },
      {
        onSuccess: () => {
          clearSignupToken(window.sessionStorage);
          const params = new URLSearchParams(location.search);
          if (params.has(REFERRAL_PARAM)) {
            params.delete(REFERRAL_PARAM);
            const search = params.toString();
            navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
          }
          dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.joined, { name: tenant.name }) }));
        },
      },
    );

  const message = intl.formatMessage(action.kind === 'logout' ? m.signupTokenRequired : m.notJoined);
  // No onClose: neither Escape nor a backdrop click closes it (non-closable, §4).
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="join-title" data-testid="join-popup">
      <DialogTitle id="join-title">{intl.formatMessage(m.joinTitle, { name: tenant.name })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity={action.kind === 'logout' ? 'error' : 'info'} sx={{ mb: 2 }}>
          {message}
        </Alert>
        {action.kind === 'acceptTerms' &&
          (terms.isPending ? (
            <CircularProgress aria-label={intl.formatMessage(m.joinTitle, { name: tenant.name })} />
          ) : terms.data ? (
            <div data-testid="merchant-terms">
              <SanitizedHtml html={terms.data} sx={{ '& h1, & h2, & h3': { fontSize: '1.1rem', mt: 0 } }} />
            </div>
          ) : (
            <Typography color="text.secondary">{intl.formatMessage(m.noTerms)}</Typography>
          ))}
        {join.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(intl, join.error)}
          </Alert>
        )}
      </DialogContent>
      {action.kind === 'acceptTerms' && (
        <DialogActions>
          <Button variant="contained" onClick={accept} disabled={join.isPending || terms.isPending}>
            {intl.formatMessage(m.acceptJoin)}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
