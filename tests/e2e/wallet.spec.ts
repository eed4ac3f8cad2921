// The wallet as a member uses it (seed 001 §2–§9, issue 10), on a food and a retail tenant, in each tenant's own
// language: the member rewards area, a redeem QR the counter redeems, buying store credit, the transactions, and a
// gift of points by phone confirmed with the 4-digit code from the outbox.
import type { Page } from '@playwright/test';
import {
  DEMO_MEMBER,
  apiFromPage,
  expect,
  expectNoSeriousAxeViolations,
  lastCode,
  logInAsDemoMember,
  shoot,
  test,
} from './support';
import { featuresOf, pickTenant, translation } from './tenants';
import type { SampleTenant } from './tenants';

test.describe.configure({ timeout: 90_000 });

const walletTenant = {
  test: (tenant: SampleTenant) => featuresOf(tenant).referral && featuresOf(tenant).storeCredit,
  says: 'with referral (gifts) and store credit',
};
const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false, where: walletTenant }),
  pickTenant({ layout: 'retail', singleMerchant: false, where: walletTenant }),
];

const DEMO_FRIEND_PHONE = '+97699000002';
/** MUI's default success and error colours: entries that came in are green, those that went out red. */
const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(211, 47, 47)';

/** A message as the tenant's default language shows it, placeholders filled. */
function sayer(tenant: SampleTenant) {
  return (id: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, value),
      translation(tenant.defaultLanguage, id),
    );
}

/** Sets a balance of the demo member through the ledger (POST /api/dev/wallet/balances). */
async function setBalance(page: Page, asset: 'points' | 'credit', balance: string) {
  const answer = await apiFromPage(page, '/dev/wallet/balances', {
    method: 'POST',
    body: { phone: DEMO_MEMBER.phone, asset, balance },
  });
  expect(answer.status).toBe(200);
}

