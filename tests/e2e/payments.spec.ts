// Paying an order (seed 002 §2 payment sheet, §4 return from a payment provider; issue 12) as a person does it: an
// order placed from the cart that points do not cover, Pay, the payment method sheet, the sandbox's hosted page with
// its test cards, and back on the order page PAID — on a food and a retail tenant; a declined card and a retry; a
// PayNow QR read back from the screen with its CRC checked; a guest paying.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { BinaryBitmap, DecodeHintType, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';
import { SANDBOX_TEST_CARDS } from '../../src/shared/constants/payments';
import { crc16Hex } from '../../src/shared/rules/payments/crc16';
import { parseEmvFields } from '../../src/shared/rules/payments/emvco';
import { firstOrderingOutlet, placeFromCartButton } from './fixtures/ordering';
import { apiFromPage, expect, expectNoSeriousAxeViolations, logInAsDemoMember, shoot, test } from './support';
import { pickTenant, translation, type SampleTenant } from './tenants';

const FOOD = pickTenant({ layout: 'food' });
const RETAIL = pickTenant({ layout: 'retail' });
const tenantConfig = (tenant: SampleTenant) =>
  JSON.parse(readFileSync(path.resolve('tenants', tenant.id, 'tenant.json'), 'utf8')) as {
    currency: { code: string };
    payments: { providers: string[] };
  };
/** PayNow pays Singapore dollars only: the tenant that offers it. */
const SGD = pickTenant({
  where: {
    test: (tenant) => {
      const config = tenantConfig(tenant);
      return config.currency.code === 'SGD' && config.payments.providers.includes('paynow');
    },
    says: 'in SGD with paynow',
  },
});
const GUEST = pickTenant({
  where: { test: (tenant) => tenantConfig(tenant).payments.providers.includes('sandbox'), says: 'with the sandbox' },
});
const en = (id: string) => translation('en', id);

// The member's tests share one cart per outlet: they run one after another.
test.describe.configure({ mode: 'serial' });

interface MenuProduct {
  _id: string;
  type: number;
  price: { takeout: string };
  modifier_list: { min_quantity: number }[];
  operation_time_list?: unknown[];
  age_restriction?: number | null;
  is_takeout?: boolean;
}

/** 'YYYY-MM-DD' of tomorrow where the outlet is: a pre-order for tomorrow noon is open on every demo outlet. */
const tomorrowAt = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 24 * 3600_000),
  );

/**
 * Fills the caller's cart at the merchant's first outlet with one simple product (no required options, no hours of
 * its own) for pick-up tomorrow at noon, and opens the cart.
 */
async function openFilledCart(page: Page, tenant: SampleTenant, token: string): Promise<void> {
  const outlet = await firstOrderingOutlet(page, tenant);
  const cartPath = `/order/cart/${encodeURIComponent(outlet._id)}`;
  expect((await apiFromPage(page, cartPath, { method: 'DELETE', token })).status).toBe(200);
  const menu = await apiFromPage<{ data: { category_list: { product_list: MenuProduct[] }[] } }>(
    page,
    `/order/outlets/${encodeURIComponent(outlet._id)}/menu`,
    { token },
  );
  const product = menu.body.data.category_list
    .flatMap((category) => category.product_list)
    .find(
      (candidate) =>
        candidate.type === 0 &&
        Number(candidate.price.takeout) > 0 &&
        candidate.modifier_list.every((group) => group.min_quantity === 0) &&
        !candidate.operation_time_list?.length &&
        !candidate.age_restriction &&
        candidate.is_takeout !== false,
    );
  expect(product, 'a simple product on the menu').toBeTruthy();
  const added = await apiFromPage(page, `${cartPath}/items`, {
    method: 'POST',
    token,
    body: { product_uid: product!._id, quantity: 2, modifier_list: [], bundled_item_list: [] },
  });
  expect(added.status).toBe(200);
  const dated = await apiFromPage(page, `${cartPath}/estimated-date`, {
    method: 'PUT',
    token,
    body: { estimatedDate: `${tomorrowAt(outlet.timeZone)} 12:00` },
  });
  expect(dated.status, JSON.stringify(dated.body)).toBe(200);
  await page.goto(
    `${tenant.origin}/order/cart/${encodeURIComponent(tenant.id)}?outlet=${encodeURIComponent(outlet._id)}`,
  );
  await expect(page.getByTestId('cart-main-button')).toBeEnabled();
}

