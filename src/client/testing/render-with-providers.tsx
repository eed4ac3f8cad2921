import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { PublicTenantConfig } from '../../shared/tenant';
import { createStore } from '../state/store';
import { TenantProvider } from '../tenant/tenant-context';

/**
 * Test helper: a component with server data, English messages, the store and a router (no retries); with `tenant`,
 * under that tenant's config, and with `path`, at that address.
 */
export function renderWithProviders(
  ui: ReactElement,
  storage: Storage = window.localStorage,
  options: { tenant?: PublicTenantConfig; path?: string } = {},
) {
  const store = createStore(storage);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <IntlProvider locale="en" defaultLocale="en">
      <QueryClientProvider client={client}>
        <ReduxProvider store={store}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
        </ReduxProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
  const view = render(options.tenant ? <TenantProvider config={options.tenant}>{tree}</TenantProvider> : tree);
  return { ...view, store, client };
}

/** An answer other than 200 for fakeFetch: `httpReply(409, { code, message })`. */
export class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}
export const httpReply = (status: number, body: unknown) => new HttpReply(status, body);

/** A fetch stand-in answering JSON by path (200, or an httpReply's status); records every URL asked for. */
export function fakeFetch(answer: (url: URL, init: RequestInit | undefined) => unknown) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://test.localhost');
    calls.push({ url, init });
    const answered = answer(url, init);
    const { status, body } = answered instanceof HttpReply ? answered : { status: 200, body: answered };
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
