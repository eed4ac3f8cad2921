// A small app as webpack's stats describe it, for the size digest and budget tests: an entry (runtime, vendor,
// main), two screens sharing an unnamed split chunk, and the Mongolian translation parts of the entry and of the
// split chunk (src/pipeline/messages). Module weights are their raw sizes.
import { digestStats, type BundleSizes, type StatsInput, type StatsModuleInput } from '../bundle-sizes';

const KB = 1024;

/** gzip bytes of each emitted JS file and translation part. */
export const FAKE_GZIP: Record<string, number> = {
  'assets/runtime.a1.js': 1 * KB,
  'assets/vendor.b2.js': 100 * KB,
  'assets/main.c3.js': 20 * KB,
  'assets/11.d4.js': 4 * KB,
  'assets/home-food.e5.js': 1 * KB,
  'assets/auth.f6.js': 10 * KB,
  'assets/lang-mn.entry.0123456789.json': 3 * KB,
  'assets/lang-mn.11.0123456789.json': 2 * KB,
};

const sourceModule = (name: string, size: number): StatsModuleInput => ({ name: `./${name}`, size, source: 'x' });

export interface FakeStatsChanges {
  /** Extra modules bundled into the vendor chunk. */
  vendorModules?: StatsModuleInput[];
  /** gzip bytes replacing FAKE_GZIP's. */
  gzip?: Record<string, number>;
}

export function fakeStats(changes: FakeStatsChanges = {}): StatsInput {
  const assets = (...names: string[]) => names.map((name) => ({ name }));
  return {
    entrypoints: {
      main: { assets: assets('assets/runtime.a1.js', 'assets/vendor.b2.js', 'assets/main.c3.js', 'assets/main.css') },
    },
    namedChunkGroups: {
      main: { assets: assets('assets/runtime.a1.js', 'assets/vendor.b2.js', 'assets/main.c3.js') },
      'home-food': { assets: assets('assets/11.d4.js', 'assets/home-food.e5.js') },
      auth: { assets: assets('assets/11.d4.js', 'assets/auth.f6.js', 'assets/auth.f6.js.map') },
    },
    chunks: [
      {
        id: 1,
        names: ['runtime'],
        files: ['assets/runtime.a1.js'],
        modules: [{ name: 'webpack/runtime/jsonp chunk loading', size: 300 }],
      },
      {
        id: 2,
        names: ['vendor'],
        files: ['assets/vendor.b2.js'],
        modules: [
          sourceModule('node_modules/react-dom/cjs/react-dom-client.production.js', 600),
          sourceModule('node_modules/@mui/material/Button/Button.mjs', 200),
          {
            name: './node_modules/@mui/material/Box/Box.mjs + 1 modules',
            size: 200,
            modules: [
              sourceModule('node_modules/@mui/material/Box/Box.mjs', 100),
              sourceModule('node_modules/react/index.js', 100),
            ],
          },
          ...(changes.vendorModules ?? []),
        ],
      },
      {
        id: 3,
        names: ['main'],
        files: ['assets/main.c3.js', 'assets/main.c3.js.map'],
        auxiliaryFiles: ['assets/lang-mn.entry.0123456789.json'],
        modules: [sourceModule('src/client/main.tsx', 100), sourceModule('src/client/shell/header.tsx', 300)],
      },
      {
        id: 11,
        names: [],
        files: ['assets/11.d4.js'],
        auxiliaryFiles: ['assets/lang-mn.11.0123456789.json'],
        modules: [sourceModule('src/client/components/card.tsx', 50)],
      },
      {
        id: 12,
        names: ['home-food'],
        files: ['assets/home-food.e5.js'],
        modules: [sourceModule('src/client/features/discovery/screens/food-home-screen.tsx', 50)],
      },
      {
        id: 13,
        names: ['auth'],
        files: ['assets/auth.f6.js'],
        modules: [sourceModule('src/client/features/auth/screens/login-screen.tsx', 80)],
      },
    ],
  };
}

/** The digest of `fakeStats(changes)`: each file's gzip from FAKE_GZIP, each module weighed by its raw size. */
export function fakeSizes(changes: FakeStatsChanges = {}): BundleSizes {
  const gzip = { ...FAKE_GZIP, ...changes.gzip };
  return digestStats(
    fakeStats(changes),
    (file) => ({ bytes: gzip[file] * 3, gzipBytes: gzip[file] }),
    (module) => module.size ?? 0,
  );
}
