// Home, categories and merchant pages (seed 000 section 2 "Home and discovery" and "Merchant pages") on a food,
// a retail and the single-merchant tenant, as a visitor and as the demo member.
import { expect, test } from './support';
import type { Page } from '@playwright/test';
import { apiFromPage, appTookOver, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import type { ApiCall } from './support';
import { pickTenant } from './tenants';
import type { SampleTenant } from './tenants';

const TENANTS = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', singleMerchant: false }),
  pickTenant({ singleMerchant: true }),
];
const PORT = Number(process.env.PORT ?? 8080);
// Each test walks several screens with an axe scan and full-page screenshots: 30 s is tight on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Calls the tenant's API from inside the page (Chromium resolves *.localhost; Node does not). */
const api = <T>(page: Page, path: string, call: ApiCall = {}) => apiFromPage<T>(page, path, call);
const logInDemo = (page: Page, tenant: SampleTenant) => logInAsDemoMember(page, tenant, '/nearme');

type Category = { _id: string; name: string; isFollowed: boolean };

async function resetCategories(page: Page, token: string): Promise<Category[]> {
  const list = (await api<{ data: Category[] }>(page, '/categories', { token })).body.data;
  for (const category of list.filter((c) => c.isFollowed))
    await api(page, `/categories/${category._id}/unfollow`, { method: 'POST', token });
  for (const category of list.slice(0, 3))
    await api(page, `/categories/${category._id}/follow`, { method: 'POST', token });
  return list;
}

