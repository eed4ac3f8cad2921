// The static shell of each tenant's index.html (issue 14: the first paint needs no JavaScript). The markup comes from
// the app's own components, rendered in Node by src/client/app/static-shell.tsx; the pipeline loads that module by
// path, as it loads webpack.config.ts, so it never imports client code itself.
import path from 'node:path';
import type { PublicTenantConfig } from '../shared/tenant/public-config';

/** The module that renders the shell, relative to the repository root; its changes make every tenant stale. */
export const STATIC_SHELL_MODULE = 'src/client/app/static-shell.tsx';

/** What the renderer returns: markup for `#root`, its CSS, and emotion's names of those rules. */
export interface StaticShellMarkup {
  html: string;
  css: string;
  styleIds: string[];
}

export type RenderShell = (config: PublicTenantConfig) => Promise<StaticShellMarkup>;

/**
 * Loads the function `name` exported by the client module `relativeFile` of the repository at `rootDir` (rendering
 * in Node needs the app's own components; the pipeline and the server load them by path instead of importing
 * client code). Throws naming the module when it is missing or lacks the export.
 */
export async function loadClientFunction<F>(rootDir: string, relativeFile: string, name: string): Promise<F> {
  const file = path.join(rootDir, relativeFile);
  // An absolute path, not a file: URL: Node and tsx take both, and jest's module loader only the path.
  const loaded = (await import(file).catch((error: Error) => {
    throw new Error(`cannot load ${file}: ${error.message}`);
  })) as Record<string, unknown>;
  if (typeof loaded[name] !== 'function') throw new Error(`${file} does not export the function ${name}`);
  return loaded[name] as F;
}

/** Loads `renderStaticShell` from the repository at `rootDir`; throws naming the module when it is missing. */
export function loadShellRenderer(rootDir: string): Promise<RenderShell> {
  return loadClientFunction<RenderShell>(rootDir, STATIC_SHELL_MODULE, 'renderStaticShell');
}

/**
 * The shell's CSS for a `<style>` element: nothing in it may end the element early (theme colours and component
 * styles only, but the guard costs nothing).
 */
export function styleElementText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}
