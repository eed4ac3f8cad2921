// The cart side of ordering (seed 002 §2, §4, §5; issue 11) as a person uses it, on a retail, a guest and a food
// tenant: delivery locked below the outlet's minimum ('$ X to unlock Delivery !'), the address sheet, then placed
// above it; a guest order through quick login; store credit and points covering a cart in the payment modal; cancel
// with the rewards refunded; pass to counter; reorder replacing a filled cart; the history list. Every screen passes
// axe, and the cart, payment modal and order page are photographed on a food and a retail tenant.
// Each test signs up a member of its own, so balances, carts and history are its own; the tenant's ordering clock
// and the page's are set to today at noon in the outlet's zone (fixtures/ordering.ts).
import type { Page, TestInfo } from '@playwright/test';
import {
  firstOrderingOutlet,
  orderAtNoon,
  placeFromCartButton,
  setBalance,
  signUpFreshMember,
  walletOf,
  withoutPromotions,
  type FreshMember,
  type OrderingOutlet,
} from './fixtures/ordering';
import { apiFromPage, appTookOver, expect, expectNoSeriousAxeViolations, shoot, test } from './support';
import { loginPolicyOf, pickTenant, translation, type SampleTenant } from './tenants';

const en = (id: string) => translation('en', id);
test.describe.configure({ timeout: 60_000 });

/** Opens the outlet's menu (closing its promotions) and waits for the products. */
async function openOutletMenu(page: Page, tenant: SampleTenant, outlet: OrderingOutlet): Promise<void> {
  const path = `/order/merchant/${encodeURIComponent(tenant.id)}/outlet/${encodeURIComponent(outlet._id)}`;
  await withoutPromotions(page, tenant, () => page.goto(`${tenant.origin}${path}?outlet=${outlet._id}`));
  await expect(page.getByTestId('product-card').first()).toBeVisible();
}

/** A fresh member of the tenant at today's noon (fixtures/ordering.ts), at the tenant's first outlet. */
async function memberAtNoon(page: Page, tenant: SampleTenant) {
  await page.goto(`${tenant.origin}/manifest.webmanifest`);
  const outlet = await firstOrderingOutlet(page, tenant);
  await orderAtNoon(page, outlet.timeZone);
  const member = await signUpFreshMember(page, tenant);
  return { outlet, member };
}

/** The same, on the outlet's menu. */
async function memberOnMenu(page: Page, tenant: SampleTenant) {
  const session = await memberAtNoon(page, tenant);
  await openOutletMenu(page, tenant, session.outlet);
  return session;
}

interface LineInput {
  product_uid: string;
  quantity: number;
  modifier_list?: { id: string; modifier_value_list: { id: string; quantity: number }[] }[];
}

/**
 * Puts lines in the member's cart through the API (adding from the menu is proven in ordering-menu.spec.ts and in
 * the tests here that start on the menu) and opens the cart page: the cart-side tests stay well inside their time.
 */
async function openCartWith(
  page: Page,
  tenant: SampleTenant,
  outlet: OrderingOutlet,
  token: string,
  lines: LineInput[],
) {
  for (const line of lines) {
    const added = await apiFromPage(page, `/order/cart/${outlet._id}/items`, {
      method: 'POST',
      token,
      body: { modifier_list: [], bundled_item_list: [], ...line },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  await page.goto(`${tenant.origin}/order/cart/${encodeURIComponent(tenant.id)}?outlet=${outlet._id}`);
  await expect(page.getByRole('heading', { name: en('orderingCart.title') })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
  await appTookOver(page);
}

interface MenuGroup {
  id: string;
  min_quantity: number;
  modifier_value_list: { id: string; isActive: boolean }[];
}

/** A cart line of one unit of a demo product found by its English name, each required option at its first value. */
async function lineOf(page: Page, outlet: OrderingOutlet, name: string): Promise<LineInput> {
  const menu = await apiFromPage<{
    data: {
      category_list: { product_list: { _id: string; name: { en_US: string }; modifier_list: MenuGroup[] }[] }[];
    };
  }>(page, `/order/outlets/${encodeURIComponent(outlet._id)}/menu`);
  const product = menu.body.data.category_list
    .flatMap((category) => category.product_list)
    .find((candidate) => candidate.name.en_US === name);
  expect(product, `${name} on the menu of ${outlet._id}`).toBeDefined();
  const modifier_list = product!.modifier_list
    .filter((group) => group.min_quantity > 0)
    .map((group) => ({
      id: group.id,
      modifier_value_list: [{ id: group.modifier_value_list.find((value) => value.isActive)!.id, quantity: 1 }],
    }));
  return { product_uid: product!._id, quantity: 1, modifier_list };
}

/** A product's card, found by its plus button's full name (the card's heading cuts names at 15 characters). */
const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: `Add one ${name}`, exact: true }) });

