/**
 * The first screen the server renders with its data for a first-time visitor (issue 14, docs/contract.md "First
 * paint"): which paths it renders, the element its data is handed over in, and what the app does with both before
 * its first render, so that render draws the same screen instead of a skeleton.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import type { PublicTenantConfig } from '../../shared/tenant';
import { FIRST_SCREEN_ELEMENT_ID } from '../../shared/tenant/public-config';
import { screenRegistry } from '../layouts/registry';

/**
 * Paths rendered on the server, with the registered screen each opens: where every anonymous visit (and Lighthouse)
 * lands, and an outlet's menu, where a shared link or table QR lands.
 */
const SERVER_RENDERED: ReadonlyArray<{ pattern: string; screen: string }> = [
  { pattern: '/home', screen: 'home' },
  { pattern: '/merchant-detail/:merchantId', screen: 'merchant-detail' },
  { pattern: '/order/merchant/:merchantId/outlet/:outletId', screen: 'order-outlet-menu' },
];

/**
 * The screen the server renders for this path, or null. A single-merchant tenant's /home only redirects to its
 * merchant page, so it has nothing to render.
 */
export function firstScreenOf(tenant: Pick<PublicTenantConfig, 'singleMerchant'>, pathname: string): string | null {
  const found = SERVER_RENDERED.find(({ pattern }) => matchPath(pattern, pathname));
  if (!found || (found.screen === 'home' && tenant.singleMerchant)) return null;
  return found.screen;
}

/** Loads the chunk of the screen this path opens, if the server renders it, so the first render never suspends. */
export async function preloadFirstScreen(
  tenant: Pick<PublicTenantConfig, 'singleMerchant' | 'layout'>,
  pathname: string,
): Promise<void> {
  const screen = firstScreenOf(tenant, pathname);
  // A chunk that fails to load fails again, visibly, where the screen renders (its error boundary offers a retry).
  if (screen) await screenRegistry.preload(screen, tenant.layout).catch(() => undefined);
}

/**
 * Starts the query client from the answers the server rendered the page with, when the page carries them. The
 * server renders for an anonymous visitor: a signed-in one sees that until their own answers, fetched as the screens
 * mount, replace it.
 */
export function startFromFirstScreen(queryClient: QueryClient, signedIn: boolean, doc: Document = document): void {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return; // a page cut short: the screens fetch their data as without it
  }
  hydrate(queryClient, state);
  if (signedIn) void queryClient.invalidateQueries({ refetchType: 'none' });
}
