import { useTestApp } from '../../test-support/build-test-app';
import { addShortLinks } from './repository';

const t = useTestApp();
beforeAll(async () => {
  await addShortLinks(t.db.db, { tenantId: 'alpha' }, [{ code: 'promo-1', target: 'https://example.com/p?x=1' }]);
});

describe('GET /api/url/:code', () => {
  it('redirects a seeded short code to its stored target with 302', async () => {
    const res = await t.call('alpha', { method: 'GET', url: '/api/url/shop' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/merchant-detail/alpha');
    const external = await t.call('alpha', { method: 'GET', url: '/api/url/promo-1' });
    expect(external.headers.location).toBe('https://example.com/p?x=1');
  });

  it('answers 404 for an unknown code and for another tenant’s code', async () => {
    const res = await t.call('alpha', { method: 'GET', url: '/api/url/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: "Short link 'nope' not found" });
    expect((await t.call('bravo', { method: 'GET', url: '/api/url/promo-1' })).statusCode).toBe(404);
  });

  it('rejects a code with characters a short link cannot carry, naming the field', async () => {
    const res = await t.call('alpha', { method: 'GET', url: '/api/url/a.b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/code/);
  });
});
