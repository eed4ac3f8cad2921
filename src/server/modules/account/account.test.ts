import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();
let alpha: string;
let bravo: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
  bravo = await t.demoToken('bravo');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.call('alpha', { method, url: `/api${url}`, token, ...(payload && { payload }) });

describe('dietary preferences', () => {
  it('lists options by type and refuses unknown types naming the allowed ones', async () => {
    const ok = await call('GET', '/preferences/options?type=allergic');
    expect(ok.json().data).toContain('peanuts');
    const bad = await call('GET', '/preferences/options?type=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/like, dislike, dietary, allergic, citizenship, race|allowed|must be equal/);
  });

  it('starts empty, saves the whole document and keeps it per tenant', async () => {
    expect((await call('GET', '/me/preferences', alpha)).json().data.preferences.like).toEqual([]);
    const body = {
      preferences: { like: ['spicy'], dislike: ['pork'], dietary: ['halal'], allergic: ['peanuts'] },
      consent: true,
      demographic: { race: 'asian', citizenship: 'citizen' },
    };
    expect((await call('PUT', '/me/preferences', alpha, body)).statusCode).toBe(200);
    expect((await call('GET', '/me/preferences', alpha)).json().data).toEqual(body);
    const other = await t.call('bravo', { method: 'GET', url: '/api/me/preferences', token: bravo });
    expect(other.json().data.preferences.like).toEqual([]);
  });

  it('refuses an option that is not offered, naming the field', async () => {
    const res = await call('PUT', '/me/preferences', alpha, {
      preferences: { like: ['glass'], dislike: [], dietary: [], allergic: [] },
      consent: false,
      demographic: { race: null, citizenship: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toMatch(/like/);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/me/preferences')).statusCode).toBe(401);
  });
});

describe('addresses', () => {
  it('adds, lists and removes only the caller’s own addresses', async () => {
    const added = await call('POST', '/me/addresses', alpha, { label: 'Home', street: '1 Peace Avenue', city: 'UB' });
    expect(added.statusCode).toBe(200);
    const id = added.json().data._id as string;
    expect((await call('GET', '/me/addresses', alpha)).json().data).toEqual([
      expect.objectContaining({ _id: id, label: 'Home', street: '1 Peace Avenue', city: 'UB' }),
    ]);
    const foreign = await t.call('bravo', { method: 'DELETE', url: `/api/me/addresses/${id}`, token: bravo });
    expect(foreign.statusCode).toBe(404);
    expect((await call('DELETE', `/me/addresses/${id}`, alpha)).statusCode).toBe(200);
    expect((await call('GET', '/me/addresses', alpha)).json().data).toEqual([]);
  });

  it('refuses a blank label with the field named', async () => {
    const res = await call('POST', '/me/addresses', alpha, { label: '   ', street: '1 Peace Avenue' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('label');
  });
});
