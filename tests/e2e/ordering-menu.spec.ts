// The menu side of ordering (seed 002 §2–§5, issue 11) as a person uses it, on a food and a retail tenant: the
// branch or restaurant list, the menu with its chip bar and cards, the product popup with modifiers and a bundle,
// adding to the cart, a pick-up slot, search, bookmarks, and dine-in through a table QR held to a (fake) camera.
import type { Page, TestInfo } from '@playwright/test';
import { firstOrderingOutlet, withoutPromotions } from './fixtures/ordering';
import { launchWithFakeCamera, writeQrVideo } from './fixtures/qr-video';
import { PHONE } from './phone';
import { apiFromPage, expect, expectNoSeriousAxeViolations, logInAsDemoMember, shoot, test } from './support';
import { pickTenant, translation, type SampleTenant } from './tenants';

const FOOD = pickTenant({ layout: 'food' });
const RETAIL = pickTenant({ layout: 'retail' });
const en = (id: string) => translation('en', id);

/** Empties the demo member's cart at the merchant's first outlet (the one the tests open), left from earlier runs. */
async function emptyCart(page: Page, tenant: SampleTenant, token: string): Promise<void> {
  const outlet = await firstOrderingOutlet(page, tenant);
  const cleared = await apiFromPage(page, `/order/cart/${encodeURIComponent(outlet._id)}`, {
    method: 'DELETE',
    token,
  });
  expect(cleared.status).toBe(200);
}

/** Logs in, opens the merchant's order page and its first outlet, and waits for the menu. */
async function openMenu(page: Page, tenant: SampleTenant, { emptied = false } = {}): Promise<void> {
  const token = await logInAsDemoMember(page, tenant, '/');
  if (emptied) await emptyCart(page, tenant, token);
  await page.goto(`${tenant.origin}/order/merchant/${tenant.id}`);
  const outlets = page.getByTestId('outlet-card');
  // A merchant with several outlets shows page 0 (restaurants or branches); with one it goes straight on.
  await withoutPromotions(page, tenant, async () => {
    await expect(outlets.first().or(page.getByTestId('outlet-name'))).toBeVisible();
    if (await outlets.first().isVisible()) await outlets.first().getByRole('button').click();
  });
  await expect(page.getByRole('navigation', { name: en('ordering.menu.categories') })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

const card = (page: Page, name: RegExp) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name }) });

async function look(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo, name);
}

test.describe('food menu', () => {
  test(`${FOOD.id}: restaurants, menu, a product with modifiers and a bundle into the cart, a pick-up slot`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await logInAsDemoMember(page, FOOD, '/');
    await page.goto(`${FOOD.origin}/order/merchant/${FOOD.id}`);
    await expect(page.getByRole('heading', { name: en('ordering.flow.catalogueTitle') })).toBeVisible();
    await look(page, testInfo, `${FOOD.id}-restaurants`);
    await openMenu(page, FOOD, { emptied: true });
    await expect(page.getByText(/^Nutri-Grade [A-D]$/).first()).toBeVisible();
    await look(page, testInfo, `${FOOD.id}-menu`);

    // A drink with modifiers: the popup, Mandatory groups preselected, the inactive milk disabled.
    await card(page, /^Iced latte$/)
      .getByRole('button', { name: /^Add one/ })
      .click();
    const popup = page.getByRole('dialog', { name: 'Iced latte' });
    await expect(popup.getByText(en('ordering.popup.mandatory')).first()).toBeVisible();
    await expect(popup.getByRole('radio', { name: /Soy/ })).toBeDisabled();
    await popup.getByRole('radio', { name: /Oat/ }).check();
    await look(page, testInfo, `${FOOD.id}-popup`);
    await popup.getByRole('button', { name: en('ordering.popup.addToCart') }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('cart-bar')).toContainText('1 item');

    // A bundle: its items with the default plate preselected; Add puts it in the cart.
    await page.getByRole('button', { name: 'Brunch sets' }).click();
    await card(page, /^Brunch for one$/)
      .getByRole('button', { name: 'Brunch for one', exact: true })
      .click();
    const bundle = page.getByRole('dialog', { name: 'Brunch for one' });
    await expect(bundle.getByTestId('bundle-item').first()).toBeVisible();
    await shoot(page, testInfo, `${FOOD.id}-bundle`);
    const add = bundle.getByRole('button', { name: en('ordering.popup.add'), exact: true });
    for (const item of await bundle.getByTestId('bundle-item').all()) {
      if (await add.isEnabled()) break;
      const options = item.locator('input:not([disabled])');
      if (!(await options.first().isChecked())) await options.first().check();
    }
    await add.click();
    await expect(bundle).toBeHidden();
    await expect(page.getByTestId('cart-bar')).toContainText('2 items');

    // A pick-up slot for a later day: the cart keeps it.
    await page.getByTestId('mode-pick_up').click();
    await page.getByTestId('order-time').click();
    const dates = page.getByRole('group', { name: en('ordering.time.date') });
    await dates.getByRole('button').nth(1).click();
    await expect(page.getByTestId('order-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(page.getByTestId('cart-bar')).toHaveAttribute('href', /\/order\/cart\/.*outlet=/);
  });

  test(`${FOOD.id}: search with tags, bookmark a product`, async ({ page }, testInfo) => {
    test.slow();
    await openMenu(page, FOOD);
    await page.getByRole('link', { name: en('ordering.menu.search') }).click();
    await expect(page.getByRole('status').filter({ hasText: en('ordering.search.box') })).toBeVisible();
    await page.getByRole('searchbox').fill('latte');
    await expect(page.getByTestId('search-count')).toHaveText(/^Search results: \([1-9]\d*\)$/);
    await look(page, testInfo, `${FOOD.id}-search`);
    await page.getByRole('searchbox').fill('no such dish here');
    await expect(page.getByText(en('ordering.search.notFound'))).toBeVisible();

    await withoutPromotions(page, FOOD, () => page.getByRole('button', { name: en('ordering.back') }).click());
    const heart = card(page, /^Long black$/).getByRole('button', { name: 'Bookmark Long black' });
    const wasBookmarked = (await heart.getAttribute('aria-pressed')) === 'true';
    if (!wasBookmarked) await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: en('ordering.menu.bookmarks') }).click();
    await expect(page.getByTestId('bookmark-count')).toHaveText(/^Bookmark: [1-9]\d*$/);
    await expect(card(page, /^Long black$/)).toBeVisible();
    await look(page, testInfo, `${FOOD.id}-bookmarks`);
    if (!wasBookmarked)
      await card(page, /^Long black$/)
        .getByRole('button', { name: 'Bookmark Long black' })
        .click();
  });
});

