// Paying at a point-of-sale register (seed 001 §2 /vendpayment, §4, §5, §7, §8; issue 10), on a food and a retail
// tenant: a stand-in register page on another origin (http://localhost:47210, listed in those sample tenants'
// registerPayment.allowedOrigins) frames /vendpayment and talks to it with real postMessage; a third origin
// (http://127.0.0.1:47210, the same little server under another name) forges a sale that must be ignored, and may
// not frame the page at all.
import { createServer, type Server } from 'node:http';
import { randomInt } from 'node:crypto';
import type { Frame, FrameLocator, Page } from '@playwright/test';
import {
  SAME_ORIGIN_PAGE,
  apiFromPage,
  expect,
  expectNoSeriousAxeViolations,
  lastCode,
  outboxCount,
  shoot,
  test,
} from './support';
import { featuresOf, pickTenant, translation } from './tenants';
import type { SampleTenant } from './tenants';

const REGISTER_PORT = 47210;
const REGISTER_ORIGIN = `http://localhost:${REGISTER_PORT}`;
const THIRD_ORIGIN = `http://127.0.0.1:${REGISTER_PORT}`;

// One stand-in register server for the whole file, so its tests share one worker.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const framedHere = {
  test: (tenant: SampleTenant) => featuresOf(tenant).registerOrigins.includes(REGISTER_ORIGIN),
  says: `with ${REGISTER_ORIGIN} in registerPayment.allowedOrigins`,
};
const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false, where: framedHere }),
  pickTenant({ layout: 'retail', singleMerchant: false, where: framedHere }),
];

/**
 * The register: frames /vendpayment (openRegister), records every message it gets with its origin and whether it
 * came from that frame (received), and sends sales to the frame's origin only (sendSale). It also frames a page of
 * the third origin, which can reach the register frame (through parent.frames) and post to it with '*'.
 */
const REGISTER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in register</title></head>
<body><main><h1>Stand-in register</h1><div id="frames"></div>
<iframe id="other" title="Another site" src="${THIRD_ORIGIN}/other" width="300" height="60"></iframe></main>
<script>
  const query = new URLSearchParams(location.search);
  const app = query.get('app');
  let frame = null;
  window.received = [];
  window.addEventListener('message', (event) =>
    window.received.push({ origin: event.origin, data: event.data, fromApp: !!frame && event.source === frame.contentWindow }));
  window.openRegister = () => {
    if (frame) frame.remove();
    frame = document.createElement('iframe');
    frame.title = 'Pay with rewards';
    frame.width = 390;
    frame.height = 760;
    frame.src = app + '/vendpayment?amount=' + query.get('amount') + '&register_id=' + query.get('register_id') +
      '&origin=' + encodeURIComponent(location.origin);
    document.getElementById('frames').append(frame);
    window.received = [];
  };
  window.sendSale = (sale, asText) => frame.contentWindow.postMessage(asText ? JSON.stringify(sale) : sale, app);
</script></body></html>`;

const OTHER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body><p>Another site</p><script>
  window.got = [];
  window.addEventListener('message', (event) => window.got.push(event.data));
  // To every other frame of the register page: the register frame among them.
  window.forge = (sale) => {
    let reached = 0;
    for (let i = 0; i < parent.frames.length; i += 1)
      if (parent.frames[i] !== window) (parent.frames[i].postMessage(sale, '*'), (reached += 1));
    return reached;
  };
</script></body></html>`;

let server: Server;
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const body = path === '/register' ? REGISTER_PAGE : path === '/other' ? OTHER_PAGE : null;
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(REGISTER_PORT, resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Received {
  origin: string;
  data: { step?: string; register_sale_id?: string | null; amount?: string; approved_amount?: string };
  fromApp: boolean;
}
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received);
const fromApp = async (page: Page, step: string) =>
  (await received(page)).filter((m) => m.fromApp && m.data?.step === step);

