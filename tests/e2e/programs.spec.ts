// Programs and memberships (seed 000 sections 2, 3, 6 and 8): program detail from the merchant page and from the
// near-me route, a merchant's programs of one kind, the profile membership badge and panel, the refer-friends entry
// only where referral is on, and the guest prompt on discount offers. Food, retail and single-merchant tenants.
import { expect, test, SAME_ORIGIN_PAGE } from './support';
import type { Page } from '@playwright/test';
import { apiFromPage, expectNoSeriousAxeViolations, logInAsDemoMember, shoot, lastCode } from './support';
import { pickTenant } from './tenants';

const FOOD = pickTenant({ layout: 'food', singleMerchant: false });
const RETAIL = pickTenant({ layout: 'retail', singleMerchant: false });
const SINGLE = pickTenant({ singleMerchant: true });
const GUEST_PROMPT = 'Sign up to unlock your discount package. Guest users are not eligible for this offer.';

type Program = { _id: string; type: string; name: string; guestEligible: boolean };
type Merchant = { loyaltyPrograms: Program[]; memberships: { name: string; isActive?: boolean }[] };
const merchantOf = async (page: Page, id: string, token?: string) =>
  (await apiFromPage<{ data: Merchant }>(page, `/merchants/${id}`, { token })).body.data;

for (const tenant of [FOOD, RETAIL]) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test('program cards on the merchant page open the program; back returns to the merchant', async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}`);
      const section = page.getByRole('region', { name: 'Programs' });
      await expect(section.getByTestId('program-card')).toHaveCount(7);
      await expect(page.getByRole('region', { name: 'Membership tiers' }).getByTestId('membership-tier')).toHaveCount(
        3,
      );
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-merchant-programs`);

      // Stamp, cashback, discount and package programs open their own screens (issue 13); the others their detail.
      const programs = (await merchantOf(page, tenant.id)).loyaltyPrograms;
      const own = programs.find((p) => !['stamp', 'cashback', 'discount', 'package'].includes(p.type))!;
      await section.getByRole('button', { name: new RegExp(own.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/merchant-detail/${tenant.id}/programs/${own._id}$`));
      await expect(page.getByTestId('program-name')).toHaveText(own.name);
      await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How to enjoy' })).toBeVisible();
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-program-detail`);
      await page.getByRole('link', { name: 'Back' }).click();
      await expect(page).toHaveURL(new RegExp(`/merchant-detail/${tenant.id}$`));

      const stamp = programs.find((p) => p.type === 'stamp')!;
      await section.getByRole('button', { name: new RegExp(stamp.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/stamps/${stamp._id}$`));
    });

    test('programs of one kind for a merchant, and an unknown program', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}`);
      await page.getByRole('link', { name: 'All Stamp programs' }).click();
      await expect(page).toHaveURL(new RegExp(`/programs/merchants/stamp/${tenant.id}$`));
      await expect(page.getByRole('heading', { name: 'Stamp', level: 1 })).toBeVisible();
      const cards = page.getByTestId('program-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('data-program-type', 'stamp');
      await checkAxe(page);
      await shoot(page, testInfo, `${tenant.id}-programs-of-type`);

      await page.goto(`${tenant.origin}/programs/no-such-program`);
      await expect(page.getByRole('alert')).toContainText('Program not found');
      await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
    });

    test.describe('near me', () => {
      // The demo outlets sit around Sükhbaatar Square (src/server/db/seed/demo-content.ts).
      test.use({ geolocation: { latitude: 47.9189, longitude: 106.9176 }, permissions: ['geolocation'] });
      test('near-me program route leads to the program detail', async ({ page }) => {
        await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
        const loyalty = (await merchantOf(page, `${tenant.id}-m01`)).loyaltyPrograms.find((p) => p.type === 'loyalty')!;
        await page.goto(`${tenant.origin}/nearme/${tenant.id}-m01/programs/${loyalty._id}`);
        await page.getByRole('link', { name: 'View program' }).click();
        await expect(page).toHaveURL(new RegExp(`/programs/${loyalty._id}$`));
        await expect(page.getByTestId('program-name')).toHaveText(loyalty.name);
        await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/home');
      });
    });
  });
}

