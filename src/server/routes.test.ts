import { MESSAGES } from '../shared/constants/messages';
import { REALTIME_EVENTS } from '../shared/constants/realtime-events';
import { useTestApp } from './test-support/build-test-app';

// scrypt and PGlite are CPU-bound: allow for a busy CI machine.
const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.demoToken('alpha');
});

const get = (url: string, auth = true) => t.call('alpha', { url, ...(auth && { token }) });
const post = (url: string, payload?: object) => t.call('alpha', { method: 'POST', url, payload, token });

describe('merchants', () => {
  it('pages the home feed 10 at a time and ends on a short page', async () => {
    const first = (await get('/api/merchants')).json();
    expect(first).toMatchObject({ offset: 0, limit: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(30);
    const last = (await get(`/api/merchants?offset=${first.total - 3}`)).json();
    expect(last.data).toHaveLength(3);
  });

  it('shows a merchant with outlets, hours, policies, joined and balances', async () => {
    const m = (await get('/api/merchants/alpha')).json().data;
    expect(m).toMatchObject({
      _id: 'alpha',
      joined: true,
      isAllowSmsLogin: true,
      guestLoginType: 'phone',
      isFollowed: false,
    });
    expect(m.outlets.length).toBeGreaterThan(0);
    expect(m.contact.workingHours.mon).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    expect(m.loyaltyBalance).toBeGreaterThan(0);
    expect((await get('/api/merchants/alpha', false)).json().data.joined).toBe(false);
    expect((await get('/api/merchants/nope')).statusCode).toBe(404);
    expect((await get('/api/merchants/alpha/terms')).json().data.termBody).toContain('terms');
  });

  it('searches by text and by category', async () => {
    const found = (await get('/api/merchants/search?q=kitchen')).json();
    expect(
      found.data.every((m: { name: string; description: string }) => /kitchen/i.test(m.name + m.description)),
    ).toBe(true);
    const cat = (await get('/api/categories/alpha-cat-coffee/merchants')).json();
    expect(cat.data.every((m: { category: { _id: string } }) => m.category._id === 'alpha-cat-coffee')).toBe(true);
  });

  it('finds merchants near a point with distances from the database, nearest first', async () => {
    const res = (await get('/api/merchants/near?lat=47.9189&lng=106.9176&range=3000')).json();
    const distances = res.data.map((m: { distance: number }) => m.distance);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3000);
    const wide = (await get('/api/merchants/near?lat=47.9189&lng=106.9176&range=400000000')).json();
    expect(wide.total).toBeGreaterThan(res.total);
  });

  it('follows and unfollows, changing followedCount by one', async () => {
    const before = (await get('/api/merchants/alpha-m02')).json().data.followedCount;
    expect((await post('/api/merchants/alpha-m02/follow')).json().data).toEqual({
      _id: 'alpha-m02',
      isFollowed: true,
      followedCount: before + 1,
    });
    expect((await post('/api/merchants/alpha-m02/follow')).json().data.followedCount).toBe(before + 1);
    expect((await post('/api/merchants/alpha-m02/unfollow')).json().data.followedCount).toBe(before);
  });

  it('joins a merchant after accepting terms', async () => {
    const refused = await post('/api/merchants/alpha-m10/join', { isTermChecked: false });
    expect(refused.json()).toMatchObject({ message: MESSAGES.notJoinedAcceptTerms, field: 'isTermChecked' });
    const joined = await post('/api/merchants/alpha-m10/join', { isTermChecked: true });
    expect(joined.json().data.joined).toBe(true);
    const mine = (await get('/api/me/merchants')).json();
    expect(mine.data.map((m: { _id: string }) => m._id)).toContain('alpha-m10');
    expect(mine.data[0]).toHaveProperty('loyaltyBalance');
  });
});

describe('categories', () => {
  it('lists with isFollowed and caps following at 7', async () => {
    const list = (await get('/api/categories')).json().data;
    expect(list.filter((c: { isFollowed: boolean }) => c.isFollowed)).toHaveLength(3);
    for (const c of list.slice(3, 7)) expect((await post(`/api/categories/${c._id}/follow`)).statusCode).toBe(200);
    const eighth = await post(`/api/categories/${list[7]._id}/follow`);
    expect(eighth.json()).toMatchObject({ statusCode: 409, message: MESSAGES.tooManyFollowedCategories });
    expect((await post(`/api/categories/${list[0]._id}/unfollow`)).json().data[0].isFollowed).toBe(false);
  });
});

describe('profile', () => {
  it('reads and updates the profile', async () => {
    expect((await get('/api/me')).json().data).toMatchObject({
      firstname: 'Demo',
      unreadNotification: expect.any(Number),
      hasPassword: true,
    });
    const updated = await t.call('alpha', {
      method: 'PATCH',
      url: '/api/me',
      token,
      payload: { lastname: 'Changed', consent: { acceptMarketing: false } },
    });
    expect(updated.json().data).toMatchObject({
      lastname: 'Changed',
      consent: { acceptMarketing: false, acceptNotification: true },
    });
    const bad = await t.call('alpha', { method: 'PATCH', url: '/api/me', token, payload: { birthday: '2020-13-45' } });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'birthday' });
  });

  it('verifies a new e-mail with a 300-second code', async () => {
    const sent = await post('/api/me/verification', { email: 'new@demo.example' });
    expect(sent.json().data.expiresIn).toBe(300);
    const code = await t.lastCode('alpha', 'new@demo.example');
    const done = await post('/api/me/verification/confirm', { email: 'new@demo.example', code });
    expect(done.json().data).toMatchObject({ email: 'new@demo.example', isEmailVerified: true });
  });

  it('changes the password only with the old one', async () => {
    const res = await t.call('alpha', {
      method: 'PUT',
      url: '/api/me/password',
      token,
      payload: { password: 'another-pass' },
    });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'oldPassword' });
  });
});

