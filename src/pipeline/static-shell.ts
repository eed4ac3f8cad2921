// The static shell of each tenant's index.html (issue 14: the first paint needs no JavaScript). The markup comes from
// the app's own components, rendered in Node by src/client/app/static-shell.tsx; the pipeline loads that module by
// path, as it loads webpack.config.ts, so it never imports client code itself.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** Loads `renderStaticShell` from the repository at `rootDir`; throws naming the module when it is missing. */
export async function loadShellRenderer(rootDir: string): Promise<RenderShell> {
  const file = path.join(rootDir, STATIC_SHELL_MODULE);
  const loaded = (await import(pathToFileURL(file).href).catch((error: Error) => {
    throw new Error(`cannot load the static shell renderer ${file}: ${error.message}`);
  })) as { renderStaticShell?: RenderShell };
  if (typeof loaded.renderStaticShell !== 'function')
    throw new Error(`${file} does not export renderStaticShell(config); index.html's first paint needs it`);
  return loaded.renderStaticShell;
}

/**
 * The shell's CSS for a `<style>` element: nothing in it may end the element early (theme colours and component
 * styles only, but the guard costs nothing).
 */
export function styleElementText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}
