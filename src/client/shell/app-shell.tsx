import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
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
      <Container
        maxWidth="sm"
        disableGutters
        component="main"
        sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}
      >
        <ToastBanner />
        <Outlet />
      </Container>
    );
  return (
    <Container
      maxWidth="sm"
      disableGutters
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
    >
      <Header language={language} />
      <ToastBanner />
      <Box component="main" sx={{ flexGrow: 1, pb: showTabs ? `${tabBarHeight + 16}px` : 2 }}>
        <Outlet />
      </Box>
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
    </Container>
  );
}
