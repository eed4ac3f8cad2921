/**
 * One process of `npm run bench:build`: builds `--tenants` into `--out` cold and prints its timing as one JSON line;
 * with `--change ID`, then changes that tenant's brand colour and builds again in the same process, as the watcher of
 * `npm run dev` does, and prints that timing too. Each cold build runs in a fresh process, so neither build of the
 * comparison starts with the other's modules loaded and compiled.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildReport } from '../../src/pipeline';
import { parseArgs } from './args';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuildTiming {
  seconds: number;
  compileMs: number;
  compiled: boolean;
  built: number;
  skipped: number;
}

async function timed(run: () => Promise<BuildReport>): Promise<BuildTiming> {
  const started = performance.now();
  const report = await run();
  const built = report.tenants.filter((t) => t.status === 'built').length;
  return {
    seconds: (performance.now() - started) / 1000,
    compileMs: report.app.ms,
    compiled: report.app.compiled,
    built,
    skipped: report.tenants.length - built,
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), { tenants: 'string', out: 'string', change: 'string' });
  const options = { rootDir: ROOT, tenantsDir: String(args.tenants), outDir: String(args.out), log: () => undefined };
  console.log(JSON.stringify({ cold: await timed(() => build(options)) }));
  if (args.change) {
    const file = path.join(String(args.tenants), String(args.change), 'tenant.json');
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(file, JSON.stringify({ ...config, brand: { ...config.brand, color: '#123456' } }, null, 2));
    console.log(JSON.stringify({ changed: await timed(() => build(options)) }));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
