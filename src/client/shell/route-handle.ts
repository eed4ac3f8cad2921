import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { MessageDescriptor } from 'react-intl';

/** What a route tells the shell about itself (the route object's `handle`). */
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

/**
 * The app's route table. The app uses react-router's declarative mode (`useRoutes`), which has no `useMatches`
 * (that needs the ~35 KB data router), so the shell matches the location against the table itself.
 */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The handle of the deepest route matching the location that has one; `{}` outside a route table. */
export function useRouteHandle(): RouteHandle {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i].route.handle as RouteHandle | undefined;
      if (handle) return handle;
    }
    return {};
  }, [routes, pathname]);
}
