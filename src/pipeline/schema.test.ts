import schema from '../../schemas/tenant.schema.json';

interface Node {
  $ref?: string;
  type?: string;
  description?: string;
  pattern?: string;
  'x-pattern-message'?: string;
  additionalProperties?: boolean;
  properties?: Record<string, Node>;
  items?: Node;
  $defs?: Record<string, Node>;
}

/** Every schema node with the pointer it sits at, through properties, items and $defs. */
function walk(node: Node, pointer: string, out: [string, Node][] = []): [string, Node][] {
  out.push([pointer, node]);
  for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, `${pointer}/properties/${key}`, out);
  if (node.items) walk(node.items, `${pointer}/items`, out);
  for (const [key, child] of Object.entries(node.$defs ?? {})) walk(child, `${pointer}/$defs/${key}`, out);
  return out;
}

const nodes = walk(schema as Node, '#');

describe('tenant.schema.json house rules', () => {
  it('is JSON Schema 2020-12', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('closes every object with additionalProperties: false', () => {
    const open = nodes.filter(([, n]) => n.type === 'object' && n.additionalProperties !== false).map(([p]) => p);
    expect(open).toEqual([]);
  });

  it('describes every property (the reference page and editors show it)', () => {
    const undescribed = nodes
      .filter(([pointer, n]) => /\/properties\/[^/]+$/.test(pointer) && !n.description)
      .map(([p]) => p);
    expect(undescribed).toEqual([]);
  });

  it('words every pattern for people (x-pattern-message)', () => {
    const unworded = nodes.filter(([, n]) => n.pattern && !n['x-pattern-message']).map(([p]) => p);
    expect(unworded).toEqual([]);
  });
});