async function walletOf(page: Page, tenant: SampleTenant, token: string) {
  const answer = await apiFromPage<{ data: { points: { active: string }; storeCredit: { balance: string } } }>(
    page,
    `/wallet/merchants/${tenant.id}`,
    { token },
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    // Both tests move the demo member's balances and check them exactly: one after the other.
    test.describe.configure({ mode: 'serial' });
    const say = sayer(tenant);

    test('rewards area: tabs, card, a redeem QR the counter redeems, buying store credit, transactions', async ({
      page,
    }, testInfo) => {
      const token = await logInAsDemoMember(page, tenant);
      await setBalance(page, 'points', '5000');
      await setBalance(page, 'credit', '40');

      await page.goto(`${tenant.origin}/next/my/point/${tenant.id}`);
      const tabs = page.getByRole('tablist');
      for (const id of ['wallet.tab.membership', 'wallet.tab.credit', 'wallet.tab.points'])
        await expect(tabs.getByRole('tab', { name: say(id), exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: say('wallet.tab.points'), exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByTestId('points-balance')).toHaveText('5,000');
      await expect(page.getByTestId('tab-action')).toHaveText(say('wallet.action.redeemVoucher'));
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `rewards-area-points-${tenant.id}`);

      // Redeem: the form, then 'Get qr code', then the code's QR until the counter redeems it, then EXIT.
      await page.getByRole('button', { name: say('wallet.redeem'), exact: true }).click();
      await expect(page.getByText(say('wallet.redeem.label'))).toBeVisible();
      await page.getByTestId('redeem-amount').fill('100');
      await expect(page.getByTestId('redeem-value')).toContainText('1.00');
      await page.getByRole('button', { name: say('wallet.submit') }).click();
      await page.getByRole('button', { name: say('wallet.redeem.getQr') }).click();
      const qr = page.getByTestId('redeem-qr');
      await expect(qr).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `redeem-qr-${tenant.id}`);
      const qrPayload = (await qr.getAttribute('data-payload'))!;
      // Nothing has left the balance yet: points leave when the counter redeems the code, once.
      expect((await walletOf(page, tenant, token)).points.active).toBe('5000.00');
      const redeemed = await apiFromPage(page, '/dev/wallet/redeem', { method: 'POST', body: { qrPayload } });
      expect(redeemed.status).toBe(200);
      const again = await apiFromPage(page, '/dev/wallet/redeem', { method: 'POST', body: { qrPayload } });
      expect(again.status).toBe(409);
      await expect(page.getByTestId('redeem-status')).toHaveText(say('wallet.redeem.redeemed'));
      await page.getByRole('button', { name: say('wallet.redeem.exit') }).click();
      await expect(page.getByTestId('points-balance')).toHaveText('4,900');

      // The membership card: balance and tier in front, the member QR behind (turned at once: the suite's browser asks
      // for less motion, playwright.config.ts).
      await page.getByRole('tab', { name: say('wallet.tab.membership'), exact: true }).click();
      await expect(page.getByTestId('card-balance')).toContainText('4,900');
      await shoot(page, testInfo, `membership-card-front-${tenant.id}`);
      await page.getByRole('button', { name: say('wallet.card.flipToBack') }).click();
      await expect(page.getByTestId('membership-card')).toHaveAttribute('data-side', 'back');
      await expect(page.getByTestId('card-qr')).toBeVisible();
      await shoot(page, testInfo, `membership-card-${tenant.id}`);

      // My Voucher: the demo member's own vouchers, each opening its owned detail; 'All loaded' at the end.
      await page.getByRole('tab', { name: say('wallet.tab.vouchers'), exact: true }).click();
      await expect(page.getByTestId('reward-voucher').first()).toHaveAttribute('href', /^\/vouchers\/[^/]+\/[^/]+$/);
      await expect(page.getByText(say('wallet.list.allLoaded'))).toBeVisible();
      await shoot(page, testInfo, `rewards-area-vouchers-${tenant.id}`);

      // Buy store credit: a product of the outlet, BUY, the sandbox payment, then the order page.
      await page.getByRole('tab', { name: say('wallet.tab.credit'), exact: true }).click();
      await expect(page.getByTestId('credit-balance')).toContainText('40.00');
      await page.getByRole('button', { name: say('wallet.credit.buy'), exact: true }).click();
      const product = page.getByTestId('credit-product').nth(1);
      await expect(product).toContainText(say('wallet.buy.tap'));
      await product.click();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: say('wallet.buy.buy'), exact: true }).click();
      // The sandbox's hosted test page (issue 12), its success card filled in.
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
      await page.getByRole('button', { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/order\/s\/[^/]+$/);
      await expect(page.getByTestId('credit-order-status')).toHaveText(say('scan.creditOrder.paid'));
      await expect(page.getByTestId('credit-added')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // The seed's $50 product gives 55 of credit: 40 + 55.
      expect((await walletOf(page, tenant, token)).storeCredit.balance).toBe('95.00');

      // Store credit transactions: Top up in green, Redeemed in red, the voided redeem shown but not counted.
      await page.getByRole('link', { name: say('scan.creditOrder.toStoreCredit') }).click();
      await page.getByRole('link', { name: say('wallet.transaction') }).click();
      await expect(page).toHaveURL(new RegExp(`/store-values/${tenant.id}/`));
      await expect(page.getByTestId('store-values-balance')).toContainText('95.00');
      const entries = page.getByTestId('wallet-entry');
      await expect(entries.first()).toContainText(say('wallet.kind.topUp'));
      await expect(entries.first().getByTestId('entry-amount')).toHaveCSS('color', GREEN);
      const redeemedEntry = entries.filter({ hasText: say('wallet.kind.redeemed') }).first();
      await expect(redeemedEntry.getByTestId('entry-amount')).toHaveCSS('color', RED);
      // Other specs pay with the demo member's credit too: scroll until every page is loaded (10 a page).
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.getByText(say('wallet.list.allLoaded'))).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      const voided = entries.filter({ hasText: say('wallet.entry.notCounted') });
      await expect(voided.first()).toContainText(say('wallet.kind.voided'));
      await expect(voided.first().getByTestId('entry-amount')).toHaveCSS('text-decoration-line', 'line-through');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `store-values-${tenant.id}`);

      // Points not yet available, with when the next ones come.
      await page.goto(`${tenant.origin}/next/my/points/inActive?merchant=${tenant.id}`);
      await expect(page.getByTestId('next-availability')).toBeVisible();
      await expect(page.getByTestId('wallet-entry').first()).toContainText(
        say('wallet.entry.availableFrom', { date: '' }).trim(),
      );
      await page.getByRole('button', { name: say('wallet.points.active'), exact: true }).click();
      await expect(page).toHaveURL(/\/next\/my\/points\/active/);
      await expect(page.getByTestId('wallet-entry').first()).toContainText(say('wallet.kind.redeemed'));
    });

    test('gift points by phone with the 4-digit code from the outbox', async ({ page }, testInfo) => {
      const token = await logInAsDemoMember(page, tenant);
      await setBalance(page, 'points', '3000');
      await page.goto(`${tenant.origin}/profile/refer-friends/${tenant.id}`);
      await expect(page.getByTestId('gift-balance')).toContainText('3,000');

      // 0 cannot be sent, and neither can the member's own phone.
      await page.getByRole('combobox', { name: say('wallet.gift.country') }).click();
      await page.getByRole('option', { name: 'Mongolia (+976)' }).click();
      await page.getByTestId('gift-phone').fill(DEMO_MEMBER.phone.replace('+976', ''));
      await page.getByRole('button', { name: say('wallet.gift.search') }).click();
      await expect(page.getByText(say('wallet.rule.ownPhone'))).toBeVisible();
      await page.getByTestId('gift-phone').fill(DEMO_FRIEND_PHONE.replace('+976', ''));
      await page.getByRole('button', { name: say('wallet.gift.search') }).click();
      await expect(page.getByTestId('gift-recipient')).toContainText('Bold Friend');
      await page.getByRole('button', { name: say('wallet.gift.next') }).click();
      await expect(page.getByTestId('toast')).toContainText(say('wallet.rule.zeroPoint'));
      await page.getByTestId('toast').getByRole('button').click();

      // Quick amount 500, then the stepper: 510, 500; the slider's steps are 3.
      await page.getByRole('button', { name: '500', exact: true }).click();
      await page.getByRole('button', { name: say('wallet.gift.more') }).click();
      await expect(page.getByTestId('gift-amount')).toHaveValue('510');
      await page.getByRole('button', { name: say('wallet.gift.less') }).click();
      await page.getByRole('button', { name: say('wallet.gift.less') }).click();
      await page.getByTestId('gift-amount').fill('150');
      await expect(page.getByRole('slider')).toHaveAttribute('aria-valuemax', '3000');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `gift-${tenant.id}`);

      await page.getByRole('button', { name: say('wallet.gift.next') }).click();
      const code = page.getByTestId('gift-code');
      await expect(code).toBeVisible();
      await expect(page.getByRole('button', { name: say('wallet.gift.confirm') })).toHaveCount(0);
      await code.fill(await lastCode(page, DEMO_MEMBER.phone, 4));
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: say('wallet.gift.confirm') }).click();
      await expect(page.getByTestId('toast')).toContainText(
        say('wallet.gift.success', { phone: DEMO_FRIEND_PHONE, amount: '150' }),
      );
      // A second later the screen starts over, the friend among the recent recipients.
      await expect(page.getByTestId('recent-recipients')).toContainText('Bold Friend');
      await expect(page.getByTestId('gift-amount')).toHaveValue('0');
      await expect(page.getByTestId('gift-balance')).toContainText('2,850');
      expect((await walletOf(page, tenant, token)).points.active).toBe('2850.00');

      // The gift is in the sender's history with the phone it went to.
      await page.goto(`${tenant.origin}/next/my/points/active?merchant=${tenant.id}`);
      const sent = page.getByTestId('wallet-entry').first();
      await expect(sent).toContainText(say('wallet.kind.giftSent'));
      await expect(sent).toContainText(DEMO_FRIEND_PHONE);
      await expect(sent.getByTestId('entry-amount')).toHaveCSS('color', RED);
    });
  });
}
