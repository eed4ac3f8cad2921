// Which translations each chunk of the app compile brings (issue 14: a Mongolian first screen should not load the
// whole Mongolian catalogue). Pure, so tests feed it small catalogues.
import { createHash } from 'node:crypto';
import type { CompiledCatalogue } from './compile-catalogue';

/** The key of the part of the entry's initial chunks, beside the other chunks' ids. */
export const ENTRY_PART = 'entry';

/** One language's parts: chunk -> the translations its modules define; `hash` names the files of all of them. */
export interface LanguageParts {
  hash: string;
  parts: Map<string, CompiledCatalogue>;
}

/**
 * A part's file name: `assets/lang-<language>.<chunk>.<hash>.json`, the hash (10 hex digits) that of all the
 * language's parts together. The runtime, which goes with every first load, then carries one hash per language
 * instead of one per part; a translation changes rarely enough that all parts of its language may be fetched
 * again then. bundle-sizes.ts reads the language back with this pattern.
 */
export const PART_FILE_PATTERN = /(?:^|\/)lang-(\w+)\.[\w-]+\.[0-9a-f]{10}\.json$/;

export const partFile = (language: string, chunk: string, hash: string) =>
  `assets/lang-${language}.${chunk}.${hash}.json`;

/**
 * The parts of `catalogue` the chunks need: each chunk's translations of the messages its modules define, in the
 * order of its ids. A chunk without translated messages has no part. An id the catalogue lacks is left out, so
 * react-intl falls back to the English defaultMessage as it does for any missing translation.
 */
export function splitCatalogue(catalogue: CompiledCatalogue, idsByChunk: Map<string, Iterable<string>>): LanguageParts {
  const parts = new Map<string, CompiledCatalogue>();
  for (const [chunk, ids] of idsByChunk) {
    const messages: CompiledCatalogue = {};
    for (const id of ids) if (Object.hasOwn(catalogue, id)) messages[id] = catalogue[id];
    if (Object.keys(messages).length > 0) parts.set(chunk, messages);
  }
  const hash = createHash('sha256')
    .update(JSON.stringify([...parts]))
    .digest('hex')
    .slice(0, 10);
  return { hash, parts };
}
