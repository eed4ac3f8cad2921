import { expect, test } from './support';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';
import { hexToRgb, pickTenant, sampleTenants, translation } from './tenants';

const tenants = sampleTenants();

/** Status and content type of a same-origin GET made by the page (Node cannot resolve *.localhost; Chromium can). */
async function fetchInPage(page: Page, url: string): Promise<{ status: number; type: string; body: string }> {
  return page.evaluate(async (target) => {
    const response = await fetch(target);
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, type, body: type.startsWith('image/') ? '' : await response.text() };
  }, url);
}

/** The theme colours the pipeline derived for the page's tenant (its config.json). */
async function paletteOf(page: Page): Promise<{
  primary: { main: string; contrastText: string };
  primaryOnPage: { main: string };
}> {
  return JSON.parse((await fetchInPage(page, '/config.json')).body).theme.palette;
}

/** Collects uncaught errors in the page. */
function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('there are sample tenants to test', () => {
  expect(tenants.length).toBeGreaterThanOrEqual(4);
  expect(tenants.some((tenant) => tenant.singleMerchant)).toBe(true);
  expect(new Set(tenants.map((tenant) => tenant.layout))).toEqual(new Set(['food', 'retail']));
});

for (const tenant of tenants) {
  test.describe(`${tenant.id} at ${tenant.origin}`, () => {
    const landing = tenant.singleMerchant ? `/merchant-detail/${tenant.id}` : '/home';

    const t = (id: string) => translation(tenant.defaultLanguage, id);

    test('lands on its home with its name and colour', async ({ page }, testInfo) => {
      const errors = trackPageErrors(page);
      await page.goto(`${tenant.origin}/`);
      await expect(page).toHaveURL(`${tenant.origin}${landing}`);
      const header = page.getByTestId('app-header');
      await expect(header).toContainText(tenant.name);

      // The header wears the brand colour itself (Sunny Mart: yellow), with the text colour chosen to read on it.
      const palette = await paletteOf(page);
      expect(palette.primary.main.toUpperCase()).toBe(tenant.brandColor.toUpperCase());
      await expect(header).toHaveCSS('background-color', hexToRgb(tenant.brandColor));
      await expect(header).toHaveCSS('color', hexToRgb(palette.primary.contrastText));

      const tabBar = page.getByTestId('tab-bar');
      if (tenant.singleMerchant) await expect(tabBar).toHaveCount(0);
      else {
        await expect(tabBar).toBeVisible();
        await expect(tabBar).toHaveCSS('height', '44px');
        // The selected tab is brand text on the page: the shade of the brand that reads there.
        await expect(tabBar.locator('[aria-current="page"]')).toHaveCSS('color', hexToRgb(palette.primaryOnPage.main));
      }
      // Let the screen's data settle before the picture (the home and merchant screens are their features' to test).
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);

      await page.screenshot({ path: testInfo.outputPath(`${tenant.id}-home.png`), fullPage: true });
      await page.screenshot({ path: `test-results/screenshots/${tenant.id}-home.png`, fullPage: true });
      // What the phone shows (a full-page picture draws the fixed tab bar mid-page).
      await page.screenshot({ path: `test-results/screenshots/${tenant.id}-home-viewport.png` });
      expect(errors).toEqual([]);
    });

    test('moves as usual, and not at all for a member who asks for less motion', async ({ page }) => {
      // The longest transition or animation any element of the page has, in seconds.
      const longestMotion = () =>
        page.evaluate(() => {
          const seconds = (list: string) => list.split(',').map((value) => Number.parseFloat(value) || 0);
          return Math.max(
            ...[...document.querySelectorAll('*')].flatMap((element) => {
              const style = getComputedStyle(element);
              return [...seconds(style.transitionDuration), ...seconds(style.animationDuration)];
            }),
          );
        });
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.goto(`${tenant.origin}${landing}`);
      await expect(page.getByTestId('app-header')).toContainText(tenant.name);
      expect(await longestMotion()).toBeGreaterThanOrEqual(0.15);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await longestMotion()).toBeLessThanOrEqual(0.00001);
    });

    test('serves its manifest and icons', async ({ page }) => {
      await page.goto(`${tenant.origin}/home`);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBeTruthy();
      const manifestResponse = await fetchInPage(page, manifestHref!);
      expect(manifestResponse.status).toBe(200);
      const manifest = JSON.parse(manifestResponse.body);
      expect(manifest.name).toBe(tenant.name);
      const iconUrls: string[] = [
        ...manifest.icons.map((icon: { src: string }) => icon.src),
        ...(await page
          .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
      ];
      expect(iconUrls.length).toBeGreaterThanOrEqual(5);
      for (const src of iconUrls) {
        const { status, type } = await fetchInPage(page, src);
        expect({ src, status, type }).toEqual({
          src,
          status: 200,
          type: expect.stringContaining('image/png'),
        });
      }
    });

    test('shows the not-found page without tabs for an unknown path', async ({ page }) => {
      await page.goto(`${tenant.origin}/no/such/page`);
      await expect(page.getByRole('heading', { name: t('shell.notFound.title') })).toBeVisible();
      await expect(page.getByTestId('tab-bar')).toHaveCount(0);
      // The big 404 is brand text on the page (the readable shade); the button is a brand surface.
      const palette = await paletteOf(page);
      await expect(page.getByText('404')).toHaveCSS('color', hexToRgb(palette.primaryOnPage.main));
      const backToHome = page.getByRole('link', { name: t('shell.notFound.backToHome') });
      await expect(backToHome).toHaveCSS('background-color', hexToRgb(tenant.brandColor));
      await expect(backToHome).toHaveCSS('color', hexToRgb(palette.primary.contrastText));
      await expectNoSeriousAxeViolations(page);
      await backToHome.click();
      await expect(page).toHaveURL(`${tenant.origin}${landing}`);
    });

    const otherLanguage = tenant.languages.find((language) => language !== tenant.defaultLanguage);
    if (otherLanguage) {
      // On the not-found page: shell text only, so the test does not depend on any feature's screen.
      test(`switches language to ${otherLanguage} and keeps it after reload`, async ({ page }) => {
        await page.goto(`${tenant.origin}/no/such/page`);
        await expect(page.getByRole('heading', { name: t('shell.notFound.title') })).toBeVisible();
        await page.getByRole('button', { name: t('shell.header.language') }).click();
        const reloaded = page.waitForEvent('load');
        const names: Record<string, string> = { en: 'English', mn: 'Монгол', cn: '中文' };
        await page.getByRole('menuitem', { name: names[otherLanguage] }).click();
        await reloaded;
        const translated = page.getByRole('heading', { name: translation(otherLanguage, 'shell.notFound.title') });
        await expect(translated).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', otherLanguage === 'cn' ? 'zh-CN' : otherLanguage);
        await expect(
          page.getByRole('button', { name: translation(otherLanguage, 'shell.header.language') }),
        ).toHaveText(otherLanguage.toUpperCase());
        await page.reload();
        await expect(translated).toBeVisible();
      });
    }
  });
}

test.describe('offline', () => {
  // Every other test blocks the worker (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('the service worker installs and the app still navigates offline', async ({ page, context }) => {
    // Installing downloads the whole precache (every chunk of the app): seconds when the machine is busy.
    test.setTimeout(90_000);
    const tenant = pickTenant({ singleMerchant: false }, {});
    await page.goto(`${tenant.origin}/home`);
    await expect(page.getByTestId('app-header')).toContainText(tenant.name);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 60_000 })
      .toBe('activated');
    await page.reload(); // let the worker control the page and cache index.html
    await expect(page.getByTestId('app-header')).toBeVisible();
    await context.setOffline(true);
    await page.goto(`${tenant.origin}/feed`);
    await expect(page.getByTestId('app-header')).toContainText(
      translation(tenant.defaultLanguage, 'screen.feed.title'),
    );
    await context.setOffline(false);
  });
});

test('the page refuses an injected inline script, and the CSP check of every test reports it', async ({
  page,
  cspViolations,
}) => {
  await page.goto(`${tenants[0].origin}/`);
  await expect(page.getByTestId('app-header')).toBeVisible();
  expect(cspViolations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src');
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  cspViolations.length = 0; // reported as it should be: the check after this test must not fail it
});
