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
 * lands, an outlet's menu, where a shared link or table QR lands, and a member's cart (`member`: drawn only for the
 * member whose session cookie the navigation carries, src/shared/auth/session-cookie.ts).
 */
const SERVER_RENDERED: ReadonlyArray<{ pattern: string; screen: string; member?: true }> = [
  { pattern: '/home', screen: 'home' },
  { pattern: '/merchant-detail/:merchantId', screen: 'merchant-detail' },
  { pattern: '/order/merchant/:merchantId/outlet/:outletId', screen: 'order-outlet-menu' },
  { pattern: '/order/cart/:merchantId', screen: 'order-cart', member: true },
  { pattern: '/order/loyalty/checkout/:merchantId', screen: 'order-cart', member: true },
];

/** The dehydrated answers of a first screen, with the member they were drawn for (absent: an anonymous render). */
export type FirstScreenState = DehydratedState & { member?: string };

/**
 * The screen the server renders for this path, or null. A single-merchant tenant's /home only redirects to its
 * merchant page, so it has nothing to render.
 */
export function firstScreenOf(
  tenant: Pick<PublicTenantConfig, 'singleMerchant'>,
  pathname: string,
): { screen: string; member: boolean } | null {
  const found = SERVER_RENDERED.find(({ pattern }) => matchPath(pattern, pathname));
  if (!found || (found.screen === 'home' && tenant.singleMerchant)) return null;
  return { screen: found.screen, member: found.member === true };
}

/**
 * Loads the chunk of the screen this path opens, if the server renders it, so the first render never suspends. A
 * member's screen only when the page carries it (`drawn`): else the app starts as for any other screen.
 */
export async function preloadFirstScreen(
  tenant: Pick<PublicTenantConfig, 'singleMerchant' | 'layout'>,
  pathname: string,
  drawn = true,
): Promise<void> {
  const found = firstScreenOf(tenant, pathname);
  // A chunk that fails to load fails again, visibly, where the screen renders (its error boundary offers a retry).
  if (found && (drawn || !found.member))
    await screenRegistry.preload(found.screen, tenant.layout).catch(() => undefined);
}

/**
 * Starts the query client from the answers the server rendered the page with, when the page carries them. Answers
 * drawn for a member are used only by that member (another one, or a visitor signed out since, fetches their own);
 * they are the member's own, so they stay fresh. Anonymous answers: a signed-in visitor sees them until their own,
 * fetched as the screens mount, replace them.
 */
export function startFromFirstScreen(
  queryClient: QueryClient,
  session: { token: string | null; user: { id: string } | null },
  doc: Document = document,
): void {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return;
  let state: FirstScreenState;
  try {
    state = JSON.parse(text) as FirstScreenState;
  } catch {
    return; // a page cut short: the screens fetch their data as without it
  }
  if (state.member !== undefined && state.member !== session.user?.id) return;
  hydrate(queryClient, state);
  if (state.member === undefined && session.token !== null) void queryClient.invalidateQueries({ refetchType: 'none' });
}
