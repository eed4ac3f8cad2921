import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { Session } from '../../../../api/auth';
import { useAppSelector } from '../../../../state/store';
import { useTenant } from '../../../../tenant/tenant-context';
import { AuthPage, useCompleteLogin } from '../../../auth';
import { orderFlowPath } from '../../lib/paths';
import { GuestLoginForm } from '../components/guest-login-form';
import { MemberLoginForm } from '../components/member-login-form';
import { afterQuickLoginPath } from '../lib/after-login';
import { quickLoginMessages as m } from '../messages';

type QuickTab = 'member' | 'guest';

/**
 * /order/q-login/:merchantId (seed 002 §2 Quick login): where signed-out visitors of the ordering screens log in
 * without leaving the order. Member login by one-time PIN, and Guest login where the merchant allows guests; a
 * merchant without guests sends visitors to the full /login, and anyone signed in goes on to the merchant page.
 */
export default function QuickLoginScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const merchantId = useParams().merchantId ?? '';
  const signedIn = useAppSelector((state) => state.session.role !== 'anonymous');
  // Only who arrives signed in is sent on here; a login made on this screen leads where afterQuickLoginPath says.
  const [signedInOnArrival] = useState(signedIn);
  const completeLogin = useCompleteLogin();
  const [tab, setTab] = useState<QuickTab>('member');
  const guestType = tenant.guest.loginType;

  if (signedInOnArrival) return <Navigate to={orderFlowPath(merchantId)} replace />;
  if (guestType === 'none') return <Navigate to="/login" replace />;

  const loggedIn = (session: Session) =>
    completeLogin(session, { to: afterQuickLoginPath(window.localStorage, merchantId) });

  return (
    <AuthPage heading={intl.formatMessage(m.title)}>
      <Tabs value={tab} onChange={(_event, next: QuickTab) => setTab(next)} variant="fullWidth">
        <Tab value="member" label={intl.formatMessage(m.memberTab)} />
        <Tab value="guest" label={intl.formatMessage(m.guestTab)} />
      </Tabs>
      {tab === 'member' ? (
        <MemberLoginForm merchantId={merchantId} onLoggedIn={loggedIn} />
      ) : (
        <GuestLoginForm loginType={guestType} emailDomains={tenant.login.preferredEmailDomains} onLoggedIn={loggedIn} />
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Button component={RouterLink} to="/home">
          {intl.formatMessage(m.home)}
        </Button>
        <Link component={RouterLink} to="/login">
          {intl.formatMessage(m.fullLogin)}
        </Link>
      </Stack>
    </AuthPage>
  );
}
