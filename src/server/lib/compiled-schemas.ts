import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ValidatorSelector from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';
import standaloneCode from 'ajv/dist/standalone';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What Fastify hands a compiler for one schema of one route. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
}
type Validate = Parameters<typeof standaloneCode>[1];
type Serialize = (data: unknown) => string;
type ExternalSchemas = Record<string, unknown>;
type AjvOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;
type SerializerOptions = Record<string, unknown>;
/** The libraries' own factories, as Fastify calls them. */
const ajvFactory = ValidatorSelector() as unknown as (
  schemas: ExternalSchemas,
  options: AjvOptions,
) => ((route: RouteSchema) => Validate) & Record<symbol, { ajv: Parameters<typeof standaloneCode>[0] }>;
const serializerFactory = SerializerSelector() as unknown as (
  schemas: ExternalSchemas,
  options: SerializerOptions,
) => (route: RouteSchema) => unknown;

/** The folder of compiled schemas beside the other tools' caches (eslint, babel): outside the repository's files. */
export const DEFAULT_COMPILED_SCHEMAS_DIR = path.resolve(__dirname, '../../../node_modules/.cache/livery/schemas');

// What the generated code requires (ajv's runtime helpers, ajv-formats, fast-json-stringify's serializer) is resolved
// from here, wherever the cache folder is.
const requireHere = createRequire(__filename);

/** The libraries whose versions decide the generated code: an upgrade of any of them compiles everything again. */
const GENERATORS = [
  'ajv',
  'ajv-formats',
  'fast-json-stringify',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
]
  .map((name) => `${name}@${(requireHere(`${name}/package.json`) as { version: string }).version}`)
  .join(' ');

const keyOf = (...parts: unknown[]) =>
  createHash('sha256').update(GENERATORS).update(JSON.stringify(parts)).digest('hex').slice(0, 40);

/** Runs generated CommonJS code (what ajv and fast-json-stringify emit in standalone mode) and answers its exports. */
function evaluate<T>(code: string): T {
  const module = { exports: {} };
  // The libraries' own generated code, run as they would run it themselves.
  new Function('module', 'exports', 'require', code)(module, module.exports, requireHere);
  return module.exports as T;
}

/** The compiled schema kept at `file`, or undefined when there is none yet. */
const load = <T>(file: string): T | undefined =>
  existsSync(file) ? evaluate<T>(readFileSync(file, 'utf8')) : undefined;

/**
 * Writes `code` to `file` whole or not at all (another process may be reading or writing the same key), and loads
 * it. A folder that cannot be written (a read-only install) is not an error: `fallback` is used instead.
 */
function store<T>(file: string, code: string, fallback: () => T): T {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    if (existsSync(partial)) rmSync(partial);
    return fallback();
  }
  return evaluate<T>(code);
}

/**
 * Fastify's own compilers (ajv for requests, fast-json-stringify for answers), with the code they generate kept in
 * `dir` by a hash of the schema, its options and the generators' versions. Compiling every route's schemas is most
 * of what building the app costs (1.5 of 2 s of CPU per app): every server test file builds one, twice in CI, and a
 * server start does too. The second time a schema is met, in any process, its code is loaded instead: the same code
 * ajv and fast-json-stringify would have evaluated (their documented standalone mode), so validation, coercion,
 * defaults and error messages are unchanged.
 */
export function compiledSchemas(dir: string = DEFAULT_COMPILED_SCHEMAS_DIR): CompilersFactory {
  const buildValidator = (externalSchemas: ExternalSchemas, ajvOptions: AjvOptions = {}) => {
    // Standalone code needs ajv to keep the source it generates.
    const options = { ...ajvOptions, customOptions: { ...ajvOptions.customOptions, code: { source: true } } };
    let compiler: ReturnType<typeof ajvFactory> | undefined;
    return (route: RouteSchema): Validate => {
      const key = keyOf(options.customOptions, externalSchemas, route.httpPart, route.schema);
      const file = path.join(dir, `validator-${key}.js`);
      const known = load<Validate>(file);
      if (known) return known;
      compiler ??= ajvFactory(externalSchemas, options);
      const validate = compiler(route);
      const { ajv } = compiler[ValidatorSelector.AjvReference as unknown as symbol];
      return store(file, standaloneCode(ajv, validate), () => validate);
    };
  };

  const buildSerializer = (externalSchemas: ExternalSchemas, serializerOptions: SerializerOptions = {}) => {
    const options = { ...serializerOptions, mode: 'standalone' };
    let compiler: ReturnType<typeof serializerFactory> | undefined;
    return (route: RouteSchema): Serialize => {
      const file = path.join(dir, `serializer-${keyOf(options, externalSchemas, route.schema)}.js`);
      const known = load<Serialize>(file);
      if (known) return known;
      compiler ??= serializerFactory(externalSchemas, options);
      const code = compiler(route) as string;
      return store(file, code, () => serializerFactory(externalSchemas, serializerOptions)(route) as Serialize);
    };
  };

  return { buildValidator, buildSerializer } as unknown as CompilersFactory;
}
