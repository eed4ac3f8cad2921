// /change_phone (seed 000 §2 Account 'change mobile number (popup)', /change_phone; §7 'Send code to phone',
// 'verify code'): a member asks for a code to a new number in the profile popup, reads it (dev outbox), confirms on
// /change_phone and the profile shows the new number. A fresh member each run, so the demo member keeps his phone.
import { expect, test, SAME_ORIGIN_PAGE } from './support';
import type { Page } from '@playwright/test';
import { apiFromPage, expectNoSeriousAxeViolations, shoot, lastCode } from './support';
import { pickTenant } from './tenants';
import type { SampleTenant } from './tenants';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', defaultLanguage: 'en' }),
];

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now()}`.slice(-7) + String(Math.floor(Math.random() * 10));
/** An unused Mongolian mobile number (+976 8xxxxxxx) for this run. */
const freshPhone = () => `+9768${unique().slice(-7)}`;

/**
 * Signs up a new member by e-mail one-time code (every sample tenant but the phone-only one takes e-mail), gives
 * it a password (retail tenants require one, else the forced password popup covers the profile), names it, joins
 * the tenant's merchant and stores the session where the app reads it.
 */
async function logInAsFreshMember(page: Page, tenant: SampleTenant) {
  await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
  const email = `fresh-${unique()}@livery.test`;
  expect((await apiFromPage(page, '/auth/code', { method: 'POST', body: { email } })).status).toBe(200);
  const verify = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/code/verify', {
    method: 'POST',
    body: { email, code: await lastCode(page, email), isTermChecked: true },
  });
  expect(verify.status).toBe(200);
  const { token, user } = verify.body.data;
  const put = await apiFromPage(page, '/me/password', { method: 'PUT', token, body: { password: 'fresh-pass-1' } });
  expect(put.status).toBe(200);
  const named = await apiFromPage(page, '/me', {
    method: 'PATCH',
    token,
    body: { firstname: 'Fresh', lastname: 'Member' },
  });
  expect(named.status).toBe(200);
  // Joined to the tenant's own merchant, so the join popup (terms) does not cover the profile.
  const joined = await apiFromPage(page, `/merchants/${tenant.id}/join`, {
    method: 'POST',
    token,
    body: { isTermChecked: true, signupToken: `${tenant.id.toUpperCase()}-JOIN` },
  });
  expect(joined.status).toBe(200);
  const session = { token, role: 'member', user: { id: user._id, displayName: 'Fresh', profileIncomplete: false } };
  await page.evaluate((value) => window.localStorage.setItem('livery:session', JSON.stringify(value)), session);
  return token;
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test('change mobile number: popup sends a code, /change_phone confirms it, the profile shows the new number', async ({
      page,
    }, testInfo) => {
      await logInAsFreshMember(page, tenant);
      const phone = freshPhone();
      await page.goto(`${tenant.origin}/profile`);
      // The member's own answer is in (the stored session knew only "Fresh"), with the line under My profile that it
      // adds: a tap before then can land on My profile as the rows move down.
      await expect(page.getByTestId('profile-name')).toHaveText('Fresh Member');
      await page.getByTestId('row-changePhone').click();
      const popup = page.getByRole('dialog', { name: 'Change mobile number' });
      await expect(popup).toBeVisible();
      // A number without its country code is refused in place.
      await popup.getByLabel('New mobile number').fill('99112233');
      await popup.getByRole('button', { name: 'Send code' }).click();
      await expect(popup.getByText('Enter the number with its country code, like +97699112233')).toBeVisible();
      await popup.getByLabel('New mobile number').fill(phone);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `change-phone-popup-${tenant.id}`);
      await popup.getByRole('button', { name: 'Send code' }).click();

      await expect(page).toHaveURL(/\/change_phone\?phone=/);
      await expect(page.getByRole('heading', { name: 'Change mobile number' })).toBeVisible();
      await expect(page.getByText(`Enter the 6-digit code sent to ${phone}`)).toBeVisible();
      // The spec's code rules hold here too.
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Code required')).toBeVisible();
      await page.getByLabel('Code').fill('12a');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Must be 6 digit numbers')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `change-phone-code-${tenant.id}`);

      await page.getByLabel('Code').fill(await lastCode(page, phone));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByTestId('toast')).toContainText(`${phone} is verified`);
      await expect(page).toHaveURL(/\/profile_detail$/);
      await page.goto(`${tenant.origin}/profile`);
      await expect(page.getByTestId('profile-phone')).toHaveText(phone);
      await shoot(page, testInfo, `change-phone-done-${tenant.id}`);
    });

    test('/change_phone without a valid number goes back to the profile', async ({ page }) => {
      await logInAsFreshMember(page, tenant);
      await page.goto(`${tenant.origin}/change_phone?phone=not-a-number`);
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
}
