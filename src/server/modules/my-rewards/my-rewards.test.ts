import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();
let alpha: string;
beforeAll(async () => {
  alpha = await t.demoToken('alpha');
});

type Row = {
  _id: string;
  hasPurchases: boolean;
  joinedAt: string;
  memberships: { name: string; isActive: boolean }[];
  loyaltyBalance: number;
};
const list = async (filter: string, token = alpha, tenant = 'alpha') => {
  const res = await t.call(tenant, { url: `/api/me/merchants?filter=${filter}`, token });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Row[]; total: number };
};

describe('GET /api/me/merchants (My Rewards)', () => {
  it('splits joined merchants into with and without purchases', async () => {
    const [withP, noP, all] = await Promise.all([list('with-purchases'), list('no-purchases'), list('all')]);
    // Demo seed: purchases at the brand and m01 only, of five joined merchants.
    expect(withP.data.map((m) => m._id).sort()).toEqual(['alpha', 'alpha-m01']);
    expect(withP.data.every((m) => m.hasPurchases)).toBe(true);
    expect(noP.total).toBe(3);
    expect(noP.data.every((m) => !m.hasPurchases)).toBe(true);
    expect(all.total).toBe(withP.total + noP.total);
    expect(all.data[0].joinedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives tiers with one active for merchants that have them', async () => {
    const brand = (await list('all')).data.find((m) => m._id === 'alpha')!;
    expect(brand.memberships.map((tier) => tier.name)).toEqual(['Silver', 'Gold', 'Platinum']);
    expect(brand.memberships.filter((tier) => tier.isActive)).toHaveLength(1);
  });

  it('defaults to all, names the allowed filters, and needs login', async () => {
    expect((await t.call('alpha', { url: '/api/me/merchants', token: alpha })).json().total).toBe(5);
    const bad = await t.call('alpha', { url: '/api/me/merchants?filter=some', token: alpha });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/filter/);
    expect((await t.call('alpha', { url: '/api/me/merchants' })).statusCode).toBe(401);
  });

  it('shows a new member of the same tenant nothing of the demo member', async () => {
    const phone = '+97688001122';
    const { token } = await t.signUpMember('alpha', phone);
    expect((await list('all', token)).total).toBe(0);
    expect((await t.call('alpha', { url: '/api/feed/my-vouchers', token })).json().total).toBe(0);
  });
});
