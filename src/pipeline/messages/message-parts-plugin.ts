// The translations travel with the chunks that use them (issue 14): the mn and cn catalogues are split by chunk at
// build time, and loading a chunk loads its part too, so a screen renders only once its texts are there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { compileCatalogue } from './compile-catalogue';
import { partFile, splitCatalogue, type LanguageParts } from './split-catalogue';

const PLUGIN = 'MessagePartsPlugin';

/**
 * The function the app calls (src/client/i18n/load-messages.ts) to start in a language:
 * `__webpack_require__.liveryMessages(language, messages)` loads the entry's part into `messages` and from then on
 * every chunk load also loads and merges that chunk's part.
 */
export const START_FUNCTION = 'liveryMessages';

export interface MessagePartsOptions {
  /** Folder of the translation catalogues, `<language>.json` each (`{ id: ICU text }`). */
  catalogueDir: string;
  /** The languages to split; English needs none, its texts are the source's (precompiled) defaultMessages. */
  languages: string[];
  /** The webpack entry whose initial chunks make the part loaded before the first render. */
  entry: string;
}

/** The key of the part of the entry's initial chunks, beside the other chunks' ids. */
const ENTRY_PART = 'entry';

/** The message ids a module's source defines, as the precompile loader recorded them. */
function moduleMessageIds(module: webpack.Module): string[] {
  const inner = (module as { modules?: webpack.Module[] }).modules;
  if (inner) return inner.flatMap(moduleMessageIds);
  return (module.buildInfo?.messageIds as string[] | undefined) ?? [];
}

function chunkMessageIds(compilation: webpack.Compilation, chunks: Iterable<webpack.Chunk>): Set<string> {
  const ids = new Set<string>();
  for (const chunk of chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
      for (const id of moduleMessageIds(module)) ids.add(id);
  return ids;
}

/** language -> its parts, keyed by chunk id (ENTRY_PART for the entry's initial chunks together). */
function splitParts(compilation: webpack.Compilation, options: MessagePartsOptions): Map<string, LanguageParts> {
  const entrypoint = compilation.entrypoints.get(options.entry);
  if (!entrypoint) throw new Error(`${PLUGIN}: webpack entry '${options.entry}' is missing`);
  const initial = new Set(entrypoint.chunks);
  const idsByChunk = new Map<string, Set<string>>([[ENTRY_PART, chunkMessageIds(compilation, initial)]]);
  for (const chunk of compilation.chunks)
    if (!initial.has(chunk) && chunk.id !== null)
      idsByChunk.set(String(chunk.id), chunkMessageIds(compilation, [chunk]));
  return new Map(
    options.languages.map((language) => {
      const file = path.join(options.catalogueDir, `${language}.json`);
      compilation.fileDependencies.add(file);
      const catalogue = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      return [language, splitCatalogue(catalogue, idsByChunk)];
    }),
  );
}

/**
 * The runtime half: a chunk handler (`__webpack_require__.f`, which webpack runs for every chunk it loads, as
 * mini-css-extract-plugin does for CSS) that fetches the chunk's part in the app's language and merges it into
 * the messages object IntlProvider holds. react-intl reads that object on every format, so merged texts show
 * without a new provider. A failed fetch fails the chunk load (like a failed script) and may be retried. File
 * names as split-catalogue.ts's partFile writes them.
 */
class MessagePartsRuntimeModule extends webpack.RuntimeModule {
  constructor(private readonly parts: () => Map<string, LanguageParts>) {
    super('livery message parts', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const { RuntimeGlobals } = webpack;
    const table = Object.fromEntries(
      [...this.parts()].map(([language, { hash, parts }]) => {
        const chunks = [...parts.keys()].filter((key) => key !== ENTRY_PART);
        return [language, { hash, entry: parts.has(ENTRY_PART), chunks }];
      }),
    );
    return [
      `var parts = ${JSON.stringify(table)};`,
      'var language, messages, loading = {};',
      'function loadPart(chunk) {',
      '  var file = "assets/lang-" + language + "." + chunk + "." + parts[language].hash + ".json";',
      `  return loading[file] = loading[file] || fetch(${RuntimeGlobals.publicPath} + file).then(function (response) {`,
      '    if (!response.ok) throw new Error("Loading messages " + file + " failed: HTTP " + response.status);',
      '    return response.json();',
      '  }).then(function (part) { Object.assign(messages, part); }, function (error) { delete loading[file]; throw error; });',
      '}',
      `${RuntimeGlobals.require}.${START_FUNCTION} = function (startLanguage, startMessages) {`,
      '  language = startLanguage;',
      '  messages = startMessages;',
      `  return parts[language] && parts[language].entry ? loadPart("${ENTRY_PART}") : Promise.resolve();`,
      '};',
      `${RuntimeGlobals.ensureChunkHandlers}.messages = function (chunkId, promises) {`,
      '  if (parts[language] && parts[language].chunks.indexOf(String(chunkId)) >= 0) promises.push(loadPart(chunkId));',
      '};',
    ].join('\n');
  }
}

export class MessagePartsPlugin {
  constructor(private readonly options: MessagePartsOptions) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let parts: Map<string, LanguageParts> | undefined;
      // Computed once the chunks and their ids are final: the runtime module is generated after that.
      const partsOnce = () => (parts ??= splitParts(compilation, this.options));
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.ensureChunkHandlers)
        .tap(PLUGIN, (chunk, requirements) => {
          requirements.add(webpack.RuntimeGlobals.publicPath);
          compilation.addRuntimeModule(chunk, new MessagePartsRuntimeModule(partsOnce));
        });
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const entryChunk = compilation.entrypoints.get(this.options.entry)!.getEntrypointChunk();
          const chunkOf = new Map([...compilation.chunks].map((chunk) => [String(chunk.id), chunk]));
          for (const [language, { hash, parts }] of partsOnce())
            for (const [key, messages] of parts) {
              const file = partFile(language, key, hash);
              compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(messages)), { immutable: true });
              // Listed with its chunk, so webpack's stats (and so the size budget) see which chunk brings it.
              (key === ENTRY_PART ? entryChunk : chunkOf.get(key)!).auxiliaryFiles.add(file);
            }
        },
      );
    });
  }
}
