// Server-rendered first screens (issue 14, docs/contract.md "First paint"): /home and a merchant page arrive with
// their content in the HTML, readable without JavaScript, and the app takes over without a skeleton, a layout
// shift or an error.
import type { Browser, Page } from '@playwright/test';
import { apiFromPage, expect, SAME_ORIGIN_PAGE, shoot, test } from './support';
import { pickTenant, type SampleTenant } from './tenants';

const TENANTS = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', singleMerchant: false }),
];

type Merchant = { _id: string; name: string };

/** The first page of the home list, asked from a JavaScript-enabled page of the tenant (opened at `from`). */
async function homeList(browser: Browser, tenant: SampleTenant, from = SAME_ORIGIN_PAGE): Promise<Merchant[]> {
  const page = await browser.newPage();
  await page.goto(`${tenant.origin}${from}`);
  const list = (await apiFromPage<{ data: Merchant[] }>(page, '/merchants?offset=0&limit=10')).body.data;
  await page.close();
  return list;
}

/** What the page saw from its first byte: a skeleton or not, the layout shift, and what moved (see watchFirstPaint). */
interface FirstPaint {
  skeleton: boolean;
  shift: number;
  /** Each shift: its score, when (ms after navigation) and the elements it moved, from where to where. */
  moves: string[];
}

/**
 * Records, from before the page's first byte, whether the screen skeleton is ever drawn and how much the layout
 * shifts (the sum of layout-shift entries, as CLS counts them in one window), with what each shift moved, so a
 * failure says which element jumped (a rare one on a busy CI machine could not be told from a screenshot).
 */
async function watchFirstPaint(page: Page): Promise<() => Promise<FirstPaint>> {
  await page.addInitScript(() => {
    const seen: FirstPaint = { skeleton: false, shift: 0, moves: [] };
    (window as unknown as { __firstPaint: FirstPaint }).__firstPaint = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="screen-skeleton"]')) seen.skeleton = true;
    }).observe(document, { childList: true, subtree: true });
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = {
      value: number;
      startTime: number;
      sources?: { node?: Node; previousRect: Rect; currentRect: Rect }[];
    };
    const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const named = (node?: Node) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(removed)';
      const testId = node.getAttribute('data-testid');
      return `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        seen.shift += entry.value;
        const moved = (entry.sources ?? []).map(
          (s) => `${named(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
        );
        seen.moves.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __firstPaint: FirstPaint }).__firstPaint);
}

for (const tenant of TENANTS) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('home and a merchant page show their content', async ({ page, browser }, testInfo) => {
        const merchants = await homeList(browser, tenant);
        await page.goto(`${tenant.origin}/home`);
        await expect(page.getByTestId('tenant-name')).toHaveText(tenant.name);
        await expect(page.getByTestId('merchant-card').first()).toBeVisible();
        for (const merchant of merchants.slice(0, 3)) await expect(page.getByText(merchant.name).first()).toBeVisible();
        await shoot(page, testInfo, 'home-without-js');

        const other = merchants.find((merchant) => merchant._id !== tenant.id)!;
        await page.goto(`${tenant.origin}/merchant-detail/${other._id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
        await shoot(page, testInfo, 'merchant-without-js');
      });
    });

    test('with JavaScript the app takes the screen over as it is: no skeleton, no shift, no error', async ({
      page,
      browser,
    }, testInfo) => {
      // A first render on a busy machine may miss the server's time limit (that visit rightly gets the static shell):
      // this test is about the app taking a rendered screen over, so the render is made, and kept, first.
      await homeList(browser, tenant, '/home');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const firstPaint = await watchFirstPaint(page);
      await page.goto(`${tenant.origin}/home`);
      await expect(page.getByTestId('tenant-name')).toHaveText(tenant.name);
      // The app is running once the list's sentinel asks for page 2 (an IntersectionObserver of the app's own).
      // The server's sentinel is replaced by the app's when it takes over: scroll again until page 2 is in.
      await expect(async () => {
        await page.getByTestId('load-more').scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(page.getByTestId('merchant-card').nth(10)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      // No shift a person could see: on a busy machine tiny ones (0.0003, once 0.0011 on CI, while page 2's cards and
      // their logos came in under the scrolled list) were counted a few times in thirty runs. 0.005, a tenth of issue
      // 14's bound: the whole list moving by 4 px or one 100 px card jumping by 26 px scores above it.
      const takenOver = await firstPaint();
      expect(takenOver.skeleton).toBe(false);
      expect(takenOver.shift, takenOver.moves.join('\n')).toBeLessThan(0.005);

      // Client-side navigation to a merchant page, then a full load of one.
      const card = page.getByTestId('merchant-card').first();
      const name = (await card.getByRole('heading').first().textContent()) ?? '';
      await card.click();
      await expect(page).toHaveURL(/\/merchant-detail\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await homeList(browser, tenant, new URL(page.url()).pathname); // rendered and kept, as above
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const reloaded = await firstPaint();
      expect(reloaded.skeleton).toBe(false);
      expect(reloaded.shift, reloaded.moves.join('\n')).toBeLessThan(0.05);
      await shoot(page, testInfo, 'merchant-with-js');
      expect(errors).toEqual([]);
    });
  });
}
