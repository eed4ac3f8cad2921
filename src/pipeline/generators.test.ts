import { resolveTenant } from '../shared/tenant/resolve-tenant';
import { toPublicConfig } from '../shared/tenant/public-config';
import { deriveTheme } from '../shared/theme/derive-theme';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ENTRY_LOADER_CSP_SOURCE } from './entry-loader';
import { compileHtmlTemplate, createHtmlModel, serializeForScript } from './html';
import { createManifest } from './manifest';
import { validConfig } from './testing/fixtures';

const tenant = resolveTenant(
  validConfig('brew-lane', {
    name: 'Brew </script><script>alert(1)</script>',
    shortName: 'Brew',
    languages: ['cn', 'en'],
    defaultLanguage: 'cn',
  }),
);
const theme = deriveTheme(tenant.brand.color, tenant.brand.backgroundColor);
const publicConfig = toPublicConfig(tenant, theme);
const template = fs.readFileSync(path.join(__dirname, 'templates/index.html.hbs'), 'utf8');
const entrypoints = { js: ['assets/runtime.1.js', 'assets/main.2.js'], css: ['assets/main.3.css'] };

describe('createManifest', () => {
  it('makes an installable manifest from the tenant', () => {
    expect(createManifest(tenant, theme)).toEqual({
      id: '/',
      name: tenant.name,
      short_name: 'Brew',
      description: 'Coffee and brunch.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#6F4E37',
      background_color: '#FFF8F0',
      lang: 'zh-CN',
      dir: 'ltr',
      categories: ['food', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });
});

describe('index.html', () => {
  const model = createHtmlModel(publicConfig, entrypoints);
  const html = compileHtmlTemplate(template)(model);

  it('has the model the template needs', () => {
    expect(model).toMatchObject({
      lang: 'zh-CN',
      title: tenant.name,
      themeColor: '#6F4E37',
      manifest: '/manifest.webmanifest',
      scripts: ['/assets/runtime.1.js', '/assets/main.2.js'],
      styles: ['/assets/main.3.css'],
    });
  });

  it('embeds the public config as a non-executable JSON script that parses back to the same config', () => {
    const match = /<script id='livery-config' type='application\/json'>([^<]*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1])).toEqual(JSON.parse(JSON.stringify(publicConfig)));
  });

  it('cannot be broken out of by a tenant value', () => {
    expect(html).not.toContain('<script>alert(1)');
    // The config, the entry's file list, the screens' preloads and the loader.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(html).toContain('<title>Brew &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(serializeForScript({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
  });

  it('paints the static shell before any script: its markup in #root, its rules in one adoptable style element', () => {
    const shell = {
      html: '<header class="css-a1">Brew</header>',
      css: '.css-a1{color:#fff}</style>',
      styleIds: ['a1'],
    };
    const withShell = compileHtmlTemplate(template)(createHtmlModel(publicConfig, entrypoints, shell));
    expect(withShell).toContain(`<div id='root'><header class="css-a1">Brew</header></div>`);
    expect(withShell).toContain(`<style data-emotion='css a1'>.css-a1{color:#fff}<\\/style></style>`);
    expect(withShell.indexOf('<style')).toBeLessThan(withShell.indexOf('<script'));
  });

  it("preloads the entry's translations in the tenant's default language, and none for English", () => {
    const withParts = {
      ...entrypoints,
      messages: { cn: 'assets/lang-cn.entry.1.json', mn: 'assets/lang-mn.entry.1.json' },
    };
    const chinese = compileHtmlTemplate(template)(createHtmlModel(publicConfig, withParts));
    expect(chinese).toContain(
      `<link rel='preload' href='/assets/lang-cn.entry.1.json' as='fetch' crossorigin='anonymous' />`,
    );
    expect(chinese).not.toContain('lang-mn');
    const english = createHtmlModel({ ...publicConfig, defaultLanguage: 'en' }, withParts);
    expect(english.preloads).toEqual([]);
    expect(model.preloads).toEqual([]);
  });

  it('has no script element that fetches before the first paint, and one inline script: the loader the CSP hashes', () => {
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/rel='preload'[^>]*as='script'/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(hash).toBe(ENTRY_LOADER_CSP_SOURCE);
  });

  it('starts with the doctype (Prettier would drop it from the template)', () => {
    expect(html.startsWith('<!doctype html>\n<html')).toBe(true);
  });

  it('links the manifest, icons, theme colour, entry files and a root element', () => {
    for (const fragment of [
      `<html lang='zh-CN'>`,
      `<meta name='theme-color' content='#6F4E37' />`,
      `<meta name='description' content='Coffee and brunch.' />`,
      `<link rel='manifest' href='/manifest.webmanifest' />`,
      `<link rel='apple-touch-icon' sizes='180x180' href='/icons/apple-touch-icon.png' />`,
      `<link rel='icon' type='image/png' sizes='32x32' href='/icons/favicon-32.png' />`,
      `<link rel='stylesheet' href='/assets/main.3.css' />`,
      `<script id='livery-entry-scripts' type='application/json'>["/assets/runtime.1.js","/assets/main.2.js"]</script>`,
      `<div id='root'></div>`,
      `<noscript>You need to enable JavaScript to use Brew`,
    ])
      expect(html).toContain(fragment);
  });
});
