import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { sampleConfig } from '../testing/sample-config';
import { routeCandidates } from './route-candidates';
import { createRoutes } from './routes';

/** Every route path of a table, with its parents', as a pathname that route matches (params and splats filled in). */
function pathnamesOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`;
    const own = route.path === undefined ? [] : [path.replace(/:[^/]+/g, 'x-1').replace(/\*$/, 'a/b')];
    return [...own, ...(route.children ? pathnamesOf(route.children, path) : [])];
  });
}

/** What react-router matched, as route objects' paths from the outermost in. */
function matched(routes: RouteObject[], pathname: string): (string | undefined)[] | null {
  return (
    matchRoutes(routes, pathname)?.map((match) => match.route.path ?? (match.route.index ? '(index)' : '')) ?? null
  );
}

describe('route candidates', () => {
  const routes = createRoutes(sampleConfig());
  const pathnames = [
    ...pathnamesOf(routes),
    '/',
    '/HOME',
    '/Merchant-Detail/brew-lane/menu',
    '/ho%6De',
    '/no/such/page',
    '/home/extra/segments',
    '/order',
  ];

  it(`matches every one of the app's ${pathnames.length} paths to the same routes as the whole table does`, () => {
    expect(pathnames.length).toBeGreaterThan(60);
    for (const pathname of pathnames) {
      expect([pathname, matched(routeCandidates(routes, pathname), pathname)]).toEqual([
        pathname,
        matched(routes, pathname),
      ]);
    }
  });

  it('hands react-router a few routes for a screen, not the whole table', () => {
    const count = (table: RouteObject[]): number =>
      table.reduce((sum, route) => sum + 1 + (route.children ? count(route.children) : 0), 0);
    expect(count(routes)).toBeGreaterThan(60);
    expect(count(routeCandidates(routes, '/home'))).toBeLessThanOrEqual(5);
    expect(count(routeCandidates(routes, '/merchant-detail/brew-lane'))).toBeLessThanOrEqual(5);
  });

  it('keeps index, dynamic, optional and splat routes for any first segment; a percent-encoded one gets the whole table', () => {
    const table: RouteObject[] = [
      {
        children: [
          { index: true },
          { path: 'home' },
          { path: ':slug' },
          { path: 'maybe?' },
          { path: '*' },
          { path: 'other/deep' },
        ],
      },
    ];
    const kept = routeCandidates(table, '/home/');
    expect(kept[0].children?.map((route) => route.path ?? '(index)')).toEqual([
      '(index)',
      'home',
      ':slug',
      'maybe?',
      '*',
    ]);
    expect(routeCandidates(table, '/Home')).toEqual(kept);
    expect(routeCandidates(table, '/h%6Fme')).toBe(table);
  });
});
