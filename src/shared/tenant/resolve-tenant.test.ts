import schema from '../../../schemas/tenant.schema.json';
import { deriveTheme } from '../theme';
import { toPublicConfig } from './public-config';
import { resolveTenant, socialProviders } from './resolve-tenant';
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

describe('social sign-in, maps key and default country', () => {
  const social: TenantConfig = {
    ...minimal,
    currency: { code: 'SGD', symbol: 'S$' },
    login: {
      methods: ['phone', 'google', 'facebook'],
      google: { clientId: '1-demo.apps.googleusercontent.com' },
      facebook: { appId: '1234567890', appSecretEnv: 'FB_SECRET' },
    },
    maps: { apiKey: `AIza${'x'.repeat(35)}` },
  };

  it('names the secret variables by the tenant id unless the config names them', () => {
    const resolved = resolveTenant(social);
    expect(resolved.login.google).toEqual({
      clientId: '1-demo.apps.googleusercontent.com',
      clientSecretEnv: 'LIVERY_BREW_LANE_GOOGLE_SECRET',
    });
    expect(resolved.login.facebook).toEqual({ appId: '1234567890', appSecretEnv: 'FB_SECRET' });
    expect(resolved.maps).toEqual({ apiKey: social.maps!.apiKey });
  });

  it('offers a provider only with both the method and the client id', () => {
    expect(socialProviders(resolveTenant(social))).toEqual(['google', 'facebook']);
    expect(socialProviders(resolveTenant({ ...minimal, login: { methods: ['phone', 'google'] } }))).toEqual([]);
    expect(socialProviders(resolveTenant(minimal))).toEqual([]);
  });

  it('takes the default country from the config, else from the currency, else MN', () => {
    expect(resolveTenant(social).defaultCountry).toBe('SG');
    expect(resolveTenant({ ...social, defaultCountry: 'MY' }).defaultCountry).toBe('MY');
    expect(resolveTenant(minimal).defaultCountry).toBe('US');
    expect(resolveTenant({ ...minimal, currency: { code: 'EUR', symbol: '€' } }).defaultCountry).toBe('MN');
  });

  it('gives the browser the client ids and maps key but not the secret variable names', () => {
    const resolved = resolveTenant(social);
    const config = toPublicConfig(resolved, deriveTheme(resolved.brand.color, resolved.brand.backgroundColor));
    expect(config.login.google).toEqual({ clientId: '1-demo.apps.googleusercontent.com' });
    expect(config.login.facebook).toEqual({ appId: '1234567890' });
    expect(config.maps).toEqual(resolved.maps);
    expect(JSON.stringify(config)).not.toMatch(/SECRET/);
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

  it('leaves payments out: no payment screen reads them yet', () => {
    const resolved = resolveTenant({
      ...minimal,
      payments: { providers: ['stripe'], stripe: { publishableKey: 'pk_test_abc' } },
    });
    const config = toPublicConfig(resolved, deriveTheme(resolved.brand.color, resolved.brand.backgroundColor));
    expect(config).not.toHaveProperty('payments');
    expect(JSON.stringify(config)).not.toContain('pk_test_abc');
  });
});