for (const tenant of TENANTS) {
  test.describe(`${tenant.id} (${tenant.singleMerchant ? 'single merchant' : tenant.layout})`, () => {
    if (!tenant.singleMerchant) {
      test('home: search, categories, layout button, and the list loads page 2 on scroll', async ({
        page,
      }, testInfo) => {
        test.slow();
        await page.goto(`${tenant.origin}/home`);
        await expect(page.getByRole('link', { name: 'Search merchants' })).toHaveAttribute('href', '/search');
        await expect(
          page.getByRole('link', { name: tenant.layout === 'food' ? 'Order' : 'Catalogue', exact: true }),
        ).toBeVisible();
        const cards = page.getByTestId('merchant-card');
        await expect(cards).toHaveCount(10);
        // Anonymous visitors follow nothing: the strip is the 'Other' tile alone, and it leads to /login.
        const strip = page.getByTestId('category-strip');
        await expect(strip.getByRole('button', { name: 'Other' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'My Collection' })).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
        await shoot(page, testInfo, `${tenant.id}-home`);

        // The server's drawing has a sentinel of its own, gone when the app's render replaces it.
        await appTookOver(page);
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        await expect(cards).toHaveCount(20);
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        await expect(cards).toHaveCount(30);
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        await expect(page.getByText('All loaded')).toBeVisible();
        const total = (await api<{ total: number }>(page, '/merchants?limit=1')).body.total;
        await expect(cards).toHaveCount(total);

        await strip.getByRole('button', { name: 'Other' }).click();
        await expect(page).toHaveURL(`${tenant.origin}/login`);
      });

      test('category management: Customize, Save, at most 7 and exactly 7, as the demo member', async ({
        page,
      }, testInfo) => {
        // Many API round trips and a popup: give it three times the default on a busy machine.
        test.slow();
        const token = await logInDemo(page, tenant);
        const categories = await resetCategories(page, token);
        // The server enforces the cap too.
        for (const category of categories.slice(3, 7))
          expect((await api(page, `/categories/${category._id}/follow`, { method: 'POST', token })).status).toBe(200);
        const eighth = await api<{ message: string }>(page, `/categories/${categories[7]._id}/follow`, {
          method: 'POST',
          token,
        });
        expect(eighth.status).toBe(409);
        expect(eighth.body.message).toBe('Can not choose more than 7 following category');
        await resetCategories(page, token);

        await page.goto(`${tenant.origin}/home`);
        const strip = page.getByTestId('category-strip');
        for (const category of categories.slice(0, 3)) await expect(strip.getByText(category.name)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'My Collection' })).toBeVisible();
        await expect(page.getByTestId('my-collection').getByRole('link').first()).toBeVisible();
        await strip.getByRole('button', { name: 'Other' }).click();
        const dialog = page.getByRole('dialog', { name: 'Categories' });
        await dialog.getByRole('button', { name: 'Customize' }).click();
        await expect(dialog.getByTestId('category-hint')).toContainText('Must choose 7 following categories');
        const chip = (name: string) => dialog.getByRole('button', { name, exact: true });
        for (const category of categories.slice(3, 7)) await chip(category.name).click();
        await chip(categories[7].name).click();
        await expect(dialog.getByRole('alert')).toHaveText('Can not choose more than 7 following category');
        await expect(chip(categories[7].name)).toHaveAttribute('aria-pressed', 'false');
        await chip(categories[6].name).click();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('Choose 7 following category');
        await expectNoSeriousAxeViolations(page);
        await shoot(page, testInfo, `${tenant.id}-categories`);
        await chip(categories[7].name).click();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toBeHidden();
        const wanted = [...categories.slice(0, 6), categories[7]];
        for (const category of wanted) await expect(strip.getByText(category.name, { exact: true })).toBeVisible();
        await expect(strip.getByRole('link')).toHaveCount(7);
        const followed = (await api<{ data: Category[] }>(page, '/categories', { token })).body.data
          .filter((c) => c.isFollowed)
          .map((c) => c._id)
          .sort();
        expect(followed).toEqual(wanted.map((c) => c._id).sort());

        await strip.getByRole('link', { name: categories[0].name }).click();
        await expect(page).toHaveURL(new RegExp(`/merchants_in_category/.+/${categories[0]._id}$`));
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
        await expect(page.getByTestId('merchant-card').or(page.getByText('Merchantsnotfound')).first()).toBeVisible();
        await shoot(page, testInfo, `${tenant.id}-category-merchants`);
        await resetCategories(page, token);
      });

      test('my merchants lists what the member joined', async ({ page }, testInfo) => {
        await logInDemo(page, tenant);
        await page.goto(`${tenant.origin}/home`);
        await page.getByRole('link', { name: 'See all' }).click();
        await expect(page).toHaveURL(`${tenant.origin}/my_merchants`);
        // The router keeps /home on view until the new screen is ready, and /home has merchant cards of its own: wait
        // for it to go (its See all with it) before reading the cards.
        await expect(page.getByRole('link', { name: 'See all' })).toHaveCount(0);
        await expect(page.getByTestId('merchant-card').first()).toBeVisible();
        expect(await page.getByTestId('merchant-card').count()).toBeGreaterThanOrEqual(1);
        await expectNoSeriousAxeViolations(page);
        await shoot(page, testInfo, `${tenant.id}-my-merchants`);
      });
    }

    test('search: results with category, open state and outlets, follow toggle, and not found', async ({
      page,
    }, testInfo) => {
      await logInDemo(page, tenant);
      const first = (await api<{ data: { name: string; followedCount: number }[] }>(page, '/merchants?limit=1')).body
        .data[0];
      await page.goto(`${tenant.origin}/search`);
      await page.getByLabel('Merchant name').fill(first.name);
      const result = page.getByTestId('search-result').filter({ hasText: first.name }).first();
      await expect(result).toBeVisible();
      await expect(result.getByTestId('open-state')).toHaveText(/^(Open now|Closed now|Not available)$/);
      await expect(result).toContainText(/\d+ outlets?/);
      const toggle = result.getByTestId('follow-toggle');
      const before = Number((await toggle.textContent())?.match(/(\d+)\s*$/)?.[1]);
      const wasFollowed = (await toggle.getAttribute('aria-pressed')) === 'true';
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(!wasFollowed));
      await expect(toggle).toContainText(String(wasFollowed ? before - 1 : before + 1));
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-search`);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', String(wasFollowed));
      await expect(toggle).toContainText(String(before));

      await page.getByLabel('Merchant name').fill('no such merchant zzz');
      await expect(page.getByText('Searched merchant not found')).toBeVisible();
    });

    test('merchant page: name, short description, layout button, outlets with today’s state', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}?dine_in_outlet=t1`);
      await expect(page.getByTestId('tenant-name')).toHaveText(tenant.name);
      const description = (await page.getByTestId('merchant-description').textContent()) ?? '';
      expect(Array.from(description).length).toBeLessThanOrEqual(61);
      const button = page.getByTestId('order-button');
      await expect(button).toHaveText(tenant.layout === 'retail' ? 'Catalogue' : /^(Order|Menu)$/);
      await expect(page.getByRole('button', { name: 'Login or Register' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-merchant-detail`);

      await page.getByRole('tab', { name: 'Outlets' }).click();
      await expect(page).toHaveURL(`${tenant.origin}/merchant-detail/${tenant.id}/tabs/outlets`);
      await expect(page.getByTestId('outlet').first().getByTestId('open-state')).toHaveText(
        /^(Open now|Closed now|Not available)$/,
      );
      await shoot(page, testInfo, `${tenant.id}-merchant-outlets`);

      // Not logged in: the order button asks for a login first, keeping the order page as the way back.
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}?dine_in_outlet=t1`);
      await button.click();
      await expect(page).toHaveURL(/\/login\?/);
      expect(decodeURIComponent(page.url())).toContain(`/order/merchant/${tenant.id}?dine_in_outlet=t1`);
    });

    test('merchant page as the member: joined, no Login or Register, order page carries the query', async ({
      page,
    }) => {
      await logInDemo(page, tenant);
      await page.goto(`${tenant.origin}/next/merchant/${tenant.id}?dine_in_outlet=t1`);
      await expect(page.getByTestId('tenant-name')).toHaveText(tenant.name);
      await expect(page.getByRole('button', { name: 'Login or Register' })).toHaveCount(0);
      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(page.getByTestId('balances')).toBeVisible();
    });

    test('landing route redirects to the merchant site with the referral code, or to the public site', async ({
      page,
    }) => {
      await page.goto(`${tenant.origin}/merchants/${tenant.id}/REF42`);
      await expect(page).toHaveURL(`${tenant.origin}/merchant-detail/${tenant.id}?referralCode=REF42`);
      await expect(page.getByText('Referral code REF42 is applied when you join.')).toBeVisible();
      await page.goto(`${tenant.origin}/merchants/no-such-merchant`);
      await expect(page).toHaveURL(new RegExp(`^http://localhost:${PORT}/`));
    });
  });
}

