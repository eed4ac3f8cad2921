// The translations travel with the chunks that use them (issue 14): the mn and cn catalogues are split by chunk at
// build time, and loading a chunk loads its part too, so a screen renders only once its texts are there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { compileCatalogue } from './compile-catalogue';
import { messagePartsRuntime } from './message-parts-runtime';
import { ENTRY_PART, partFile, splitCatalogue, type LanguageParts } from './split-catalogue';

const PLUGIN = 'MessagePartsPlugin';

export interface MessagePartsOptions {
  /** Folder of the translation catalogues, `<language>.json` each (`{ id: ICU text }`). */
  catalogueDir: string;
  /** The languages to split; English needs none, its texts are the source's (precompiled) defaultMessages. */
  languages: string[];
  /** The webpack entry whose initial chunks make the part loaded before the first render. */
  entry: string;
}

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

/** The runtime half (./message-parts-runtime.ts), in the runtime chunk of the app. */
class MessagePartsRuntimeModule extends webpack.RuntimeModule {
  constructor(private readonly parts: () => Map<string, LanguageParts>) {
    super('livery message parts', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    return messagePartsRuntime(this.parts(), webpack.RuntimeGlobals);
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