test.describe('retail menu', () => {
  test(`${RETAIL.id}: branch selection, a menu without food badges, a product with its options into the cart`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await logInAsDemoMember(page, RETAIL, '/');
    await page.goto(`${RETAIL.origin}/order/merchant/${RETAIL.id}`);
    const branches = page.getByRole('heading', { name: en('ordering.flow.branchTitle') });
    await expect(branches.or(page.getByTestId('outlet-name'))).toBeVisible();
    if (await branches.isVisible()) await look(page, testInfo, `${RETAIL.id}-branches`);
    await openMenu(page, RETAIL, { emptied: true });
    await expect(page.getByText(/^Nutri-Grade/)).toHaveCount(0);
    await look(page, testInfo, `${RETAIL.id}-menu`);
    // Plus on a product with options opens the popup with the defaults chosen; Add puts it in the cart.
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /^Add one/ })
      .click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByTestId('popup-price')).toBeVisible();
    await look(page, testInfo, `${RETAIL.id}-popup`);
    await popup.getByRole('button', { name: en('ordering.popup.addToCart') }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('cart-bar')).toBeVisible();
    await page.getByRole('button', { name: 'List view' }).click();
    await shoot(page, testInfo, `${RETAIL.id}-menu-list`);
  });
});

test.describe('dine-in through a table QR', () => {
  const DINE_IN = pickTenant(
    { where: { test: (tenant) => tenant.id === 'saffron-kitchen', says: 'saffron-kitchen' } },
    { layout: 'food' },
  );

  test(`${DINE_IN.id}: Dine in without a table opens the scanner; a table QR on the camera sets the table`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await openMenu(page, DINE_IN);
    const menuUrl = page.url();
    const video = testInfo.outputPath('table-qr.y4m');
    writeQrVideo(video, `${DINE_IN.origin}/order/merchant/${DINE_IN.id}?table=7`);
    const browser = await launchWithFakeCamera(video);
    try {
      const context = await browser.newContext(PHONE);
      await context.grantPermissions(['camera'], { origin: DINE_IN.origin });
      const cam = await context.newPage();
      await logInAsDemoMember(cam, DINE_IN, '/');
      // Dine-in left from an earlier test (a table, or EATIN without one) would skip the scanner: start from pick-up.
      await withoutPromotions(cam, DINE_IN, () => cam.goto(menuUrl));
      const pickUp = cam.getByTestId('mode-pick_up');
      await expect(pickUp).toBeVisible();
      if ((await cam.getByTestId('mode-dine_in').getAttribute('aria-pressed')) === 'true') {
        await pickUp.click();
        const confirm = cam.getByRole('button', { name: en('ordering.confirm') });
        await expect(async () => {
          if (await confirm.isVisible()) await confirm.click();
          await expect(pickUp).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
        }).toPass({ timeout: 15_000 });
        await expect(cam.getByTestId('table-chip')).toHaveCount(0);
      }
      await cam.getByTestId('mode-dine_in').click();
      const scanner = cam.getByRole('dialog', { name: en('ordering.scan.title') });
      await expect(scanner).toBeVisible();
      // The scan stores table 7 and reloads; the menu then sets dine-in at that table.
      await expect(cam.getByTestId('table-chip')).toHaveText('Table 7', { timeout: 45_000 });
      await expect(cam.getByTestId('mode-dine_in')).toHaveAttribute('aria-pressed', 'true');
      await expectNoSeriousAxeViolations(cam);
      await shoot(cam, testInfo, `${DINE_IN.id}-dine-in-table`);
    } finally {
      await browser.close();
    }
  });
});
