import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import type { PublicTenantConfig } from '../../shared/tenant';
import { AppRoutes, createRoutes } from '../app/routes';
import { createStore } from '../state/store';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';

/** Where the in-memory history is now; `current` follows every navigation. */
export interface LocationRef {
  current: Location;
}

function LocationProbe({ into }: { into: LocationRef }) {
  into.current = useLocation();
  return null;
}

/** Renders the real route table at a path with the app's providers (English, in-memory history). */
export function renderApp(config: PublicTenantConfig, path: string, storage: Storage = window.localStorage) {
  const store = createStore(storage);
  // Fresh server-data cache per render, no retries: a failing request shows its error at once in tests.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = {} as LocationRef;
  const view = render(
    <TenantProvider config={config}>
      <ThemeProvider theme={createTenantTheme(config.theme)}>
        <IntlProvider locale="en" defaultLocale="en">
          <QueryClientProvider client={queryClient}>
            <ReduxProvider store={store}>
              <MemoryRouter initialEntries={[path]}>
                <LocationProbe into={location} />
                <AppRoutes routes={createRoutes(config)} />
              </MemoryRouter>
            </ReduxProvider>
          </QueryClientProvider>
        </IntlProvider>
      </ThemeProvider>
    </TenantProvider>,
  );
  return { ...view, location, store, queryClient };
}
