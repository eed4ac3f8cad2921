import fs from 'node:fs/promises';
import path from 'node:path';
import type { CompileApp } from '../compile-app';
import { makeTempDir } from './fixtures';

export interface FakeAppOptions {
  /** Called at each compile (tests count compiles). */
  onCompile?: () => void;
  /** More files of the compiled app, by path under it (a large asset to stream, for example). */
  extraFiles?: Record<string, string | Buffer>;
}

/**
 * Stands in for webpack: writes an app like webpack.config.ts does (a hashed entry named after the length of
 * `<sourceDir>/main.ts`, sw.js, entrypoints.json), so tests build real tenant folders in milliseconds.
 */
export function fakeAppCompiler(sourceDir: string, options: FakeAppOptions = {}): CompileApp {
  return async (appDir) => {
    options.onCompile?.();
    const source = await fs.readFile(path.join(sourceDir, 'main.ts'), 'utf8');
    await fs.rm(appDir, { recursive: true, force: true });
    await fs.mkdir(path.join(appDir, 'assets'), { recursive: true });
    const name = `assets/main.${source.length}.js`;
    await fs.writeFile(path.join(appDir, name), source);
    await fs.writeFile(path.join(appDir, 'sw.js'), '// sw');
    for (const [file, content] of Object.entries(options.extraFiles ?? {})) {
      await fs.mkdir(path.dirname(path.join(appDir, file)), { recursive: true });
      await fs.writeFile(path.join(appDir, file), content);
    }
    await fs.writeFile(path.join(appDir, 'entrypoints.json'), JSON.stringify({ js: [name], css: [] }));
  };
}

/** Where a test builds: tenants/ to fill, out/ to build into, and the fake app's source (app-src/main.ts). */
export interface BuildWorkspace {
  work: string;
  tenantsDir: string;
  outDir: string;
  appSourceDir: string;
}

/** A fresh temporary build workspace; the caller deletes `work`. */
export async function makeBuildWorkspace(prefix: string, appSource = 'console.log("app");'): Promise<BuildWorkspace> {
  const work = await makeTempDir(prefix);
  const appSourceDir = path.join(work, 'app-src');
  await fs.mkdir(appSourceDir);
  await fs.writeFile(path.join(appSourceDir, 'main.ts'), appSource);
  return { work, tenantsDir: path.join(work, 'tenants'), outDir: path.join(work, 'out'), appSourceDir };
}
