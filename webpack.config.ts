// The one webpack compile shared by every tenant (docs/contract.md, "Build output"). Tenant branding never enters
// this bundle: the pipeline embeds each tenant's public config in its own index.html, so one compile serves all.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { GenerateSW } from 'workbox-webpack-plugin';
import { MessagePartsPlugin } from './src/pipeline/messages/message-parts-plugin';
import { PART_FILE_PATTERN } from './src/pipeline/messages/split-catalogue';
import { PRELOADED_SCREENS, type ScreenFiles } from './src/pipeline/screen-preloads';
import { ShortChunkIdsPlugin } from './src/pipeline/short-chunk-ids';

export interface WebpackOptions {
  /** Folder the compile writes to (the pipeline passes `<out>/.app`). */
  outDir: string;
  mode: 'production' | 'development';
}

const ROOT = import.meta.dirname;
const ENTRY = 'main';
const ENTRYPOINTS_FILE = 'entrypoints.json';

/** language -> the translation parts (MessagePartsPlugin) among a chunk's auxiliary files. */
function messagePartsOf(chunks: Iterable<webpack.Chunk>): Record<string, string[]> {
  const parts: Record<string, string[]> = {};
  for (const chunk of chunks)
    for (const file of chunk.auxiliaryFiles) {
      const language = PART_FILE_PATTERN.exec(file)?.[1];
      if (language) (parts[language] ??= []).push(file);
    }
  return parts;
}

/** The files of PRELOADED_SCREENS' chunk groups that the entry does not already load. */
function screenFiles(compilation: webpack.Compilation, entryChunks: Set<webpack.Chunk>): Record<string, ScreenFiles> {
  return Object.fromEntries(
    PRELOADED_SCREENS.flatMap(({ chunks: names }) => names).map((name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`chunk '${name}' (src/pipeline/screen-preloads.ts) is not in the compile`);
      const chunks = group.chunks.filter((chunk) => !entryChunks.has(chunk));
      const js = chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
      return [name, { js, messages: messagePartsOf(chunks) }];
    }),
  );
}

/**
 * Writes `entrypoints.json` (`{ js, css, messages, screens }`): the initial files of the entry, relative to the site
 * root, so the pipeline's index.html template can reference hashed names without HtmlWebpackPlugin; and the files of
 * the screens index.html fetches ahead (src/pipeline/screen-preloads.ts).
 */
class EntrypointsManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(EntrypointsManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: EntrypointsManifestPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(ENTRY);
          if (!entry) throw new Error(`webpack entry '${ENTRY}' is missing; entrypoints.json needs it`);
          const files = entry.getFiles().filter((file) => !file.endsWith('.map') && !file.endsWith('.LICENSE.txt'));
          const manifest = {
            js: files.filter((file) => file.endsWith('.js')),
            css: files.filter((file) => file.endsWith('.css')),
            // language -> the translations the first render waits for (MessagePartsPlugin); index.html preloads one.
            messages: Object.fromEntries(
              Object.entries(messagePartsOf([entry.getEntrypointChunk()])).map(([language, [file]]) => [
                language,
                file,
              ]),
            ),
            screens: screenFiles(compilation, new Set(entry.chunks)),
          };
          compilation.emitAsset(ENTRYPOINTS_FILE, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * Navigations are answered network-first and always cached under `/index.html`, so offline any app path falls
 * back to the last index.html this tenant served. A precached index.html would not do: sw.js is shared by all
 * tenants and does not change when only a tenant's config (and so its index.html) changes, which would pin
 * installed users to a stale brand.
 */
function navigationFallbackRoute(): NonNullable<ConstructorParameters<typeof GenerateSW>[0]>['runtimeCaching'] {
  return [
    {
      urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|socket\.io)(\/|$)/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'livery-app-shell',
        networkTimeoutSeconds: 4,
        plugins: [
          { cacheKeyWillBeUsed: async () => '/index.html' },
          // A page the server marks `no-store` (a member's own cart, drawn from their session cookie) is never kept:
          // the fallback is for any path, and for whoever uses the device next. Otherwise what Workbox keeps: a 200.
          {
            cacheWillUpdate: async ({ response }) =>
              response.status === 200 && !/no-store/.test(response.headers.get('cache-control') ?? '')
                ? response
                : null,
          },
        ],
      },
    },
  ];
}

