import { Suspense, lazy, useMemo } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { PublicTenantConfig } from '../../shared/tenant';
import type { ScreenId } from '../layouts/screens';
import { featureRoutes } from '../features';
import { IndexRedirect } from './index-redirect';
import type { FeatureRoute } from '../lib/feature-route';
import { RequireLogin } from '../shell/require-login';
import { routeCandidates } from './route-candidates';
import { AppShell } from '../shell/app-shell';
import { RouteTableContext } from '../shell/route-handle';
import type { RouteHandle } from '../shell/route-handle';
import { ScreenSkeleton } from '../shell/screen-skeleton';
import { ScreenView } from '../shell/screen-view';

// Like a screen, the 404 page loads when shown: its MUI components are no first screen's.
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ '../shell/not-found-page').then((page) => ({
    default: page.NotFoundPage,
  })),
);

interface ScreenRoute {
  path: string;
  screen: ScreenId;
  handle?: RouteHandle;
}

/**
 * The shell's own routes: the screens whose variant the tenant's layout chooses (food, retail, default). Every other
 * path of seed 000 section 2 is a feature route (src/client/features/index.ts); a feature route with the same path
 * as one of these replaces it.
 */
export const SCREEN_ROUTES: ScreenRoute[] = [
  { path: 'home', screen: 'home' },
  { path: 'merchant-detail/:merchantId/*', screen: 'merchant-detail' },
];

/** Route objects for a tenant: in single-merchant mode /home goes straight to the tenant's merchant page. */
export function createRoutes(tenant: Pick<PublicTenantConfig, 'id' | 'singleMerchant'>): RouteObject[] {
  const merchantPage = `/merchant-detail/${tenant.id}`;
  const claimed = new Set(featureRoutes.map((route) => route.path));
  const routes: FeatureRoute[] = [...SCREEN_ROUTES.filter((route) => !claimed.has(route.path)), ...featureRoutes];
  const children: RouteObject[] = routes.map(({ path, screen, handle, requiresLogin }) =>
    screen === 'home' && tenant.singleMerchant
      ? { path, element: <Navigate to={merchantPage} replace /> }
      : {
          path,
          handle,
          element: requiresLogin ? (
            <RequireLogin>
              <ScreenView screen={screen} />
            </RequireLogin>
          ) : (
            <ScreenView screen={screen} />
          ),
        },
  );
  return [
    {
      element: <AppShell />,
      children: [
        { index: true, element: <IndexRedirect /> },
        ...children,
        {
          path: '*',
          element: (
            <Suspense fallback={<ScreenSkeleton />}>
              <NotFoundPage />
            </Suspense>
          ),
          handle: { notFound: true } satisfies RouteHandle,
        },
      ],
    },
  ];
}

/**
 * Renders the route table in react-router's declarative mode (inside a `<BrowserRouter>` or `<MemoryRouter>`): the
 * app uses no loaders, actions or blockers, so the data router (~35 KB gzip) is not shipped. Only the routes that can
 * match the location are handed to react-router (./route-candidates.ts), and the shell reads the matched routes'
 * handles from the same few (RouteTableContext).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const candidates = useMemo(() => routeCandidates(routes, pathname), [routes, pathname]);
  const element = useRoutes(candidates);
  return <RouteTableContext.Provider value={candidates}>{element}</RouteTableContext.Provider>;
}
