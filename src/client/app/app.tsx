import { useState } from 'react';
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

/** The browser app: the providers around the router, with the API client wired to the session. */
export function App({ config, language, messages }: AppProps) {
  const [resources] = useState(() => {
    const store = createStore();
    configureApiClient({
      getToken: () => store.getState().session.token,
      onUnauthorized: () => store.dispatch(loggedOut()),
    });
    const queryClient = createQueryClient();
    startFromFirstScreen(queryClient, store.getState().session);
    resetCacheOnUserChange(queryClient, store);
    return {
      styleCache: createStyleCache(),
      theme: createTenantTheme(config.theme),
      queryClient,
      store,
      routes: createRoutes(config),
    };
  });
  return (
    <AppProviders config={config} language={language} messages={messages} resources={resources}>
      <BrowserRouter>
        <AppRoutes routes={resources.routes} />
      </BrowserRouter>
    </AppProviders>
  );
}
