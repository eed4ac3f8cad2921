import Ajv2020, { type ErrorObject } from 'ajv/dist/2020';
import schema from '../../schemas/tenant.schema.json';
import type { TenantConfig } from '../shared/tenant/tenant-config.generated';
import type { JsonSource } from './json-source';
import { pointerToken } from './json-source';
import { allowedHint, type Problem } from './problems';

interface SchemaNode {
  $ref?: string;
  enum?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  'x-pattern-message'?: string;
  description?: string;
}

const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false });
// Annotation only: the friendly wording of a pattern, used for messages below.
ajv.addKeyword({ keyword: 'x-pattern-message', schemaType: 'string' });
const validate = ajv.compile<TenantConfig>(schema);

/** The schema node an ajv error's parentSchema refers to, with local $refs followed. */
function deref(node: SchemaNode | undefined): SchemaNode | undefined {
  if (!node?.$ref) return node;
  const name = node.$ref.replace('#/$defs/', '') as keyof typeof schema.$defs;
  return { ...(schema.$defs[name] as SchemaNode), ...node, $ref: undefined };
}

function show(value: unknown): string {
  return JSON.stringify(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function article(type: string): string {
  if (type === 'array') return 'a list';
  if (type === 'object' || type === 'integer') return `an ${type}`;
  return `a ${type}`;
}

/** Turns one ajv error into a problem with plain wording and a did-you-mean where one helps. */
function toProblem(error: ErrorObject, source: JsonSource, file: string): Problem | undefined {
  const parent = deref(error.parentSchema as SchemaNode | undefined);
  const at = (pointer: string, key = false) => ({
    file,
    pointer,
    ...(key ? source.keyAt(pointer) : source.valueAt(pointer)),
  });
  const value = error.data;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const pointer = `${error.instancePath}/${pointerToken(key)}`;
      const allowed = Object.keys(parent?.properties ?? {});
      return { ...at(pointer, true), message: `unknown key "${key}"`, hint: allowedHint(key, allowed) };
    }
    case 'required': {
      const key = (error.params as { missingProperty: string }).missingProperty;
      const pointer = `${error.instancePath}/${pointerToken(key)}`;
      const conditional = /\/allOf\/\d+\/then\//.test(error.schemaPath);
      const child = deref(parent?.properties?.[key]);
      const message = conditional
        ? `"${key}" settings are required because providers has "${key}"`
        : `missing required key "${key}"`;
      return {
        ...at(error.instancePath),
        pointer,
        message,
        hint: child?.enum ? allowedHint(undefined, child.enum) : undefined,
      };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: string[] }).allowedValues;
      return { ...at(error.instancePath), message: `${show(value)} is not allowed`, hint: allowedHint(value, allowed) };
    }
    case 'pattern': {
      const wording = parent?.['x-pattern-message'] ?? `must match ${(error.params as { pattern: string }).pattern}`;
      return { ...at(error.instancePath), message: `${show(value)} ${wording}` };
    }
    case 'type':
      return {
        ...at(error.instancePath),
        message: `must be ${article((error.params as { type: string }).type)}, not ${typeName(value)}`,
      };
    case 'minLength':
      return { ...at(error.instancePath), message: `must not be empty` };
    case 'maxLength': {
      const limit = (error.params as { limit: number }).limit;
      const length = [...String(value)].length;
      return {
        ...at(error.instancePath),
        message: `is ${length} characters long; at most ${limit} allowed`,
      };
    }
    case 'minItems':
      return { ...at(error.instancePath), message: `must list at least ${(error.params as { limit: number }).limit}` };
    case 'uniqueItems': {
      const { i, j } = error.params as { i: number; j: number };
      const list = value as unknown[];
      return { ...at(`${error.instancePath}/${i}`), message: `${show(list[i])} is listed twice (items ${j} and ${i})` };
    }
    case 'if':
      // The failing "then" reports the same fact with its own wording.
      return undefined;
    default:
      return { ...at(error.instancePath), message: error.message ?? error.keyword };
  }
}

/** Schema problems of one parsed tenant.json, or none when it is a valid TenantConfig. */
export function schemaProblems(source: JsonSource, file: string): Problem[] {
  if (validate(source.value)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = toProblem(error, source, file);
    if (!problem) continue;
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/** Type guard over the same validator, for callers that already know the document is fine. */
export function isTenantConfig(value: unknown): value is TenantConfig {
  return validate(value);
}
