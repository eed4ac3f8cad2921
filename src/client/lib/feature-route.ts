import type { RouteHandle } from '../shell/route-handle';

/**
 * A route a feature adds to the app: a path (relative to the root, react-router syntax) and the registry screen it
 * shows. Features register their screens with `registerScreen` and export their routes from their index; a
 * feature route replaces a shell route with the same path.
 */
export interface FeatureRoute {
  path: string;
  screen: string;
  handle?: RouteHandle;
  /** Only for members and guests: anonymous visitors are sent to /login (seed 000 section 6). */
  requiresLogin?: boolean;
}
