// Chunk ids of 3 digits at most for the app compile (webpack.config.ts). webpack's 'deterministic' ids widen their
// space to 20 times the chunks: 4 digits for our ~180. The runtime lists every lazy chunk by id and each chunk names
// the ones it loads with, so one digit less is 0.2–0.3 KB gzip on every first load.
import { createHash } from 'node:crypto';
import type webpack from 'webpack';

/** Ids below this: 3 digits. */
const ID_SPACE = 1000;

/**
 * An id for each key (a chunk's name, or its modules'), in the keys' order: a hash of the key in [0, 1000), none of
 * `taken` and no two alike; a key whose hash is taken hashes again with a salt. Keys are placed in sorted order, so
 * the same keys always get the same ids, and a new key moves at most the keys it clashes with (about one in ten with
 * 180 of 1,000 taken).
 */
export function shortIds(keys: readonly string[], taken: ReadonlySet<number> = new Set()): number[] {
  if (keys.length + taken.size > ID_SPACE) throw new Error(`more than ${ID_SPACE} chunks: widen the id space`);
  const used = new Set(taken);
  const ids: number[] = [];
  const order = keys.map((key, index) => ({ key, index })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { key, index } of order) {
    for (let salt = 0; ; salt += 1) {
      const id = parseInt(createHash('sha256').update(`${key}${salt}`).digest('hex').slice(0, 8), 16) % ID_SPACE;
      if (used.has(id)) continue;
      used.add(id);
      ids[index] = id;
      break;
    }
  }
  return ids;
}

/** Gives every chunk webpack left without an id (`optimization.chunkIds: false`) its short id. */
export class ShortChunkIdsPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.compilation.tap(ShortChunkIdsPlugin.name, (compilation) => {
      compilation.hooks.chunkIds.tap(ShortChunkIdsPlugin.name, (chunks) => {
        const keyOf = (chunk: webpack.Chunk) =>
          chunk.name ??
          compilation.chunkGraph
            .getChunkRootModules(chunk)
            // Wherever node_modules lies (a worktree may link another's), the same key.
            .map((module) => module.readableIdentifier(compilation.requestShortener).replace(/\S*?node_modules\//g, ''))
            .join();
        const taken = new Set([...chunks].flatMap((chunk) => (typeof chunk.id === 'number' ? [chunk.id] : [])));
        const unnamed = [...chunks].filter((chunk) => chunk.id === null).map((chunk) => ({ chunk, key: keyOf(chunk) }));
        const ids = shortIds(
          unnamed.map(({ key }) => key),
          taken,
        );
        unnamed.forEach(({ chunk }, index) => {
          chunk.id = ids[index];
          chunk.ids = [ids[index]];
        });
      });
    });
  }
}
