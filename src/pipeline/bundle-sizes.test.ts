import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BUNDLE_SIZES_FILE,
  digestStats,
  gzipSize,
  leafModules,
  writeBundleSizes,
  type BundleSizes,
} from './bundle-sizes';
import { fakeSizes, fakeStats } from './testing/fake-stats';
import { makeTempDir } from './testing/fixtures';

describe('digestStats', () => {
  it("lists the entry's initial JS files and each named chunk group's JS files (no maps, no CSS, no entry group)", () => {
    const sizes = fakeSizes();
    expect(sizes.entry).toEqual({
      name: 'main',
      files: ['assets/runtime.a1.js', 'assets/vendor.b2.js', 'assets/main.c3.js'],
    });
    expect(sizes.chunkGroups).toEqual({
      'home-food': ['assets/11.d4.js', 'assets/home-food.e5.js'],
      auth: ['assets/11.d4.js', 'assets/auth.f6.js'],
    });
  });

  it('measures the translation parts a chunk brings and lists them by JS file and language', () => {
    const sizes = fakeSizes();
    expect(sizes.messageParts).toEqual({
      'assets/main.c3.js': { mn: 'assets/lang-mn.entry.0123456789.json' },
      'assets/11.d4.js': { mn: 'assets/lang-mn.11.0123456789.json' },
    });
    expect(sizes.files['assets/lang-mn.11.0123456789.json']).toEqual({
      chunk: 'lang-mn',
      bytes: 6 * 1024,
      gzipBytes: 2 * 1024,
      modules: [{ name: 'src/client/i18n/lang/mn.json', gzipBytes: 2 * 1024 }],
    });
  });

  it("splits a file's gzip bytes over its modules by weight, inside concatenated modules too, largest first", () => {
    const vendor = fakeSizes().files['assets/vendor.b2.js'];
    expect(vendor).toMatchObject({ chunk: 'vendor', gzipBytes: 100 * 1024 });
    // Weights 600 : 200 : 100 : 100 of 102,400 gzip bytes.
    expect(vendor.modules).toEqual([
      { name: 'node_modules/react-dom/cjs/react-dom-client.production.js', gzipBytes: 61440 },
      { name: 'node_modules/@mui/material/Button/Button.mjs', gzipBytes: 20480 },
      { name: 'node_modules/@mui/material/Box/Box.mjs', gzipBytes: 10240 },
      { name: 'node_modules/react/index.js', gzipBytes: 10240 },
    ]);
  });

  it('names an unnamed chunk by its id', () => {
    expect(fakeSizes().files['assets/11.d4.js'].chunk).toBe('chunk 11');
  });

  it('refuses stats with more than one entry, naming them', () => {
    const stats = fakeStats();
    stats.entrypoints = { ...stats.entrypoints, admin: { assets: [] } };
    expect(() =>
      digestStats(
        stats,
        () => ({ bytes: 1, gzipBytes: 1 }),
        () => 1,
      ),
    ).toThrow(/one webpack entry, found 2: main,admin/);
  });

  it('flattens concatenated modules into the modules they hold', () => {
    const vendor = fakeStats().chunks!.find((chunk) => chunk.names?.includes('vendor'))!;
    expect(leafModules(vendor.modules).map((m) => m.name)).toEqual([
      './node_modules/react-dom/cjs/react-dom-client.production.js',
      './node_modules/@mui/material/Button/Button.mjs',
      './node_modules/@mui/material/Box/Box.mjs',
      './node_modules/react/index.js',
    ]);
  });
});

/** Words that gzip poorly, so a module's weight follows how much code it ships. */
const distinctWords = (count: number, step: number) =>
  Array.from({ length: count }, (_, i) => `w${(i * step) % 99991}`);

describe('writeBundleSizes', () => {
  it('gzips the emitted files, weighs modules by their production code, and writes OUT/sizes.json', async () => {
    const outDir = await makeTempDir('sizes');
    const appDir = path.join(outDir, '.app');
    await fs.mkdir(path.join(appDir, 'assets'), { recursive: true });
    const bundle = 'console.log("the emitted bundle");'.repeat(40);
    await fs.writeFile(path.join(appDir, 'assets/main.1.js'), bundle);
    // Development-only code is dropped by the build, so it must not count: the module guarding a large block behind
    // NODE_ENV weighs less than a smaller module that ships all of its code.
    const devOnly = `if (process.env.NODE_ENV !== 'production') { console.warn(${JSON.stringify(distinctWords(400, 104729))}); }\nexport const a = 1;`;
    const shipped = `export const words = ${JSON.stringify(distinctWords(100, 7919))};`;
    const sizes: BundleSizes = await writeBundleSizes(
      {
        entrypoints: { main: { assets: [{ name: 'assets/main.1.js' }] } },
        chunks: [
          {
            id: 1,
            names: ['main'],
            files: ['assets/main.1.js'],
            modules: [
              { name: './src/dev-only.ts', size: devOnly.length, source: devOnly },
              { name: './src/shipped.ts', size: shipped.length, source: shipped },
            ],
          },
        ],
      },
      appDir,
    );
    const written = JSON.parse(await fs.readFile(path.join(outDir, BUNDLE_SIZES_FILE), 'utf8')) as BundleSizes;
    expect(written).toEqual(sizes);
    const main = sizes.files['assets/main.1.js'];
    expect(main).toMatchObject({ chunk: 'main', bytes: bundle.length, gzipBytes: gzipSize(bundle) });
    expect(main.modules.map((m) => m.name)).toEqual(['src/shipped.ts', 'src/dev-only.ts']);
    expect(devOnly.length).toBeGreaterThan(shipped.length);
    await fs.rm(outDir, { recursive: true, force: true });
  });
});
