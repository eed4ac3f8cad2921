/**
 * npm run generate: writes what is derived from schemas/tenant.schema.json — the config types in src/shared and the
 * reference page docs/tenant-config.md. `--check` writes nothing and exits 1 naming every stale file (CI).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderDocs, renderTypes, type SchemaNode } from './lib/schema-artifacts';
import { CROSS_FIELD_RULES } from '../src/pipeline/cross-field-rules';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCHEMA = path.join(ROOT, 'schemas/tenant.schema.json');
const TYPES = path.join(ROOT, 'src/shared/tenant/tenant-config.generated.ts');
const DOCS = path.join(ROOT, 'docs/tenant-config.md');

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const schema = JSON.parse(await fs.readFile(SCHEMA, 'utf8')) as SchemaNode;
  const outputs: [string, string][] = [
    [TYPES, await renderTypes(schema, TYPES)],
    [DOCS, await renderDocs(schema, CROSS_FIELD_RULES, DOCS)],
  ];
  const stale: string[] = [];
  for (const [file, content] of outputs) {
    const current = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (current === content) continue;
    stale.push(path.relative(ROOT, file));
    if (!check) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    }
  }
  if (check && stale.length) {
    console.error(`Stale generated files (run npm run generate):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    stale.length ? `Generated ${stale.join(', ')}` : `Generated files are up to date (${outputs.length} files)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