/**
 * Places the cart; a member with rewards uses one point where the payment modal offers points, so the points pay a
 * part and the rest is due. Lands on the order page with the payment sheet open; answers the order id.
 */
async function placeFromCart(page: Page): Promise<string> {
  await placeFromCartButton(page, async (modal) => {
    const points = modal.getByLabel(en('orderingCart.usePoints'));
    if ((await points.count()) > 0 && (await points.isEnabled())) await points.fill('1');
  });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** The demo member logs in, fills a cart at `tenant` and places it (placeFromCart): the token and the order id. */
async function placeAsDemoMember(page: Page, tenant: SampleTenant): Promise<{ token: string; orderId: string }> {
  const token = await logInAsDemoMember(page, tenant, '/');
  await openFilledCart(page, tenant, token);
  return { token, orderId: await placeFromCart(page) };
}

const sheetOf = (page: Page) => page.getByRole('dialog', { name: en('payments.sheet.title') });

async function look(page: Page, testInfo: TestInfo, name: string) {
  await expectNoSeriousAxeViolations(page);
  await shoot(page, testInfo, name);
}

/** On the sandbox's hosted page: pays with a test card. */
async function payOnSandbox(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function expectPaid(page: Page) {
  await expect(page.getByTestId('payment-outcome')).toHaveText(en('payments.outcome.succeeded'));
  await expect(page.getByTestId('payment-status')).toHaveText('PAID');
  await expect(page.getByTestId('order-pay')).toHaveCount(0);
}

for (const tenant of [FOOD, RETAIL]) {
  test(`${tenant.id}: an order points do not cover, paid by test card through the sheet and the sandbox page`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const { token, orderId } = await placeAsDemoMember(page, tenant);

    // Placing opened the sheet: only the tenant's methods, the due amount.
    const sheet = sheetOf(page);
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('payment-sheet')).toHaveAttribute('data-snap', '0.6');
    // The methods are drawn once the sheet has read them: wait for the first before reading them all at once.
    const methods = sheet.locator('[data-testid^="payment-method-"]');
    await expect(methods.first()).toBeVisible();
    const offered = await methods.evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-testid')!.replace('payment-method-', '')),
    );
    const enabled = tenantConfig(tenant).payments.providers;
    expect(offered.length).toBeGreaterThan(0);
    for (const provider of offered) expect(enabled).toContain(provider);
    expect(offered).toContain('sandbox');
    const order = await apiFromPage<{ data: { total: { due: string } } }>(page, `/orders/${orderId}`, { token });
    expect(Number(order.body.data.total.due)).toBeGreaterThan(0);
    await look(page, testInfo, `${tenant.id}-payment-sheet`);

    await sheet.getByTestId('payment-method-sandbox').click();
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await expect(page.getByTestId('sandbox-amount')).toContainText(order.body.data.total.due);
    await shoot(page, testInfo, `${tenant.id}-sandbox-page`);
    await payOnSandbox(page, SANDBOX_TEST_CARDS.success);

    await page.waitForURL(`**/order/s/${orderId}`);
    await expectPaid(page);
    await look(page, testInfo, `${tenant.id}-order-paid`);
  });
}

test(`${FOOD.id}: a declined card, back to the order, then another try that pays`, async ({ page }, testInfo) => {
  test.slow();
  const { token, orderId } = await placeAsDemoMember(page, FOOD);
  await sheetOf(page).getByTestId('payment-method-sandbox').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);

  await payOnSandbox(page, SANDBOX_TEST_CARDS.decline);
  await expect(page.getByTestId('sandbox-error')).toHaveText('Your card was declined. Try another card.');
  await page.getByRole('button', { name: 'Cancel payment' }).click();

  await page.waitForURL(`**/order/s/${orderId}`);
  await expect(page.getByTestId('payment-outcome')).toHaveText(en('payments.outcome.failed'));
  // The point paid its part; the rest is still due.
  await expect(page.getByTestId('payment-status')).toHaveText(/^(PENDING|PARTIALLY_PAID)$/);
  await shoot(page, testInfo, `${FOOD.id}-payment-failed`);

  await page.getByTestId('order-pay').click();
  await sheetOf(page).getByTestId('payment-method-sandbox').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await payOnSandbox(page, SANDBOX_TEST_CARDS.success);
  await page.waitForURL(`**/order/s/${orderId}`);
  await expectPaid(page);
  const attempts = await apiFromPage<{ data: { state: string }[] }>(page, `/orders/${orderId}/payments`, { token });
  expect(attempts.body.data.map((attempt) => attempt.state)).toEqual(['succeeded', 'failed']);
});

