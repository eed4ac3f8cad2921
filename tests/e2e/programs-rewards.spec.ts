// Stamps, cashback and referrals earned for real (issue 13, seed 001 §2 screens 12, 13, 15) on a food and a retail
// tenant that run referrals: a fresh member claims a receipt and finds the stamp on their card and the cashback in
// the history; a friend signs up through a member's referral link, joins in the join popup, and the member's
// referral history lists them under Joined and Loyalty point. A guest browses the programs browser (tabs, sign-up
// prompt, membership sheet); a member opens the membership progress popup, which moves live when a purchase lifts
// them to the next tier. Screenshots of the stamp, cashback, browser and popup screens.
import type { Page } from '@playwright/test';
import { SAME_ORIGIN_PAGE, apiFromPage, expect, expectNoSeriousAxeViolations, lastCode, shoot, test } from './support';
import { featuresOf, loginPolicyOf, pickTenant, translation } from './tenants';
import type { SampleTenant } from './tenants';

test.describe.configure({ timeout: 90_000 });

const withReferral = { test: (tenant: SampleTenant) => featuresOf(tenant).referral, says: 'with referral' };
const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false, where: withReferral }),
  pickTenant({ layout: 'retail', singleMerchant: false, where: withReferral }),
];

/** A phone no run has used before: the minute of the run and a counter. */
let phoneCounter = 0;
const freshPhone = () => `+9769${String(Date.now()).slice(-6)}${String((phoneCounter += 1) % 10)}`;

type Session = { token: string; user: { _id: string; referralCode: string } };

