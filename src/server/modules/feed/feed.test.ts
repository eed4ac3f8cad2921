import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();
let alpha: string;
let bravo: string;
beforeAll(async () => {
  [alpha, bravo] = await Promise.all([t.demoToken('alpha'), t.demoToken('bravo')]);
});

type Promo = { _id: string; merchant: { _id: string } };
type Voucher = { _id: string; memberVoucherId: string | null; voucherValueId: string; merchant: { _id: string } };
const get = (tenant: string, url: string, token?: string) => t.call(tenant, { url, token });
const ids = (items: { _id: string }[]) => items.map((i) => i._id);

async function section(tenant: string, name: string, token?: string): Promise<Promo[]> {
  const res = await get(tenant, `/api/feed/promotions?section=${name}&limit=100`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('feed promotions', () => {
  it('splits promotions into my (joined), following (followed, not joined) and other, without overlap', async () => {
    const [my, following, other] = await Promise.all(
      ['my', 'following', 'other'].map((s) => section('alpha', s, alpha)),
    );
    const joined = (await get('alpha', '/api/me/merchants', alpha)).json().data.map((m: { _id: string }) => m._id);
    expect(my.length).toBeGreaterThan(0);
    expect(my.every((p) => joined.includes(p.merchant._id))).toBe(true);
    // The demo member follows m04 and m07 (seed-feed-demo); both run a promotion and neither is joined.
    expect(following.map((p) => p.merchant._id)).toEqual(['alpha-m04', 'alpha-m07']);
    expect(other.length).toBeGreaterThan(0);
    const all = [...ids(my), ...ids(following), ...ids(other)];
    expect(new Set(all).size).toBe(all.length);
    const anonymous = await section('alpha', 'other');
    expect(anonymous).toHaveLength(all.length);
    expect(await section('alpha', 'my')).toEqual([]);
  });

  it('names the allowed sections when the section is wrong or missing', async () => {
    const bad = await get('alpha', '/api/feed/promotions?section=mine');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/section/);
    expect(bad.json().message).toMatch(/my.*following.*other|allowed/);
    expect((await get('alpha', '/api/feed/promotions')).statusCode).toBe(400);
  });

  it('keeps each tenant to its own promotions', async () => {
    const bravoAll = await section('bravo', 'other');
    expect(bravoAll.length).toBeGreaterThan(0);
    expect(bravoAll.every((p) => p.merchant._id.startsWith('bravo'))).toBe(true);
  });
});

describe('feed vouchers', () => {
  it('pages offered vouchers 5 at a time, ending on a short page', async () => {
    const first = (await get('alpha', '/api/feed/vouchers')).json();
    expect(first).toMatchObject({ offset: 0, limit: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.data[0].voucherValueId).toMatch(/-val1$/);
    const last = (await get('alpha', `/api/feed/vouchers?offset=${first.total - 2}`)).json();
    expect(last.data).toHaveLength(2);
  });

  it("lists the member's vouchers with the member voucher id, and offers only the ones they do not hold", async () => {
    const mine = (await get('alpha', '/api/feed/my-vouchers', alpha)).json();
    // Three from the feed seed, two from the voucher seed (one gifted by the friend, one used).
    expect(mine.total).toBe(5);
    expect(mine.data.every((v: Voucher) => v.memberVoucherId?.startsWith('alpha-demo-member-mv'))).toBe(true);
    const offered = (await get('alpha', '/api/feed/vouchers?limit=100', alpha)).json().data as Voucher[];
    const anonymousOffered = (await get('alpha', '/api/feed/vouchers?limit=100')).json().data as Voucher[];
    expect(offered.length).toBe(anonymousOffered.length - 5);
    const held = new Set(mine.data.map((v: Voucher) => v._id));
    expect(offered.some((v) => held.has(v._id))).toBe(false);
  });

  it('requires login for my vouchers and never shows another tenant or user', async () => {
    expect((await get('alpha', '/api/feed/my-vouchers')).statusCode).toBe(401);
    // A bravo token is bound to bravo: on alpha it is rejected, not mapped to alpha's demo member.
    expect((await get('alpha', '/api/feed/my-vouchers', bravo)).statusCode).toBe(401);
    const bravoMine = (await get('bravo', '/api/feed/my-vouchers', bravo)).json().data as Voucher[];
    expect(bravoMine.every((v) => v.merchant._id.startsWith('bravo'))).toBe(true);
    const guest = await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688000111' } });
    expect(guest.statusCode).toBe(200);
    expect((await get('alpha', '/api/feed/my-vouchers', guest.json().data.token)).statusCode).toBe(403);
  });

  it('rejects a page size above the limit with the field named', async () => {
    const res = await get('alpha', '/api/feed/vouchers?limit=1000');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});

describe('activity badge', () => {
  it('counts only unread posTransaction notifications of the caller', async () => {
    const count = (await get('alpha', '/api/feed/activity/unread-count', alpha)).json().data;
    const list = (await get('alpha', '/api/notifications?type=posTransaction&limit=100', alpha)).json().data;
    expect(count).toBe(list.filter((n: { isRead: boolean }) => !n.isRead).length);
    expect(count).toBeGreaterThan(0);
    expect((await get('alpha', '/api/feed/activity/unread-count')).statusCode).toBe(401);
  });
});

describe('promotion clicks (seed 001 §2 screen 5: a click is recorded on load)', () => {
  const click = (tenant: string, id: string, token?: string) =>
    t.call(tenant, { method: 'POST', url: `/api/promotions/${id}/clicks`, token });

  it('counts one click per viewer and day: reloads do not add, another viewer does', async () => {
    const [promotion] = await section('alpha', 'following', alpha);
    const first = await click('alpha', promotion._id, alpha);
    expect(first.statusCode).toBe(200);
    const start = first.json().data.clicks;
    expect(start).toBeGreaterThanOrEqual(1);
    // Five loads at once by the same member still count once.
    const again = await Promise.all(Array.from({ length: 5 }, () => click('alpha', promotion._id, alpha)));
    expect(again.map((res) => res.json().data.clicks)).toEqual(Array(5).fill(start));
    // An anonymous visitor is another viewer (by address).
    expect((await click('alpha', promotion._id)).json().data.clicks).toBe(start + 1);
    expect((await click('alpha', promotion._id)).json().data.clicks).toBe(start + 1);
  });

  it('answers 404 for an unknown promotion and for another tenant’s', async () => {
    const [promotion] = await section('alpha', 'following', alpha);
    expect((await click('alpha', 'no-such-promotion')).statusCode).toBe(404);
    expect((await click('bravo', promotion._id, bravo)).statusCode).toBe(404);
  });
});
