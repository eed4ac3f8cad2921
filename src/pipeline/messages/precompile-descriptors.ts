// The app compile formats messages without the ICU parser (issue 14: react-intl's parser is ~5 KB gzip on every first
// load). So every message must reach react-intl as an AST: this rewrites the source's descriptors
// (`{ id, defaultMessage, description }`, the English text) with the defaultMessage parsed at build time and the
// translators' description dropped (react-intl never reads it).
import ts from 'typescript';
import { compileMessage } from './compile-catalogue';

export interface PrecompiledSource {
  code: string;
  /** Ids of the descriptors in the source, in order: the messages this module brings into its chunk. */
  ids: string[];
}

const DESCRIPTOR_KEYS = new Set(['id', 'defaultMessage', 'description']);

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function literalText(node: ts.Expression): string | undefined {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
}

function where(file: ts.SourceFile, node: ts.Node): string {
  const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName}:${line + 1}:${character + 1}`;
}

/**
 * Rewrites every object literal with a `defaultMessage` to `{ id: "…", defaultMessage: <AST> }`. A descriptor the
 * build cannot compile (a computed text, extra keys, a JSX `defaultMessage` attribute) is an error naming its place:
 * at run time there is no parser to fall back on.
 */
export function precompileDescriptors(source: string, fileName: string): PrecompiledSource {
  if (!source.includes('defaultMessage')) return { code: source, ids: [] };
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const edits: { start: number; end: number; text: string }[] = [];
  const ids: string[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'defaultMessage')
      throw new Error(`${where(file, node)}: a JSX defaultMessage cannot be precompiled; use defineMessages`);
    if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => propertyName(p) === 'defaultMessage')) {
      const values = new Map<string, string | undefined>();
      for (const property of node.properties) {
        const name = propertyName(property);
        if (!name || !DESCRIPTOR_KEYS.has(name))
          throw new Error(
            `${where(file, property)}: a message descriptor may only have id, defaultMessage, description`,
          );
        values.set(name, literalText((property as ts.PropertyAssignment).initializer));
      }
      const id = values.get('id');
      const text = values.get('defaultMessage');
      if (id === undefined || text === undefined)
        throw new Error(`${where(file, node)}: a message descriptor needs a literal id and defaultMessage`);
      ids.push(id);
      const ast = JSON.stringify(compileMessage(text, id));
      edits.push({
        start: node.getStart(file),
        end: node.end,
        text: `{ id: ${JSON.stringify(id)}, defaultMessage: ${ast} }`,
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);

  let code = source;
  for (const edit of edits.reverse()) code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, ids };
}