/** Signs a new member up by the code from the outbox (optionally with a referral code). */
async function signUp(page: Page, referralCode?: string): Promise<Session> {
  const phone = freshPhone();
  expect((await apiFromPage(page, '/auth/code', { method: 'POST', body: { phone } })).status).toBe(200);
  const code = await lastCode(page, phone);
  const res = await apiFromPage<{ data: Session }>(page, '/auth/signup', {
    method: 'POST',
    // A password, for tenants that require one (sunny-mart).
    body: { phone, code, password: 'rewards-e2e-1', isTermChecked: true, ...(referralCode && { referralCode }) },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

/**
 * Stores the session where the app reads it (src/client/state/store.ts), in English (livery:language), so one
 * spec reads the same words on a tenant whose default language is another.
 */
async function useSession(page: Page, session: Session) {
  const stored = {
    token: session.token,
    role: 'member',
    user: { id: session.user._id, displayName: 'New', profileIncomplete: false },
  };
  await page.evaluate((value) => {
    window.localStorage.setItem('livery:session', JSON.stringify(value));
    window.localStorage.setItem('livery:language', 'en');
  }, stored);
}

async function joinBrand(page: Page, tenant: SampleTenant, token: string) {
  const res = await apiFromPage(page, `/merchants/${tenant.id}/join`, {
    method: 'POST',
    token,
    body: { isTermChecked: true },
  });
  expect(res.status).toBe(200);
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    const say = (id: string) => translation('en', id);

    test('a receipt claim stamps the card and pays cashback', async ({ page }, testInfo) => {
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const member = await signUp(page);
      await joinBrand(page, tenant, member.token);
      await useSession(page, member);
      const receipt = await apiFromPage<{ data: { referenceId: string; receiptNumber: string } }>(
        page,
        '/dev/receipts',
        {
          method: 'POST',
          body: { total: 24 },
        },
      );
      expect(receipt.status).toBe(200);
      await page.goto(`${tenant.origin}/next/qr`);
      await page.getByLabel('Receipt number').fill(receipt.body.data.receiptNumber);
      await page.getByLabel('Reference id').fill(receipt.body.data.referenceId);
      await page.getByRole('button', { name: 'Claim points' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Successfully claimed the receipt' })).toBeVisible();

      const programId = `${tenant.id}-prog-stamp`;
      await page.goto(`${tenant.origin}/stamps/${programId}`);
      const card = page.getByTestId('stamp-card');
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('stamp-count')).toHaveText(/^1\/\d+ collected$/);
      const slots = card.getByTestId('stamp-slot');
      await expect(slots.first()).toHaveAttribute('data-filled', 'true');
      await expect(slots.nth(1)).toHaveAttribute('data-filled', 'false');
      // Four slots to a row.
      const [first, fifth] = [await slots.nth(0).boundingBox(), await slots.nth(4).boundingBox()];
      expect(fifth!.y).toBeGreaterThan(first!.y);
      expect(Math.abs(fifth!.x - first!.x)).toBeLessThan(2);
      await slots.first().click();
      await expect(page.getByTestId('stamp-popover')).toContainText('Stamp 1');
      await page.keyboard.press('Escape');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-stamps-after-claim`);

      await page.goto(`${tenant.origin}/cashback/${tenant.id}-prog-cashback`);
      await expect(page.getByTestId('cashback-rule')).toHaveText('5% cashback as store credit');
      await expect(page.getByTestId('cashback-row')).toHaveCount(1);
      // 5% of $24.00.
      await expect(page.getByTestId('cashback-row')).toContainText('$1.20 back on $24.00');
      await page.getByRole('button', { name: say('cashback.sort.oldest') }).click();
      await expect(page.getByTestId('cashback-row')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-cashback-after-claim`);
    });

    test('a friend who signs up through the referral link shows in the referral history', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const referrer = await signUp(page);
      await joinBrand(page, tenant, referrer.token);

      // The friend opens the link, which lands on the merchant with the code; they sign up with it and join in the
      // popup every new member on the merchant's site gets.
      await page.goto(`${tenant.origin}/merchants/${tenant.id}/${referrer.user.referralCode}`);
      await expect(page).toHaveURL(new RegExp(`referralCode=${referrer.user.referralCode}`));
      const code = new URL(page.url()).searchParams.get('referralCode')!;
      const friend = await signUp(page, code);
      await useSession(page, friend);
      await page.goto(`${tenant.origin}/home`);
      await page.getByRole('button', { name: 'Accept and join' }).click();
      await expect(page.getByRole('button', { name: 'Accept and join' })).toBeHidden();

      await useSession(page, referrer);
      await page.goto(`${tenant.origin}/profile/refer-friends/history/${tenant.id}?tab=joined`);
      await expect(page.getByTestId('referral-row')).toHaveCount(1);
      await page.getByRole('tab', { name: say('referrals.tab.point') }).click();
      await expect(page.getByTestId('referral-row')).toHaveCount(1);
      await expect(page.getByTestId('referral-row')).toContainText('+200 points');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-referral-history`);

      await page.goto(`${tenant.origin}/profile/refer-friends`);
      await expect(page.getByTestId('invited-friends')).toContainText(say('referrals.friendJoined'));
      await shoot(page, testInfo, `${tenant.id}-referral-page`);
    });

    test('a guest browses the programs: tabs with content only, a sign-up prompt on every tap, the membership sheet', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const byEmail = loginPolicyOf(tenant).guestLoginType.startsWith('email');
      const identity = byEmail ? { email: `guest-${Date.now()}@example.com` } : { phone: freshPhone() };
      const guest = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/guest', {
        method: 'POST',
        body: identity,
      });
      expect(guest.status).toBe(200);
      const { token, user } = guest.body.data;
      await page.evaluate(
        (value) => {
          window.localStorage.setItem('livery:session', JSON.stringify(value));
          window.localStorage.setItem('livery:language', 'en');
        },
        { token, role: 'guest', user: { id: user._id, displayName: 'Guest', profileIncomplete: false } },
      );
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}`);
      await page.getByTestId('browse-programs').click();
      await expect(page).toHaveURL(new RegExp(`/programs/browse/${tenant.id}$`));
      const browser = page.getByTestId('programs-browser');
      // Every seeded kind has a program; Credit shows where the tenant sells store credit.
      const expected = ['Vouchers', 'Credit', 'Memberships', 'Loyalties', 'Stamps', 'Packages', 'Discounts']
        .concat(['Cashbacks', 'Referrals'])
        .filter((name) => name !== 'Credit' || featuresOf(tenant).storeCredit);
      await expect(browser.getByRole('tab')).toHaveText(expected);
      await browser.getByTestId('program-card').first().click();
      await expect(page.getByTestId('guest-discount-prompt')).toContainText('Sign up to open');
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('guest-discount-prompt')).toBeHidden();
      await browser.getByRole('tab', { name: 'Discounts' }).click();
      await browser.getByTestId('program-card').first().click();
      await expect(page.getByTestId('guest-discount-prompt')).toHaveText(
        'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
      );
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByTestId('guest-discount-prompt')).toBeHidden();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-programs-browser`);

      await browser.getByRole('tab', { name: 'Memberships' }).click();
      await browser.getByRole('button', { name: 'Gold' }).click();
      const sheet = page.getByTestId('membership-sheet');
      await expect(sheet.getByRole('listitem').first()).toHaveText('10% discount');
      await expect(sheet).toContainText('Spend $200 or make 10 purchases');
      await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-programs-browser-membership-sheet.png`) });
      await sheet.getByRole('button', { name: 'Sign up' }).click();
      // Gold gives a discount: the seed's discount-package prompt.
      await expect(page.getByTestId('guest-discount-prompt')).toHaveText(
        'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
      );
    });

    test('a member’s membership progress popup: states, outlet tabs, Show all, and a live move to Gold', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const member = await signUp(page);
      await joinBrand(page, tenant, member.token);
      await useSession(page, member);
      await page.goto(`${tenant.origin}/merchant-detail/${tenant.id}`);
      await page.getByTestId('open-membership-progress').click();
      const popup = page.getByRole('dialog', { name: 'Membership progress' });
      const cards = popup.getByTestId('requirement-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toHaveAttribute('data-state', 'active');
      await expect(cards.nth(1)).toHaveAttribute('data-state', 'progressing');
      await expect(cards.nth(1)).toContainText('Lasts 1 year');
      await expect(cards.nth(2)).toContainText('Lasts 3 months');
      // Platinum counts at the main outlet only, so the popup has outlet tabs.
      await expect(popup.getByRole('tab').first()).toHaveText('All outlets');
      await expect(popup.getByTestId('outlet-tab')).toHaveCount(1);
      await popup.getByRole('button', { name: 'Show all' }).click();
      await expect(popup.getByTestId('requirement-details')).toHaveCount(3);
      await expect(popup.getByTestId('tier-fill')).toHaveCSS('width', '0px');
      await expectNoSeriousAxeViolations(page);
      // Viewport shots: the popup and the sheet are fixed to the screen, a full-page shot would cut through them.
      await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-membership-progress.png`) });

      // A $250 purchase reaches Gold ($200): the membershipJoined notification refreshes the open popup.
      const receipt = await apiFromPage<{ data: { referenceId: string; receiptNumber: string } }>(
        page,
        '/dev/receipts',
        { method: 'POST', body: { total: 250 } },
      );
      const claim = await apiFromPage(page, '/receipts/claim', {
        method: 'POST',
        token: member.token,
        body: { referenceId: receipt.body.data.referenceId, receiptNumber: receipt.body.data.receiptNumber },
      });
      expect(claim.status).toBe(200);
      await expect(cards.nth(1)).toHaveAttribute('data-state', 'active');
      await expect(cards.nth(0)).toHaveAttribute('data-state', 'completed');
      // Index 1 plus $250 of Platinum's $800: 150 px × 1.3125.
      await expect(popup.getByTestId('tier-fill')).toHaveCSS('width', '196.875px');
      await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-membership-progress-gold.png`) });
    });
  });
}
