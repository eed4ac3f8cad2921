/**
 * Server-rendered first screens (issue 14, docs/contract.md "First paint"): a navigation to /home or
 * /merchant-detail/:id gets the real screen with its data in index.html, for an anonymous visitor, so its largest
 * element paints without waiting for the app's JavaScript and API calls. A navigation to a cart that carries a
 * member's session cookie (src/shared/auth/session-cookie.ts) gets that member's cart, drawn for this request alone
 * (./member-first-screen.ts).
 *
 * The markup comes from the app's own components (src/client/app/server-render.tsx, loaded by path as the pipeline
 * loads the static shell), its data from the API's own routes (injected, so the public read caches answer). Renders
 * are kept in the tenant's public read cache, keyed by path, language and build of the page: a write that changes
 * what visitors see (merchant, promotion, …) clears them with the API answers they came from. A render that fails
 * or takes too long leaves the page as built (the static shell): never a 5xx, never another tenant's page.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadClientFunction } from '../../../pipeline/static-shell';
import type { TenantReadCache } from '../../lib/tenant-read-cache';
import { composePage, pageConfig, type RenderedScreen } from './compose-page';
import { memberScreenToken } from './member-first-screen';
import { menuFirstScreenStore } from './menu-first-screen';

/** The renderer module, relative to the repository root. */
export const FIRST_SCREEN_MODULE = 'src/client/app/server-render.tsx';

type RenderFirstScreen = (request: {
  config: unknown;
  path: string;
  search?: string;
  language: string;
  fetch: typeof fetch;
  token?: string;
}) => Promise<RenderedScreen | null>;

export interface FirstRenderOptions {
  /** The repository whose src/client renders (default: this checkout). */
  rootDir?: string;
  /**
   * How long a navigation waits for a render before it gets the static shell (the render goes on, and is kept).
   * Read at each navigation.
   */
  timeoutMs?: number;
  /** The renderer, instead of loading FIRST_SCREEN_MODULE (tests). */
  render?: RenderFirstScreen;
}

const DEFAULT_TIMEOUT_MS = 1500;
const REPOSITORY_ROOT = path.resolve(__dirname, '../../../..');

/**
 * A fetch that answers `/api/…` GETs from the app's own routes, as an anonymous visitor of the host's tenant or, with
 * `token`, as its member (the API checks the token as for any request: bearer only).
 */
function apiOf(app: FastifyInstance, host: string, token?: string): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    // A render only reads: anything else would be a bug in a screen, not a request to forward.
    if (method !== 'GET' || !url.startsWith('/api/')) throw new Error(`a first screen may only GET /api/…: ${url}`);
    const headers = { host, accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) };
    const answer = await app.inject({ method: 'GET', url, headers });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface FirstRender {
  /**
   * Where this navigation goes instead of its page, or null. A single-merchant tenant's /home is its merchant page:
   * the app's route redirects there as well, but only once its JavaScript has run, so without this the visitor (and
   * the largest paint) waits on a skeleton for the scripts, then for the merchant's data.
   */
  redirect(request: FastifyRequest, page: string): string | null;
  /**
   * The built page `page` (of mtime `pageVersion`) for this navigation, with its first screen in it when the path
   * has one and it renders in time; the page as built otherwise.
   */
  page(request: FastifyRequest, page: string, pageVersion: number): Promise<FirstPage>;
  /**
   * Loads the renderer ahead of the first navigation (at start: a few seconds), so no visitor's navigation is the one
   * that waits for it. Never rejects: without a renderer, pages keep their static shell.
   */
  warm(): Promise<void>;
}

/** A navigation's page, and what its answer's caching must know. */
export interface FirstPage {
  html: string;
  /** The page depends on the request's cookies (a member's screen: drawn with a valid session cookie only). */
  byCookie: boolean;
  /** The page carries one member's data: never kept by a shared cache. */
  personal: boolean;
}

export function createFirstRender(
  app: FastifyInstance,
  cache: TenantReadCache,
  options: FirstRenderOptions = {},
): FirstRender {
  let loading: Promise<RenderFirstScreen> | undefined;
  const renderer = () =>
    options.render
      ? Promise.resolve(options.render)
      : (loading ??= loadClientFunction<RenderFirstScreen>(
          options.rootDir ?? REPOSITORY_ROOT,
          FIRST_SCREEN_MODULE,
          'renderFirstScreen',
        ));

  return {
    redirect(request, page) {
      if (request.url.split('?')[0] !== '/home') return null;
      const config = pageConfig(page) as { id?: string; singleMerchant?: boolean } | null;
      // The same target as the app's route (src/client/app/routes.tsx), which keeps no query either.
      return config?.singleMerchant && config.id ? `/merchant-detail/${encodeURIComponent(config.id)}` : null;
    },
    async warm() {
      await renderer().catch((error: Error) => app.log.warn(`first screens stay static: ${error.message}`));
    },
    async page(request, page, pageVersion) {
      const built = { html: page, byCookie: false, personal: false };
      const config = pageConfig(page) as { defaultLanguage?: string } | null;
      if (!config?.defaultLanguage) return built;
      const pathname = request.url.split('?')[0];
      const search = request.url.slice(pathname.length);
      // The server cannot see a language chosen in the browser (localStorage): it renders the default one.
      const language = config.defaultLanguage;
      const member = memberScreenToken(request, pathname, search);
      let render: Promise<RenderedScreen | null>;
      if (member !== undefined) {
        // A member's screen: per member and changed by every cart write, so drawn for this request and never kept.
        if (member === null) return { ...built, byCookie: true };
        const fetch = apiOf(app, request.host, member);
        render = renderer().then((draw) => draw({ config, path: pathname, search, language, fetch, token: member }));
      } else {
        // An outlet's menu is kept with the catalogue, per minute (./menu-first-screen.ts); other pages by path.
        const store = menuFirstScreenStore(app.ctx, request.tenant.id, pathname, search);
        if (store === null) return built;
        const { cache: screens, key } = store ?? { cache, key: pathname };
        render = screens.read(
          request.tenant.id,
          `first-screen|${pageVersion}|${language}|${key}`,
          async () => (await renderer())({ config, path: pathname, language, fetch: apiOf(app, request.host) }),
          // A path without a first screen is not kept: open-ended paths must not push API answers out of the cache.
          (screen) => screen !== null,
        );
      }
      const byCookie = member !== undefined;
      try {
        const screen = await withinTime(render, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
        if (!screen) return { ...built, byCookie };
        return { html: composePage(page, screen, request.cspNonce), byCookie, personal: byCookie };
      } catch (error) {
        request.log.warn({ err: error, path: pathname }, 'first screen not rendered: serving the static shell');
        return { ...built, byCookie };
      }
    },
  };
}