async function openRegister(page: Page, tenant: SampleTenant): Promise<FrameLocator> {
  await page.evaluate(() => (window as unknown as { openRegister(): void }).openRegister());
  // The screen asks its register for the sale as soon as it is up: from the app's origin, to this page.
  await expect.poll(async () => (await fromApp(page, 'DATA')).length).toBe(1);
  expect((await fromApp(page, 'DATA'))[0].origin).toBe(tenant.origin);
  return page.frameLocator('iframe[title="Pay with rewards"]');
}

const sendSale = (page: Page, sale: object, asText: boolean) =>
  page.evaluate(([s, t]) => (window as unknown as { sendSale(s: object, t: boolean): void }).sendSale(s, t), [
    sale,
    asText,
  ] as const);

const otherSite = (page: Page): Frame => page.frame({ url: new RegExp(`^${THIRD_ORIGIN}/other`) })!;

const freshPhone = () => `+9768${String(randomInt(0, 1e7)).padStart(7, '0')}`;

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    const say = (id: string, values: Record<string, string> = {}) =>
      Object.entries(values).reduce(
        (text, [name, value]) => text.replace(`{${name}}`, value),
        translation(tenant.defaultLanguage, id),
      );

    test('a register on another origin: forged sale ignored, sign-up by code, the rules, DECLINE, then ACCEPT', async ({
      page,
      context,
    }, testInfo) => {
      const api = await context.newPage();
      await api.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const phone = freshPhone();
      // Register sales are once per register and sale id, across runs of this spec too: fresh ids each time.
      const [firstSale, secondSale] = [1, 2].map((n) => `S-${Date.now()}-${n}`);
      const query = new URLSearchParams({
        app: tenant.origin,
        amount: '12.50',
        register_id: `${tenant.id}-register-1`,
      });
      await page.goto(`${REGISTER_ORIGIN}/register?${query}`);

      // First sale: a forged one from the third origin is ignored; the register's own (a JSON string) is read.
      let screen = await openRegister(page, tenant);
      await expect(screen.getByText(say('register.waiting'))).toBeVisible();
      const forged = await otherSite(page).evaluate(() =>
        (window as unknown as { forge(sale: object): number }).forge({
          step: 'DATA',
          register_sale_id: 'FORGED',
          customer_id: '+97699000001',
        }),
      );
      // It did reach the register frame (the one other frame of the page), which did not take it.
      expect(forged).toBe(1);
      await page.waitForTimeout(500);
      await expect(screen.getByText(say('register.waiting'))).toBeVisible();
      await expect(screen.getByTestId('register-sale')).toHaveCount(0);
      await sendSale(page, { step: 'DATA', register_sale_id: firstSale, customer_id: phone }, true);
      await expect(screen.getByTestId('register-sale')).toHaveText(say('register.sale', { id: firstSale }));
      await expect(screen.getByTestId('register-total')).toContainText('12.50');

      // An unknown phone: 'User is not found!', and the New user alert signs them up with the 6-digit code.
      await expect(screen.getByText(say('register.userNotFound'))).toBeVisible();
      await expect(screen.getByTestId('new-user-alert')).toContainText(say('register.newUser'));
      await screen.getByRole('button', { name: say('register.send'), exact: true }).click();
      await expect(screen.getByRole('button', { name: say('register.resend') })).toBeVisible();
      await expect(screen.getByTestId('code-countdown')).toContainText(/[45]:\d\d/);
      await screen.getByTestId('otp-code').fill(await lastCode(api, phone));
      await screen.getByRole('button', { name: say('register.verify') }).click();
      await expect(screen.getByText(say('register.signedUp'))).toBeVisible();
      await screen.getByTestId('register-points').fill('100');
      await screen.getByRole('button', { name: say('register.submit') }).click();
      await expect(screen.getByRole('alert').filter({ hasText: say('register.rule.notSufficient') })).toBeVisible();
      await screen.getByTestId('register-decline').click();
      await expect(screen.getByTestId('register-outcome')).toHaveText(say('register.declined'));
      const [decline] = await fromApp(page, 'DECLINE');
      expect(decline).toEqual({
        origin: tenant.origin,
        fromApp: true,
        data: { step: 'DECLINE', register_sale_id: firstSale },
      });

      // Second sale, for the same customer now holding points: the code again, the total rule, then ACCEPT.
      const balance = await apiFromPage(api, '/dev/wallet/balances', {
        method: 'POST',
        body: { phone, asset: 'points', balance: '5000' },
      });
      expect(balance.status).toBe(200);
      screen = await openRegister(page, tenant);
      await sendSale(page, { step: 'DATA', register_sale_id: secondSale, customer_id: phone }, false);
      await expect(screen.getByTestId('register-customer')).toBeVisible();
      // The sign-up's code is still the newest until this one is sent: wait for a message after it.
      const sentBefore = await outboxCount(api, phone);
      // In three CI rehearsals under load this click was lost: the button stayed enabled, with no code step and no
      // error (the mutation never ran). As a cashier would, tap again while no code step has come; a click that did
      // land shows it (or disables the button while it sends), so no second code is asked for then.
      const otp = screen.getByTestId('otp-code');
      await expect(async () => {
        if (!(await otp.isVisible()))
          await screen.getByRole('button', { name: say('register.sendCode') }).click({ timeout: 2_000 });
        await expect(otp).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await otp.fill(await lastCode(api, phone, 6, sentBefore));
      await screen.getByRole('button', { name: say('register.verify') }).click();
      await expect(screen.getByTestId('register-balances')).toContainText('5,000');
      await screen.getByTestId('register-points').fill('2000');
      await screen.getByRole('button', { name: say('register.submit') }).click();
      await expect(screen.getByRole('alert').filter({ hasText: say('register.rule.moreThanTotal') })).toBeVisible();
      await screen.getByTestId('register-points').fill('500');
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `register-${tenant.id}`);
      await screen.getByRole('button', { name: say('register.submit') }).click();
      await expect(screen.getByTestId('register-outcome')).toBeVisible();
      const [accept] = await fromApp(page, 'ACCEPT');
      expect(accept.origin).toBe(tenant.origin);
      expect(accept.data).toMatchObject({
        step: 'ACCEPT',
        register_sale_id: secondSale,
        amount: '12.50',
        approved_amount: '5.00',
      });
      // Nothing the page sent reached the third origin's window: it posts only to the register's origin.
      expect(await otherSite(page).evaluate(() => (window as unknown as { got: unknown[] }).got)).toEqual([]);
      await api.close();
    });

    test("refuses what is not its register: 'No origin', an unlisted origin, and framing by one", async ({
      page,
      cspViolations,
    }) => {
      await page.goto(`${tenant.origin}/vendpayment?amount=10&register_id=${tenant.id}-register-1`);
      await expect(page.getByTestId('register-problem')).toHaveText(say('register.noOrigin'));
      await expectNoSeriousAxeViolations(page);
      await page.goto(
        `${tenant.origin}/vendpayment?amount=10&register_id=${tenant.id}-register-1&origin=${encodeURIComponent(THIRD_ORIGIN)}`,
      );
      await expect(page.getByTestId('register-problem')).toHaveText(say('register.originNotAllowed'));

      // The third origin may not even frame the page: the browser refuses it (frame-ancestors).
      const query = new URLSearchParams({
        app: tenant.origin,
        amount: '12.50',
        register_id: `${tenant.id}-register-1`,
      });
      await page.goto(`${THIRD_ORIGIN}/register?${query}`);
      await page.evaluate(() => (window as unknown as { openRegister(): void }).openRegister());
      await expect.poll(() => cspViolations.some((report) => /frame-ancestors/.test(report))).toBe(true);
      await page.waitForTimeout(500);
      expect(await fromApp(page, 'DATA')).toEqual([]);
      // Provoked on purpose: the refusal is what this test proves.
      cspViolations.splice(0);
    });
  });
}
