// Language polish (seed 000 §1 languages en/mn/cn, §2 My Rewards, §4 tier bar 150 px per tier): My Rewards reads
// right in every language — Mongolian dates in Cyrillic, the default loyalty unit translated, every tier label
// whole (or ellipsed with its full name kept for pointer and screen-reader users).
import { expect, test } from './support';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousAxeViolations, logInAsDemoMember, shoot } from './support';
import { pickTenant } from './tenants';
import type { SampleTenant } from './tenants';

const chosen = [
  pickTenant({ layout: 'food', singleMerchant: false }),
  pickTenant({ layout: 'retail', defaultLanguage: 'en' }),
];
const lang = (code: string) =>
  JSON.parse(readFileSync(`src/client/i18n/lang/${code}.json`, 'utf8')) as Record<string, string>;
const UNIT = { en: 'Points', mn: lang('mn')['loyalty.unit.points'], cn: lang('cn')['loyalty.unit.points'] };

test.describe.configure({ timeout: 90_000 });

async function openMyRewards(page: Page, tenant: SampleTenant, language: 'en' | 'mn' | 'cn') {
  await logInAsDemoMember(page, tenant);
  await page.evaluate((value) => window.localStorage.setItem('livery:language', value), language);
  await page.goto(`${tenant.origin}/myrewards`);
  await expect(page.getByTestId('reward-card').first()).toBeVisible();
}

for (const tenant of chosen) {
  test.describe(`${tenant.id} (${tenant.layout})`, () => {
    for (const language of ['en', 'mn', 'cn'] as const) {
      test(`My Rewards in ${language}: dates, unit name and whole tier labels`, async ({ page }, testInfo) => {
        test.skip(!tenant.languages.includes(language), `${tenant.id} does not offer ${language}`);
        await openMyRewards(page, tenant, language);
        const cards = page.getByTestId('reward-card');
        const dateLine = cards.first().locator('p').first();
        if (language === 'mn') await expect(dateLine).toContainText(/\d{4} оны \d{1,2}-р сарын \d{1,2}/);
        if (language === 'cn') await expect(dateLine).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
        if (language !== 'en')
          await expect(dateLine).not.toContainText(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
        // The seeded merchants use the platform's default unit: shown in the app's language.
        await expect(page.getByText(new RegExp(`\\d ${UNIT[language]}$`)).first()).toBeVisible();
        if (language !== 'en') await expect(page.getByText(/\d Points$/)).toHaveCount(0);
        // Tier labels: each fits its 150 px segment, or is ellipsed and keeps its full name as title.
        const labels = page.getByTestId('tier-label');
        const count = await labels.count();
        for (let i = 0; i < count; i += 1) {
          const label = labels.nth(i);
          const box = await label.evaluate((el) => ({
            clipped: el.scrollWidth > el.clientWidth + 1,
            width: el.getBoundingClientRect().width,
            title: el.getAttribute('title'),
            text: el.textContent,
          }));
          expect(box.width).toBeCloseTo(150, 0);
          if (box.clipped) expect(box.title).toBe(box.text);
        }
        await expectNoSeriousAxeViolations(page);
        await shoot(page, testInfo, `myrewards-${tenant.id}-${language}`);
      });
    }
  });
}
