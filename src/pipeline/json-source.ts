import { evaluate, parse, type AnyNode, type LocationRange } from '@humanwhocodes/momoa';

export interface Position {
  line: number;
  column: number;
}

/** A parsed JSON document that can say where each JSON pointer is. */
export interface JsonSource {
  value: unknown;
  /** Start of the value at `pointer`, or of its closest existing ancestor (for a missing key). */
  valueAt(pointer: string): Position;
  /** Start of the key of the member at `pointer` (for unknown keys), else the value's. */
  keyAt(pointer: string): Position;
  /** Keys that occur twice in one object, by pointer of the second occurrence. */
  duplicateKeys: string[];
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: Position,
  ) {
    super(message);
  }
}

/** Escapes a key for a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function start(loc: LocationRange): Position {
  return { line: loc.start.line, column: loc.start.column };
}

/** Parses JSON keeping the source position of every value; throws JsonSyntaxError with line and column. */
export function parseJsonSource(text: string): JsonSource {
  let document;
  try {
    document = parse(text, { mode: 'json' });
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    const message = e.message.replace(/\s*\(\d+:\d+\)\s*$/, '');
    throw new JsonSyntaxError(`invalid JSON: ${message}`, { line: e.line ?? 1, column: e.column ?? 1 });
  }
  const values = new Map<string, Position>();
  const keys = new Map<string, Position>();
  const duplicateKeys: string[] = [];
  const visit = (node: AnyNode, pointer: string): void => {
    values.set(pointer, start(node.loc!));
    if (node.type === 'Object') {
      const seen = new Set<string>();
      for (const member of node.members) {
        const key = member.name.type === 'String' ? member.name.value : member.name.name;
        const child = `${pointer}/${pointerToken(key)}`;
        if (seen.has(key)) duplicateKeys.push(child);
        seen.add(key);
        keys.set(child, start(member.name.loc!));
        visit(member.value, child);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, index) => visit(element.value, `${pointer}/${index}`));
    }
  };
  visit(document.body, '');
  const valueAt = (pointer: string): Position => {
    let p = pointer;
    while (!values.has(p) && p !== '') p = p.slice(0, p.lastIndexOf('/'));
    return values.get(p) ?? { line: 1, column: 1 };
  };
  return {
    value: evaluate(document.body),
    valueAt,
    keyAt: (pointer) => keys.get(pointer) ?? valueAt(pointer),
    duplicateKeys,
  };
}