test('demo member: membership badge and panel; refer friends only where referral is on', async ({ page }, testInfo) => {
  test.slow();
  for (const tenant of [FOOD, RETAIL]) {
    const token = await logInAsDemoMember(page, tenant);
    const active = (await merchantOf(page, tenant.id, token)).memberships.find((m) => m.isActive)!;
    await page.goto(`${tenant.origin}/profile`);
    const badge = page.getByTestId('membership-badge');
    await expect(badge).toHaveText(active.name);
    await badge.click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByRole('heading', { name: new RegExp(active.name) })).toBeVisible();
    await expect(panel.getByText('Active', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('membership-benefit')).toHaveText(/% (discount|cashback)$/);
    await expect(panel.getByText('How it works')).toBeVisible();
    await checkAxe(page);
    await shoot(page, testInfo, `${tenant.id}-membership-panel`);
    await panel.getByRole('button', { name: 'Close' }).click();

    const referral = (await apiFromPage<{ data: { IsAllowReferral: boolean } }>(page, `/merchants/${tenant.id}`)).body
      .data.IsAllowReferral;
    const row = page
      .getByRole('link', { name: /Refer friends/ })
      .or(page.getByRole('button', { name: /Refer friends/ }));
    if (referral) {
      await expect(row.first()).toBeVisible();
      await page.goto(`${tenant.origin}/profile/refer-friends`);
      await expect(page.getByTestId('referral-code')).toBeVisible();
    } else {
      await expect(row).toHaveCount(0);
      await page.goto(`${tenant.origin}/profile/refer-friends`);
      await expect(page).toHaveURL(/\/profile$/);
    }
    await page.evaluate(() => window.localStorage.removeItem('livery:session'));
  }
});

test('a member without an active membership sees no refer-friends entry', async ({ page }) => {
  test.slow();
  const tenant = FOOD;
  await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
  const phone = `+9768850${String(Date.now()).slice(-4)}`;
  await apiFromPage(page, '/auth/code', { method: 'POST', body: { phone } });
  const code = await lastCode(page, phone);
  const signup = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/signup', {
    method: 'POST',
    body: { phone, code },
  });
  const { token, user } = signup.body.data;
  const session = { token, role: 'member', user: { id: user._id, displayName: 'New', profileIncomplete: true } };
  await page.evaluate((value) => window.localStorage.setItem('livery:session', JSON.stringify(value)), session);
  await page.goto(`${tenant.origin}/profile`);
  await expect(
    page
      .getByRole('link', { name: /My profile/ })
      .or(page.getByText('My profile'))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('membership-badge')).toHaveCount(0);
  await expect(page.getByText('Refer friends')).toHaveCount(0);
});

test('guest on the single-merchant tenant: discount offers show the sign-up prompt', async ({ page }, testInfo) => {
  test.slow();
  const tenant = SINGLE;
  await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
  const guest = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/guest', {
    method: 'POST',
    body: { phone: `+9768860${String(Date.now()).slice(-4)}` },
  });
  expect(guest.status).toBe(200);
  const { token, user } = guest.body.data;
  const session = { token, role: 'guest', user: { id: user._id, displayName: 'Guest', profileIncomplete: false } };
  await page.evaluate((value) => window.localStorage.setItem('livery:session', JSON.stringify(value)), session);

  await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}`);
  const tiers = page.getByRole('region', { name: 'Membership tiers' });
  await expect(tiers.getByTestId('guest-discount-prompt')).toHaveText(GUEST_PROMPT);
  await expect(tiers.getByText('Active', { exact: true })).toHaveCount(0);
  await checkAxe(page);
  await shoot(page, testInfo, `${tenant.id}-guest-memberships`);

  const discount = (await merchantOf(page, tenant.id, token)).loyaltyPrograms.find((p) => p.type === 'discount')!;
  await page
    .getByRole('region', { name: 'Programs' })
    .getByRole('button', { name: new RegExp(discount.name) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('guest-discount-prompt')).toHaveText(GUEST_PROMPT);
  await checkAxe(page);
  await shoot(page, testInfo, `${tenant.id}-guest-prompt`);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup/);

  // Opening the offer's address directly: the server refuses it and the page shows the same prompt.
  await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}/programs/${discount._id}`);
  await expect(page.getByTestId('guest-discount-prompt')).toHaveText(GUEST_PROMPT);
  const refused = await apiFromPage<{ message: string }>(page, `/programs/${discount._id}`, { token });
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ message: GUEST_PROMPT }) });
});

const checkAxe = expectNoSeriousAxeViolations;
