// The browser half of MessagePartsPlugin: code for webpack's runtime chunk that loads each chunk's translations
// with the chunk.
import { ENTRY_PART, type LanguageParts } from './split-catalogue';

/**
 * The function the app calls (src/client/i18n/load-messages.ts) to start in a language:
 * `__webpack_require__.liveryMessages(language, messages)` loads the entry's part into `messages`, and from then
 * on every chunk load also loads that chunk's part and merges it into the same object.
 */
export const START_FUNCTION = 'liveryMessages';

/** The names webpack gives its runtime globals (webpack.RuntimeGlobals). */
export interface RuntimeNames {
  require: string;
  ensureChunkHandlers: string;
  publicPath: string;
}

/**
 * A chunk handler (`__webpack_require__.f`, which webpack runs for every chunk it loads, as mini-css-extract-plugin
 * does for CSS) fetches the chunk's part in the app's language and merges it into the messages object IntlProvider
 * holds; webpack resolves the chunk load, and so React.lazy renders the screen, only once that is done. react-intl
 * reads the object on every format, so merged texts show without a new provider. A failed fetch fails the chunk
 * load (as a failed script does) and is fetched again on a retry. File names as split-catalogue.ts's partFile.
 */
export function messagePartsRuntime(languages: Map<string, LanguageParts>, names: RuntimeNames): string {
  const table = Object.fromEntries(
    [...languages].map(([language, { hash, parts }]) => {
      const chunks = [...parts.keys()].filter((key) => key !== ENTRY_PART);
      return [language, { hash, entry: parts.has(ENTRY_PART), chunks }];
    }),
  );
  return [
    `var parts = ${JSON.stringify(table)};`,
    'var language, messages, loading = {};',
    'function loadPart(chunk) {',
    '  var file = "assets/lang-" + language + "." + chunk + "." + parts[language].hash + ".json";',
    `  return loading[file] = loading[file] || fetch(${names.publicPath} + file).then(function (response) {`,
    '    if (!response.ok) throw new Error("Loading messages " + file + " failed: HTTP " + response.status);',
    '    return response.json();',
    '  }).then(function (part) { Object.assign(messages, part); }, function (error) { delete loading[file]; throw error; });',
    '}',
    `${names.require}.${START_FUNCTION} = function (startLanguage, startMessages) {`,
    '  language = startLanguage;',
    '  messages = startMessages;',
    `  return parts[language] && parts[language].entry ? loadPart("${ENTRY_PART}") : Promise.resolve();`,
    '};',
    `${names.ensureChunkHandlers}.messages = function (chunkId, promises) {`,
    '  if (parts[language] && parts[language].chunks.indexOf(String(chunkId)) >= 0) promises.push(loadPart(chunkId));',
    '};',
  ].join('\n');
}