test.describe('joining a listed merchant from its page', () => {
  const tenant = TENANTS[0];
  test('a member who has not joined reads the terms, joins, and sees the balances', async ({ page }, testInfo) => {
    const token = await logInDemo(page, tenant);
    const list = (await api<{ data: { _id: string; joined: boolean }[] }>(page, '/merchants?limit=100', { token })).body
      .data;
    const notJoined = list.filter((m) => !m.joined && m._id !== tenant.id).at(-1);
    test.skip(!notJoined, 'the demo member has joined every merchant of this database');
    await page.goto(`${tenant.origin}/merchant-detail/${notJoined!._id}`);
    await expect(page.getByRole('button', { name: 'Login or Register' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByTestId('merchant-terms').or(dialog.getByText('This merchant has not provided any terms.')),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, testInfo, `${tenant.id}-join`);
    await dialog.getByRole('button', { name: 'Accept and join' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByTestId('balances')).toBeVisible();
  });
});

for (const tenant of TENANTS.filter((t) => !t.singleMerchant)) {
  test.describe(`${tenant.id} promotions and memberships`, () => {
    test('a promotion card of the home feed opens its promotion, which leads to its merchant', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}/home`);
      const card = page.getByTestId('promotion-card').first();
      await expect(card).toBeVisible();
      await card.getByRole('link').click();
      await expect(page).toHaveURL(/\/promotions\/[^/]+$/);
      const promotion = page.getByTestId('promotion');
      await expect(promotion.getByRole('heading')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-promotion`);
      await promotion.getByRole('link', { name: 'Open merchant page' }).click();
      await expect(page).toHaveURL(/\/merchant-detail\/[^/]+\/promotions\/[^/]+$/);
      await expect(page.getByTestId('promotion')).toBeVisible();
    });

    test('memberships lists the member’s merchants and opens their Activity tab', async ({ page }, testInfo) => {
      await logInDemo(page, tenant);
      await page.goto(`${tenant.origin}/memberships`);
      const first = page.getByTestId('membership').first();
      await expect(first).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-memberships`);
      await first.getByRole('link').click();
      await expect(page).toHaveURL(/\/merchant-detail\/[^/]+\/tabs\/activity$/);
      await expect(page.getByTestId('balances')).toBeVisible();
    });

    test('memberships and my merchants send anonymous visitors to log in', async ({ page }) => {
      await page.goto(`${tenant.origin}/memberships`);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmemberships$/);
      await page.goto(`${tenant.origin}/my_merchants`);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmy_merchants$/);
    });
  });
}