describe('notifications', () => {
  it('lists, counts, marks read and toggles types', async () => {
    const page = (await get('/api/notifications')).json();
    expect(page.data).toHaveLength(10);
    const dates = page.data.map((n: { createdAt: string }) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = (await get('/api/notifications?sortBy=createdAt&limit=3'))
      .json()
      .data.map((n: { createdAt: string }) => n.createdAt);
    expect(asc).toEqual([...asc].sort());
    const unreadBefore = (await get('/api/notifications/unread-count')).json().data.count as number;
    expect(unreadBefore).toBeGreaterThan(1);
    const unread = page.data.filter((n: { isRead: boolean }) => !n.isRead).map((n: { _id: string }) => n._id);
    expect((await post('/api/notifications/read', { ids: [unread[0]] })).json().data.updated).toBe(1);
    expect((await post('/api/notifications/read', { ids: [] })).json().data.updated).toBe(unreadBefore - 1);
    expect((await get('/api/notifications/unread-count')).json().data.count).toBe(0);

    expect((await post('/api/notification-types/promotion/disable')).json().data).toMatchObject({
      id: 'promotion',
      isEnabled: false,
    });
    const types = (await get('/api/notification-types')).json().data;
    expect(types.find((x: { id: string }) => x.id === 'promotion').isEnabled).toBe(false);
    expect((await post('/api/notification-types/nope/enable')).json()).toMatchObject({
      statusCode: 400,
      field: 'typeId',
    });
    // A disabled type is not delivered; an enabled one is, and is pushed to the realtime layer.
    const pushed: string[] = [];
    t.app.ctx.realtime = { toUser: (_id, event) => void pushed.push(event) };
    expect((await post('/api/dev/notifications', { type: 'promotion', title: 'x' })).json().data).toBeNull();
    expect((await post('/api/dev/notifications', { type: 'merchant', title: 'Hello' })).json().data.title).toBe(
      'Hello',
    );
    expect(pushed).toEqual([REALTIME_EVENTS.notificationCreated, REALTIME_EVENTS.unreadCount]);
  });
});

describe('documents, countries, health, static', () => {
  it('serves static pages and FAQ in order; 404 when absent', async () => {
    expect((await get('/api/documents/privacy')).json().data.title).toBe('Privacy policy');
    const faq = (await get('/api/documents/faq')).json().data.map((d: { order: number }) => d.order);
    expect(faq).toEqual([1, 2, 3, 4]);
    const { documents } = await import('./db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.db.delete(documents).where(eq(documents.id, 'alpha-doc-about'));
    expect((await get('/api/documents/about')).statusCode).toBe(404);
  });
  it('looks up countries from the bundled table', async () => {
    expect((await get('/api/countries/mn')).json().data).toEqual({ code: 'MN', name: 'Mongolia', dial_code: '+976' });
    expect((await get('/api/countries?q=sing')).json().data).toHaveLength(1);
    expect((await get('/api/countries/zz')).statusCode).toBe(404);
  });
  it('answers health, the OpenAPI document, unknown API routes and a missing build', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json().status).toBe('ok');
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(30);
    expect((await get('/api/nope')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    const site = await get('/');
    expect(site.statusCode).toBe(503);
    expect(site.body).toContain('npm run build');
  });
  it('hides 5xx details', async () => {
    const original = t.app.ctx.db.select;
    t.app.ctx.db.select = (() => {
      throw new Error('secret detail');
    }) as never;
    const res = await get('/api/categories');
    t.app.ctx.db.select = original;
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' });
  });
});
