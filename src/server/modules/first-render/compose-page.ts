/**
 * Puts a server-rendered first screen into a tenant's built index.html: its markup in `#root` instead of the static
 * shell, its CSS in the style element emotion adopts, its data for the app's query client, and a preload of the
 * image it shows first. Pure text work on the page the pipeline wrote (src/pipeline/templates/index.html.hbs).
 */
import { ROOT_PARSED_MARKER_ID, serializeForScript } from '../../../pipeline/html';
import { styleElementText } from '../../../pipeline/static-shell';
import { FIRST_SCREEN_ELEMENT_ID, PUBLIC_CONFIG_ELEMENT_ID } from '../../../shared/tenant/public-config';

/** What the renderer (src/client/app/server-render.tsx) returns, as the server uses it. */
export interface RenderedScreen {
  html: string;
  css: string;
  styleIds: string[];
  state: unknown;
  /** `<link rel="preload">` elements (React's, for the images the screen shows) for <head>. */
  preloads: string[];
}

// `#root` is followed only by its marker (index.html.hbs): its content runs to the </div> before the marker.
const ROOT = new RegExp(
  `(<div id=['"]root['"]>)[\\s\\S]*?(</div>\\s*<template id=['"]${ROOT_PARSED_MARKER_ID}['"]></template>\\s*</body>)`,
  'i',
);
const SHELL_STYLE = /<style data-emotion=['"]css [^'"]*['"]>[\s\S]*?<\/style>/i;
const CONFIG = new RegExp(`<script id=['"]${PUBLIC_CONFIG_ELEMENT_ID}['"][^>]*>([\\s\\S]*?)</script>`, 'i');

/** The page's public tenant config (the JSON the app reads), or null when the page has no `#root` or no config. */
export function pageConfig(page: string): unknown {
  if (!ROOT.test(page)) return null;
  const json = CONFIG.exec(page)?.[1];
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

/**
 * The page with the screen in it, its data element (after `#root`) carrying the answer's CSP nonce (plugins/static-site.ts puts it
 * on every <style> afterwards). Replacements are functions, so no `$` in the markup is read as a pattern.
 */
export function composePage(page: string, screen: RenderedScreen, nonce: string): string {
  const style = `<style data-emotion='css ${screen.styleIds.join(' ')}'>${styleElementText(screen.css)}</style>`;
  const data = `<script id='${FIRST_SCREEN_ELEMENT_ID}' type='application/json' nonce="${nonce}">${serializeForScript(screen.state)}</script>`;
  const head = [...screen.preloads, style].join('\n    ');
  const withHead = SHELL_STYLE.test(page)
    ? page.replace(SHELL_STYLE, () => head)
    : page.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  // The data goes after the markup and its marker: the browser paints the screen before it parses what only the app
  // reads.
  return withHead.replace(ROOT, (_, open: string, close: string) => {
    const bodyAt = close.search(/<\/body>/i);
    const [rootEnd, bodyEnd] = [close.slice(0, bodyAt).trimEnd(), close.slice(bodyAt)];
    // Inert to pointers until the app draws the same screen over it (its tree replaces this wrapper): a tap on
    // markup with no handlers yet would be lost; `display: contents` keeps the layout as the app's own.
    return `${open}<div data-first-screen style="display:contents;pointer-events:none">${screen.html}</div>${rootEnd}\n    ${data}\n  ${bodyEnd}`;
  });
}
