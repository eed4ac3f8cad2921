import type { RouteObject } from 'react-router-dom';

/**
 * The routes of a table that can match a pathname, judged by its first segment: react-router's `matchRoutes`
 * flattens and ranks the whole table on every call (it keeps nothing between calls), which for the app's ~80 routes
 * was one of the first render's longest pieces of work (docs/benchmarks.md, "Where issue 14 stands (session 17)"),
 * paid again by the shell's own match of the route handles. A route whose path starts with another static segment can
 * never match, so matching against the candidates gives react-router's own answer from a table of a few routes.
 *
 * Kept: index routes, pathless layout routes (their children judged the same way), and every route whose first
 * segment is dynamic (`:id`), optional (`x?`) or a splat (`*`). Segments compare case-insensitively, as react-router
 * matches by default; a pathname whose first segment is percent-encoded gets the whole table (react-router decodes
 * it before matching). AppRoutes keeps the answer while the pathname stays the same.
 */
export function routeCandidates(routes: RouteObject[], pathname: string): RouteObject[] {
  const segment = firstSegment(pathname);
  return segment.includes('%') ? routes : keepCandidates(routes, segment.toLowerCase());
}

function keepCandidates(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route): RouteObject[] => {
    const first = firstSegment(route.path ?? '').toLowerCase();
    if (route.index || /^$|^:|\*|\?$/.test(first)) {
      // A pathless layout route: its children start at the same segment.
      return route.children && !route.path
        ? [{ ...route, children: keepCandidates(route.children, segment) }]
        : [route];
    }
    return first === segment ? [route] : [];
  });
}

function firstSegment(path: string): string {
  return path.split('/').find((part) => part !== '') ?? '';
}
