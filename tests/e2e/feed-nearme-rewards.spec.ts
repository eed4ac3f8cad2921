// Feed, Near me and My Rewards (seed 000 section 2) on a food, a retail and the single-merchant tenant, as a
// visitor and as the demo member: tabs and sections, vouchers to login, activity by date, outlets near a granted
// location and the message for a denied one, rewards filters, balances and the tier bar.
import { expect, test } from './support';
import type { Page } from '@playwright/test';
import { apiFromPage, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant, type SampleTenant } from './tenants';
import { ALL_PROMOTION_TITLES } from '../../src/server/db/seed/demo-promotions';

const TENANTS = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', singleMerchant: false }),
  pickTenant({ singleMerchant: true }),
];
/** The demo data sits around Sükhbaatar Square (src/server/db/seed/demo-content.ts). */
const CENTRE = { latitude: 47.9189, longitude: 106.9176 };

const api = <T>(page: Page, path: string, token?: string) => apiFromPage<T>(page, path, { token });
const logIn = (page: Page, tenant: SampleTenant) => logInAsDemoMember(page, tenant, '/feed');
const checkAxe = expectNoSeriousAxeViolations;
/** A promotion card's link: its name starts with one of the seeded titles (then the merchant's name). */
const PROMOTION_TITLE = new RegExp(
  `^(${ALL_PROMOTION_TITLES.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
);

for (const tenant of TENANTS) {
  test.describe(`${tenant.id} (${tenant.singleMerchant ? 'single merchant' : tenant.layout})`, () => {
    test('feed as a visitor: promotions, vouchers 5 at a time, a voucher tap goes to login', async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.goto(`${tenant.origin}/feed`);
      await expect(page.getByRole('tab', { name: 'Promotions' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: /Activity/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Other' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'My', exact: true })).toHaveCount(0);
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-feed-promotions`);

      const voucherPages: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/feed/vouchers')) voucherPages.push(new URL(request.url()).search);
      });
      await page.getByRole('tab', { name: 'Voucher' }).click();
      await expect(page).toHaveURL(/tab=voucher/);
      const vouchers = page.getByRole('tabpanel').getByRole('button', { name: /Value/ });
      await expect(vouchers.first()).toBeVisible();
      const total = (await api<{ total: number }>(page, '/feed/vouchers?limit=1')).body.total;
      // Infinite: scrolling to the end keeps loading pages of 5 until every voucher is shown.
      await expect(async () => {
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        await expect(vouchers).toHaveCount(total, { timeout: 1000 });
      }).toPass();
      // The app's own requests (the test's count above asked with limit=1).
      expect(voucherPages.filter((search) => search.includes('limit=5')).length).toBe(Math.ceil(total / 5));
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-feed-vouchers`);
      // A visitor holds no copy: the tap goes to login, then back to the voucher on offer.
      await vouchers.first().click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fvouchers%2F[^%]+$/);
    });

    test('feed as the demo member: My and Following, my vouchers, activity by date with its badge', async ({
      page,
    }, testInfo) => {
      test.slow();
      const token = await logIn(page, tenant);
      const unread = (await api<{ data: number }>(page, '/feed/activity/unread-count', token)).body.data;
      await page.goto(`${tenant.origin}/feed`);
      await expect(page.getByRole('heading', { name: 'My', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Following' })).toBeVisible();
      const activityTab = page.getByRole('tab', { name: /Activity/ });
      if (unread > 0) await expect(activityTab).toContainText(unread > 9 ? '+9' : String(unread));
      else await expect(activityTab).toHaveText('Activity');
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-feed-member`);

      await page
        .getByRole('heading', { name: 'Following' })
        .locator('..')
        .getByRole('link', { name: 'See all' })
        .click();
      await expect(page).toHaveURL(`${tenant.origin}/feed/all/following`);
      await expect(page.getByRole('link', { name: PROMOTION_TITLE })).toHaveCount(2);
      await page.goto(`${tenant.origin}/feed/all/mine`);
      await expect(page.getByText('Unknown feed "mine": choose my, following or other.')).toBeVisible();

      // The demo member holds 5 copies: 3 seeded with the feed, one gifted by the friend and one already used.
      await page.goto(`${tenant.origin}/feed/my/vouchers`);
      await expect(page.getByText(/^Voucher no\. /)).toHaveCount(5);
      await checkAxe(page);

      await page.goto(`${tenant.origin}/feed?tab=activity`);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { name: /days ago|Today|Yesterday/ }).first()).toBeVisible();
      await expect.poll(() => panel.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-feed-activity`);
      // Scrolled to the end, every activity is shown, so every unread one is marked read and the badge goes.
      const total = (await api<{ total: number }>(page, '/notifications?type=posTransaction&limit=1', token)).body
        .total;
      await expect(async () => {
        await page.getByTestId('load-more').scrollIntoViewIfNeeded();
        await expect(panel.getByRole('listitem')).toHaveCount(total, { timeout: 1000 });
      }).toPass();
      await expect
        .poll(async () => (await api<{ data: number }>(page, '/feed/activity/unread-count', token)).body.data)
        .toBe(0);
      await expect(activityTab).toHaveText('Activity');
    });

    test.describe('near me with the location granted', () => {
      test.use({ geolocation: CENTRE, permissions: ['geolocation'] });

      test('list without a map key, range slider, category filter and the outlet popup', async ({ page }, testInfo) => {
        test.slow();
        await page.goto(`${tenant.origin}/nearme`);
        await expect(page.getByText('Could not load map')).toBeVisible();
        await expect(page.getByText('Range: 5.0 km')).toBeVisible();
        const heading = page.getByRole('heading', { name: /outlets? nearby|No outlets found nearby/ });
        await expect(heading).toBeVisible();
        const count = async () => Number((await heading.textContent())?.match(/^(\d+)/)?.[1] ?? 0);
        await expect.poll(count).toBeGreaterThan(0);
        const wide = await count();
        await checkAxe(page);
        await shoot(page, testInfo, `${tenant.id}-nearme`);

        const slider = page.getByRole('slider', { name: 'Search range' });
        await slider.focus();
        // Page Down moves 1 km, an arrow 0.1 km, Home and End to either end.
        for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
        await page.keyboard.press('Shift+ArrowLeft');
        await expect(page.getByText('Range: 1.0 km')).toBeVisible();
        await expect.poll(count).toBeLessThan(wide);
        await page.keyboard.press('ArrowRight');
        await expect(page.getByText('Range: 1.1 km')).toBeVisible();
        await page.keyboard.press('Home');
        await expect(page.getByText('Range: 0.1 km')).toBeVisible();

        await page.keyboard.press('End');
        await expect(page.getByText('Range: 5.0 km')).toBeVisible();
        await expect.poll(count).toBe(wide);
        const card = page.getByRole('button', { name: /km/ }).first();
        await card.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByText(/^\d+\.\d km away$/)).toBeVisible();
        await expect(dialog.getByText(/^(Open now|Closed now|Not available)$/)).toBeVisible();
        await checkAxe(page);
        await shoot(page, testInfo, `${tenant.id}-nearme-outlet`);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:\+\d+$/);
        await expect(page.getByRole('link', { name: /^Directions to / }).first()).toHaveAttribute(
          'href',
          /google\.com\/maps\/dir\/\?api=1&destination=/,
        );

        await page.getByRole('button', { name: 'All categories' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Coffee' }).click();
        await expect(page.getByRole('button', { name: 'Coffee', exact: true })).toBeVisible();
        await expect(heading).toBeVisible();
      });

      test('/searchNear finds by name; /nearme/{merchant} shows only that merchant', async ({ page }) => {
        await page.goto(`${tenant.origin}/searchNear`);
        await page.getByRole('searchbox', { name: 'Merchant name' }).fill('zzz-no-such-shop');
        await expect(page.getByRole('heading', { name: 'No outlets found nearby' })).toBeVisible();
        await page.goto(`${tenant.origin}/nearme/${tenant.id}`);
        await expect(page.getByRole('heading', { name: /outlets? nearby/ })).toBeVisible();
        await checkAxe(page);
      });
    });

    test.describe('near me with the location denied', () => {
      test.use({ permissions: [] });
      test('says to enable the location', async ({ page }, testInfo) => {
        await page.goto(`${tenant.origin}/nearme`);
        await expect(page.getByText('Enable your location and try again!')).toBeVisible();
        await checkAxe(page);
        await shoot(page, testInfo, `${tenant.id}-nearme-denied`);
      });
    });

    test('my rewards: login first, then filters, balances and the tier bar', async ({ page }, testInfo) => {
      test.slow();
      await page.goto(`${tenant.origin}/myrewards`);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmyrewards/);
      const token = await logIn(page, tenant);
      await page.goto(`${tenant.origin}/myrewards`);
      const cards = page.getByTestId('reward-card');
      await expect(page.getByRole('button', { name: 'With purchases' })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards).toHaveCount(2);
      const brand = cards.filter({ has: page.getByRole('heading', { name: tenant.name }) });
      await expect(brand.getByRole('link', { name: /open activity/ })).toHaveAttribute(
        'href',
        `/merchant-detail/${tenant.id}/tabs/Activity`,
      );
      await expect(brand.getByRole('link', { name: /open activity/ })).toHaveText(/^[\d,]+ Points$/);
      await brand.getByRole('button', { name: 'Store credit' }).click();
      await expect(brand.getByRole('link', { name: /open activity/ })).toHaveText(/^\D+[\d,]+\.\d\d$/);
      // Three tiers at 150 px each.
      await expect(brand.getByRole('progressbar', { name: 'Tier progress' })).toHaveCSS('width', '450px');
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-myrewards`);

      // Other specs may join the demo member to more merchants (without purchases) in the same run: the seed's
      // three joined-without-purchase merchants are the minimum, and All is always the two filters together.
      const noPurchases = await api<{ total: number }>(page, '/me/merchants?filter=no-purchases&limit=50', token);
      expect(noPurchases.body.total).toBeGreaterThanOrEqual(3);
      await page.getByRole('button', { name: 'No purchases' }).click();
      await expect(cards).toHaveCount(noPurchases.body.total);
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await expect(cards).toHaveCount(2 + noPurchases.body.total);
      await expect(cards.first()).toContainText(/Last visited|Joined/);
      await checkAxe(page);
    });
  });
}
