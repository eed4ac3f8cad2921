// Feedback notifications (seed 000 §4 'a feedback notification triggers a feedback action', §7 feedback
// submission): tap, rate 1-5 with a comment, see the toast; refusals in the banner. Food and retail tenants.
import { expect, test } from './support';
import type { Locator, Page } from '@playwright/test';
import { apiFromPage, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant } from './tenants';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', defaultLanguage: 'en' }),
];

test.describe.configure({ timeout: 90_000 });

/** A fresh feedback request for the demo member (a new one each run, so the test repeats on the same data). */
async function newFeedbackRequest(page: Page, token: string, title: string) {
  const created = await apiFromPage<{ data: { _id: string } }>(page, '/dev/notifications', {
    method: 'POST',
    token,
    body: { type: 'feedback', title, description: 'Tell us how it went.' },
  });
  expect(created.status).toBe(200);
  return created.body.data._id;
}

/** Clicks a star of the rating: its radio input is visually hidden, its label (the star) is what a finger taps. */
async function rate(dialog: Locator, stars: number) {
  await dialog
    .locator('label')
    .filter({ hasText: `${stars} star` })
    .click();
}

/** Scrolls the infinite list until the row with `text` has loaded (the seeded request sits on a later page). */
async function findRow(page: Page, text: string) {
  const row = page.getByTestId('notification-item').filter({ hasText: text }).first();
  for (let i = 0; i < 10 && !(await row.isVisible()); i += 1) {
    // Scroll the window, not a row: live events from the member's other sessions re-render the rows.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
  }
  return row;
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test('the seeded feedback request is in the list and opens the feedback dialog', async ({ page }, testInfo) => {
      await logInAsDemoMember(page, tenant);
      await page.goto(`${tenant.origin}/notification`);
      await (await findRow(page, 'How was your visit to')).click();
      const dialog = page.getByRole('dialog', { name: 'How was your visit?' });
      await expect(dialog).toBeVisible();
      // First run: the form; later runs on the same data: the answer given.
      await expect(dialog.getByText('Your rating').or(dialog.getByTestId('feedback-answered'))).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `feedback-seeded-${tenant.id}`);
    });

    test('tap a feedback notification, rate it, comment and send: a toast thanks, reopening shows the answer', async ({
      page,
    }, testInfo) => {
      const token = await logInAsDemoMember(page, tenant);
      const title = `Rate visit ${Date.now()}`;
      await newFeedbackRequest(page, token, title);
      await page.goto(`${tenant.origin}/notification`);
      await page.getByTestId('notification-item').filter({ hasText: title }).click();
      const dialog = page.getByRole('dialog', { name: 'How was your visit?' });
      await expect(dialog.getByText(title)).toBeVisible();
      // Sending without stars says what is missing.
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Choose a rating from 1 to 5 stars');
      await rate(dialog, 4);
      await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByLabel('Comment (optional)').fill('Quick service and a friendly barista.');
      await expect(dialog.getByText('37 / 1000')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `feedback-form-${tenant.id}`);
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByTestId('toast')).toContainText('Thank you for your feedback!');
      await expect(dialog).toBeHidden();
      await shoot(page, testInfo, `feedback-sent-${tenant.id}`);

      await page.getByTestId('notification-item').filter({ hasText: title }).click();
      await expect(dialog.getByTestId('feedback-answered')).toContainText('You rated this visit. Thank you!');
      await expect(dialog.getByText('Quick service and a friendly barista.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);
    });

    test('a second answer for the same visit is refused in the banner', async ({ page }) => {
      const token = await logInAsDemoMember(page, tenant);
      const title = `Twice ${Date.now()}`;
      const id = await newFeedbackRequest(page, token, title);
      await page.goto(`${tenant.origin}/notification`);
      await page.getByTestId('notification-item').filter({ hasText: title }).click();
      const dialog = page.getByRole('dialog', { name: 'How was your visit?' });
      await rate(dialog, 2);
      // Answered meanwhile (another device): the server says 409 and the banner says why; the dialog stays.
      const first = await apiFromPage(page, '/feedback', {
        method: 'POST',
        token,
        body: { notificationId: id, rating: 5 },
      });
      expect(first.status).toBe(201);
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByTestId('toast')).toContainText('You have already given feedback for this visit');
      await expect(dialog).toBeVisible();
    });
  });
}
