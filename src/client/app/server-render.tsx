/**
 * The first screen with its data, rendered in Node by the server (src/server/modules/first-render, which loads this
 * module by path as the pipeline loads ./static-shell.tsx): the same routes, screens and providers as the app, for
 * an anonymous visitor (or, on a member's screen, the member of the session cookie), with the query answers the
 * screen showed so the app's first render draws the same thing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { defaultShouldDehydrateQuery, dehydrate, skipToken, type Query } from '@tanstack/react-query';
import type { Language, PublicTenantConfig } from '../../shared/tenant';
import { ApiError } from '../api/api-error';
import { configureApiClient } from '../api/fetcher';
import { fetchProfile } from '../api/profile';
import { roleOf, sessionUser } from '../features/auth/session';
import type { SessionState } from '../state/session-slice';
import { loadCatalogue } from '../i18n/load-catalogue';
import { createQueryClient } from './app';
import { firstScreenOf, preloadFirstScreen, type FirstScreenState } from './first-screen';
import { createRoutes } from './routes';
import { renderAppMarkup, type StaticShell } from './static-shell';

export interface FirstScreenRequest {
  config: PublicTenantConfig;
  /** The path the visitor opened (no query string). */
  path: string;
  /** Its query string (`?outlet=…`), read by a member's screen; the anonymous ones are drawn without it. */
  search?: string;
  language: Language;
  /**
   * Answers the screen's API calls (`/api/…`) for this tenant: the server's own routes, as an anonymous visitor or,
   * with `token`, as its member.
   */
  fetch: typeof fetch;
  /** The session cookie's token (src/shared/auth/session-cookie.ts): a member's screen is drawn only with one. */
  token?: string;
}

export interface FirstScreen extends StaticShell {
  /** The answers the markup shows, for the app's query client (`startFromFirstScreen`), and whose they are. */
  state: FirstScreenState;
  /**
   * React's `<link rel="preload">`s of the images the screen asks for first (`fetchPriority="high"`: the largest
   * element): they belong in <head>, where the browser finds them before it parses the body. Its hints for the other
   * images are dropped: those <img>s are in the markup already, and a preload would compete with the first.
   */
  preloads: string[];
}

/**
 * The API of the render in progress (several tenants' renders may overlap, each with its own) and, while a query
 * fetches, that query: a render only reads, so a query that asks for more (a POST that reads, such as the cart's
 * suggestions) is noted in `refused` and left out of the handed-over answers, for the app to ask itself.
 */
interface RenderApi {
  fetch: typeof fetch;
  refused: Set<Query>;
  query?: Query;
}
const currentApi = new AsyncLocalStorage<RenderApi>();
configureApiClient({
  getToken: () => null,
  onUnauthorized: () => undefined,
  fetch: (input, init) => {
    const api = currentApi.getStore();
    if (!api) throw new Error(`no API to answer ${String(input)} outside a first-screen render`);
    if ((init?.method ?? 'GET') !== 'GET') {
      if (api.query) api.refused.add(api.query);
      return Promise.reject(new Error(`a first screen only reads: ${init?.method} ${String(input)}`));
    }
    return api.fetch(input, init);
  },
});

/** Renders after the first one: each fetches what the last one asked for (a query may wait on another's answer). */
const MAX_FETCH_ROUNDS = 3;

function isWaiting(query: Query): boolean {
  // `enabled` is an observer option; the query keeps the options of the observer that built it.
  const { enabled, queryFn } = query.options as typeof query.options & {
    enabled?: boolean | ((query: Query) => boolean);
  };
  const isEnabled = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return isEnabled && queryFn !== skipToken && query.state.status === 'pending';
}

/** React's resource hints at the start of renderToString's output, before the tree's own markup. */
const LEADING_LINKS = /^(?:<link [^>]*\/>)+/;
const LINK = /<link [^>]*\/>/g;

/**
 * The member of the token, as the app stores them after a login (features/auth/session.ts), or null when the API
 * refuses the token (expired, revoked, another tenant's).
 */
async function memberOf(request: FirstScreenRequest, token: string): Promise<SessionState | null> {
  try {
    const user = await currentApi.run({ fetch: request.fetch, refused: new Set() }, fetchProfile);
    return { token, role: roleOf(user), user: sessionUser(user) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Renders `path` of the tenant with its data, or null when the path is not one the server renders (a member's
 * screen without a valid token included). Throws when a query of the screen fails (the page then keeps its static
 * shell and the app shows its own error).
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { config, path, language, token } = request;
  const found = firstScreenOf(config, path);
  if (!found || (found.member && !token)) return null;
  const session = found.member && token ? await memberOf(request, token) : undefined;
  if (session === null) return null;
  const [messages] = await Promise.all([loadCatalogue(language), preloadFirstScreen(config, path)]);
  const queryClient = createQueryClient();
  // One answer per query: a failed one fails the render at once instead of waiting for a retry.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = createRoutes(config);
  const api: RenderApi = { fetch: request.fetch, refused: new Set() };
  for (let round = 0; ; round++) {
    const location = found.member ? `${path}${request.search ?? ''}` : path;
    // Within the render's API too: a screen may start a read while it renders (the cart's early reads).
    const markup = currentApi.run(api, () =>
      renderAppMarkup({ config, language, messages, routes, path: location, queryClient, session }),
    );
    const queries = queryClient.getQueryCache().getAll();
    const failed = queries.find((query) => query.state.status === 'error');
    if (failed) throw new Error(`${JSON.stringify(failed.queryKey)} failed: ${String(failed.state.error)}`);
    const waiting = queries.filter(isWaiting);
    if (waiting.length === 0) {
      const links = LEADING_LINKS.exec(markup.html)?.[0] ?? '';
      const preloads = (links.match(LINK) ?? []).filter((link) => link.includes('fetchPriority="high"'));
      const answers = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !api.refused.has(query),
      });
      const state: FirstScreenState = { ...answers, ...(session && { member: session.user?.id }) };
      return { ...markup, html: markup.html.slice(links.length), state, preloads };
    }
    if (round === MAX_FETCH_ROUNDS)
      throw new Error(`${path}: queries still waiting after ${MAX_FETCH_ROUNDS} rounds of fetches`);
    await Promise.all(waiting.map((query) => currentApi.run({ ...api, query }, () => query.fetch().catch(() => null))));
  }
}
