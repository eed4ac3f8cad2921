import Handlebars from 'handlebars';
import { LANGUAGE_TAGS } from '../shared/tenant/language-tags';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicTenantConfig, type TenantIcons } from '../shared/tenant/public-config';
import { ENTRY_LOADER_SCRIPT, ENTRY_SCRIPTS_ELEMENT_ID, SCREEN_PRELOADS_ELEMENT_ID } from './entry-loader';
import { MANIFEST_FILE } from './manifest';
import { screenPreloads, type ScreenFiles } from './screen-preloads';
import { styleElementText, type StaticShellMarkup } from './static-shell';

/** `.app/entrypoints.json`, written by webpack.config.ts: the entry's initial files, relative to the site root. */
export interface Entrypoints {
  js: string[];
  css: string[];
  /** language -> the entry's part of its translations (src/pipeline/messages), which the first render waits for. */
  messages?: Record<string, string>;
  /** The files of the screens index.html fetches ahead on their paths (./screen-preloads.ts), by chunk name. */
  screens?: Record<string, ScreenFiles>;
}

/**
 * The empty element right after `#root`, which the head's render-blocking `<link rel="expect">` waits for: the
 * browser paints nothing of the body until `#root`'s content is all parsed (see templates/index.html.hbs).
 */
export const ROOT_PARSED_MARKER_ID = 'livery-root-parsed';

/** Everything templates/index.html.hbs shows; plain data so tests can check it without HTML. */
export interface HtmlModel {
  lang: string;
  title: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  textColor: string;
  manifest: string;
  icons: TenantIcons;
  configElementId: string;
  /** The public config as JSON safe inside a <script> element: see serializeForScript. */
  configJson: string;
  /** The entry's files in order; not `<script>` elements but a list the inline loader adds after the first paint. */
  scripts: string[];
  entryScriptsElementId: string;
  /** `scripts` as JSON safe inside a <script> element. */
  entryScriptsJson: string;
  screenPreloadsElementId: string;
  /** The screens' files the inline loader fetches ahead where the path opens them (./screen-preloads.ts), as JSON. */
  screenPreloadsJson: string;
  /** The inline loader (src/pipeline/entry-loader.ts), byte for byte: the CSP allows it by its hash. */
  entryLoader: string;
  styles: string[];
  /**
   * Fetched by the app before its first render: the entry's translations in the tenant's default language, so
   * that request runs beside the scripts' instead of after them.
   */
  preloads: string[];
  noscript: string;
  rootParsedMarkerId: string;
  /**
   * The static shell (src/pipeline/static-shell.ts): `#root`'s markup, painted before any script runs, and its
   * style element (`styleIds` for emotion's `data-emotion="css …"`, which lets the app adopt the rules). Empty
   * when the build has no renderer (tests with a fake app).
   */
  shell: { html: string; css: string; styleIds: string } | null;
}

/**
 * JSON for a `<script type="application/json">` element: `<` (and `>`, `&`, U+2028/9) become \u escapes, so no value
 * can close the element or open a comment, and JSON.parse gives back the same data.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const asRootUrl = (file: string) => (file.startsWith('/') ? file : `/${file}`);

/** The index.html model of a tenant. Pure. */
export function createHtmlModel(
  config: PublicTenantConfig,
  entrypoints: Entrypoints,
  shell?: StaticShellMarkup,
): HtmlModel {
  const scripts = entrypoints.js.map(asRootUrl);
  return {
    lang: LANGUAGE_TAGS[config.defaultLanguage],
    title: config.name,
    shortName: config.shortName,
    description: config.description,
    themeColor: config.theme.palette.primary.main,
    backgroundColor: config.theme.palette.background.default,
    textColor: config.theme.palette.text.primary,
    manifest: `/${MANIFEST_FILE}`,
    icons: config.icons,
    configElementId: PUBLIC_CONFIG_ELEMENT_ID,
    configJson: serializeForScript(config),
    scripts,
    entryScriptsElementId: ENTRY_SCRIPTS_ELEMENT_ID,
    entryScriptsJson: serializeForScript(scripts),
    screenPreloadsElementId: SCREEN_PRELOADS_ELEMENT_ID,
    screenPreloadsJson: serializeForScript(screenPreloads(entrypoints.screens, config.defaultLanguage, asRootUrl)),
    entryLoader: ENTRY_LOADER_SCRIPT,
    styles: entrypoints.css.map(asRootUrl),
    preloads: [entrypoints.messages?.[config.defaultLanguage]].filter((file) => file !== undefined).map(asRootUrl),
    noscript: `You need to enable JavaScript to use ${config.name}.`,
    rootParsedMarkerId: ROOT_PARSED_MARKER_ID,
    shell: shell ? { html: shell.html, css: styleElementText(shell.css), styleIds: shell.styleIds.join(' ') } : null,
  };
}

/**
 * Compiles the index.html template once; the result renders any tenant's model. The doctype is added here, not in
 * the template: Prettier's Handlebars printer (which formats the template) drops it.
 */
export function compileHtmlTemplate(source: string): (model: HtmlModel) => string {
  const template = Handlebars.compile<HtmlModel>(source.replace(/^\s*<!doctype html>\s*/i, ''), { strict: true });
  return (model) => `<!doctype html>\n${template(model)}\n`;
}
