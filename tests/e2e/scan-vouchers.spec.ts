// QR scan tab, receipt claim and voucher detail (seed 000 §2, §4, §5, §8, §9; seed 001 §2) on a food and a retail
// tenant: no camera, the receipt form's messages, a manual claim with the toast, the order page after 1 s and the
// balance on My Rewards, a double claim, a redeem link that waits through the login, a real QR read from a fake
// camera, and the member's voucher with its QR code and the 'Voucher claimed' notice.
import { expect, test, SAME_ORIGIN_PAGE } from './support';
import type { Page } from '@playwright/test';
import { launchWithFakeCamera, writeQrVideo } from './fixtures/qr-video';
import { PHONE } from './phone';
import { apiFromPage, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant } from './tenants';

const TENANTS = [
  pickTenant({ layout: 'food', singleMerchant: false, defaultLanguage: 'en' }),
  pickTenant({ layout: 'retail', singleMerchant: false, defaultLanguage: 'en' }),
];

interface DevReceipt {
  redeemId: string;
  referenceId: string;
  receiptNumber: string;
  points: number;
  qrJson: string;
}

/** A fresh unclaimed receipt (dev route; default: the tenant's own merchant), so reruns never meet a claimed one. */
async function newReceipt(page: Page, total = 12.5, merchantId?: string) {
  const res = await apiFromPage<{ data: DevReceipt }>(page, '/dev/receipts', {
    method: 'POST',
    body: { total, merchantId },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function loyaltyBalance(page: Page, merchantId: string, token: string) {
  const res = await apiFromPage<{ data: { loyaltyBalance: number } }>(page, `/merchants/${merchantId}`, { token });
  return res.body.data.loyaltyBalance;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

for (const tenant of TENANTS) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test('scan tab without a camera: the message, and the receipt form checks its fields', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}/next/qr`);
      await expect(page.getByText('No camera found on this device.')).toBeVisible();
      const claim = page.getByRole('button', { name: 'Claim points' });
      await claim.click();
      await expect(page.getByText('Please fill receipt info')).toBeVisible();
      await page.getByLabel('Receipt number').fill('A-001');
      await claim.click();
      await expect(page.getByText('Please input reference id')).toBeVisible();
      await page.getByLabel('Receipt number').fill('');
      await page.getByLabel('Reference id').fill('X-REF-1');
      await claim.click();
      await expect(page.getByText('Please_input_number')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-scan-no-camera`);
    });

    test('manual claim: toast, order page after 1 s, balance up on My Rewards, second claim refused', async ({
      page,
    }, testInfo) => {
      test.slow();
      const token = await logInAsDemoMember(page, tenant);
      // A joined merchant no other test of this file claims at, so the balance moves by this receipt alone.
      const merchantId = `${tenant.id}-m01`;
      const receipt = await newReceipt(page, 12.5, merchantId);
      const before = await loyaltyBalance(page, merchantId, token);
      await page.goto(`${tenant.origin}/next/qr`);
      await page.getByLabel('Receipt number').fill(receipt.receiptNumber);
      await page.getByLabel('Reference id').fill(receipt.referenceId);
      const claimedAt = Date.now();
      await page.getByRole('button', { name: 'Claim points' }).click();
      await expect(toast(page, 'Successfully claimed the receipt')).toBeVisible();
      // The order page follows a second after the claim, never sooner (a busy machine only makes it later).
      await page.waitForURL(`**/order/s/${receipt.redeemId}`);
      expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1000);
      await expect(page.getByRole('heading', { name: `Order #${receipt.receiptNumber}` })).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText(/^\D*12\.50$/);
      await expect(page.getByTestId('order-points')).toHaveText('+12 points earned');
      await expect(page.getByText(receipt.referenceId)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-order-page`);

      const after = await loyaltyBalance(page, merchantId, token);
      expect(after).toBe(before + 12);
      await page.goto(`${tenant.origin}/myrewards`);
      const formatted = new Intl.NumberFormat('en-US').format(Math.floor(after));
      await expect(page.getByRole('link', { name: new RegExp(`Balance ${formatted} `) }).first()).toBeVisible();
      await shoot(page, testInfo, `${tenant.id}-myrewards-after-claim`);

      await page.goto(`${tenant.origin}/next/qr`);
      await page.getByLabel('Receipt number').fill(receipt.receiptNumber);
      await page.getByLabel('Reference id').fill(receipt.referenceId);
      await page.getByRole('button', { name: 'Claim points' }).click();
      await expect(toast(page, 'You have already claimed this receipt')).toBeVisible();
      expect(await loyaltyBalance(page, merchantId, token)).toBe(after);
    });

    test('a redeem link waits through the login, then claims itself', async ({ page }) => {
      test.slow();
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const receipt = await newReceipt(page, 7.25);
      await page.goto(`${tenant.origin}/next/qr?redeemID=${receipt.redeemId}`);
      await page.waitForURL(/\/login\?redirect=/);
      expect(await page.evaluate(() => window.localStorage.getItem('livery:redeemId'))).toBe(receipt.redeemId);
      await logInAsDemoMember(page, tenant);
      await page.goto(`${tenant.origin}/next/qr`);
      await expect(toast(page, 'Successfully claimed the receipt')).toBeVisible();
      await page.waitForURL(`**/order/s/${receipt.redeemId}`);
      await expect(page.getByTestId('order-points')).toHaveText('+7 points earned');
      expect(await page.evaluate(() => window.localStorage.getItem('livery:redeemId'))).toBeNull();
    });

    test('my voucher opens with its QR code, and ?isclaim=true says Voucher claimed', async ({ page }, testInfo) => {
      test.slow();
      await logInAsDemoMember(page, tenant);
      await page.goto(`${tenant.origin}/feed/my/vouchers`);
      await page.getByRole('button').filter({ hasText: 'Voucher no.' }).first().click();
      await page.waitForURL(/\/vouchers\/[^/]+\/[^/?]+$/);
      await expect(page.getByTestId('voucher-qr')).toBeVisible();
      await expect(page.getByTestId('voucher-qr').locator('svg')).toBeVisible();
      // The status chip (the page also lists its 'Available outlets (n)').
      await expect(page.getByText('Available', { exact: true })).toBeVisible();
      await expect(page.getByText('Show this code at the counter')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `${tenant.id}-my-voucher`);

      const url = new URL(page.url());
      await page.goto(`${url.origin}${url.pathname}?isclaim=true`);
      await expect(page.getByTestId('voucher-qr')).toBeVisible();
      await expect(toast(page, 'Voucher claimed')).toHaveCount(0);
      await expect(toast(page, 'Voucher claimed')).toBeVisible({ timeout: 5_000 });

      // The voucher on offer (/vouchers/{id}) links back to the member's copy.
      const voucherId = url.pathname.split('/')[2];
      await page.goto(`${tenant.origin}/vouchers/${voucherId}`);
      await expect(page.getByText('You hold this voucher')).toBeVisible();
      await shoot(page, testInfo, `${tenant.id}-voucher-detail`);
    });

    test('an owned voucher sends anonymous visitors to log in', async ({ page }) => {
      await page.goto(`${tenant.origin}/vouchers/${tenant.id}-v1/${tenant.id}-demo-member-mv1`);
      await page.waitForURL(/\/login\?redirect=%2Fvouchers%2F/);
    });
  });
}

test.describe('real scan from a camera', () => {
  for (const tenant of TENANTS) {
    test(`${tenant.id}: a receipt QR in front of the camera is claimed`, async ({ page }, testInfo) => {
      test.slow();
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const receipt = await newReceipt(page, 21.4);
      const video = testInfo.outputPath('receipt-qr.y4m');
      writeQrVideo(video, receipt.qrJson);
      const browser = await launchWithFakeCamera(video);
      try {
        const context = await browser.newContext(PHONE);
        await context.grantPermissions(['camera'], { origin: tenant.origin });
        const camPage = await context.newPage();
        await logInAsDemoMember(camPage, tenant);
        await camPage.goto(`${tenant.origin}/next/qr`);
        await expect(camPage.getByLabel('Camera view for scanning a receipt code')).toBeVisible();
        // The decoder tries every 500 ms; on a loaded machine the first frames can take a while to arrive.
        await camPage.waitForURL(`**/order/s/${receipt.redeemId}`, { timeout: 45_000 });
        await expect(camPage.getByTestId('order-points')).toHaveText('+21 points earned');
        await shoot(camPage, testInfo, `${tenant.id}-camera-claimed`);
      } finally {
        await browser.close();
      }
    });
  }
});
