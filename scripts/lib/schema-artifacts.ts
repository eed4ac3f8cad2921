/**
 * Everything generated from schemas/tenant.schema.json: the TypeScript types (json-schema-to-typescript) and the
 * onboarding reference page docs/tenant-config.md. Pure functions from the schema to file contents; scripts/generate.ts
 * writes or checks them.
 */
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';

export const BANNER = 'generated — do not edit; run npm run generate';

/** A JSON schema node, loosely typed: the tenant schema is plain data. */
export interface SchemaNode {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  'x-pattern-message'?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  uniqueItems?: boolean;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  default?: unknown;
  examples?: unknown[];
  allOf?: { if?: SchemaNode; then?: SchemaNode }[];
  $defs?: Record<string, SchemaNode>;
  [key: string]: unknown;
}

/** A cross-field rule the schema cannot express, listed on the reference page. */
export interface RuleDoc {
  field: string;
  rule: string;
}

/** Resolves a local `#/$defs/x` reference and merges the referring node's own keywords over it. */
export function deref(root: SchemaNode, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const name = node.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`unknown $ref ${node.$ref}`);
  const { $ref: _ref, ...own } = node;
  return { ...deref(root, target), ...own };
}

/**
 * json-schema-to-typescript clones a referenced type when the $ref carries a sibling description (Language1, ...);
 * the descriptions matter only for editors and the docs page, so the copy given to it drops them.
 */
function withoutRefSiblings(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string') return { $ref: obj.$ref };
  return Object.fromEntries(Object.entries(obj).map(([key, value]) => [key, withoutRefSiblings(value)]));
}

async function format(source: string, filepath: string): Promise<string> {
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...config, filepath });
}

/** The TypeScript types of the tenant config. `filepath` only picks the Prettier config. */
export async function renderTypes(schema: SchemaNode, filepath: string): Promise<string> {
  const ts = await compile(withoutRefSiblings(schema) as JSONSchema, 'TenantConfig', {
    bannerComment: `/* eslint-disable */\n// ${BANNER}\n// Source: schemas/tenant.schema.json`,
    additionalProperties: false,
    format: false,
  });
  return format(`${ts}\n${renderConstants(schema)}`, filepath);
}

function screamingCase(title: string): string {
  return title.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

function walk(node: unknown, visit: (node: SchemaNode, path: string[]) => void, path: string[] = []): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  const n = node as SchemaNode;
  visit(n, path);
  for (const [key, child] of Object.entries(n.properties ?? {})) walk(child, visit, [...path, key]);
}

/**
 * Runtime twins of the types: the allowed values of every named enum and every schema default, so that no code
 * hand-writes a list or a default that the schema already holds.
 */
function renderConstants(schema: SchemaNode): string {
  const lines: string[] = [];
  for (const def of Object.values(schema.$defs ?? {}))
    if (def.title && def.enum) lines.push(enumConstant(def.title, def.enum));
  walk(schema, (node) => {
    if (node.title && node.enum && node !== schema) lines.push(enumConstant(node.title, node.enum));
  });
  const defaults: string[] = [];
  walk(schema, (node, path) => {
    if (node.default !== undefined)
      defaults.push(`  ${JSON.stringify(path.join('.'))}: ${JSON.stringify(node.default)},`);
  });
  return [
    '/** Allowed values of each enum of the schema, in schema order. */',
    ...lines,
    '',
    '/** The `default` of every schema property, by dotted path. */',
    'export const SCHEMA_DEFAULTS = {',
    ...defaults,
    '} as const;',
    '',
  ].join('\n');
}

function enumConstant(title: string, values: unknown[]): string {
  return `export const ${screamingCase(title)}_VALUES = ${JSON.stringify(values)} as const satisfies readonly ${title}[];`;
}

