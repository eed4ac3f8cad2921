import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

/**
 * The packages a fresh Node process has loaded after requiring `entry` (through tsx, as `npm start` runs it). A child
 * process, because jest's own module registry is not Node's and already holds whatever other tests imported.
 */
async function packagesLoadedBy(entry: string): Promise<Set<string>> {
  const script = `require(${JSON.stringify(entry)});
    const names = Object.keys(require.cache)
      .map((file) => /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file)?.[1])
      .filter(Boolean);
    process.stdout.write(JSON.stringify([...new Set(names)]));`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return new Set(JSON.parse(stdout) as string[]);
}

// tsx compiles the whole server in the child, cold on a fresh CI machine: beside the PostgreSQL suite (load 8–15 on
// 2 cores) that once took over 60 s where it takes 4 s on a quiet machine.
const CHILD_LOAD_MS = 240_000;

describe('the server entry', () => {
  it(
    'loads tenant configs without sharp (image work is the build pipeline’s)',
    async () => {
      const loaded = await packagesLoadedBy('./src/server/main.ts');
      expect(loaded).toContain('fastify');
      expect(loaded).toContain('ajv');
      expect(loaded).not.toContain('sharp');
    },
    CHILD_LOAD_MS,
  );

  it(
    'is checked by a probe that does see sharp where it is loaded (the pipeline’s tenant loader)',
    async () => {
      expect(await packagesLoadedBy('./src/pipeline/load-tenants.ts')).toContain('sharp');
    },
    CHILD_LOAD_MS,
  );
});
