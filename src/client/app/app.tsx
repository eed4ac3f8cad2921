import { useState } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Language, PublicTenantConfig } from '../../shared/tenant';
import { LanguageContext } from '../i18n/language-context';
import { LANGUAGE_LOCALES } from '../i18n/languages';
import type { Messages } from '../i18n/load-messages';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';
import { createAppRouter } from './routes';
import { configureApiClient } from '../api/fetcher';
import { resetCacheOnUserChange } from '../api/reset-on-session-change';
import { loggedOut } from '../state/session-slice';
import { createStore } from '../state/store';
import { createStyleCache } from './style-cache';

export interface AppProps {
  config: PublicTenantConfig;
  language: Language;
  messages: Messages;
}

function createQueryClient(): QueryClient {
  // Server data only; a minute of freshness avoids refetch storms when tabs switch back and forth.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}

/** All providers in one place: tenant, styles (with the page's CSP nonce), theme, language, server data, client state and the router. */
export function App({ config, language, messages }: AppProps) {
  const [resources] = useState(() => {
    const store = createStore();
    configureApiClient({
      getToken: () => store.getState().session.token,
      onUnauthorized: () => store.dispatch(loggedOut()),
    });
    const queryClient = createQueryClient();
    resetCacheOnUserChange(queryClient, store);
    return {
      styleCache: createStyleCache(),
      theme: createTenantTheme(config.theme),
      queryClient,
      store,
      router: createAppRouter(config),
    };
  });
  return (
    <TenantProvider config={config}>
      <CacheProvider value={resources.styleCache}>
        <ThemeProvider theme={resources.theme}>
          <CssBaseline />
          <LanguageContext.Provider value={language}>
            <IntlProvider locale={LANGUAGE_LOCALES[language]} defaultLocale="en" messages={messages}>
              <QueryClientProvider client={resources.queryClient}>
                <ReduxProvider store={resources.store}>
                  <RouterProvider router={resources.router} />
                </ReduxProvider>
              </QueryClientProvider>
            </IntlProvider>
          </LanguageContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </TenantProvider>
  );
}
