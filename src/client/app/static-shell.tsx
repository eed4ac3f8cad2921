import createCache from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { Language, PublicTenantConfig } from '../../shared/tenant';
import { loadCatalogue } from '../i18n/load-catalogue';
import type { Messages } from '../i18n/load-messages';
import { AppShell } from '../shell/app-shell';
import { ScreenSkeleton } from '../shell/screen-skeleton';
import { createTenantTheme } from '../tenant/create-tenant-theme';
import type { SessionState } from '../state/session-slice';
import { createStore } from '../state/store';
import { AppProviders, createQueryClient } from './app';
import { AppRoutes } from './routes';

/** The static shell of a tenant's index.html: markup for `#root` and the one style element it needs. */
export interface StaticShell {
  /** The app shell (branded app bar, skeleton of the landing screen, tab bar) as HTML. */
  html: string;
  /** Every CSS rule the markup uses. */
  css: string;
  /**
   * emotion's names of those rules: index.html lists them in the style element's `data-emotion="css …"`, so the
   * app's emotion cache adopts the element at start and never inserts the same rules twice.
   */
  styleIds: string[];
}

/** The landing screen: every visitor who opens the bare link starts here (single-merchant tenants go on from it). */
const LANDING_PATH = '/home';

/** What one render in Node of the app's tree needs: the tenant, its language, the routes and the path to draw. */
export interface AppMarkupInput {
  config: PublicTenantConfig;
  language: Language;
  messages: Messages;
  routes: RouteObject[];
  path: string;
  /** The server data the render shows (an empty client draws loading states). */
  queryClient?: QueryClient;
  /** The member the screen is drawn for (a member's cart); anonymous when absent. */
  session?: SessionState;
}

/**
 * Renders the app's providers and routes at `path` to HTML for an anonymous visitor (or `session`'s member), with
 * every CSS rule the markup uses: the static shell of index.html (build time) and the server's first screen (./server-render.tsx) both come
 * from here, so their markup is what the app's own first render draws.
 */
export function renderAppMarkup({
  config,
  language,
  messages,
  routes,
  path,
  queryClient = createQueryClient(),
  session,
}: AppMarkupInput): StaticShell {
  const styleCache = createCache({ key: 'css' });
  // compat: emotion keeps each rule's text in `inserted` instead of writing <style> elements into the markup.
  styleCache.compat = true;
  const resources = {
    styleCache,
    theme: createTenantTheme(config.theme),
    queryClient,
    store: createStore(undefined, session),
  };
  const html = renderToString(
    <AppProviders config={config} language={language} messages={messages} resources={resources}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>,
  );
  const rules = Object.entries(styleCache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { html, css: rules.map(([, rule]) => rule).join(''), styleIds: rules.map(([id]) => id) };
}

/**
 * Renders, at build time in Node, what the app's first render shows on the landing screen before its chunk and data
 * arrive: the same AppShell and ScreenSkeleton components, in the tenant's theme and default language, for an
 * anonymous visitor. The pipeline writes it into index.html (src/pipeline/static-shell.ts), so the brand is
 * painted on the first round trip; the app's first render then replaces it with the same frame.
 */
export async function renderStaticShell(config: PublicTenantConfig): Promise<StaticShell> {
  return renderAppMarkup({
    config,
    language: config.defaultLanguage,
    messages: await loadCatalogue(config.defaultLanguage),
    routes: [{ element: <AppShell />, children: [{ path: '*', element: <ScreenSkeleton /> }] }],
    path: LANDING_PATH,
  });
}
