import { haversineKm } from '../../../shared/rules/distance';
import { useTestApp } from '../../test-support/build-test-app';

const t = useTestApp();

type Outlet = { _id: string; distance: number; contact: { location: { latitude: number; longitude: number } } };
type Near = { _id: string; name: string; distance: number; category: { _id: string } | null; outlets: Outlet[] };
const centre = { latitude: 47.9189, longitude: 106.9176 };
const near = async (tenant: string, query: string) => {
  const res = await t.call(tenant, { url: `/api/merchants/near?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Near[]; total: number };
};

describe('GET /api/merchants/near (distances computed by the database)', () => {
  it('agrees with the shared haversine to the metre (same radius), for the merchant and each outlet', async () => {
    const { data } = await near('alpha', `lat=${centre.latitude}&lng=${centre.longitude}&range=5000&limit=100`);
    expect(data.length).toBeGreaterThan(3);
    for (const merchant of data) {
      expect(merchant.outlets.length).toBeGreaterThan(0);
      for (const outlet of merchant.outlets) {
        expect(outlet.distance).toBeLessThanOrEqual(5000);
        expect(Math.abs(outlet.distance - haversineKm(centre, outlet.contact.location) * 1000)).toBeLessThanOrEqual(
          0.5,
        );
      }
      // A merchant's distance is its nearest outlet's.
      expect(merchant.distance).toBe(Math.min(...merchant.outlets.map((o) => o.distance)));
    }
  });

  it('answers for the antipode of an outlet without a rounding error in asin', async () => {
    const { data } = await near('alpha', `lat=${centre.latitude}&lng=${centre.longitude}&range=1000&limit=1`);
    const outlet = data[0].outlets[0].contact.location;
    const antipode = `lat=${-outlet.latitude}&lng=${outlet.longitude - 180}&range=400000000&limit=1`;
    const far = await near('alpha', antipode);
    expect(far.data[0].distance).toBeGreaterThan(20_000_000);
  });

  it('filters by category and keeps to the tenant', async () => {
    const { data } = await near(
      'alpha',
      `lat=47.9189&lng=106.9176&range=400000000&categoryId=alpha-cat-coffee&limit=100`,
    );
    expect(data.every((m) => m.category?._id === 'alpha-cat-coffee')).toBe(true);
    const bravo = await near('bravo', `lat=47.9189&lng=106.9176&range=400000000&limit=100`);
    expect(bravo.data.every((m) => m._id.startsWith('bravo'))).toBe(true);
  });

  it('searches by name for /searchNear, still nearest first', async () => {
    const all = await near('alpha', 'lat=47.9189&lng=106.9176&range=400000000&limit=100');
    const word = all.data[0].name.split(' ')[0];
    const found = await near('alpha', `lat=47.9189&lng=106.9176&range=400000000&limit=100&q=${word.toLowerCase()}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    expect(found.data.every((m) => m.name.includes(word))).toBe(true);
  });

  it('names lat when it is missing or out of range', async () => {
    const res = await t.call('alpha', { url: '/api/merchants/near?lat=91&lng=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lat/);
  });
});
