import { parse } from '@formatjs/icu-messageformat-parser';
import { precompileDescriptors } from './precompile-descriptors';

const SOURCE = `import { defineMessages } from 'react-intl';
const m = defineMessages({
  title: { id: 'demo.title', defaultMessage: 'Hello', description: 'Title of /demo' },
  count: {
    id: 'demo.count',
    defaultMessage: \`{count, plural, one {# item} other {# items}}\`,
    description: 'How many',
  },
});
export const other = { defaultLabel: 'kept as written' };
`;

/** The descriptors of the rewritten module, as the bundle would see them. */
function evaluate(code: string): Record<string, unknown> {
  const body = code.replace(/^import .*$/m, '').replace('export const other', 'const other');
  return new Function('defineMessages', `${body}; return m;`)((x: unknown) => x) as Record<string, unknown>;
}

describe('precompileDescriptors', () => {
  it('turns each defaultMessage into the AST the run-time parser would build and drops the description', () => {
    const { code, ids } = precompileDescriptors(SOURCE, 'demo/messages.ts');
    expect(ids).toEqual(['demo.title', 'demo.count']);
    expect(evaluate(code)).toEqual({
      title: { id: 'demo.title', defaultMessage: parse('Hello') },
      count: { id: 'demo.count', defaultMessage: parse('{count, plural, one {# item} other {# items}}') },
    });
    expect(code).not.toContain('Title of /demo');
    expect(code).toContain("export const other = { defaultLabel: 'kept as written' };");
  });

  it('leaves a module without messages as it is', () => {
    const source = 'export const answer = 42;\n';
    expect(precompileDescriptors(source, 'a.ts')).toEqual({ code: source, ids: [] });
  });

  it('refuses what it cannot compile, naming the place', () => {
    expect(() => precompileDescriptors("const d = { id: 'x', defaultMessage: text };", 'a.ts')).toThrow(
      'a.ts:1:11: a message descriptor needs a literal id and defaultMessage',
    );
    expect(() => precompileDescriptors("const d = { id: 'x', defaultMessage: 'y', values: {} };", 'b.ts')).toThrow(
      'b.ts:1:43: a message descriptor may only have id, defaultMessage, description',
    );
    expect(() => precompileDescriptors('const e = <FormattedMessage id="x" defaultMessage="y" />;', 'c.tsx')).toThrow(
      'c.tsx:1:36: a JSX defaultMessage cannot be precompiled; use defineMessages',
    );
    expect(() => precompileDescriptors("const d = { id: 'x', defaultMessage: 'Hi {name' };", 'd.ts')).toThrow(
      'message "x" is not valid ICU',
    );
  });
});
