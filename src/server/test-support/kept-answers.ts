/** What the tests of answers kept as bytes (lib/public-answer.ts) share. */
import type { TenantReadCache } from '../lib/tenant-read-cache';
import type { TestApp } from './build-test-app';
import { sqlSentBy } from './sql-sent';

/**
 * Proves the answers to `urls` of `token`'s member kept as bytes: read once to keep them, the next reads send no SQL,
 * with `caches` off the routes build the very same bytes, and each answers 304 to a client holding its ETag.
 */
export async function expectKeptAnswers(
  t: TestApp,
  { tenantId, token, urls, caches }: { tenantId: string; token: string; urls: string[]; caches: TenantReadCache[] },
) {
  const readAll = () =>
    Promise.all(
      urls.map(async (url) => {
        const res = await t.call(tenantId, { url, token });
        expect([url, res.statusCode]).toEqual([url, 200]);
        return res;
      }),
    );
  const kept = await readAll();
  expect(await sqlSentBy(t.db, readAll)).toEqual([]);
  caches.forEach((cache) => cache.setEnabled(false));
  try {
    expect((await readAll()).map((res) => res.body)).toEqual(kept.map((res) => res.body));
  } finally {
    caches.forEach((cache) => cache.setEnabled(true));
  }
  for (const [i, url] of urls.entries()) {
    const held = await t.call(tenantId, { url, token, headers: { 'if-none-match': kept[i].headers.etag as string } });
    expect([url, held.statusCode, held.body]).toEqual([url, 304, '']);
  }
}

/** Claims a fresh receipt of `total` at the tenant's own merchant (POST /api/dev/receipts) as `token`'s member. */
export async function claimFreshReceipt(t: TestApp, tenantId: string, token: string, total: number) {
  const receipt = await t.call(tenantId, { method: 'POST', url: '/api/dev/receipts', payload: { total } });
  expect(receipt.statusCode).toBe(200);
  const claimed = await t.call(tenantId, {
    method: 'POST',
    url: '/api/receipts/claim',
    token,
    payload: { redeemId: receipt.json().data.redeemId },
  });
  expect(claimed.statusCode).toBe(200);
  return claimed.json().data as { loyaltyBalance: number };
}
