// Server-rendered first screens (issue 14): /home and a merchant page arrive with their content and data, stay
// true to the database, and fall back to the static shell when a render fails.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { merchants, products, promotions } from '../../db/schema';
import { loadClientFunction } from '../../../pipeline/static-shell';
import { compileHtmlTemplate, createHtmlModel, ROOT_PARSED_MARKER_ID } from '../../../pipeline/html';
import { TEMPLATE_PATH } from '../../../pipeline/build';
import { toPublicConfig } from '../../../shared/tenant/public-config';
import { deriveTheme } from '../../../shared/theme/derive-theme';
import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  ALPHA_FLAGSHIP,
  alphaProduct,
  flatWhite,
  setOrderingClock,
  simpleLine,
  ubTuesday,
} from '../../test-support/ordering';
import { SESSION_COOKIE } from '../../../shared/auth/session-cookie';
import { voucherKit } from '../vouchers/voucher-test-kit';
import { FIRST_SCREEN_MODULE, type FirstRenderOptions } from './first-render';

const ROOT_DIR = path.resolve(__dirname, '../../../..');
const STATIC_SHELL = '<div data-testid="static-shell"></div>';

/** Each fixture tenant's index.html as the pipeline writes it, with a stand-in static shell. */
function writeDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'livery-first-render-'));
  const render = compileHtmlTemplate(readFileSync(path.join(ROOT_DIR, TEMPLATE_PATH), 'utf8'));
  writeFileSync(path.join(dir, 'tenants.json'), JSON.stringify({ tenants: FIXTURE_TENANTS.map(({ id }) => ({ id })) }));
  for (const tenant of FIXTURE_TENANTS) {
    const config = toPublicConfig(tenant, deriveTheme(tenant.brand.color, tenant.brand.backgroundColor));
    const shell = { html: STATIC_SHELL, css: '.css-shell{color:red}', styleIds: ['shell'] };
    mkdirSync(path.join(dir, tenant.id), { recursive: true });
    writeFileSync(path.join(dir, tenant.id, 'index.html'), render(createHtmlModel(config, { js: [], css: [] }, shell)));
  }
  return dir;
}

type Render = NonNullable<FirstRenderOptions['render']>;

let t: TestApp;
let distDir: string;
/** What the next renders do instead of rendering (a broken or a slow renderer); null: render. */
let sabotage: (() => Promise<never>) | null = null;
/** The paths rendered so far, one entry per render (a page served from the cache adds none). */
const rendered: string[] = [];
const firstRender: FirstRenderOptions = {};

beforeAll(async () => {
  distDir = writeDist();
  const render = await loadClientFunction<Render>(ROOT_DIR, FIRST_SCREEN_MODULE, 'renderFirstScreen');
  firstRender.render = (request) => {
    rendered.push(request.path);
    return sabotage ? sabotage() : render(request);
  };
  // Loading the app's components under jest takes seconds on a busy machine: the fallback test sets its own limit.
  firstRender.timeoutMs = 60_000;
  t = await buildTestApp({ distDir, firstRender });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});
afterEach(() => {
  sabotage = null;
  firstRender.timeoutMs = 60_000;
});

