import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { PublicTenantConfig } from '../../shared/tenant';
import { createRoutes } from '../app/routes';
import { createStore } from '../app/store';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import { TenantProvider } from '../tenant/tenant-context';

/** Renders the real route table at a path with the app's providers (English, in-memory history). */
export function renderApp(config: PublicTenantConfig, path: string, storage: Storage = window.localStorage) {
  const store = createStore(storage);
  const router = createMemoryRouter(createRoutes(config), { initialEntries: [path] });
  const view = render(
    <TenantProvider config={config}>
      <ThemeProvider theme={createTenantTheme(config.theme)}>
        <IntlProvider locale="en" defaultLocale="en">
          <ReduxProvider store={store}>
            <RouterProvider router={router} />
          </ReduxProvider>
        </IntlProvider>
      </ThemeProvider>
    </TenantProvider>,
  );
  return { ...view, router, store };
}
