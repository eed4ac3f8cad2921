// What every end-to-end spec needs: Playwright's test with a Content-Security-Policy check on every page, the demo
// member, API calls from inside the page (Chromium resolves *.localhost, Node does not), an axe check and
// screenshots into the test output.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import type { SampleTenant } from './tenants';

/**
 * Playwright's `test` with one automatic check: a test fails when any of its pages reports a violation of the
 * server's Content-Security-Policy (src/server/security/content-security-policy.ts) — caught by the page's
 * `securitypolicyviolation` event and by the browser's console report. Every spec imports `test` from here; a test
 * that provokes a violation on purpose reads `cspViolations` and empties it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__liveryCspViolation', (_source, report: string) => void violations.push(report));
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __liveryCspViolation(text: string): Promise<void> })
            .__liveryCspViolation;
          void report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} on ${event.documentURI} ` +
              `(${event.sourceFile}:${event.lineNumber})`,
          );
        }),
      );
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** The demo member the server seeds on every tenant (docs/api.md). */
export const DEMO_MEMBER = { phone: '+97699000001', email: 'demo@livery.test', password: 'livery-demo-1' };

export interface ApiCall {
  method?: string;
  body?: unknown;
  token?: string;
}

/** Calls the tenant's /api from the page the browser is on; answers the status and the JSON body. */
export function apiFromPage<T>(page: Page, path: string, call: ApiCall = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, call }) => {
      const headers: Record<string, string> = {};
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${path}`, {
        method: call.method ?? 'GET',
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, call },
  ) as Promise<{ status: number; body: T }>;
}

/** What the dev outbox holds for one phone or e-mail, newest first (GET /api/dev/outbox, outside production). */
async function outboxOf(page: Page, to: string): Promise<{ code: string | null }[]> {
  const outbox = await apiFromPage<{ data: { code: string | null }[] }>(
    page,
    `/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  return outbox.body.data;
}

/** How many messages the outbox holds for `to`: pass it to lastCode as `after` to wait for the next one. */
export async function outboxCount(page: Page, to: string): Promise<number> {
  return (await outboxOf(page, to)).length;
}

/**
 * The newest code sent to a phone or e-mail, once it is there: 6 digits (one-time codes), or as many as `digits`
 * says (4 for a gift confirmation). With `after` (an outboxCount taken before the action that sends it), only a
 * message newer than those counts: an earlier code to the same address (the sign-up's) is never taken for it.
 */
export async function lastCode(page: Page, to: string, digits = 6, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outboxOf(page, to);
      code = messages.length > after ? (messages[0]?.code ?? null) : null;
      return code;
    })
    .toMatch(new RegExp(`^\\d{${digits}}$`));
  return code!;
}

/**
 * A same-origin document to call the API from (page.evaluate + fetch) without loading the app. Not an /api answer:
 * those carry `default-src 'none'`, which forbids the page to connect anywhere; tenant files carry the app's CSP.
 */
export const SAME_ORIGIN_PAGE = '/manifest.webmanifest';

/**
 * Logs the demo member in through POST /api/auth/login (by phone, or by e-mail where the tenant has no phone login)
 * and stores the session where the app reads it (src/client/state/store.ts). Opens `startPath` first; returns the token.
 */
export async function logInAsDemoMember(
  page: Page,
  tenant: SampleTenant,
  startPath = SAME_ORIGIN_PAGE,
): Promise<string> {
  await page.goto(`${tenant.origin}${startPath}`);
  for (const identity of [{ phone: DEMO_MEMBER.phone }, { email: DEMO_MEMBER.email }]) {
    const login = await apiFromPage<{ data: { token: string; user: { _id: string } } }>(page, '/auth/login', {
      method: 'POST',
      body: { ...identity, password: DEMO_MEMBER.password, isTermChecked: true },
    });
    if (login.status !== 200) continue;
    const { token, user } = login.body.data;
    const session = { token, role: 'member', user: { id: user._id, displayName: 'Demo', profileIncomplete: false } };
    await page.evaluate((value) => window.localStorage.setItem('livery:session', JSON.stringify(value)), session);
    return token;
  }
  throw new Error(`the demo member could not log in on ${tenant.id}`);
}

/**
 * Waits until the app has taken over a screen the server drew (its `[data-first-screen]` wrapper gone): a quantity
 * typed or a button tapped before that reaches the drawing, which the app's render then replaces, and is lost.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
}

/** axe-core finds no serious or critical violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Colours mid-transition (a button's background fading in as the part of the page it belongs to arrives) are
  // neither the colours before nor after: axe's contrast check waits for the page's CSS transitions to end. Only
  // transitions: a skeleton's or a spinner's animation never ends.
  // A part of the page that arrives while the first ones end starts transitions of its own: wait until a frame
  // starts none (a CI run once caught the checkout panel's button fading in just after the first wait).
  await page.evaluate(async () => {
    for (let round = 0; round < 20; round += 1) {
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // Legacy mode runs axe in the page itself. By default @axe-core/playwright opens a blank page of its own for every
  // check to gather the frames' results in, which is half of each check's time (0.9 of 1.8 s here, more on a busy
  // CI machine: a quarter of the discovery and account specs' time). What legacy mode gives up is checking
  // cross-origin frames: the app's own pages draw none, and the only ones it would show (Stripe's and Adyen's card
  // forms) cannot load where the suite runs (no internet), so no test has one.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A full-page screenshot into this test's output folder. */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}