/** Reads the QR code in a screenshot of `png` (ZXing, from the pixels' luminance). */
async function decodeQr(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luminance = new Uint8ClampedArray(info.width * info.height);
  for (let pixel = 0; pixel < luminance.length; pixel += 1) {
    const at = pixel * info.channels;
    luminance[pixel] = (data[at] * 299 + data[at + 1] * 587 + data[at + 2] * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
  return new QRCodeReader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
}

// Read from the screen as a phone shows it. At the suite's pixel ratio of 1 a module of the 232 px code is ~4 pixels,
// anti-aliased at its edges, and the reader now and then cannot size the grid ("Dimensions could be not found").
test.describe("PayNow at a phone's pixel ratio", () => {
  test.use({ deviceScaleFactor: 2 });

  test(`${SGD.id}: PayNow — the QR read from the screen is an EMVCo PayNow payload with a valid CRC`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const { token, orderId } = await placeAsDemoMember(page, SGD);
    await sheetOf(page).getByTestId('payment-method-paynow').click();
    await page.waitForURL(`**/order/paynow/${SGD.id}/${orderId}`);

    const qr = page.getByTestId('paynow-qr');
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('paynow-countdown')).toHaveText(/^Expires in 1[45]:\d\d$/);
    const reference = (await page.getByTestId('paynow-reference').textContent())!.trim();
    const order = await apiFromPage<{ data: { total: { due: string } } }>(page, `/orders/${orderId}`, { token });
    await look(page, testInfo, `${SGD.id}-paynow-qr`);

    // A screenshot taken while the page still settles (a repaint, the countdown's tick) can miss the code's finder
    // patterns: read a fresh one until it decodes.
    let payload = '';
    await expect(async () => {
      // With the white the code sits on around it: its own margin is 2 modules, less than the 4 a reader expects.
      const box = (await qr.boundingBox())!;
      const clip = { x: box.x - 12, y: box.y - 12, width: box.width + 24, height: box.height + 24 };
      payload = await decodeQr(await page.screenshot({ clip }));
    }).toPass({ timeout: 10_000 });
    // The CRC: tag 63 closes the payload, four upper-case hex digits of CRC-16/CCITT-FALSE over all before them.
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16Hex(payload.slice(0, -4)));
    const fields = parseEmvFields(payload);
    expect(parseEmvFields(fields.get('26')!).get('00')).toBe('SG.PAYNOW');
    expect(fields.get('53')).toBe('702');
    expect(fields.get('54')).toBe(order.body.data.total.due);
    expect(parseEmvFields(fields.get('62')!).get('01')).toBe(reference);

    // The bank tells the server (the development route signs the notification); the screen's re-check sees it.
    const paid = await apiFromPage(page, `/dev/payments/paynow/${encodeURIComponent(reference)}/paid`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await expect(page.getByTestId('payment-outcome')).toHaveText(en('payments.outcome.succeeded'), { timeout: 20_000 });
    await page.getByRole('link', { name: en('payments.backToOrder') }).click();
    await expect(page.getByTestId('payment-status')).toHaveText('PAID');
    await shoot(page, testInfo, `${SGD.id}-paynow-order-paid`);
  });
});

test(`${GUEST.id}: a guest places an order and pays it by test card`, async ({ page }, testInfo) => {
  test.slow();
  await page.goto(`${GUEST.origin}/`);
  const phone = `+6591${String(Date.now()).slice(-6)}`;
  const login = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/guest', {
    method: 'POST',
    body: { phone },
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { token, user } = login.body.data;
  await page.evaluate((session) => window.localStorage.setItem('livery:session', JSON.stringify(session)), {
    token,
    role: 'guest',
    user: { id: user._id, profileIncomplete: false },
  });
  await openFilledCart(page, GUEST, token);
  await expect(page.getByTestId('cart-main-button')).toContainText(en('orderingCart.payOrder'));
  const orderId = await placeFromCart(page);

  await sheetOf(page).getByTestId('payment-method-sandbox').click();
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await payOnSandbox(page, SANDBOX_TEST_CARDS.success);
  await page.waitForURL(`**/order/s/${orderId}`);
  await expectPaid(page);
  // A paid guest order offers sign-up for rewards (seed 002 §2).
  await expect(page.getByRole('link', { name: en('orders.guest.signup') })).toBeVisible();
  await shoot(page, testInfo, `${GUEST.id}-guest-paid`);
});
