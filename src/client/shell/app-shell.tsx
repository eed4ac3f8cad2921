import { Suspense, lazy } from 'react';
import { styled } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/language-context';
import { JoinGate } from '../features/auth';
import { InstallPrompt } from '../pwa/install-prompt';
import { useTenant } from '../tenant/tenant-context';
import { Header } from './header';
import { useAppSelector } from '../state/store';
import { useRouteHandle } from './route-handle';
import { TabBar, useTabBarHeight } from './tab-bar';
import { isTabBarVisible } from './tab-rules';
import { ToastBanner } from './toast-banner';

// The phone-width column (MUI's `<Container maxWidth="sm" disableGutters>`, drawn with the theme: the shell is on
// every first load, and the first screens need neither Container nor Box).
const ShellColumn = styled('div')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '100dvh',
  marginLeft: 'auto',
  marginRight: 'auto',
  [theme.breakpoints.up('sm')]: { maxWidth: theme.breakpoints.values.sm },
  backgroundColor: theme.palette.background.default,
}));

const ScreenArea = styled('main')({ flexGrow: 1 });

const LiveUpdates = lazy(() => import(/* webpackChunkName: "live-updates" */ './live-updates'));

/** The frame around every screen: a phone-width column (MUI `sm`), header, banner, content and tab bar. */
export function AppShell() {
  const tenant = useTenant();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { notFound = false, bare = false } = useRouteHandle();
  const tabBarHeight = useTabBarHeight();
  const isMember = useAppSelector((state) => state.session.role === 'member');
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const showTabs = isTabBarVisible({ pathname, singleMerchant: tenant.singleMerchant, notFound });
  if (bare)
    return (
      <ShellColumn as="main">
        <ToastBanner />
        <Outlet />
      </ShellColumn>
    );
  return (
    <ShellColumn sx={{ display: 'flex', flexDirection: 'column' }}>
      <Header language={language} />
      <ToastBanner />
      <ScreenArea sx={{ pb: showTabs ? `${tabBarHeight + 16}px` : 2 }}>
        <Outlet />
      </ScreenArea>
      {showTabs && <TabBar />}
      <InstallPrompt />
      {/* Live updates ride on the session's socket: visitors have none, and never load their chunk. */}
      {signedIn && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
      {/* Only a member can be asked to join: visitors never load the popup's chunk. */}
      {isMember && (
        <Suspense fallback={null}>
          <JoinGate />
        </Suspense>
      )}
    </ShellColumn>
  );
}
