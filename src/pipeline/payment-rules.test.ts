import fs from 'node:fs/promises';
import type { TenantConfig } from '../shared/tenant/tenant-config.generated';
import { loadTenantConfigs } from './load-tenant-configs';
import { makeTempDir, validConfig, withoutLocation, writeTenant } from './testing/fixtures';

let tenantsDir: string;
beforeEach(async () => {
  tenantsDir = await makeTempDir('tenants');
});
afterEach(() => fs.rm(tenantsDir, { recursive: true, force: true }));

const paynow = { providers: ['sandbox', 'paynow'], paynow: { uen: '201912345K' } };

describe('PayNow outside SGD (issue 12)', () => {
  it('a non-SGD tenant listing paynow stays valid and is warned', async () => {
    await writeTenant(
      tenantsDir,
      'brew-lane',
      validConfig('brew-lane', {
        currency: { code: 'MNT', symbol: '₮' },
        payments: paynow as TenantConfig['payments'],
      }),
    );
    const { problems, warnings, tenants } = await loadTenantConfigs(tenantsDir);
    expect(problems).toEqual([]);
    expect(tenants.map((t) => t.config.id)).toEqual(['brew-lane']);
    expect(withoutLocation(warnings)).toEqual([
      '/payments/providers  paynow is listed but the currency is MNT: PayNow pays SGD only, so it is never offered  (set currency.code to SGD, or remove "paynow" from payments.providers)',
    ]);
  });

  it('the default currency (USD) is warned too; an SGD tenant is not', async () => {
    const { currency: _unused, ...withoutCurrency } = validConfig('brew-lane', {
      payments: paynow as TenantConfig['payments'],
    });
    await writeTenant(tenantsDir, 'brew-lane', withoutCurrency);
    await writeTenant(
      tenantsDir,
      'sg-shop',
      validConfig('sg-shop', { currency: { code: 'SGD', symbol: 'S$' }, payments: paynow as TenantConfig['payments'] }),
    );
    const { warnings } = await loadTenantConfigs(tenantsDir);
    expect(warnings.map((w) => [w.file.split('/').at(-2), w.message.split(':')[0]])).toEqual([
      ['brew-lane', 'paynow is listed but the currency is USD'],
    ]);
  });
});
