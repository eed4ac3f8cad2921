import { hostname, resolveHost } from './resolve-host';

const tenants = [
  { id: 'brew-lane', subdomain: 'brewlane' },
  { id: 'mart', subdomain: 'mart' },
];
const options = { tenants, defaultTenant: 'brew-lane', baseDomain: 'livery.app' };

describe('resolveHost', () => {
  it.each([
    ['mart.localhost:8080', { kind: 'tenant', tenantId: 'mart' }],
    ['MART.LOCALHOST', { kind: 'tenant', tenantId: 'mart' }],
    ['brewlane.livery.app', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['mart.livery.app:443', { kind: 'tenant', tenantId: 'mart' }],
    ['localhost:8080', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['127.0.0.1:8080', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['[::1]:8080', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['livery.app', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['www.livery.app', { kind: 'tenant', tenantId: 'brew-lane' }],
    ['shop.example.com', { kind: 'tenant', tenantId: 'brew-lane' }],
    [undefined, { kind: 'tenant', tenantId: 'brew-lane' }],
    ['nope.localhost:8080', { kind: 'unknown', subdomain: 'nope' }],
    ['nope.livery.app', { kind: 'unknown', subdomain: 'nope' }],
  ])('%s', (host, expected) => expect(resolveHost(host, options)).toEqual(expected));

  it('answers none when there is no default tenant', () => {
    expect(resolveHost('localhost', { tenants })).toEqual({ kind: 'none' });
  });

  it('strips ports and trailing dots', () => {
    expect(hostname('A.Localhost:80')).toBe('a.localhost');
    expect(hostname('mart.livery.app.')).toBe('mart.livery.app');
    expect(hostname('[::1]:9')).toBe('[::1]');
  });
});
