// The server side of home and discovery (seed 000 sections 2, 4 and 5): list pages carry outlets for the open
// state and outlet count, and the 7-category cap holds whatever the client sends.
import { MAX_FOLLOWED_CATEGORIES } from '../../../shared/constants/discovery';
import { MESSAGES } from '../../../shared/constants/messages';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();

type Category = { _id: string; isFollowed: boolean };
type Summary = { _id: string; outlets: { _id: string; workingHours: Record<string, string> }[] };

describe('merchant lists', () => {
  it('pages the home feed 10 at a time with each merchant’s outlets and hours', async () => {
    const first = (await t.call('alpha', { method: 'GET', url: '/api/merchants' })).json();
    expect(first.limit).toBe(10);
    expect(first.data).toHaveLength(10);
    for (const merchant of first.data as Summary[]) {
      expect(merchant.outlets.length).toBeGreaterThanOrEqual(1);
      expect(merchant.outlets.every((o) => o._id.startsWith(merchant._id))).toBe(true);
    }
    const second = (await t.call('alpha', { method: 'GET', url: '/api/merchants?offset=10' })).json();
    const ids = new Set((first.data as Summary[]).map((m) => m._id));
    expect((second.data as Summary[]).some((m) => ids.has(m._id))).toBe(false);
  });

  it('gives search results their outlets too', async () => {
    const res = await t.call('alpha', { method: 'GET', url: '/api/merchants/search?q=1' });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Summary[]).every((m) => Array.isArray(m.outlets))).toBe(true);
  });
});

describe('category following cap', () => {
  it(`follows at most ${MAX_FOLLOWED_CATEGORIES} and names the rule when asked for more`, async () => {
    const token = await t.demoToken('alpha');
    const list = (await t.call('alpha', { method: 'GET', url: '/api/categories', token })).json().data as Category[];
    expect(list.length).toBeGreaterThan(MAX_FOLLOWED_CATEGORIES);
    for (const c of list.slice(0, MAX_FOLLOWED_CATEGORIES)) {
      const res = await t.call('alpha', { method: 'POST', url: `/api/categories/${c._id}/follow`, token });
      expect(res.statusCode).toBe(200);
    }
    const over = await t.call('alpha', {
      method: 'POST',
      url: `/api/categories/${list[MAX_FOLLOWED_CATEGORIES]._id}/follow`,
      token,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ message: MESSAGES.tooManyFollowedCategories, field: 'categoryId' });
    expect(MESSAGES.tooManyFollowedCategories).toBe('Can not choose more than 7 following category');
    const after = (await t.call('alpha', { method: 'GET', url: '/api/categories', token })).json().data as Category[];
    expect(after.filter((c) => c.isFollowed)).toHaveLength(MAX_FOLLOWED_CATEGORIES);
  });

  it('lets anonymous visitors read categories but not follow them', async () => {
    const list = (await t.call('alpha', { method: 'GET', url: '/api/categories' })).json().data as Category[];
    expect(list.every((c) => !c.isFollowed)).toBe(true);
    const res = await t.call('alpha', { method: 'POST', url: `/api/categories/${list[0]._id}/follow` });
    expect(res.statusCode).toBe(401);
  });
});
