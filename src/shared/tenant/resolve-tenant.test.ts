import schema from '../../../schemas/tenant.schema.json';
import { deriveTheme } from '../theme';
import { toPublicConfig } from './public-config';
import { resolveTenant } from './resolve-tenant';
import { SCHEMA_DEFAULTS, type TenantConfig } from './tenant-config.generated';

const minimal: TenantConfig = {
  id: 'brew-lane',
  name: 'Brew Lane',
  layout: 'food',
  brand: { color: '#6f4e37', icon: 'icon.svg' },
};

function get(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, key) => (o as Record<string, unknown>)[key], obj);
}

describe('resolveTenant', () => {
  it('applies every default of the schema to a minimal config', () => {
    const resolved = resolveTenant(minimal);
    for (const [path, value] of Object.entries(SCHEMA_DEFAULTS))
      expect([path, get(resolved, path)]).toEqual([path, value]);
    expect(resolved).toMatchObject({
      shortName: 'Brew Lane',
      subdomain: 'brew-lane',
      description: 'Brew Lane',
      brand: { color: '#6F4E37', icon: 'icon.svg', backgroundColor: '#FFFFFF' },
    });
  });

  it('keeps the generated defaults in step with the schema file', () => {
    expect(SCHEMA_DEFAULTS.languages).toEqual(schema.properties.languages.default);
    expect(SCHEMA_DEFAULTS['payments.providers']).toEqual(schema.properties.payments.properties.providers.default);
  });

  it('derives defaults that depend on other fields', () => {
    const resolved = resolveTenant({ ...minimal, languages: ['mn', 'cn'], login: { methods: ['email', 'google'] } });
    expect(resolved.defaultLanguage).toBe('mn');
    expect(resolved.login.preferred).toBe('email-otp');
  });

  it('keeps explicit values', () => {
    const resolved = resolveTenant({
      ...minimal,
      shortName: 'Brew',
      subdomain: 'brew',
      singleMerchant: true,
      currency: { code: 'MNT', symbol: '₮' },
      guest: { loginType: 'phone' },
      payments: { providers: ['stripe'], stripe: { publishableKey: 'pk_test_abc' } },
      features: { referral: true },
    });
    expect(resolved).toMatchObject({
      shortName: 'Brew',
      subdomain: 'brew',
      singleMerchant: true,
      currency: { code: 'MNT', symbol: '₮' },
      guest: { loginType: 'phone' },
      payments: { providers: ['stripe'], stripe: { publishableKey: 'pk_test_abc' } },
      features: { referral: true, walletPass: false, loyaltyRedemption: true, storeCredit: true },
    });
  });
});

describe('toPublicConfig', () => {
  it('adds the theme and the icon URLs', () => {
    const resolved = resolveTenant(minimal);
    const theme = deriveTheme(resolved.brand.color, resolved.brand.backgroundColor);
    const config = toPublicConfig(resolved, theme);
    expect(config.theme).toBe(theme);
    expect(config.icons.icon192).toBe('/icons/icon-192.png');
    expect(config.icons.maskable512).toBe('/icons/maskable-512.png');
    expect(config.name).toBe('Brew Lane');
  });
});
