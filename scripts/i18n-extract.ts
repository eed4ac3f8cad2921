// Extracts the English messages from the client source into src/client/i18n/lang/en.json (with descriptions for
// translators) and checks the translations. `--check` writes nothing and exits 1 when en.json is stale or mn/cn
// miss keys, have extra ones, copy the English text or drop a placeholder.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LANG_DIR = path.join(ROOT, 'src/client/i18n/lang');
const TRANSLATIONS = ['mn', 'cn'] as const;

type Extracted = Record<string, { defaultMessage: string; description?: string }>;

function extract(): Extracted {
  const dir = mkdtempSync(path.join(tmpdir(), 'livery-i18n-'));
  const outFile = path.join(dir, 'en.json');
  try {
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/formatjs'),
      [
        'extract',
        'src/client/**/*.{ts,tsx}',
        '--ignore',
        'src/client/**/*.test.{ts,tsx}',
        '--out-file',
        outFile,
        '--throws',
      ],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const raw = JSON.parse(readFileSync(outFile, 'utf8')) as Extracted;
    // Sorted, and only the fields translators need, so the file diffs cleanly.
    return Object.fromEntries(
      Object.keys(raw)
        .sort()
        .map((id) => [id, { defaultMessage: raw[id].defaultMessage, description: raw[id].description }]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Argument names of an ICU message (`{name}`, `{count, plural, ...}`); branch texts start upper-case or are words. */
function argumentNames(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-z]\w*)\s*[,}]/g)].map((match) => match[1]))].sort();
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return new Error(`${path.relative(ROOT, file)}: ${(error as Error).message}`);
  }
}

/** Every problem of the translation catalogues against the English one. */
export function checkTranslations(english: Extracted, catalogues: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const [language, catalogue] of Object.entries(catalogues)) {
    const file = `src/client/i18n/lang/${language}.json`;
    if (catalogue instanceof Error) {
      problems.push(catalogue.message);
      continue;
    }
    if (typeof catalogue !== 'object' || catalogue === null) {
      problems.push(`${file}: must be a JSON object of message id to translated text`);
      continue;
    }
    const messages = catalogue as Record<string, unknown>;
    for (const id of Object.keys(english)) {
      const text = messages[id];
      const source = english[id].defaultMessage;
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${file}: missing "${id}" (English: ${JSON.stringify(source)})`);
        continue;
      }
      if (text === source) problems.push(`${file}: "${id}" is a copy of the English text; translate it`);
      const expected = argumentNames(source).join(', ');
      const actual = argumentNames(text).join(', ');
      if (expected !== actual)
        problems.push(`${file}: "${id}" has placeholders {${actual}} but the English has {${expected}}`);
    }
    for (const id of Object.keys(messages))
      if (!(id in english)) problems.push(`${file}: extra key "${id}" no longer in the source; remove it`);
  }
  return problems;
}

function main(): void {
  const check = process.argv.includes('--check');
  const english = extract();
  const enFile = path.join(LANG_DIR, 'en.json');
  const enText = `${JSON.stringify(english, null, 2)}\n`;
  const problems: string[] = [];
  if (check) {
    let current = '';
    try {
      current = readFileSync(enFile, 'utf8');
    } catch {
      // reported below as stale
    }
    if (current !== enText) problems.push('src/client/i18n/lang/en.json is stale: run npm run i18n:extract');
  } else writeFileSync(enFile, enText);
  const catalogues = Object.fromEntries(
    TRANSLATIONS.map((language) => [language, readJson(path.join(LANG_DIR, `${language}.json`))]),
  );
  problems.push(...checkTranslations(english, catalogues));
  const count = Object.keys(english).length;
  if (problems.length > 0) {
    console.error(`i18n: ${problems.length} problem(s) with ${count} messages:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`i18n: ${count} messages; en.json ${check ? 'up to date' : 'written'}; mn and cn complete`);
}

main();
