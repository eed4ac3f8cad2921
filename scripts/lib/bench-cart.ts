/**
 * The cart page of `npm run bench:client`: the cart is for a signed-in customer, whose session the app keeps in the
 * page's localStorage (src/client/state/store.ts), which Lighthouse clears before every run. So before each run of
 * the cart: the demo member signs in through the API, their cart at the outlet is emptied and gets two lines (choices as offered); then,
 * in the Chromium Lighthouse drives, the origin's HTTP cache, service worker, Cache Storage and storage are cleared
 * and the session is stored as the app leaves it (localStorage and its cookie for navigations, which lets the server
 * draw the cart), and Lighthouse runs with `--disable-storage-reset`: a first load, signed in.
 */
import http from 'node:http';
import { chromium } from 'playwright-core';
import { sessionCookie } from '../../src/shared/auth/session-cookie';

/** The demo member of every tenant (docs/api.md, "Demo data"). */
const DEMO_MEMBER = { phone: '+97699000001', email: 'demo@livery.test', password: 'livery-demo-1' };
const SESSION_STORAGE_KEY = 'livery:session';
const CART_LINES = 2;

interface Answer {
  code: number;
  body: string;
}

/** `method` `urlPath` on 127.0.0.1:`port` as `host`, with a JSON body and a bearer token when given. */
function call(port: number, host: string, method: string, urlPath: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        headers: {
          host,
          accept: 'application/json',
          ...(payload && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ code: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { code, body } = await answer;
  if (code >= 300) throw new Error(`${what} answered ${code}: ${body}`);
  return (JSON.parse(body) as { data: T }).data;
}

interface MenuModifier {
  id: string;
  min_quantity: number;
  modifier_value_list: { id: string; is_default: boolean; isActive: boolean }[];
}

interface MenuProduct {
  _id: string;
  modifier_list: MenuModifier[];
  bundled_item_list: unknown[];
  is_track_quantity: boolean;
  age_restriction: boolean;
}

/**
 * A line of one `product` with the choices a customer must make taken as offered (default values first), or null when
 * it cannot be ordered so (a bundle, stock that may run out, an age check, too few active values).
 */
function lineOf(product: MenuProduct) {
  if (product.bundled_item_list.length || product.is_track_quantity || product.age_restriction) return null;
  const modifiers = product.modifier_list
    .filter((group) => group.min_quantity > 0)
    .map((group) => {
      const active = group.modifier_value_list.filter((value) => value.isActive);
      const chosen = [...active.filter((v) => v.is_default), ...active.filter((v) => !v.is_default)];
      return { group, chosen: chosen.slice(0, group.min_quantity) };
    });
  if (modifiers.some(({ group, chosen }) => chosen.length < group.min_quantity)) return null;
  return {
    product_uid: product._id,
    quantity: 1,
    modifier_list: modifiers.map(({ group, chosen }) => ({
      id: group.id,
      modifier_value_list: chosen.map((value) => ({ id: value.id, quantity: 1 })),
    })),
    bundled_item_list: [],
  };
}

export interface CartSession {
  /** The value the app reads from localStorage's `livery:session`. */
  stored: { token: string; role: 'member'; user: { id: string; profileIncomplete: boolean } };
}

/** Signs the demo member in and leaves their cart at `outletId` with two lines. */
export async function fillDemoCart(port: number, host: string, outletId: string): Promise<CartSession> {
  let login: { token: string; user: { _id: string } } | undefined;
  // By phone, or by e-mail where the tenant has no phone login.
  for (const identity of [{ phone: DEMO_MEMBER.phone }, { email: DEMO_MEMBER.email }]) {
    const answer = await call(port, host, 'POST', '/api/auth/login', {
      ...identity,
      password: DEMO_MEMBER.password,
      isTermChecked: true,
    });
    if (answer.code === 200) login = (JSON.parse(answer.body) as { data: typeof login }).data;
    if (login) break;
  }
  if (!login) throw new Error(`the demo member could not sign in on ${host}`);
  const { token } = login;
  const outlet = encodeURIComponent(outletId);
  const menu = await ok<{ category_list: { product_list: MenuProduct[] }[] }>(
    call(port, host, 'GET', `/api/order/outlets/${outlet}/menu`, undefined, token),
    'the menu',
  );
  const lines = menu.category_list
    .flatMap((category) => category.product_list.map(lineOf))
    .filter((line) => line !== null)
    .slice(0, CART_LINES);
  if (lines.length < CART_LINES) throw new Error(`fewer than ${CART_LINES} products to order at ${outletId}`);
  await ok(call(port, host, 'DELETE', `/api/order/cart/${outlet}`, undefined, token), 'clearing the cart');
  for (const line of lines)
    await ok(call(port, host, 'POST', `/api/order/cart/${outlet}/items`, line, token), 'adding a cart line');
  return { stored: { token, role: 'member', user: { id: login.user._id, profileIncomplete: false } } };
}

/**
 * In the Chromium on DevTools port `chromePort`: forgets what earlier runs left for `origin` (HTTP cache, service
 * worker, caches, storage, cookies) and stores the session with its cookie, so the next load is a first one, signed in.
 */
export async function storeSessionOnly(chromePort: number, origin: string, session: CartSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    // A same-origin document that is not the app (no script of its own runs), to write localStorage from.
    await page.goto(`${origin}/manifest.webmanifest`);
    // The cookie exactly as the app writes it with the session (src/client/state/session-cookie.ts).
    const cookie = sessionCookie(session.stored, new URL(origin).protocol === 'https:');
    await page.evaluate(
      ([key, value, text]) => {
        window.localStorage.setItem(key, value);
        document.cookie = text;
      },
      [SESSION_STORAGE_KEY, JSON.stringify(session.stored), cookie],
    );
    await page.close();
  } finally {
    // Leaves Chromium running: connectOverCDP's close only disconnects.
    await browser.close();
  }
}
