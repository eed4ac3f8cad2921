import { useMatches } from 'react-router-dom';
import type { MessageDescriptor } from 'react-intl';

/** What a route tells the shell about itself (react-router's `handle`). */
export interface RouteHandle {
  /** Header title; without one the header shows the merchant's name. */
  title?: MessageDescriptor;
  /** The not-found page: no tab bar. */
  notFound?: boolean;
  /**
   * A screen another app shows in its frame (the register payment screen of seed 001): only the screen, without
   * the app's header, tab bar, install prompt or join popup.
   */
  bare?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
