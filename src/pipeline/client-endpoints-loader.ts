// Webpack loader of the app compile (webpack.config.ts), for the endpoint declarations of src/shared/api: the browser
// gets each endpoint's method and path, not the TypeBox schemas the server validates with.
import ts from 'typescript';
import type { LoaderContext } from 'webpack';

/** What the browser reads of an endpoint (src/client/api/fetcher.ts and query-keys.ts): where and how to call it. */
const CLIENT_ENDPOINT_FIELDS: ReadonlySet<string> = new Set(['method', 'path']);

const PURE = '/* @__PURE__ */ ';

interface Edit {
  start: number;
  end: number;
  text: string;
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined;
}

/**
 * `defineEndpoint({ method, path, …schemas })` keeps only method and path. A declaration the loader cannot read
 * (a spread, a computed key, no literal) is kept whole: it costs bytes, never behaviour.
 */
function endpointEdit(call: ts.CallExpression, source: ts.SourceFile): Edit | undefined {
  const [spec] = call.arguments;
  if (!ts.isIdentifier(call.expression) || call.expression.text !== 'defineEndpoint') return undefined;
  if (!spec || !ts.isObjectLiteralExpression(spec)) return undefined;
  const names = spec.properties.map(propertyName);
  const plain = (property: ts.ObjectLiteralElementLike) =>
    ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property);
  if (names.some((name) => name === undefined) || !spec.properties.every(plain)) return undefined;
  const kept = spec.properties.filter((_property, index) => CLIENT_ENDPOINT_FIELDS.has(names[index] ?? ''));
  if (kept.length !== CLIENT_ENDPOINT_FIELDS.size) return undefined;
  return {
    start: spec.getStart(source),
    end: spec.getEnd(),
    text: `{ ${kept.map((property) => property.getText(source)).join(', ')} }`,
  };
}

/** An initializer webpack and the minifier already see as free of effects: nothing to mark. */
function obviouslyPure(init: ts.Expression): boolean {
  return (
    ts.isArrowFunction(init) ||
    ts.isFunctionExpression(init) ||
    ts.isLiteralExpression(init) ||
    init.kind === ts.SyntaxKind.TrueKeyword ||
    init.kind === ts.SyntaxKind.FalseKeyword ||
    init.kind === ts.SyntaxKind.NullKeyword
  );
}

/**
 * The endpoint modules of src/shared/api for the browser. Every `defineEndpoint` call keeps method and path only, and
 * every other module-level constant is computed in a call marked pure: building a schema (or a helper that builds
 * one) has no effect besides its value, and webpack's own analysis does not take an object spread (`{ ...Fields }`)
 * or a member read as pure, however the call is marked. The server's validation schemas then have no reader in the
 * bundle, so webpack and the minifier drop them and, with them, TypeBox; a schema the browser does read (a list of
 * allowed values, an object's keys) stays, whole and computed as before.
 */
export function clientEndpoints(source: string, fileName: string): { code: string; endpoints: number } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: Edit[] = [];
  let endpoints = 0;
  const findEndpoints = (node: ts.Node): void => {
    const edit = ts.isCallExpression(node) ? endpointEdit(node, file) : undefined;
    if (edit) {
      endpoints += 1;
      edits.push(edit);
    } else ts.forEachChild(node, findEndpoints);
  };
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { initializer } of statement.declarationList.declarations) {
      if (!initializer || obviouslyPure(initializer)) continue;
      findEndpoints(initializer);
      edits.push({ start: initializer.getStart(file), end: initializer.getStart(file), text: `${PURE}(() => (` });
      edits.push({ start: initializer.getEnd(), end: initializer.getEnd(), text: '))()' });
    }
  }
  // From the end, so the offsets of the earlier edits stay valid (no two edits touch the same place).
  edits.sort((a, b) => b.start - a.start);
  let code = source;
  for (const edit of edits) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, endpoints };
}

export default function clientEndpointsLoader(this: LoaderContext<unknown>, source: string): string {
  return clientEndpoints(source, this.resourcePath).code;
}
