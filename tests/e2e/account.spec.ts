// Account, notifications and static pages (seed 000 §2 Account, §4, §6, §8) on a food, a retail and the
// single-merchant tenant, with the seeded demo member logged in through the API.
import { expect, test } from './support';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_MEMBER, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant } from './tenants';
import type { SampleTenant } from './tenants';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', singleMerchant: false, defaultLanguage: 'en' }),
  pickTenant({ singleMerchant: true }),
];

const logIn = (page: Page, tenant: SampleTenant) => logInAsDemoMember(page, tenant);

/** POST to the tenant's API from the page, with the member's token. */
function postFromPage(page: Page, path: string, token: string, body: object) {
  return page.evaluate(
    async ([url, auth, data]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
        body: JSON.stringify(data),
      });
      return { ok: res.ok, body: (await res.json()) as { data: { title: string } } };
    },
    [path, token, body] as const,
  );
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo, name);
}

// The machine runs several servers and suites at once: give each flow room.
test.describe.configure({ timeout: 90_000 });

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout}${tenant.singleMerchant ? ', single merchant' : ''})`, () => {
    test('anonymous visitors are sent from profile and notifications to /login', async ({ page }) => {
      await page.goto(`${tenant.origin}/profile`);
      await expect(page).toHaveURL(/\/login/);
      await page.goto(`${tenant.origin}/notification`);
      await expect(page).toHaveURL(/\/login/);
    });

    test('profile shows the member and every menu row', async ({ page }, testInfo) => {
      await logIn(page, tenant);
      await page.goto(`${tenant.origin}/profile`);
      await expect(page.getByTestId('profile-name')).toHaveText('Demo Member');
      await expect(page.getByTestId('profile-phone')).toHaveText(DEMO_MEMBER.phone);
      for (const row of ['myProfile', 'changePhone', 'changePassword', 'notificationSettings', 'biometric', 'dietary'])
        await expect(page.getByTestId(`row-${row}`)).toBeVisible();
      for (const row of ['address', 'about', 'contact', 'privacy', 'faq', 'terms', 'logout'])
        await expect(page.getByTestId(`row-${row}`)).toBeVisible();
      if (tenant.layout === 'retail') await expect(page.getByTestId('group-settings')).toBeVisible();
      else await expect(page.getByTestId('group-settings')).toHaveCount(0);
      await check(page, testInfo, `profile-${tenant.id}`);

      await page.getByTestId('row-changePassword').click();
      await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible();
      await page.getByLabel(/^New password/).fill('longenough1');
      await page.getByLabel(/^Confirm new password/).fill('different11');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText("Password doesn't match")).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByTestId('row-dietary').click();
      await expect(page.getByRole('dialog', { name: 'Dietary preferences' })).toBeVisible();
      await page.getByRole('button', { name: 'halal' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Saved')).toBeVisible();
    });

    test('profile detail, addresses and biometric setup', async ({ page }, testInfo) => {
      await logIn(page, tenant);
      await page.goto(`${tenant.origin}/profile_detail`);
      await expect(page.getByTestId('incomplete-warning')).toContainText('Birthday');
      await check(page, testInfo, `profile-detail-${tenant.id}`);
      await page.goto(`${tenant.origin}/profile/otp/email`);
      await expect(page).toHaveURL(/\/profile_detail$/);

      await page.goto(`${tenant.origin}/next/my/address`);
      const label = `Office ${Date.now()}`;
      await page.getByLabel(/Label/).fill(label);
      await page.getByLabel(/Street and number/).fill('1 Peace Avenue');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(label)).toBeVisible();
      await check(page, testInfo, `address-${tenant.id}`);
      await page.getByRole('button', { name: `Remove ${label}` }).click();
      await expect(page.getByText(label)).toHaveCount(0);

      await page.goto(`${tenant.origin}/webAuth`);
      await expect(page.getByText('Verify with Touch ID or Face ID')).toBeVisible();
      await page.getByRole('checkbox').click();
      await expect(page.getByText('Verify your identity')).toBeVisible();
      await check(page, testInfo, `webauth-${tenant.id}`);
    });

    test('notification settings flip at once and say so for a second', async ({ page }, testInfo) => {
      await logIn(page, tenant);
      await page.goto(`${tenant.origin}/profile/notificationSetting`);
      const toggle = page.getByRole('switch', { name: 'Promotions' });
      await expect(toggle).toBeVisible();
      const wasOn = await toggle.isChecked();
      const first = wasOn ? 'Promotions is disabled' : 'Promotions is enabled';
      // The toast lasts 1 s (seed 000 §9): it is waited for from the click on, at every frame (waitFor; expect's
      // retries back off to a second apart, as long as the toast itself), not once the switch has been seen to flip.
      const firstToast = page.getByText(first).waitFor();
      await toggle.click();
      await firstToast;
      await expect(toggle).toBeChecked({ checked: !wasOn });
      await check(page, testInfo, `notification-settings-${tenant.id}`);
      await expect(page.getByText(first)).toHaveCount(0, { timeout: 5000 });
      const secondToast = page.getByText(wasOn ? 'Promotions is enabled' : 'Promotions is disabled').waitFor();
      await toggle.click();
      await secondToast;
      await expect(toggle).toBeChecked({ checked: wasOn });
    });

    test('static pages and FAQ', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/faq`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await check(page, testInfo, `faq-${tenant.id}`);
      for (const [path, title] of [
        ['aboutUs', /About/],
        ['contact', /Contact us/],
        ['privacy', /Privacy policy/],
        ['term', /Terms and conditions/],
      ] as const) {
        await page.goto(`${tenant.origin}/${path}`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      }
      await check(page, testInfo, `terms-${tenant.id}`);
    });

    test('notifications list and a live notification reaching the bell', async ({ page }, testInfo) => {
      const token = await logIn(page, tenant);
      await page.goto(`${tenant.origin}/notification`);
      await expect(page.getByTestId('notification-item').first()).toBeVisible();
      await expect(page.getByText(/days ago/).first()).toBeVisible();
      // 15 seeded notifications: page 1 has 10; scrolling loads the short page 2 and shows the end marker.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByText('All loaded')).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await check(page, testInfo, `notifications-${tenant.id}`);
      await page.getByRole('button', { name: 'Mark all as Read' }).click();

      const bell = page.getByRole('link', { name: /^Notifications/ });
      await expect(bell).toHaveAccessibleName('Notifications');
      // Away from the list (which marks what it shows as read), a live notification lights the bell.
      await page.getByRole('link', { name: 'Profile' }).first().click();
      // Merchant news: a kind the settings test beside this one never switches off (it flips Promotions).
      const created = await postFromPage(page, '/api/dev/notifications', token, {
        type: 'merchant',
        title: `Live ${Date.now()}`,
      });
      expect(created.ok).toBe(true);
      await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
      await bell.click();
      await expect(page.getByText(created.body.data.title)).toBeVisible();
    });

    test('logout asks first, then ends the session', async ({ page }) => {
      await logIn(page, tenant);
      await page.goto(`${tenant.origin}/profile`);
      await page.getByTestId('row-logout').click();
      const dialog = page.getByRole('dialog', { name: 'Log out?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/login/);
      expect(await page.evaluate(() => window.localStorage.getItem('livery:session'))).toBeNull();
    });
  });
}
