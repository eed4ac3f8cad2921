// /merchants_in_category/{name}/{id} (seed 000 §2 'merchants of a category, pull to refresh'; §7 'GET merchants in a
// category: id, limit 100, page 1'; §8 'Merchantsnotfound'): reached from the home category strip, lists the
// category's merchants, refreshes on a pull (touch) and on the Refresh button. Food and retail tenants.
import { expect, test, SAME_ORIGIN_PAGE } from './support';
import type { Page } from '@playwright/test';
import { apiFromPage, expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant } from './tenants';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', defaultLanguage: 'en' }),
];

test.describe.configure({ timeout: 120_000 });
// A phone: touch events, so the pull gesture is real.
test.use({ hasTouch: true, isMobile: true });

interface Category {
  _id: string;
  name: string;
  isFollowed: boolean;
}

/** Drags a finger down from (x, y) by `distance` px in small steps (Chromium's touch input, as a phone sends it). */
async function pullDown(page: Page, x: number, y: number, distance: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (dy: number) => [{ x, y: y + dy, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let dy = 10; dy <= distance; dy += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(dy) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Counts the requests for a category's merchants from now on. */
function countListRequests(page: Page, categoryId: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(`/api/categories/${encodeURIComponent(categoryId)}/merchants`)) seen.count += 1;
  });
  return seen;
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    test('a followed category from the home strip lists its merchants; pull and Refresh reload it', async ({
      page,
    }, testInfo) => {
      const token = await logInAsDemoMember(page, tenant);
      const categories = (await apiFromPage<{ data: Category[] }>(page, '/categories', { token })).body.data;
      let followed = categories.find((c) => c.isFollowed);
      if (!followed) {
        followed = categories[0];
        await apiFromPage(page, `/categories/${followed._id}/follow`, { method: 'POST', token });
      }
      const expected = await apiFromPage<{ data: { type: string }[]; total: number }>(
        page,
        `/categories/${followed._id}/merchants?offset=0&limit=100`,
      );
      await page.goto(`${tenant.origin}/home`);
      await page.getByTestId('category-strip').getByRole('link', { name: followed.name }).click();
      await expect(page).toHaveURL(
        `${tenant.origin}/merchants_in_category/${encodeURIComponent(followed.name)}/${followed._id}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: followed.name })).toBeVisible();
      const merchants = expected.body.data.filter((entry) => entry.type === 'merchant').length;
      await expect(page.getByTestId('merchant-card')).toHaveCount(merchants);
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `category-${tenant.id}`);

      const requests = countListRequests(page, followed._id);
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      await pullDown(page, 195, (heading?.y ?? 100) + 10, 120);
      await expect.poll(() => requests.count).toBe(1);
      await expect(page.getByTestId('merchant-card')).toHaveCount(merchants);
      // A short drag is not a pull: nothing reloads.
      await pullDown(page, 195, (heading?.y ?? 100) + 10, 30);
      await page.waitForTimeout(500);
      expect(requests.count).toBe(1);
      // Mouse and keyboard users have the Refresh button.
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => requests.count).toBe(2);
    });

    test('anonymous visitors open a category link directly; an unknown category says so in the error banner', async ({
      page,
    }, testInfo) => {
      await page.goto(`${tenant.origin}${SAME_ORIGIN_PAGE}`);
      const [category] = (await apiFromPage<{ data: Category[] }>(page, '/categories')).body.data;
      await page.goto(`${tenant.origin}/merchants_in_category/${encodeURIComponent(category.name)}/${category._id}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      await expect(page.getByTestId('merchant-card').first().or(page.getByText('Merchantsnotfound'))).toBeVisible();

      await page.goto(`${tenant.origin}/merchants_in_category/Nothing/no-such-category`);
      await expect(page.getByRole('heading', { level: 1, name: 'Nothing' })).toBeVisible();
      // The API answers 404: a failed load shows the error banner (seed 000 §8) with a retry.
      await expect(page.getByText('Category not found')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await shoot(page, testInfo, `category-empty-${tenant.id}`);
    });
  });
}