function code(value: unknown): string {
  return '`' + (typeof value === 'string' ? value : JSON.stringify(value)) + '`';
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function typeOf(root: SchemaNode, node: SchemaNode): string {
  const n = deref(root, node);
  if (n.type === 'array' && n.items) return `list of ${typeOf(root, n.items)}`;
  if (n.enum) return n.enum.map(code).join(', ');
  if (n.type === 'object') return 'object';
  return n.type ?? 'any';
}

function constraintsOf(root: SchemaNode, node: SchemaNode): string {
  const n = deref(root, node);
  const parts: string[] = [];
  if (n.minLength !== undefined && n.maxLength !== undefined) parts.push(`${n.minLength}–${n.maxLength} characters`);
  else if (n.maxLength !== undefined) parts.push(`at most ${n.maxLength} characters`);
  else if (n.minLength !== undefined) parts.push(`at least ${n.minLength} characters`);
  if (n.pattern) parts.push(`pattern ${code(n.pattern)}`);
  if (n.type === 'array') {
    if (n.minItems) parts.push(`at least ${n.minItems} item${n.minItems > 1 ? 's' : ''}`);
    if (n.uniqueItems) parts.push('no repeats');
    if (n.items) {
      const item = deref(root, n.items);
      if (item.pattern) parts.push(`each matches ${code(item.pattern)}`);
    }
  }
  if (n.examples?.length) parts.push(`e.g. ${n.examples.map(code).join(', ')}`);
  return parts.join('; ');
}

interface Row {
  path: string;
  required: string;
  type: string;
  default: string;
  constraints: string;
  description: string;
}

function conditionalRequirements(node: SchemaNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const { if: cond, then } of node.allOf ?? []) {
    const [arrayKey, arraySchema] = Object.entries(cond?.properties ?? {})[0] ?? [];
    const value = (arraySchema?.contains as SchemaNode | undefined)?.const;
    for (const key of then?.required ?? []) out.set(key, `when ${arrayKey} has ${code(value)}`);
  }
  return out;
}

function collectRows(root: SchemaNode, node: SchemaNode, prefix: string, rows: Row[]): void {
  const n = deref(root, node);
  const required = new Set(n.required ?? []);
  const conditional = conditionalRequirements(n);
  for (const [key, raw] of Object.entries(n.properties ?? {})) {
    if (key === '$schema' && prefix === '') continue;
    const child = deref(root, raw);
    const path = prefix + key;
    rows.push({
      path,
      required: required.has(key) ? 'yes' : (conditional.get(key) ?? ''),
      type: typeOf(root, raw),
      default: child.default !== undefined ? code(child.default) : '',
      constraints: constraintsOf(root, raw),
      description: child.description ?? '',
    });
    if (child.type === 'object' && child.properties) collectRows(root, child, `${path}.`, rows);
  }
}

/** The Markdown reference page for onboarding staff. */
export async function renderDocs(schema: SchemaNode, rules: RuleDoc[], filepath: string): Promise<string> {
  const rows: Row[] = [];
  collectRows(schema, schema, '', rows);
  const table = [
    '| Field | Required | Type | Default | Constraints | Description |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) => `| ${[code(r.path), r.required, r.type, r.default, r.constraints, r.description].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
  const ruleList = rules.map((r) => `- ${code(r.field)}: ${r.rule}`).join('\n');
  const md = `<!-- ${BANNER} -->

# Tenant config reference

${schema.description ?? ''}

Each merchant is a folder \`tenants/<id>/\` with a \`tenant.json\` and an icon. Start the file with
\`"$schema": "../../schemas/tenant.schema.json"\` so your editor checks it while you type, run
\`npm run tenants:check\` to see every problem with its file, line and column, and \`npm run tenants:new -- <id>\` to
start a new tenant from a working example. Unknown fields are errors. Complete examples are the sample tenants in
\`tenants/\`: a food brand, a retail brand, a single-merchant kitchen with guest ordering and a light yellow brand.

From each config the build makes \`dist/<id>/\`: \`index.html\` (title, description, theme colour, the public config),
\`manifest.webmanifest\`, icons rendered from the source icon (favicons 32 and 48, apple-touch 180, 192, 512 and a
maskable 512 padded on the background colour), and a theme in the brand colour itself: the app bar, buttons, chips
and badges wear it exactly, with near-black or white text, whichever meets WCAG AA 4.5:1 on it. Only where the brand
colour would be text or an outline on the page (links, outlined buttons, selected tabs) and is too light or too dark
for the background does the app use the nearest shade of it that meets 4.5:1 there; \`dist/report.json\` records
both colours and the contrast ratios.

## Fields

${table}

## Rules checked across fields

Checked by \`npm run tenants:check\` and by the build, on top of the table above:

${ruleList}
`;
  return format(md, filepath);
}