/** Plus on a simple product's card puts one in the cart at once. */
async function addSimple(page: Page, name: string) {
  const before = await cartCount(page);
  await card(page, name)
    .getByRole('button', { name: `Add one ${name}` })
    .click();
  await expect(page.getByTestId('cart-bar')).toContainText(`${before + 1} item`);
}

async function cartCount(page: Page): Promise<number> {
  const bar = page.getByTestId('cart-bar');
  if ((await bar.count()) === 0) return 0;
  return Number(/(\d+) item/.exec((await bar.textContent()) ?? '')?.[1] ?? 0);
}

/** axe, then a photograph: of the whole page, or of the screen only where a dialog or sheet covers it. */
async function look(page: Page, testInfo: TestInfo, name: string, { dialog = false } = {}) {
  await expectNoSeriousAxeViolations(page);
  if (dialog) await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  else {
    // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, testInfo, name);
  }
}

const mainButton = (page: Page) => page.getByTestId('cart-main-button');

async function serverCartMode(page: Page, outlet: OrderingOutlet, token: string): Promise<string> {
  const cart = await apiFromPage<{ data: { orderMode: string } }>(page, `/order/cart/${outlet._id}`, { token });
  expect(cart.status).toBe(200);
  return cart.body.data.orderMode;
}

/** The order page the placement opened: its id from the address. */
async function placedOrderId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/s\/[^/?]+$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/order/s/')[1]);
}

/**
 * Placing an order with something left to pay opens the payment method sheet on the order page (issue 12); paying
 * at the counter instead, the person closes it.
 */
async function closePaymentSheet(page: Page): Promise<void> {
  const sheet = page.getByRole('dialog', { name: en('payments.sheet.title') });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
}