/**
 * No tenant theme uses MUI's CSS variables or colour schemes (src/client/tenant/create-tenant-theme.ts passes
 * neither): for such options `createTheme` only calls `createThemeNoVars`, and `ThemeProvider` only renders
 * `ThemeProviderNoVars`, but both modules also import the CSS-variables machinery (createThemeWithVars,
 * CssVarsProvider, the colour-scheme script), ~5 KB gzip on every first load. These aliases point MUI's own
 * imports of the two dispatchers at the branch we take, so that machinery is not bundled.
 */
function muiWithoutCssVariables(): Record<string, string> {
  // Real path: webpack resolves MUI's relative imports from the real file, so with a symlinked node_modules (a git
  // worktree sharing another's) keys under the link would never match.
  const styles = fs.realpathSync(path.join(ROOT, 'node_modules/@mui/material/styles'));
  return {
    [path.join(styles, 'createTheme.mjs')]: path.join(styles, 'createThemeNoVars.mjs'),
    [path.join(styles, 'ThemeProvider.mjs')]: path.join(styles, 'ThemeProviderNoVars.mjs'),
  };
}

export function createWebpackConfig({ outDir, mode }: WebpackOptions): webpack.Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: ROOT,
    entry: { [ENTRY]: './src/client/main.tsx' },
    output: {
      path: path.resolve(outDir),
      publicPath: '/',
      // 10 hex digits of content hash (webpack's default is 20): the runtime carries the hash of every lazy chunk
      // (~130 files), and the 10 digits more cost 0.8 KB gzip on every first load; 40 bits keep a collision improbable.
      // Lazy chunks, whose hashes the runtime lists (~180), take 8 (0.2 KB gzip less on every first load): a stale file
      // would take a new version of the same chunk id hashing to the same 32 bits, one chance in 4 billion.
      filename: 'assets/[name].[contenthash:10].js',
      // Lazy chunks by id: with `[name]` the runtime also carries the name of every named chunk (~100), 0.6 KB gzip on
      // every first load; `npm run size` and OUT/sizes.json still name them (webpack's stats keep the names).
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      clean: true,
      // The global every chunk file pushes itself into, written twice at the head of each (webpack's default is
      // 'webpackChunk' + the package name): ~15 B gzip less per file, 0.1 KB on a first load of 6 to 10 files.
      chunkLoadingGlobal: 'livery',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        ...muiWithoutCssVariables(),
        // Every message reaches react-intl precompiled (the messages rule below), so it needs no ICU parser.
        '@formatjs/icu-messageformat-parser$': path.join(
          ROOT,
          'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        ),
        // Every `import … from 'react-router-dom'` gets react-router with the app's lighter Link (the module says why).
        'react-router-dom$': path.join(ROOT, 'src/client/app/react-router-dom.ts'),
        // react-router's package exports only name its development build; its production build is ~40% smaller.
        ...(production
          ? {
              'react-router$': path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
      },
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        // Before esbuild: the source's message descriptors become ASTs (src/pipeline/messages).
        {
          test: /[\\/]src[\\/]client[\\/].+\.tsx?$/,
          enforce: 'pre',
          loader: path.join(ROOT, 'src/pipeline/messages/precompile-loader.ts'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        // The browser calls the endpoints of src/shared/api by method and path: their TypeBox schemas stay out.
        {
          test: /[\\/]src[\\/]shared[\\/]api[\\/][^\\/]+(?<!\.test)\.ts$/,
          enforce: 'pre',
          loader: path.join(ROOT, 'src/pipeline/client-endpoints-loader.ts'),
        },
        // react-router's one module holds every API; this lets the minifier drop the components the app never uses.
        {
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].+\.mjs$/,
          loader: path.join(ROOT, 'src/pipeline/pure-react-factories-loader.ts'),
        },
        { test: /\.css$/, type: 'asset/resource' },
        // Our modules run nothing on import that a module needs without importing one of its bindings (there are no
        // bare `import './x'`): so a module re-exported by a feature's index.ts but used by no one (a component
        // the first screen never shows) stays out of the entry instead of riding along with the route table.
        { test: /[\\/]src[\\/](client|shared)[\\/]/, sideEffects: false },
        // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) next to `withTheme`, which the app never
        // uses; the package declares no `sideEffects`, so webpack kept it and its own copy of react-is (1.8 KB gzip)
        // in the entry. It only defines a function: without a binding in use it has nothing to run.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    optimization: {
      // swc, through webpack's own minimizer package: it drops the code webpack marks unused (exports no one
      // imports, functions only they call), which esbuild's minifier keeps; 58 KB gzip less on every first load.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 3 }, mangle: true },
          // Licence comments (React's, DOMPurify's…) go to a `<file>.LICENSE.txt` beside their file, which the file's
          // first line names, rather than into every download (0.4 KB gzip on every first load); entrypoints.json and
          // the service worker's precache leave those text files out.
          extractComments: true,
        }),
      ],
      // Module ids: DeterministicModuleIdsPlugin below.
      moduleIds: false,
      // Chunk ids: ShortChunkIdsPlugin (src/pipeline/short-chunk-ids.ts).
      chunkIds: false,
      // Exports webpack renames (every export of our modules and the libraries') get the shortest names, the most
      // used first, instead of 2-character hashes of their names: 1.2-1.6 KB gzip less on every first load. Which
      // name an export gets can change when the exports its module uses change, as the module's own code then does.
      mangleExports: 'size',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // React, MUI and emotion change rarely: one long-cached vendor chunk for the initial load.
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@mui|@emotion|react-intl|@formatjs|intl-messageformat|@tanstack|@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
    },
    performance: production
      ? {
          // Budgets in bytes before compression. Measured: the initial JS is ~800 KB raw / ~260 KB gzip, of which
          // react-dom ~65, MUI + emotion ~80, react-router ~55, react-intl ~17, Redux Toolkit ~21, react-query
          // ~9 KB gzip; screens, languages and workbox-window load lazily. These raw-size hints only warn; the gzip
          // budget per entry route that CI enforces is size-budget.json (`npm run size`, docs/benchmarks.md).
          hints: 'warning',
          maxEntrypointSize: 900_000,
          maxAssetSize: 850_000,
          assetFilter: (file: string) => file.endsWith('.js'),
        }
      : false,
    plugins: [
      // webpack's 'deterministic' ids with 4 digits at most: its default widens the id space to 20 times the modules
      // (~3,400: 5 digits, written at every import and module). In 10,000 ids about one module in six clashes and is
      // hashed again, so a new module may move one other module's id. 0.4-0.5 KB gzip less on every first load.
      new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true }),
      new ShortChunkIdsPlugin(),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new EntrypointsManifestPlugin(),
      // The mn and cn translations split by chunk, each part loaded with its chunk (src/pipeline/messages).
      new MessagePartsPlugin({
        catalogueDir: path.join(ROOT, 'src/client/i18n/lang'),
        languages: ['mn', 'cn'],
        entry: ENTRY,
      }),
      ...(production
        ? [
            new GenerateSW({
              swDest: 'sw.js',
              exclude: [ENTRYPOINTS_FILE, /\.map$/, /LICENSE/],
              // Every hashed asset is precached (all screens and languages), so an installed app works offline.
              maximumFileSizeToCacheInBytes: 2_000_000,
              skipWaiting: true,
              clientsClaim: true,
              cleanupOutdatedCaches: true,
              // Hashed file names already carry the revision.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
              runtimeCaching: navigationFallbackRoute(),
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

export default createWebpackConfig({
  outDir: path.join(ROOT, 'dist/.app'),
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
});
