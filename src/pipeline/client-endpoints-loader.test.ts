import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { clientEndpoints } from './client-endpoints-loader';

const SCHEMAS = `
import * as T from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';

const tags = ['merchants'];
const Fields = { name: T.String(), open: T.Boolean() };
export const Merchant = T.Object({ ...Fields, outlets: T.Array(T.String()) });
export const PolicyFields = T.Object({ IsAllowReferral: T.Boolean() });
export const SECTIONS = ['my', 'other'] as const;
export const SECTION_COUNT = 2;
export const getMerchant = defineEndpoint({
  method: 'GET',
  path: '/merchants/:merchantId',
  summary: 'One merchant',
  tags,
  auth: 'optional',
  params: T.Object({ merchantId: T.String() }),
  response: T.Object({ data: Merchant }),
});
`;
/** With what the loader leaves as it is: an endpoint it cannot read (a spread) and a call made for its effect. */
const ENDPOINTS = `${SCHEMAS}
export const unusual = defineEndpoint({ ...{ method: 'GET', path: '/x' }, response: Merchant });
registerNothing(Merchant);
`;

/** Bundles `use` with the given endpoints module (TypeBox replaced by marked stand-ins), tree-shaken and minified. */
async function bundleUsing(endpoints: string, use: string): Promise<string> {
  const files: Record<string, string> = {
    'api.ts': endpoints,
    'endpoint.ts': 'export const defineEndpoint = <E,>(endpoint: E): E => endpoint;',
    'typebox.ts': [
      'export const String = () => ({ type: "string", mark: "TB_STRING" });',
      'export const Boolean = () => ({ type: "boolean", mark: "TB_BOOLEAN" });',
      'export const Array = (items: unknown) => ({ type: "array", items, mark: "TB_ARRAY" });',
      'export const Object = (properties: unknown) => ({ type: "object", properties, mark: "TB_OBJECT" });',
    ].join('\n'),
  };
  const result = await build({
    stdin: { contents: use, loader: 'ts', resolveDir: '/' },
    bundle: true,
    write: false,
    format: 'esm',
    minifySyntax: true,
    treeShaking: true,
    plugins: [
      {
        name: 'in-memory',
        setup(plugin) {
          plugin.onResolve({ filter: /.*/ }, (args) => ({
            path: args.path === '@sinclair/typebox' ? 'typebox.ts' : `${path.basename(args.path)}.ts`,
            namespace: 'memory',
          }));
          plugin.onLoad({ filter: /.*/, namespace: 'memory' }, (args) => ({
            contents: files[args.path],
            loader: 'ts',
          }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

describe('clientEndpoints', () => {
  it('keeps only the method and path of an endpoint it can read, and every other declaration as written', () => {
    const { code, endpoints } = clientEndpoints(ENDPOINTS, 'api.ts');
    expect(endpoints).toBe(1);
    expect(code).toContain("defineEndpoint({ method: 'GET', path: '/merchants/:merchantId' })");
    expect(code).not.toMatch(/summary|response: T\.Object/);
    // A declaration it cannot read (a spread) stays whole; a statement made for its effect is untouched.
    expect(code).toContain("defineEndpoint({ ...{ method: 'GET', path: '/x' }, response: Merchant })");
    expect(code).toMatch(/^registerNothing\(Merchant\);$/m);
    expect(code).toContain('export const SECTION_COUNT = 2;');
  });

  it('leaves the schemas no one reads to tree shaking, and a schema the browser reads whole', async () => {
    const use =
      "import { getMerchant, PolicyFields } from './api';\nconsole.log(getMerchant.path, Object.keys(PolicyFields.properties));";
    expect(await bundleUsing(SCHEMAS, use)).toContain('TB_ARRAY');
    const bundled = await bundleUsing(clientEndpoints(SCHEMAS, 'api.ts').code, use);
    expect(bundled).not.toMatch(/TB_ARRAY|TB_STRING|outlets|One merchant/);
    expect(bundled).toContain('"/merchants/:merchantId"');
    expect(bundled).toMatch(/IsAllowReferral/);
    expect(bundled).toContain('TB_BOOLEAN');
  });

  it('reads every endpoint of src/shared/api', () => {
    const dir = path.join(process.cwd(), 'src/shared/api');
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const declared = source.match(/\bdefineEndpoint\(\{/g)?.length ?? 0;
      expect({ file, endpoints: clientEndpoints(source, file).endpoints }).toEqual({ file, endpoints: declared });
    }
  });
});