test.describe('retail delivery', () => {
  const RETAIL = pickTenant({ layout: 'retail' });

  test(`${RETAIL.id}: the first Add of a product with options opens its popup; Delivery opens the address sheet`, async ({
    page,
  }, testInfo) => {
    const { outlet, member } = await memberOnMenu(page, RETAIL);
    // The first Add on a product with options opens its popup with the options, not a silent add.
    await card(page, 'Wool beanie').getByRole('button', { name: 'Add one Wool beanie' }).click();
    const popup = page.getByRole('dialog', { name: 'Wool beanie' });
    await expect(popup.getByRole('radiogroup').or(popup.getByRole('group')).first()).toBeVisible();
    await look(page, testInfo, `${RETAIL.id}-popup`, { dialog: true });
    await popup.getByRole('button', { name: en('ordering.popup.addToCart') }).click();
    await expect(page.getByTestId('cart-bar')).toContainText('1 item');
    await shoot(page, testInfo, `${RETAIL.id}-menu`);

    // Delivery without an address opens the address sheet on the menu; its required fields say the seed's words.
    await page.getByTestId('mode-delivery').click();
    const sheet = page.getByRole('form', { name: en('orderingCart.delivery.title') });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('textbox', { name: en('orderingCart.delivery.name'), exact: true }).fill('');
    await sheet.getByRole('button', { name: en('orderingCart.delivery.save') }).click();
    await expect(sheet.getByText(en('orderingCart.delivery.nameRequired'))).toBeVisible();
    await expect(sheet.getByText(en('orderingCart.delivery.unitRequired'))).toBeVisible();
    await look(page, testInfo, `${RETAIL.id}-address-sheet`, { dialog: true });
    await sheet.getByRole('textbox', { name: en('orderingCart.delivery.name'), exact: true }).fill('Bat Erdene');
    await sheet.getByRole('textbox', { name: en('orderingCart.delivery.phone'), exact: true }).fill('+97688112233');
    await sheet.getByRole('textbox', { name: en('orderingCart.delivery.email'), exact: true }).fill('bat@livery.test');
    await sheet.getByRole('combobox', { name: en('orderingCart.delivery.search') }).fill('Peace Avenue');
    await page.getByRole('option', { name: /^Peace Avenue 1,/ }).click();
    await sheet.getByRole('textbox', { name: en('orderingCart.delivery.unitNo'), exact: true }).fill('12-34');
    await expect(sheet.getByRole('textbox', { name: en('orderingCart.delivery.postalCode'), exact: true })).toHaveValue(
      '14200',
    );
    await sheet.getByRole('button', { name: en('orderingCart.delivery.save') }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId('mode-delivery')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]isDelivery=true/);

    expect(await serverCartMode(page, outlet, member.token)).toBe('delivery');
  });

  test(`${RETAIL.id}: delivery is locked below the minimum, the mode marked in the address, placed above it`, async ({
    page,
  }, testInfo) => {
    const { outlet, member } = await memberAtNoon(page, RETAIL);
    const place = await apiFromPage<{ data: { coordinates: { latitude: number; longitude: number } }[] }>(
      page,
      '/order/addresses/search?q=Peace%20Avenue%201&type=text',
      { token: member.token },
    );
    expect(place.status, JSON.stringify(place.body)).toBe(200);
    const delivery = await apiFromPage(page, `/order/cart/${outlet._id}/order-mode`, {
      method: 'PUT',
      token: member.token,
      body: {
        orderMode: 'delivery',
        tableNumber: null,
        location: {
          name: 'Bat Erdene',
          phone: '+97688112233',
          email: 'bat@livery.test',
          address: 'Peace Avenue 1, Sukhbaatar district',
          unitNo: '12-34',
          postalCode: '14200',
          coordinates: place.body.data[0].coordinates,
        },
      },
    });
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(200);
    await openCartWith(page, RETAIL, outlet, member.token, [await lineOf(page, outlet, 'Wool beanie')]);
    // 29.00 of the 120.00 minimum: the lock names the shortfall, and the main button repeats it instead of ordering.
    const lock = page.getByTestId('delivery-lock');
    await expect(lock).toContainText('$91.00 to unlock Delivery !');
    await expect(lock.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((29 / 120) * 100));
    // The lock bar is the cart's first screen; the main button comes with the checkout panel's chunk, just after.
    await expect(mainButton(page)).toBeVisible();
    await look(page, testInfo, `${RETAIL.id}-cart-locked`);
    await mainButton(page).click();
    await expect(page.getByTestId('toast')).toContainText('$91.00 to unlock Delivery !');
    await expect(page).toHaveURL(/\/order\/cart\//);

    // Pick-up and back: the address marks the mode (takeout=true, isDelivery=true) as the server's cart holds it,
    // and a reload keeps it.
    await page.getByTestId('mode-pick_up').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('ordering.confirm') })
      .click();
    await expect(page).toHaveURL(/[?&]takeout=true/);
    await expect(page).not.toHaveURL(/isDelivery/);
    expect(await serverCartMode(page, outlet, member.token)).toBe('pick_up');
    await expect(lock).toBeHidden();
    await page.getByTestId('mode-delivery').click();
    await expect(page).toHaveURL(/[?&]isDelivery=true/);
    await expect(page).not.toHaveURL(/takeout/);
    expect(await serverCartMode(page, outlet, member.token)).toBe('delivery');
    await page.reload();
    await expect(page.getByTestId('mode-delivery')).toHaveAttribute('aria-pressed', 'true');
    await expect(lock).toContainText('$91.00 to unlock Delivery !');
    await appTookOver(page);

    // Five beanies (145.00) pass the minimum: the lock goes and the order is placed for delivery.
    const line = page.getByTestId('cart-line').filter({ hasText: 'Wool beanie' });
    const quantity = line.getByRole('textbox', { name: 'Quantity of Wool beanie' });
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(line).toContainText('$145.00');
    await expect(lock).toBeHidden();
    await look(page, testInfo, `${RETAIL.id}-cart`);
    await placeFromCartButton(page);
    await placedOrderId(page);
    await closePaymentSheet(page);
    await expect(page.getByText(en('orders.mode.delivery'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Pending payment');
    await look(page, testInfo, `${RETAIL.id}-order`);
  });
});

test.describe('guest order', () => {
  const GUEST = pickTenant(
    {
      layout: 'retail',
      where: { test: (t) => loginPolicyOf(t).guestLoginType === 'email-optional', says: 'email-optional guests' },
    },
    { where: { test: (t) => loginPolicyOf(t).guestLoginType !== 'none', says: 'guests allowed' } },
  );

  test(`${GUEST.id}: a guest through quick login orders from the menu`, async ({ page }, testInfo) => {
    await page.goto(`${GUEST.origin}/manifest.webmanifest`);
    const outlet = await firstOrderingOutlet(page, GUEST);
    await orderAtNoon(page, outlet.timeZone);
    // The guest tenant may speak another language first: this test reads English.
    await page.evaluate(() => window.localStorage.setItem('livery:language', 'en'));
    await page.goto(`${GUEST.origin}/order/q-login/${GUEST.id}`);
    await page.getByRole('tab', { name: en('quickLogin.tab.guest') }).click();
    await look(page, testInfo, `${GUEST.id}-quick-login-guest`);
    if (loginPolicyOf(GUEST).guestLoginType.startsWith('phone'))
      await page.getByRole('textbox', { name: /phone/i }).fill(`9${String(Date.now()).slice(-7)}`);
    await page.getByRole('button', { name: en('quickLogin.continueAsGuest') }).click();
    await expect(page).toHaveURL(new RegExp(`/order/merchant/${GUEST.id}`));

    await openOutletMenu(page, GUEST, outlet);
    const simple = await simpleProductName(page, GUEST, outlet);
    await addSimple(page, simple);
    await page.getByTestId('cart-bar').click();
    // A guest has no rewards step: the cart pays the order directly.
    await expect(mainButton(page)).toContainText(en('orderingCart.payOrder'));
    await mainButton(page).click();
    await placedOrderId(page);
    await closePaymentSheet(page);
    await expect(page.getByRole('article')).toContainText(simple);
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
  });
});

/** The first product on the outlet's menu that the card's plus adds at once (no options, not a bundle). */
async function simpleProductName(page: Page, tenant: SampleTenant, outlet: OrderingOutlet): Promise<string> {
  const menu = await apiFromPage<{
    data: {
      category_list: {
        product_list: { name: { en_US: string }; type: number; modifier_list: unknown[]; remaining_quantity: number }[];
      }[];
    };
  }>(page, `/order/outlets/${encodeURIComponent(outlet._id)}/menu`);
  const product = menu.body.data.category_list[0].product_list.find(
    (candidate) => candidate.type === 0 && candidate.modifier_list.length === 0,
  );
  expect(product, `a simple product in ${tenant.id}'s first category`).toBeDefined();
  return product!.name.en_US;
}

test.describe('rewards, cancel, pass to counter, reorder and history', () => {
  const FOOD = pickTenant({
    layout: 'food',
    where: { test: (t) => loginPolicyOf(t).methods.includes('phone'), says: 'phone login (balances are set by phone)' },
  });

  /** A fresh member at noon with these demo products in the cart, on the cart page. */
  async function memberWithCart(page: Page, names: string[]) {
    const { outlet, member } = await memberAtNoon(page, FOOD);
    const lines: LineInput[] = [];
    for (const name of names) lines.push(await lineOf(page, outlet, name));
    return { outlet, member, open: () => openCartWith(page, FOOD, outlet, member.token, lines) };
  }

  async function creditAndPoints(page: Page, member: FreshMember, credit: string, points: string) {
    await setBalance(page, member.phone!, 'credit', credit);
    await setBalance(page, member.phone!, 'points', points);
  }

  /** The main button's payment modal with Pay in full on store credit (all of it: `credit`), then on points: due 0. */
  async function payAllWithRewards(page: Page, credit: string) {
    await mainButton(page).click();
    const payment = page.getByRole('dialog', { name: en('orderingCart.paymentTitle') });
    await payment
      .getByRole('button', { name: `${en('orderingCart.payInFull')} — ${en('orderingCart.storeCredit')}` })
      .click();
    await expect(payment.getByLabel(en('orderingCart.useCredit'))).toHaveValue(credit);
    await payment
      .getByRole('button', { name: `${en('orderingCart.payInFull')} — ${en('orderingCart.points')}` })
      .click();
    await expect(payment.getByTestId('payment-due')).toHaveText(`${en('orderingCart.dueAmount')}: S$0.00`);
    return payment;
  }

  test(`${FOOD.id}: store credit and points cover a cart in full; the order is placed and paid`, async ({
    page,
  }, testInfo) => {
    const { member, open } = await memberWithCart(page, ['Butter croissant', 'Banana bread']);
    await creditAndPoints(page, member, '5.00', '1000');
    await open();
    await expect(mainButton(page)).toContainText(en('orderingCart.applyRewards'));
    await look(page, testInfo, `${FOOD.id}-cart`);
    const payment = await payAllWithRewards(page, '5.00');
    await look(page, testInfo, `${FOOD.id}-payment-modal`, { dialog: true });
    const pointsUsed = Number(await payment.getByLabel(en('orderingCart.usePoints')).inputValue());
    await payment.getByRole('button', { name: en('orderingCart.placeOrder') }).click();

    const orderId = await placedOrderId(page);
    await expect(page.getByTestId('payment-status')).toHaveText('PAID');
    await expect(page.getByTestId('order-due')).toContainText('$0.00');
    await look(page, testInfo, `${FOOD.id}-order`);
    const order = await apiFromPage<{ data: { paidAmount: string } }>(page, `/orders/${orderId}`, {
      token: member.token,
    });
    const paid = Number(order.body.data.paidAmount);
    // The credit went on the order; the paid order then earns brew-lane's 5 % cashback (on 10.00 or more paid).
    expect(paid).toBeGreaterThanOrEqual(10);
    const wallet = await walletOf(page, FOOD, member.token);
    expect(wallet.storeCredit.balance).toBe((Math.round(paid * 5) / 100).toFixed(2));
    expect(Number(wallet.points.active)).toBeCloseTo(1000 - pointsUsed, 2);
  });

  /** A new voucher of the tenant's own merchant (POST /api/dev/vouchers) given to the member; answers its copy. */
  async function giveVoucher(page: Page, member: FreshMember, fields: Record<string, unknown>) {
    const created = await apiFromPage<{ data: { voucherId: string } }>(page, '/dev/vouchers', {
      method: 'POST',
      body: { isPurchase: false, ...fields },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { voucherId } = created.body.data;
    const issued = await apiFromPage<{ data: { issuedId: string } }>(page, '/dev/vouchers/issue', {
      method: 'POST',
      body: { voucherId, phone: member.phone },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return { voucherId, issuedId: issued.body.data.issuedId };
  }

  test(`${FOOD.id}: an item voucher, store credit and points cover a cart; a second voucher is refused; cancel gives it back`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const { outlet, member, open } = await memberWithCart(page, ['Banana bread']);
    const croissant = await lineOf(page, outlet, 'Butter croissant');
    const bananaBread = await lineOf(page, outlet, 'Banana bread');
    const freePastry = await giveVoucher(page, member, {
      name: 'Free pastry',
      voucherType: 'feeItem',
      value: 0,
      productSelectType: 'product',
      products: [croissant.product_uid, bananaBread.product_uid],
      productCount: 1,
    });
    const twoOff = await giveVoucher(page, member, { name: 'S$2 off', voucherType: 'cash', value: 2 });
    await creditAndPoints(page, member, '3.00', '1000');
    await open();

    const section = page.getByRole('region', { name: en('orderingCart.voucher.section') });
    const pastry = section.getByRole('article', { name: 'Free pastry' });
    const cash = section.getByRole('article', { name: 'S$2 off' });
    const applyButton = (voucher: typeof pastry) =>
      voucher.getByRole('button', {
        name: new RegExp(`^(${en('orderingCart.voucher.apply')}|${en('orderingCart.voucher.applied')})$`),
      });
    // An item voucher takes one product: Apply without one says so and opens its list.
    await expect(applyButton(pastry)).toHaveAttribute('aria-pressed', 'false');
    await applyButton(pastry).click();
    await expect(page.getByTestId('toast')).toContainText('Please choose 1 item');
    await pastry.getByRole('checkbox', { name: 'Choose Butter croissant for this voucher' }).check();
    await applyButton(pastry).click();
    await expect(applyButton(pastry)).toHaveAttribute('aria-pressed', 'true');
    await expect(applyButton(pastry)).toHaveText(en('orderingCart.voucher.applied'));
    // The free croissant joins the cart as a line of its own; the bill takes its S$4.20 off as the vouchers' line.
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const bill = page.getByTestId('bill');
    await expect(bill).toContainText(`${en('orderingCart.vouchers')}−S$4.20`);

    // axe on the cart with the voucher list open; the section photographed on its own (the full page's fixed main
    // button covers part of it).
    await look(page, testInfo, `${FOOD.id}-cart-vouchers`);
    await section.screenshot({ path: testInfo.outputPath(`${FOOD.id}-voucher-section.png`) });

    // The outlet does not stack vouchers: the cash voucher beside it is refused with the seed's toast.
    await applyButton(cash).click();
    await expect(page.getByTestId('toast')).toContainText('You can use only double free item voucher');
    await expect(applyButton(cash)).toHaveAttribute('aria-pressed', 'false');
    await expect(applyButton(pastry)).toHaveAttribute('aria-pressed', 'true');

    // 4.80 + 4.20 − 4.20 = 4.80; service 0.48; GST 9 % of 5.28 = 0.48: 5.76, paid by 3.00 credit and the rest in points.
    await expect(bill).toContainText(`${en('orderingCart.total')}S$5.76`);
    const payment = await payAllWithRewards(page, '3.00');
    await payment.getByRole('button', { name: en('orderingCart.placeOrder') }).click();
    await placedOrderId(page);
    await expect(page.getByTestId('payment-status')).toHaveText('PAID');

    // The member's copy is used by the order: its own page says so.
    const pageOf = (copy: { voucherId: string; issuedId: string }) =>
      `${FOOD.origin}/vouchers/${copy.voucherId}/${copy.issuedId}`;
    await page.goto(pageOf(freePastry));
    await expect(page.getByText(en('vouchers.status.used'), { exact: true })).toBeVisible();

    // A paid order cannot be cancelled; one left to pay at the counter can: the cash voucher takes its S$2.00 off
    // such an order, is used by it, and cancelling gives it back — a new cart takes it again.
    await creditAndPoints(page, member, '0.00', '0');
    await open();
    await applyButton(cash).click();
    await expect(applyButton(cash)).toHaveAttribute('aria-pressed', 'true');
    await expect(bill).toContainText(`${en('orderingCart.vouchers')}−S$2.00`);
    await expect(mainButton(page)).toContainText(en('orderingCart.payOrder'));
    await mainButton(page).click();
    await placedOrderId(page);
    await closePaymentSheet(page);
    await expect(page.getByTestId('order-status')).toHaveText('Pending payment');
    await page.getByRole('button', { name: en('orders.action.cancel') }).click();
    await page
      .getByRole('dialog', { name: en('orders.action.cancelTitle') })
      .getByRole('button', { name: en('ordering.confirm') })
      .click();
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await page.goto(pageOf(twoOff));
    await expect(page.getByText(en('vouchers.status.available'), { exact: true })).toBeVisible();
    await open();
    await expect(section.getByRole('article')).toHaveCount(1);
    await applyButton(cash).click();
    await expect(applyButton(cash)).toHaveAttribute('aria-pressed', 'true');
    await expect(bill).toContainText(`${en('orderingCart.vouchers')}−S$2.00`);
  });

  test(`${FOOD.id}: a partly paid order is cancelled after confirming and its rewards come back`, async ({ page }) => {
    const { member, open } = await memberWithCart(page, ['Almond croissant']);
    await creditAndPoints(page, member, '3.00', '0');
    await open();
    await expect(mainButton(page)).toContainText(en('orderingCart.applyRewards'));
    await mainButton(page).click();
    const payment = page.getByRole('dialog', { name: en('orderingCart.paymentTitle') });
    await payment
      .getByRole('button', { name: `${en('orderingCart.payInFull')} — ${en('orderingCart.storeCredit')}` })
      .click();
    await expect(payment.getByTestId('payment-due')).toContainText('Left to pay at the counter');
    await payment.getByRole('button', { name: en('orderingCart.placeOrder') }).click();
    await placedOrderId(page);
    await closePaymentSheet(page);
    await expect(page.getByTestId('payment-status')).toHaveText('PARTIALLY_PAID');
    expect((await walletOf(page, FOOD, member.token)).storeCredit.balance).toBe('0.00');

    await page.getByRole('button', { name: en('orders.action.cancel') }).click();
    const confirm = page.getByRole('dialog', { name: en('orders.action.cancelTitle') });
    await expect(confirm).toContainText(en('orders.action.cancelConfirm'));
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: en('ordering.confirm') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('orders.action.cancelled'));
    await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: en('orders.action.cancel') })).toHaveCount(0);
    expect((await walletOf(page, FOOD, member.token)).storeCredit.balance).toBe('3.00');
  });

  test(`${FOOD.id}: pass to counter, reorder replacing a filled cart, the history list`, async ({ page }, testInfo) => {
    await (await memberWithCart(page, ['Butter croissant'])).open();
    // No balance: no rewards step; a pick-up order for NOW waits for payment and can go to the counter.
    await expect(mainButton(page)).toContainText(en('orderingCart.payOrder'));
    await mainButton(page).click();
    const orderId = await placedOrderId(page);
    await closePaymentSheet(page);
    await expect(page.getByText(en('orders.detail.payAtCounter'))).toBeVisible();
    await page.getByRole('button', { name: en('orders.action.passToCounter') }).click();
    await expect(page.getByTestId('toast')).toContainText(en('orders.action.passed'));
    await expect(page.getByRole('button', { name: en('orders.action.passToCounter') })).toHaveCount(0);
    await expect(page.getByTestId('order-status')).toHaveText('New');

    // Something else in the cart: Order again asks to replace it, then the menu holds the order's lines.
    await page.goto(page.url().replace(/\/order\/s\/.*/, `/order/merchant/${FOOD.id}`));
    await withoutPromotions(page, FOOD, async () => {
      const outlets = page.getByTestId('outlet-card');
      await expect(outlets.first().or(page.getByTestId('outlet-name'))).toBeVisible();
      if (await outlets.first().isVisible()) await outlets.first().getByRole('button').click();
    });
    await page.getByRole('button', { name: 'Bakery' }).click();
    await addSimple(page, 'Banana bread');
    await page.goto(`${FOOD.origin}/order/s/${encodeURIComponent(orderId)}`);
    await page.getByRole('button', { name: en('orders.leaving.more') }).click();
    await page.getByRole('menuitem', { name: en('orders.leaving.orderAgain') }).click();
    const replace = page.getByRole('dialog', { name: en('orders.reorder.replaceTitle') });
    await expect(replace).toContainText(en('orders.reorder.replaceConfirm'));
    // The menu it opens brings the merchant's promotion again while its showTimes allow.
    await withoutPromotions(page, FOOD, () => replace.getByRole('button', { name: en('ordering.confirm') }).click());
    await expect(page).toHaveURL(/\/outlet\//);
    await expect(card(page, 'Banana bread').getByLabel('1 in cart')).toHaveCount(0);
    await expect(page.getByTestId('cart-bar')).toContainText('1 item');
    await expect(card(page, 'Butter croissant').getByLabel('1 in cart')).toBeVisible();

    // History: this member's order, newest first, opens its page.
    await page.goto(`${FOOD.origin}/order/history/s`);
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('New');
    await look(page, testInfo, `${FOOD.id}-history`);
    await rows.first().click();
    await expect(page).toHaveURL(new RegExp(`/order/s/${orderId}$`));
  });
});
