import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Language, PublicTenantConfig } from '../../shared/tenant';
import { LanguageContext } from '../i18n/language-context';
import { LANGUAGE_LOCALES } from '../i18n/languages';
import type { Messages } from '../i18n/load-messages';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';
import { AppRoutes, createRoutes } from './routes';
import { configureApiClient } from '../api/fetcher';
import { resetCacheOnUserChange } from '../api/reset-on-session-change';
import { loggedOut } from '../state/session-slice';
import { createStore } from '../state/store';
import type { AppStore } from '../state/store';
import { startFromFirstScreen } from './first-screen';
import { createStyleCache } from './style-cache';

export interface AppProps {
  config: PublicTenantConfig;
  language: Language;
  messages: Messages;
}

export function createQueryClient(): QueryClient {
  // Server data only; a minute of freshness avoids refetch storms when tabs switch back and forth.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** What the providers hold for the life of the page. */
export interface AppResources {
  styleCache: EmotionCache;
  theme: Theme;
  queryClient: QueryClient;
  store: AppStore;
}

/**
 * All providers in one place: tenant, styles (with the page's CSP nonce), theme, language, server data and client
 * state. The browser app puts its router inside; the static shell (./static-shell.tsx) renders the same tree at
 * build time, so its first paint and the app's first render come from one set of components.
 */
export function AppProviders({
  config,
  language,
  messages,
  resources,
  children,
}: AppProps & { resources: AppResources; children: ReactNode }) {
  return (
    <TenantProvider config={config}>
      <CacheProvider value={resources.styleCache}>
        <ThemeProvider theme={resources.theme}>
          <CssBaseline />
          <LanguageContext.Provider value={language}>
            <IntlProvider locale={LANGUAGE_LOCALES[language]} defaultLocale="en" messages={messages}>
              <QueryClientProvider client={resources.queryClient}>
                <ReduxProvider store={resources.store}>{children}</ReduxProvider>
              </QueryClientProvider>
            </IntlProvider>
          </LanguageContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </TenantProvider>
  );
}

/** What the browser app holds for the life of the page, with its route table. */
export interface BrowserResources extends AppResources {
  routes: RouteObject[];
}

/**
 * Makes the browser app's resources before its first render: the store and the API client wired to its session, the
 * server data with the first screen's answers already in it, then the tenant's theme (MUI's createTheme), then the
 * style cache and the route table. `between` runs between those steps: the start-up (main.tsx) passes a new task, so
 * each step is a short task of its own instead of part of the first render's (docs/benchmarks.md, "Where issue 14
 * stands (session 17)").
 */
export async function createBrowserResources(
  config: PublicTenantConfig,
  between: () => Promise<void>,
): Promise<BrowserResources> {
  const store = createStore();
  configureApiClient({
    getToken: () => store.getState().session.token,
    onUnauthorized: () => store.dispatch(loggedOut()),
  });
  const queryClient = createQueryClient();
  startFromFirstScreen(queryClient, store.getState().session);
  resetCacheOnUserChange(queryClient, store);
  await between();
  const theme = createTenantTheme(config.theme);
  await between();
  return { styleCache: createStyleCache(), theme, queryClient, store, routes: createRoutes(config) };
}

/** The browser app: the providers around the router. */
export function App({ resources, ...props }: AppProps & { resources: BrowserResources }) {
  return (
    <AppProviders {...props} resources={resources}>
      <BrowserRouter>
        <AppRoutes routes={resources.routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
