// Live order status and the PDF receipt (seed 002 §2, §3, §4, §7; issue 12): a guest's order page follows the dev
// status route without a reload, another page shows the 3 s banner, and the guest downloads the receipt.
import type { Page } from '@playwright/test';
import { firstOrderingOutlet, serverOrdersAtNoon } from './fixtures/ordering';
import { SAME_ORIGIN_PAGE, apiFromPage, expect, shoot, test } from './support';
import { pickTenant } from './tenants';

test.describe.configure({ timeout: 120_000 });
const tenant = pickTenant({ layout: 'food', singleMerchant: false });

/**
 * A guest with one order waiting for payment at the tenant's first outlet: a fixture product, ordered with the
 * tenant's ordering time at today's noon (serverOrdersAtNoon). A fixed date here once broke specs running beside it:
 * the payments spec's pick-up tomorrow, at the same tenant, was then outside the outlet's order dates.
 */
async function guestWithOrder(page: Page) {
  await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
  const guest = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/guest', {
    method: 'POST',
    body: { phone: `+9768870${String(Date.now()).slice(-4)}` },
  });
  expect(guest.status).toBe(200);
  const { token, user } = guest.body.data;
  const outlet = await firstOrderingOutlet(page, tenant);
  await serverOrdersAtNoon(page, outlet.timeZone);
  const category = await apiFromPage<{ data: { _id: string } }>(page, '/dev/ordering/categories', {
    method: 'POST',
    body: { name: { en_US: 'Live' } },
  });
  const product = await apiFromPage<{ data: { _id: string } }>(page, '/dev/ordering/products', {
    method: 'POST',
    body: {
      category: category.body.data._id,
      name: { en_US: 'Milk tea', mn_MN: 'Сүүтэй цай', zh_CN: '奶茶' },
      price: { dine_in: '3.00', takeout: '3.00', delivery: '3.00' },
    },
  });
  const added = await apiFromPage(page, `/order/cart/${outlet._id}/items`, {
    method: 'POST',
    token,
    body: { product_uid: product.body.data._id, quantity: 1, modifier_list: [], bundled_item_list: [] },
  });
  expect(added.status).toBe(200);
  // Placing asks for an Idempotency-Key, which apiFromPage does not send.
  const placed = await page.evaluate(
    async ({ outlet, token }) => {
      const response = await fetch(`/api/order/cart/${outlet}/place`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ payments: [] }),
      });
      return { status: response.status, body: (await response.json()) as { data: { _id: string } } };
    },
    { outlet: outlet._id, token },
  );
  expect(placed.status).toBe(201);
  const session = { token, role: 'guest', user: { id: user._id, displayName: 'Guest', profileIncomplete: false } };
  await page.evaluate((value) => {
    window.localStorage.setItem('livery:session', JSON.stringify(value));
    window.localStorage.setItem('livery:language', 'en');
  }, session);
  return { orderId: placed.body.data._id };
}

async function advance(page: Page, orderId: string, status: number | 'next') {
  const moved = await apiFromPage(page, `/dev/ordering/orders/${orderId}/status`, { method: 'POST', body: { status } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

test('the order page follows status changes live; another page shows a banner', async ({ page }, testInfo) => {
  const { orderId } = await guestWithOrder(page);
  await page.goto(`${tenant.origin}/order/s/${orderId}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('Pending payment');
  await shoot(page, testInfo, 'order-before');
  let navigations = 0;
  page.on('framenavigated', () => (navigations += 1));

  // The page's socket may still be connecting: a change it misses shows when it connects (the order is read again).
  await advance(page, orderId, 'next');
  await expect(status).toHaveText('New');
  await advance(page, orderId, 1);
  await expect(status).toHaveText('Received');
  await expect(status).toHaveClass(/MuiChip-colorSuccess/);
  expect(navigations).toBe(0);
  // No banner on the order page itself (seed 002 §4).
  await expect(page.getByText(/Order #\d+: /)).toHaveCount(0);
  await shoot(page, testInfo, 'order-after');

  await page.goto(`${tenant.origin}/home`);
  // The session's socket connects after the page has loaded: until it has, a change reaches no one. So the change is
  // made again (VOID and PROCESSING in turn) until its banner shows.
  const banner = page.getByText(/Order #\d+: (Void|Processing)/);
  let next = 11;
  await expect(async () => {
    await advance(page, orderId, next);
    next = next === 11 ? 2 : 11;
    await expect(banner).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 30_000 });
  await shoot(page, testInfo, 'banner-elsewhere');
  await expect(banner).toBeHidden({ timeout: 5000 });
});

test('a guest downloads the PDF receipt from the order page', async ({ page, context }) => {
  const { orderId } = await guestWithOrder(page);
  await page.goto(`${tenant.origin}/order/s/${orderId}`);
  const number = (await page.locator('#order-number').innerText()).replace(/\D/g, '');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const receiptPage = await opened;
  const response = await receiptPage.waitForResponse((r) => r.url().includes('/download-receipt'));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Chromium hands the PDF to its viewer; the same link, asked again within its 5 minutes, gives the file itself.
  const pdf = Buffer.from(
    await page.evaluate(async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())], response.url()),
  );
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The document's title names the order number (the page text is in embedded fonts' glyph ids).
  expect(pdf.toString('latin1')).toContain(`receipt, order #${number})`);
});
