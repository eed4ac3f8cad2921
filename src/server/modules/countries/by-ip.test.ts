import { FIXTURE_TENANTS } from '../../test-support/fixture-tenants';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { resolveTenant } from '../../../shared/tenant/resolve-tenant';
import type { TenantConfig } from '../../../shared/tenant/tenant-config.generated';
import { countryByIp } from './by-ip';

describe('countryByIp', () => {
  it.each([
    ['8.8.8.8', 'US', '+1'],
    ['202.131.0.1', 'MN', '+976'],
    ['203.116.0.1', 'SG', '+65'],
    ['5.255.255.5', 'RU', '+7'],
    ['::ffff:8.8.8.8', 'US', '+1'],
    ['2001:4860:4860::8888', 'US', '+1'],
  ])('%s is in %s', (ip, code, dial) => {
    expect(countryByIp(ip, 'MN')).toMatchObject({ code, dial_code: dial, source: 'ip' });
  });

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.16.5.4', 'not-an-ip'])(
    '%s falls back to the default country',
    (ip) => {
      expect(countryByIp(ip, 'SG')).toEqual({ code: 'SG', name: 'Singapore', dial_code: '+65', source: 'default' });
    },
  );
});

describe('GET /api/countries/by-ip', () => {
  let t: TestApp;
  const sg = resolveTenant({
    id: 'sg-shop',
    name: 'SG shop',
    layout: 'retail',
    brand: { color: '#1E88E5', icon: 'icon.svg' },
    currency: { code: 'SGD', symbol: 'S$' },
  } as TenantConfig);
  beforeAll(async () => {
    t = await buildTestApp({ tenants: [...FIXTURE_TENANTS, sg], seedDemo: false });
  });
  afterAll(() => t.close());

  const lookup = (host: string, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/countries/by-ip', headers: { host }, remoteAddress });

  it("answers the caller's country from a public address", async () => {
    const res = await lookup('alpha.localhost:8080', '202.131.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { code: 'MN', name: 'Mongolia', dial_code: '+976', source: 'ip' } });
    expect((await lookup('sg-shop.localhost:8080', '8.8.8.8')).json().data.code).toBe('US');
  });

  it("answers the tenant's default country (from its currency) for loopback and private addresses", async () => {
    expect((await lookup('sg-shop.localhost:8080', '127.0.0.1')).json().data).toMatchObject({
      code: 'SG',
      source: 'default',
    });
    // alpha has no currency: USD by default, so the United States.
    expect((await lookup('alpha.localhost:8080', '10.0.0.7')).json().data).toMatchObject({
      code: 'US',
      source: 'default',
    });
  });

  it('still serves a country by its code', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/countries/mn',
      headers: { host: 'alpha.localhost:8080' },
    });
    expect(res.json().data.code).toBe('MN');
  });
});
