import fs from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import { markReactFactoriesPure } from './pure-react-factories-loader';

const MODULE = [
  'import * as React10 from "react";',
  'var NavigationContext = React10.createContext(null);',
  'NavigationContext.displayName = "Navigation";',
  'var Link = React10.forwardRef(function Link2(props, ref) { return React10.createElement("a", { ...props, ref }); });',
  'Link.displayName = "Link";',
  'var NavLink = React10.forwardRef(function NavLink2(props, ref) { return React10.createElement(Link, props); });',
  'NavLink.displayName = "NavLink";',
  'function useNavigation() { return React10.useContext(NavigationContext); }',
  'export { Link, NavLink, useNavigation };',
  '',
].join('\n');

/** What a minifier keeps of the module when only `used` is imported (esbuild honours the same annotations). */
async function keptOf(source: string, used: string): Promise<string> {
  const entry = `${source.replace(/^export \{.*\};$/m, '')}\nexport { ${used} };`;
  const { code } = await transform(entry, { format: 'esm', minifySyntax: true, treeShaking: true });
  return code;
}

describe('markReactFactoriesPure', () => {
  it('marks top-level component and context factories pure and leaves the display names out', () => {
    const { code, factories } = markReactFactoriesPure(MODULE);
    expect(factories).toBe(3);
    expect(code).toContain('var Link = /* @__PURE__ */ React10.forwardRef(');
    expect(code).toContain('var NavigationContext = /* @__PURE__ */ React10.createContext(null);');
    expect(code).not.toContain('displayName');
  });

  it('lets the minifier drop the components no one imports', async () => {
    const before = await keptOf(MODULE, 'useNavigation');
    expect(before).toContain('NavLink');
    const after = await keptOf(markReactFactoriesPure(MODULE).code, 'useNavigation');
    expect(after).not.toMatch(/forwardRef|NavLink|Link2/);
    expect(after).toContain('createContext(null)');
  });

  it("finds the factories of the installed react-router's production build", () => {
    const dist = path.join(process.cwd(), 'node_modules/react-router/dist/production');
    const sources = fs
      .readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'));
    const withLink = sources.find((source) => /^var Link = /m.test(source));
    if (!withLink) throw new Error(`no module of ${dist} declares Link`);
    const { code, factories } = markReactFactoriesPure(withLink);
    expect(factories).toBeGreaterThan(10);
    expect(code).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(code).not.toMatch(/^Link\.displayName/m);
  });
});
