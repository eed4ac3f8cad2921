// A returning member's cart arrives drawn by the server (issue 14): the app copies the session into a cookie for
// navigations, so reloading the cart by its address brings the member's lines and outlet in the HTML, painted before
// any script runs; the app then takes over (a quantity changes) and signing out removes the cookie. A food and a
// retail tenant; the cart is photographed as the server drew it (scripts held back) and after the app took over.
import type { Page, Route } from '@playwright/test';
import { firstOrderingOutlet, orderAtNoon, signUpFreshMember } from './fixtures/ordering';
import { apiFromPage, expect, expectNoSeriousAxeViolations, SAME_ORIGIN_PAGE, shoot, test } from './support';
import { pickTenant, translation } from './tenants';

const en = (id: string) => translation('en', id);
const TENANTS = [pickTenant({ layout: 'food' }), pickTenant({ layout: 'retail' })];
const SESSION_COOKIE = 'livery_session';
test.describe.configure({ timeout: 60_000 });

interface MenuProduct {
  _id: string;
  modifier_list: { id: string; min_quantity: number; modifier_value_list: { id: string; isActive: boolean }[] }[];
  bundled_item_list: unknown[];
  is_track_quantity: boolean;
  age_restriction: boolean;
}

/** Two lines of the outlet's first simple products (no bundle, stock or age check), required options at their first. */
async function fillCart(page: Page, outletId: string, token: string): Promise<void> {
  const menu = await apiFromPage<{ data: { category_list: { product_list: MenuProduct[] }[] } }>(
    page,
    `/order/outlets/${encodeURIComponent(outletId)}/menu`,
  );
  const products = menu.body.data.category_list
    .flatMap((category) => category.product_list)
    .filter((product) => !product.bundled_item_list.length && !product.is_track_quantity && !product.age_restriction)
    .slice(0, 2);
  expect(products).toHaveLength(2);
  for (const product of products) {
    const modifier_list = product.modifier_list
      .filter((group) => group.min_quantity > 0)
      .map((group) => ({
        id: group.id,
        modifier_value_list: [{ id: group.modifier_value_list.find((value) => value.isActive)!.id, quantity: 1 }],
      }));
    const added = await apiFromPage(page, `/order/cart/${encodeURIComponent(outletId)}/items`, {
      method: 'POST',
      token,
      body: { product_uid: product._id, quantity: 1, modifier_list, bundled_item_list: [] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

/** Holds every script of the page until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

for (const tenant of TENANTS) {
  test(`${tenant.id} (${tenant.layout}): a member's cart arrives drawn by the server, the app takes over, sign-out drops the cookie`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
    const outlet = await firstOrderingOutlet(page, tenant);
    await orderAtNoon(page, outlet.timeZone);
    // Signed in as the app leaves a member signed in before the cookie existed: localStorage only.
    const member = await signUpFreshMember(page, tenant);
    await fillCart(page, outlet._id, member.token);
    const cartUrl = `${tenant.origin}/order/cart/${encodeURIComponent(tenant.id)}?outlet=${outlet._id}`;

    // The first visit: no cookie yet, the app draws the cart and writes the cookie at start.
    expect(await sessionCookie(page)).toBeUndefined();
    await page.goto(cartUrl);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ value: member.token, sameSite: 'Strict', path: '/', httpOnly: false });

    // Reloaded by its address: the member's cart is in the HTML, painted while every script is held back.
    const release = await holdScripts(page);
    const response = page.waitForResponse((answer) => answer.url() === cartUrl);
    // `commit`: the page's deferred scripts hold DOMContentLoaded back, and they are held here.
    await page.goto(cartUrl, { waitUntil: 'commit' });
    const answer = await response;
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['vary']).toMatch(/\bCookie\b/);
    const html = await answer.text();
    expect(html).toContain(`data-testid="cart-outlet">`);
    expect(html.match(/data-testid="cart-line"/g)).toHaveLength(2);
    await expect(page.getByTestId('cart-outlet')).toHaveText(outlet.name);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.locator('[data-first-screen]')).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-cart-server.png`) });
    await shoot(page, testInfo, `${tenant.id}-cart-server-full`);

    // The app takes over the same screen (its tree replaces the server's wrapper) and the cart answers to a tap.
    await release();
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-outlet')).toHaveText(outlet.name);
    // The app's deferred renders (the panel's reads) settled: the main button knows the member's balances.
    await expect(page.getByTestId('cart-main-button')).toBeEnabled();
    await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-cart-app.png`) });
    await shoot(page, testInfo, `${tenant.id}-cart-app-full`);
    const firstLine = page.getByTestId('cart-line').first();
    const quantity = firstLine.getByRole('textbox');
    await expect(quantity).toHaveValue('1');
    await firstLine.getByRole('button', { name: en('orderingCart.increase') }).click();
    await expect(quantity).toHaveValue('2');
    const cart = await apiFromPage<{ data: { items: { quantity: number }[] } }>(page, `/order/cart/${outlet._id}`, {
      token: member.token,
    });
    expect(cart.body.data.items.map((item) => item.quantity).sort()).toEqual([1, 2]);
    await expectNoSeriousAxeViolations(page);

    // Signing out removes the cookie with the session: the cart's address then gets the page as built.
    await page.goto(`${tenant.origin}/profile`);
    await page.getByTestId('row-logout').click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await sessionCookie(page)).toBeUndefined();
    const after = await page.goto(cartUrl, { waitUntil: 'commit' });
    expect(await after!.text()).not.toContain('data-testid="cart-line"');
  });
}