const page = async (tenantId: string, url: string) => {
  const res = await t.call(tenantId, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** Text as React writes it into markup. */
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
/** The handed-over react-query state of a page. */
function stateOf(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const json = /<script id='livery-first-screen' type='application\/json' nonce="[^"]+">([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  if (!json) throw new Error('no first-screen state in the page');
  return JSON.parse(json);
}
/** The markup in `#root` (its parsed marker follows it, then the data element, last in the body). */
const rootOf = (html: string) =>
  new RegExp(
    `<div id='root'>([\\s\\S]*?)</div>\\s*<template id='${ROOT_PARSED_MARKER_ID}'></template>\\s*` +
      `(?:<script id='livery-first-screen'[^>]*>[^<]*</script>\\s*)?</body>`,
  ).exec(html)![1];
async function homeList(tenantId: string): Promise<Array<{ _id: string; name: string }>> {
  return (await t.call(tenantId, { method: 'GET', url: '/api/merchants?offset=0&limit=10' })).json().data;
}

describe.each(['alpha', 'bravo'])('first screens of %s', (tenantId) => {
  it('/home arrives with the home list of the database and its data for the app', async () => {
    const listed = await homeList(tenantId);
    expect(listed.length).toBeGreaterThan(3);
    const html = await page(tenantId, '/home');
    const root = rootOf(html);
    expect(root).not.toContain('data-testid="static-shell"');
    for (const merchant of listed) expect(root).toContain(escaped(merchant.name));
    const feed = stateOf(html).queries.find((query) => query.queryKey.includes('home-feed'));
    expect(JSON.stringify(feed?.state.data)).toContain(JSON.stringify(listed[0].name));
    // Another tenant's merchants never show.
    const other = await homeList(tenantId === 'alpha' ? 'bravo' : 'alpha');
    expect(root).not.toContain(other.find((m) => !listed.some((l) => l.name === m.name))!.name);
    // emotion's rules of the markup, named for the app's style cache to adopt, under the answer's nonce.
    expect(html).toMatch(/<style nonce="[^"]+" data-emotion='css [\w -]+'>[^<]*\.css-/);
    // Nothing is painted before the whole screen is parsed: the head waits for the marker right after #root, and
    // the data the app alone reads comes after that marker.
    expect(html.slice(0, html.indexOf('</head>'))).toContain(
      `<link rel='expect' href='#${ROOT_PARSED_MARKER_ID}' blocking='render' />`,
    );
    expect(html).toContain(
      `</div>\n    <template id='${ROOT_PARSED_MARKER_ID}'></template>\n    <script id='livery-first-screen'`,
    );
  });

  it('/merchant-detail/:id arrives with the merchant, its first cover preloaded at high priority', async () => {
    const [first] = await homeList(tenantId);
    const covers = [`/covers/${tenantId}-front.jpg?size=800&fit=cover`, `/covers/${tenantId}-inside.jpg`];
    await t.db.db.update(merchants).set({ covers }).where(eq(merchants.id, first._id));
    const merchant = (await t.call(tenantId, { method: 'GET', url: `/api/merchants/${first._id}` })).json().data;
    const html = await page(tenantId, `/merchant-detail/${first._id}`);
    const root = rootOf(html);
    expect(root).toContain(`>${escaped(merchant.name)}</h1>`);
    expect(JSON.stringify(stateOf(html))).toContain(JSON.stringify(merchant.name));
    const head = html.slice(0, html.indexOf('</head>'));
    const cover = escaped(covers[0]);
    expect(head).toContain(`<link rel="preload" as="image" href="${cover}" fetchPriority="high"/>`);
    expect(head.match(/<link rel="preload"[^>]*>/g)).toHaveLength(1);
    expect(root).toMatch(new RegExp(`<img [^>]*src="${cover.replace(/[?.]/g, '\\$&')}"[^>]*fetchPriority="high"`));
    // The cover keeps its box before it loads (aspect-ratio in its rule): no shift when it arrives.
    expect(html).toContain('aspect-ratio:16/9');
  });
});

it('renders each page once, and again after a write changes what it shows (a rename, a promotion, a follow)', async () => {
  const [first] = await homeList('alpha');
  const before = await page('alpha', '/home');
  expect(rootOf(await page('alpha', '/home'))).toBe(rootOf(before));
  await t.db.db.update(merchants).set({ name: 'Renamed Roasters' }).where(eq(merchants.id, first._id));
  expect(rootOf(await page('alpha', '/home'))).toContain('Renamed Roasters');
  expect(rootOf(await page('alpha', `/merchant-detail/${first._id}`))).toContain('Renamed Roasters');
  await t.db.db.insert(promotions).values({
    id: 'alpha-fresh-promotion',
    tenantId: 'alpha',
    merchantId: first._id,
    title: 'Fresh Promotion Today',
    sortOrder: -1000,
    createdAt: new Date(),
  });
  expect(rootOf(await page('alpha', '/home'))).toContain('Fresh Promotion Today');
  // A member's follow changes the count every visitor sees.
  const merchantPage = `/merchant-detail/${first._id}`;
  const { followedCount } = (await t.call('alpha', { method: 'GET', url: `/api/merchants/${first._id}` })).json().data;
  expect(rootOf(await page('alpha', merchantPage))).toContain(`<!-- --> · <!-- -->${followedCount}</button>`);
  const token = await t.demoToken('alpha');
  const follow = await t.call('alpha', { method: 'POST', url: `/api/merchants/${first._id}/follow`, token });
  expect(follow.json().data.followedCount).toBe(followedCount + 1);
  expect(rootOf(await page('alpha', merchantPage))).toContain(`<!-- --> · <!-- -->${followedCount + 1}</button>`);
});

it('serves the static shell when a render fails or takes too long, and renders again next time', async () => {
  sabotage = () => Promise.reject(new Error('broken screen'));
  await t.db.db.update(merchants).set({ description: 'cleared' }).where(eq(merchants.tenantId, 'bravo'));
  const broken = await page('bravo', '/home');
  expect(rootOf(broken)).toBe('<div data-testid="static-shell"></div>');
  expect(broken).not.toContain('livery-first-screen');
  sabotage = () => new Promise<never>(() => {});
  firstRender.timeoutMs = 100;
  expect(rootOf(await page('bravo', '/home'))).toBe('<div data-testid="static-shell"></div>');
  sabotage = null;
  await t.db.db.update(merchants).set({ description: 'again' }).where(eq(merchants.tenantId, 'bravo'));
  firstRender.timeoutMs = 60_000;
  expect(rootOf(await page('bravo', '/home'))).not.toContain('static-shell');
});

it('leaves other paths as built', async () => {
  expect(rootOf(await page('alpha', '/login'))).toBe('<div data-testid="static-shell"></div>');
});

describe('the menu of an outlet (./menu-first-screen.ts)', () => {
  const outletId = ALPHA_FLAGSHIP;
  const menuPath = `/order/merchant/alpha/outlet/${outletId}`;
  interface MenuAnswer {
    category_list: Array<{ name: { en_US: string }; product_list: Array<{ _id: string; name: { en_US: string } }> }>;
  }
  const menu = async (): Promise<MenuAnswer> =>
    (await t.call('alpha', { method: 'GET', url: `/api/order/outlets/${outletId}/menu?orderMode=pick_up` })).json()
      .data;
  beforeAll(() => setOrderingClock(t, 'alpha', ubTuesday('10:00')));
  afterAll(() => setOrderingClock(t, 'alpha', null));

  it('arrives with the outlet, its category bar and products, and the menu answer for the app', async () => {
    const outlet = (await t.call('alpha', { method: 'GET', url: `/api/order/outlets/${outletId}` })).json().data;
    const { category_list: categories } = await menu();
    const html = await page('alpha', menuPath);
    const root = rootOf(html);
    expect(root).toContain(`>${escaped(outlet.name)}</h1>`);
    expect(root).toContain(`>${escaped(categories[0].name.en_US)}</h2>`);
    expect(root).toContain(`data-product="${categories[0].product_list[0]._id}"`);
    const answer = stateOf(html).queries.find((query) => JSON.stringify(query.queryKey).includes('/menu'));
    expect((answer?.state.data as { data: MenuAnswer }).data.category_list).toHaveLength(categories.length);
  });

  it('renders again after a catalogue write (stock) and at a new minute, kept until then', async () => {
    const rendersOfMenu = () => rendered.filter((path) => path === menuPath).length;
    await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
    const first = rootOf(await page('alpha', menuPath));
    const renders = rendersOfMenu();
    expect(rootOf(await page('alpha', menuPath))).toBe(first);
    expect(rendersOfMenu()).toBe(renders);
    const productId = (await menu()).category_list[0].product_list[0]._id;
    await t.db.db
      .update(products)
      .set({ isTrackQuantity: true, remainingQuantity: 3 })
      .where(eq(products.id, productId));
    expect(rootOf(await page('alpha', menuPath))).toContain('3 left');
    await t.db.db.update(products).set({ isTrackQuantity: false }).where(eq(products.id, productId));
    expect(rootOf(await page('alpha', menuPath))).not.toContain('3 left');
    // The next minute of the ordering clock renders the menu anew (what is available, and at which price, may change).
    const beforeMinute = rendersOfMenu();
    await setOrderingClock(t, 'alpha', ubTuesday('10:01'));
    await page('alpha', menuPath);
    expect(rendersOfMenu()).toBe(beforeMinute + 1);
  });

  it('leaves to the app a menu whose address asks for a table or delivery', async () => {
    for (const search of ['?table=12', '?isDelivery=true', '?tableToken=abc'])
      expect(rootOf(await page('alpha', `${menuPath}${search}`))).toBe('<div data-testid="static-shell"></div>');
    expect(rootOf(await page('alpha', `${menuPath}?takeout=true`))).not.toContain('static-shell');
  });
});

it("sends a single-merchant tenant's /home to its merchant page before any script; other tenants' /home stays", async () => {
  const file = path.join(distDir, 'bravo', 'index.html');
  const built = readFileSync(file, 'utf8');
  expect(built).toContain('"singleMerchant":false');
  try {
    writeFileSync(file, built.replace('"singleMerchant":false', '"singleMerchant":true'));
    const home = await t.call('bravo', { method: 'GET', url: '/home?utm_source=qr' });
    expect([home.statusCode, home.headers.location]).toEqual([302, '/merchant-detail/bravo']);
    // Only /home moves: the merchant page and the other paths are served as they are.
    expect(rootOf(await page('bravo', '/login'))).toBe('<div data-testid="static-shell"></div>');
  } finally {
    writeFileSync(file, built);
  }
  expect((await t.call('bravo', { method: 'GET', url: '/home' })).statusCode).toBe(200);
});

describe("a member's cart (./member-first-screen.ts)", () => {
  const cartPath = `/order/cart/alpha?outlet=${ALPHA_FLAGSHIP}`;
  const cookie = (token: string) => ({ cookie: `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(token)}` });
  const navigate = (tenantId: string, url: string, headers: Record<string, string> = {}) =>
    t.call(tenantId, { method: 'GET', url, headers });
  let member: { token: string; userId: string };
  beforeAll(async () => {
    await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
    const kit = voucherKit(t);
    const { token, phone } = await kit.newMember();
    const { voucherId } = await kit.newVoucher({
      isPurchase: false,
      name: 'Five Off Cart',
      voucherType: 'cash',
      value: 5,
    });
    const issued = await kit.post('/dev/vouchers/issue', { payload: { voucherId, phone } });
    expect(issued.statusCode).toBe(201);
    for (const line of [simpleLine('Banana bread', 2), flatWhite(1)]) {
      const added = await t.call('alpha', {
        method: 'POST',
        url: `/api/order/cart/${ALPHA_FLAGSHIP}/items`,
        payload: line,
        token,
      });
      expect(added.statusCode).toBe(200);
    }
    const me = await t.call('alpha', { method: 'GET', url: '/api/me', token });
    member = { token, userId: me.json().data._id };
  });
  afterAll(() => setOrderingClock(t, 'alpha', null));

  it("arrives with the member's outlet, lines and voucher section, private to them, and says whose it is", async () => {
    const outlet = (await t.call('alpha', { method: 'GET', url: `/api/order/outlets/${ALPHA_FLAGSHIP}` })).json().data;
    const res = await navigate('alpha', cartPath, cookie(member.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    const root = rootOf(res.body);
    expect(root).toContain(`data-testid="cart-outlet">${escaped(outlet.name)}<`);
    const names = (
      await t.call('alpha', { method: 'GET', url: `/api/order/cart/${ALPHA_FLAGSHIP}`, token: member.token })
    )
      .json()
      .data.items.map((item: { product: { name: { en_US: string } } }) => item.product.name.en_US);
    expect(names).toHaveLength(2);
    for (const name of names) expect(root).toContain(escaped(name));
    // The checkout panel (its own chunk) with the voucher section (another): the largest element of some carts.
    expect(root).toContain('Five Off Cart');
    const state = stateOf(res.body) as ReturnType<typeof stateOf> & { member?: string };
    expect(state.member).toBe(member.userId);
    const keys = JSON.stringify(state.queries.map((query) => query.queryKey));
    expect(keys).toContain(`/order/cart/:outletId`);
    // The suggestions are a POST that reads: the render does not send it, and leaves the answer for the app to ask.
    expect(keys).not.toContain('/associations');
    // The token itself is never written into the page.
    expect(res.body).not.toContain(member.token);
    // The loyalty checkout is the same screen.
    const loyalty = await navigate(
      'alpha',
      `/order/loyalty/checkout/alpha?outlet=${ALPHA_FLAGSHIP}`,
      cookie(member.token),
    );
    expect(rootOf(loyalty.body)).toContain('Five Off Cart');
  });

  it('is drawn again at each navigation: a cart write shows on the next one', async () => {
    const before = rootOf((await navigate('alpha', cartPath, cookie(member.token))).body);
    expect(before).not.toContain('Butter croissant');
    const line = simpleLine('Butter croissant', 1);
    expect(line.product_uid).toBe(alphaProduct('Butter croissant'));
    await t.call('alpha', {
      method: 'POST',
      url: `/api/order/cart/${ALPHA_FLAGSHIP}/items`,
      payload: line,
      token: member.token,
    });
    expect(rootOf((await navigate('alpha', cartPath, cookie(member.token))).body)).toContain('Butter croissant');
  });

  it('stays as built without a cookie, with a bad or revoked token, or with a token of another tenant', async () => {
    const bravoToken = await t.demoToken('bravo');
    const revoked = await voucherKit(t).newMember();
    await t.call('alpha', { method: 'POST', url: '/api/auth/logout', token: revoked.token, payload: {} });
    const refused = ['not-a-token-at-all', `${member.token}\r\nx-evil: 1`, bravoToken, revoked.token];
    for (const headers of [{}, ...refused.map(cookie)]) {
      const res = await navigate('alpha', cartPath, headers);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('<div data-testid="static-shell"></div>');
      expect(res.body).not.toContain('livery-first-screen');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/\bCookie\b/);
    }
    // Another member's cookie draws that member's cart, never this one's lines.
    const other = await voucherKit(t).newMember();
    const theirs = rootOf((await navigate('alpha', cartPath, cookie(other.token))).body);
    expect(theirs).not.toContain('Banana bread');
    expect(theirs).not.toContain('Five Off Cart');
  });

  it('leaves a table-token cart to the app (its table session is in the browser) and other pages uncookied', async () => {
    const table = await navigate('alpha', `/order/cart/alpha?tableToken=${ALPHA_FLAGSHIP}`, cookie(member.token));
    expect(rootOf(table.body)).toBe('<div data-testid="static-shell"></div>');
    const home = await navigate('alpha', '/home', cookie(member.token));
    expect(home.headers.vary ?? '').not.toMatch(/Cookie/);
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('is no way into the API: a request with only the cookie is anonymous', async () => {
    for (const url of ['/api/me', `/api/order/cart/${ALPHA_FLAGSHIP}`]) {
      const res = await navigate('alpha', url, cookie(member.token));
      expect(res.statusCode).toBe(401);
    }
  });
});
