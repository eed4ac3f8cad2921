import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { toPublicConfig } from '../shared/tenant/public-config';
import { resolveTenant } from '../shared/tenant/resolve-tenant';
import { deriveTheme } from '../shared/theme/derive-theme';
import { FRAME_WAIT_LIMIT_MS } from './entry-loader';
import { compileHtmlTemplate, createHtmlModel } from './html';
import { validConfig } from './testing/fixtures';

const tenant = resolveTenant({ ...validConfig('brew-lane'), defaultLanguage: 'mn' });
const page = compileHtmlTemplate(fs.readFileSync(path.join(__dirname, 'templates/index.html.hbs'), 'utf8'))(
  createHtmlModel(toPublicConfig(tenant, deriveTheme(tenant.brand.color, tenant.brand.backgroundColor)), {
    js: ['assets/runtime.1.js', 'assets/vendor.2.js', 'assets/main.3.js'],
    css: [],
    screens: {
      'order-cart': { js: ['assets/41.a.js', 'assets/42.b.js'], messages: { mn: ['assets/lang-mn.42.c.json'] } },
      'order-cart-checkout': {
        js: ['assets/42.b.js', 'assets/43.d.js'],
        messages: { cn: ['assets/lang-cn.43.e.json'] },
      },
    },
  }),
);

/** index.html parsed and its inline loader run by jsdom, which draws "frames" (requestAnimationFrame) but fetches nothing. */
function openPage(visibility: 'visible' | 'hidden', drawsFrames = true, url = 'http://brewlane.localhost/home') {
  const dom = new JSDOM(page, {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
      if (!drawsFrames) window.requestAnimationFrame = () => 0;
    },
  });
  const added = () =>
    [...dom.window.document.head.querySelectorAll('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      async: (script as HTMLScriptElement).async,
    }));
  const preloaded = () =>
    [...dom.window.document.head.querySelectorAll('link[rel=preload]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossOrigin: link.getAttribute('crossorigin'),
    }));
  return { dom, added, preloaded };
}

const inOrder = ['/assets/runtime.1.js', '/assets/vendor.2.js', '/assets/main.3.js'].map((src) => ({
  src,
  async: false,
}));

describe("index.html's entry loader", () => {
  it('adds the entry files, in order and executed in order, only after parsing and the first frame', async () => {
    const { dom, added } = openPage('visible');
    const frame = jest.fn();
    dom.window.requestAnimationFrame(frame);
    expect(added()).toEqual([]);
    await new Promise<void>((resolve) => dom.window.document.addEventListener('DOMContentLoaded', () => resolve()));
    expect(added()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(frame).toHaveBeenCalled();
    expect(added()).toEqual(inOrder);
    // The fallback for a page that draws no frame does not add them a second time.
    await new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_LIMIT_MS + 50));
    expect(added()).toEqual(inOrder);
    dom.window.close();
  });

  it(`adds them after ${FRAME_WAIT_LIMIT_MS} ms where no frame comes (an iframe out of view is throttled)`, async () => {
    const { dom, added } = openPage('visible', false);
    await new Promise<void>((resolve) => dom.window.document.addEventListener('DOMContentLoaded', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(added()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_LIMIT_MS));
    expect(added()).toEqual(inOrder);
    dom.window.close();
  });

  it('adds them without waiting for a frame in a hidden tab, which draws none', async () => {
    const { dom, added } = openPage('hidden');
    await new Promise<void>((resolve) => dom.window.document.addEventListener('DOMContentLoaded', () => resolve()));
    expect(added()).toEqual(inOrder);
    dom.window.close();
  });

  it("preloads a screen's chunks and its default-language translations with the entry, on the paths that open it", async () => {
    const cartPaths = ['/order/cart/brew-lane?outlet=o1', '/order/loyalty/checkout/brew-lane/'];
    for (const cartPath of cartPaths) {
      const { dom, added, preloaded } = openPage('visible', true, `http://brewlane.localhost${cartPath}`);
      // Not while parsing (Lighthouse would charge them to the first paint), but with the entry's files.
      expect(preloaded()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(added()).toEqual(inOrder);
      expect(preloaded()).toEqual([
        { href: '/assets/41.a.js', as: 'script', crossOrigin: null },
        { href: '/assets/42.b.js', as: 'script', crossOrigin: null },
        { href: '/assets/43.d.js', as: 'script', crossOrigin: null },
        { href: '/assets/lang-mn.42.c.json', as: 'fetch', crossOrigin: 'anonymous' },
      ]); // each shared file once, the default language's texts only
      dom.window.close();
    }
  });

  it('preloads nothing on a path that opens no such screen', async () => {
    for (const otherPath of ['/home', '/order/cart', '/order/cart/brew-lane/extra', '/orders/cart/brew-lane']) {
      const { dom, added, preloaded } = openPage('hidden', true, `http://brewlane.localhost${otherPath}`);
      await new Promise<void>((resolve) => dom.window.document.addEventListener('DOMContentLoaded', () => resolve()));
      expect(added()).toEqual(inOrder);
      expect(preloaded()).toEqual([]);
      dom.window.close();
    }
  });
});
