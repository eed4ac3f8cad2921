import fs from 'node:fs/promises';
import path from 'node:path';
import { loadTenantConfigs, loadTenantConfigsOrThrow } from './load-tenant-configs';
import { loadTenants } from './load-tenants';
import { formatProblem, TenantConfigError } from './problems';
import { makeTempDir, pngOfSize, validConfig, withoutLocation, writeTenant } from './testing/fixtures';

let tenantsDir: string;
beforeEach(async () => {
  tenantsDir = await makeTempDir('tenants');
});
afterEach(async () => {
  await fs.rm(tenantsDir, { recursive: true, force: true });
});

/** Loads one tenant folder holding `config` and returns its problems without locations. */
async function problemsOf(config: unknown): Promise<string[]> {
  await writeTenant(tenantsDir, 'brew-lane', config);
  return withoutLocation((await loadTenants(tenantsDir)).problems);
}

const base = validConfig();

describe('a valid tenant', () => {
  it('loads resolved, with the icon path', async () => {
    await writeTenant(tenantsDir, 'brew-lane', base);
    const { tenants, problems } = await loadTenants(tenantsDir);
    expect(problems).toEqual([]);
    expect(tenants).toHaveLength(1);
    expect(tenants[0].config).toMatchObject({ id: 'brew-lane', shortName: 'Brew Lane', subdomain: 'brew-lane' });
    expect(tenants[0].iconPath).toBe(path.join(tenantsDir, 'brew-lane', 'icon.svg'));
  });
});

describe('schema rules, each with its exact message', () => {
  const cases: [string, unknown, string[]][] = [
    [
      'required key',
      { ...base, layout: undefined },
      ['/layout  missing required key "layout"  (allowed: food, retail)'],
    ],
    [
      'id pattern',
      { ...base, id: 'Brew_Lane' },
      [
        '/id  "Brew_Lane" must be 3-40 lowercase letters, digits or hyphens, starting with a letter and not ending with a hyphen',
        '/id  id "Brew_Lane" must equal the folder name "brew-lane"  (rename the folder or change the id)',
      ],
    ],
    ['empty name', { ...base, name: '' }, ['/name  must not be empty']],
    [
      'name too long',
      { ...base, name: 'x'.repeat(46), shortName: 'X' },
      ['/name  is 46 characters long; at most 45 allowed'],
    ],
    [
      'shortName too long',
      { ...base, shortName: 'Brew Lane Cafe' },
      ['/shortName  is 14 characters long; at most 12 allowed'],
    ],
    [
      'subdomain pattern',
      { ...base, subdomain: '-brew' },
      [
        '/subdomain  "-brew" must be a DNS label: 1-63 lowercase letters, digits or hyphens, not starting or ending with a hyphen',
      ],
    ],
    [
      'layout enum typo',
      { ...base, layout: 'fod' },
      ['/layout  "fod" is not allowed  (allowed: food, retail / did you mean "food"?)'],
    ],
    [
      'colour pattern',
      { ...base, brand: { ...base.brand, color: '#FFF' } },
      ['/brand/color  "#FFF" must be a colour as #RRGGBB, like #1A73E8'],
    ],
    [
      'icon extension',
      { ...base, brand: { ...base.brand, icon: 'icon.jpg' } },
      ['/brand/icon  "icon.jpg" must be a relative path inside the tenant folder ending in .svg or .png'],
    ],
    [
      'icon outside the folder',
      { ...base, brand: { ...base.brand, icon: '../other/icon.svg' } },
      ['/brand/icon  "../other/icon.svg" must be a relative path inside the tenant folder ending in .svg or .png'],
    ],
    [
      'unknown key with did-you-mean',
      { ...base, brand: { colour: '#6F4E37', icon: 'icon.svg' } },
      [
        '/brand/color  missing required key "color"',
        '/brand/colour  unknown key "colour"  (allowed: color, icon, backgroundColor / did you mean "color"?)',
      ],
    ],
    [
      'unknown key without a close match',
      { ...base, mascot: 'owl' },
      [
        '/mascot  unknown key "mascot"  (allowed: $schema, id, name, shortName, description, subdomain, layout, brand, singleMerchant, languages, defaultLanguage, currency, defaultCountry, login, maps, guest, payments, registerPayment, features)',
      ],
    ],
    ['wrong type', { ...base, singleMerchant: 'yes' }, ['/singleMerchant  must be a boolean, not a string']],
    ['empty languages', { ...base, languages: [], defaultLanguage: undefined }, ['/languages  must list at least 1']],
    [
      'language enum',
      { ...base, languages: ['en', 'fr'] },
      ['/languages/1  "fr" is not allowed  (allowed: en, mn, cn)'],
    ],
    [
      'repeated language',
      { ...base, languages: ['en', 'mn', 'en'] },
      ['/languages/2  "en" is listed twice (items 0 and 2)'],
    ],
    [
      'currency code',
      { ...base, currency: { code: 'usd', symbol: '$' } },
      ['/currency/code  "usd" must be an ISO 4217 code of three capital letters, like USD'],
    ],
    [
      'login preferred enum',
      { ...base, login: { preferred: 'phone-otpp' } },
      [
        '/login/preferred  "phone-otpp" is not allowed  (allowed: email, email-otp, phone, phone-otp / did you mean "phone-otp"?)',
      ],
    ],
    [
      'email domain pattern',
      { ...base, login: { preferredEmailDomains: ['gmail.com'] } },
      ['/login/preferredEmailDomains/0  "gmail.com" must be an email domain starting with @, like @example.com'],
    ],
    [
      'guest login type',
      { ...base, guest: { loginType: 'phone-requird' } },
      [
        '/guest/loginType  "phone-requird" is not allowed  (allowed: none, phone, email, phone-required, email-required, email-optional / did you mean "phone-required"?)',
      ],
    ],
    [
      'payment provider',
      { ...base, payments: { providers: ['strip'] } },
      [
        '/payments/providers/0  "strip" is not allowed  (allowed: sandbox, stripe, adyen, paynow, t05, fiuu / did you mean "stripe"?)',
      ],
    ],
    [
      'stripe key required when stripe is enabled',
      { ...base, payments: { providers: ['stripe'] } },
      ['/payments/stripe  "stripe" settings are required because providers has "stripe"'],
    ],
    [
      'adyen settings required when adyen is enabled',
      { ...base, payments: { providers: ['adyen'] } },
      ['/payments/adyen  "adyen" settings are required because providers has "adyen"'],
    ],
    [
      'paynow uen required when paynow is enabled',
      { ...base, payments: { providers: ['paynow'] } },
      ['/payments/paynow  "paynow" settings are required because providers has "paynow"'],
    ],
    [
      'stripe key pattern',
      { ...base, payments: { providers: ['stripe'], stripe: { publishableKey: 'sk_test_secret' } } },
      [
        '/payments/stripe/publishableKey  "sk_test_secret" must be a Stripe publishable key starting with pk_test_ or pk_live_',
      ],
    ],
    [
      'adyen environment enum and key',
      {
        ...base,
        payments: {
          providers: ['adyen'],
          adyen: { clientKey: 'abc', environment: 'prod', merchantAccount: 'DemoECOM' },
        },
      },
      [
        '/payments/adyen/clientKey  "abc" must be an Adyen client key starting with test_ or live_',
        '/payments/adyen/environment  "prod" is not allowed  (allowed: test, live)',
      ],
    ],
    [
      'OAuth client ids, secret env names and the maps key by pattern',
      {
        ...base,
        login: {
          methods: ['phone', 'google', 'facebook'],
          google: { clientId: 'my-client', clientSecretEnv: 'lower_case' },
          facebook: { appId: 'abc', appSecret: 'shh' },
        },
        maps: { apiKey: 'not-a-key' },
      },
      [
        '/login/google/clientId  "my-client" must be a Google OAuth client id ending in .apps.googleusercontent.com',
        '/login/google/clientSecretEnv  "lower_case" must be an environment variable name: capital letters, digits and underscores, like BREW_LANE_GOOGLE_SECRET',
        '/login/facebook/appId  "abc" must be a Facebook app id of 5 to 20 digits',
        '/login/facebook/appSecret  unknown key "appSecret"  (allowed: appId, appSecretEnv / did you mean "appSecretEnv"?)',
        '/maps/apiKey  "not-a-key" must be a Google API key: AIza followed by 35 letters, digits, _ or -',
      ],
    ],
    [
      'register origins: no path, no capitals',
      { ...base, registerPayment: { allowedOrigins: ['https://pos.example.com/pay', 'https://POS.example.com'] } },
      [
        '/registerPayment/allowedOrigins/0  "https://pos.example.com/pay" must be an origin like https://pos.example.com: lowercase, no path, no trailing slash',
        '/registerPayment/allowedOrigins/1  "https://POS.example.com" must be an origin like https://pos.example.com: lowercase, no path, no trailing slash',
      ],
    ],
    [
      'unknown feature',
      { ...base, features: { referal: true } },
      [
        '/features/referal  unknown key "referal"  (allowed: referral, walletPass, loyaltyRedemption, storeCredit / did you mean "referral"?)',
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, config, expected) => {
    expect((await problemsOf(config)).sort()).toEqual([...expected].sort());
  });
});

describe('cross-field rules, each with its exact message', () => {
  const cases: [string, unknown, unknown[]][] = [
    [
      'register origins: https but for localhost, * only before a domain, a real port',
      {
        ...base,
        registerPayment: {
          allowedOrigins: [
            'https://pos.example.com',
            'https://*.example.com',
            'http://localhost:9000',
            'http://pos.example.com',
            'https://*.com',
            'https://pos*.example.com',
            'https://pos.example.com:70000',
          ],
        },
      },
      [3, 4, 5, 6].map(
        (i) =>
          `/registerPayment/allowedOrigins/${i}  register origin "${
            [
              'http://pos.example.com" http is allowed only for localhost (testing): a register must use https',
              'https://*.com" *. must come before a domain of two or more labels',
              'https://pos*.example.com" must be scheme://host[:port], with * only as the whole leftmost label',
              'https://pos.example.com:70000" port 70000 is larger than 65535',
            ][i - 3]
          }  (allowed: https://pos.example.com, https://*.example.com, http://localhost:9000)`,
      ),
    ],
    [
      'shortName required when name is long',
      { ...base, name: 'Brew Lane Coffee & Brunch' },
      [
        '/shortName  missing "shortName": required because name is 25 characters long (more than 12)  (add a shortName of at most 12 characters)',
      ],
    ],
    [
      'defaultLanguage in languages',
      { ...base, languages: ['en', 'mn'], defaultLanguage: 'cn' },
      ['/defaultLanguage  defaultLanguage "cn" is not one of languages  (allowed: en, mn)'],
    ],
    [
      'login methods need phone or email',
      { ...base, login: { methods: ['google'] } },
      [
        '/login/methods  login methods must include "phone" or "email" (one-time codes and guest ordering need one)  (allowed: add "phone" or "email")',
      ],
    ],
    [
      'preferred login channel in methods',
      { ...base, login: { preferred: 'email-otp', methods: ['phone'] } },
      ['/login/preferred  preferred login "email-otp" needs "email" in login.methods  (allowed: phone, phone-otp)'],
    ],
    [
      'phone-otp needs SMS',
      { ...base, login: { preferred: 'phone-otp', allowSms: false } },
      [
        '/login/allowSms  allowSms is false, but preferred login "phone-otp" sends its code by SMS  (set allowSms to true or choose another preferred login)',
      ],
    ],
    [
      'adyen key matches environment',
      {
        ...base,
        payments: {
          providers: ['adyen'],
          adyen: { clientKey: 'live_ABC', environment: 'test', merchantAccount: 'DemoECOM' },
        },
      },
      [
        '/payments/adyen/clientKey  adyen clientKey is a live key but environment is "test"  (allowed: a test_ key, or environment "live")',
      ],
    ],
    [
      'google client id needs google in methods',
      { ...base, login: { methods: ['phone'], google: { clientId: '1-abc.apps.googleusercontent.com' } } },
      [
        '/login/google  login.google is set but "google" is not in login.methods  (add "google" to login.methods, or remove login.google)',
      ],
    ],
    [
      'facebook app id needs facebook in methods',
      { ...base, login: { methods: ['email', 'google'], facebook: { appId: '1234567890' } } },
      [
        '/login/facebook  login.facebook is set but "facebook" is not in login.methods  (add "facebook" to login.methods, or remove login.facebook)',
      ],
    ],
    [
      'a social method without a client id is allowed (its button stays hidden)',
      { ...base, login: { methods: ['phone', 'google', 'facebook'] } },
      [],
    ],
    [
      'defaultCountry must be listed',
      { ...base, defaultCountry: 'SE' },
      [
        expect.stringMatching(
          /^\/defaultCountry  defaultCountry "SE" is not a country of the phone field  \(allowed: AU, .*SG/,
        ),
      ],
    ],
  ];
  it.each(cases)('%s', async (_name, config, expected) => {
    expect(await problemsOf(config)).toEqual(expected);
  });

  it('folder name = id', async () => {
    await writeTenant(tenantsDir, 'brewlane', base);
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/id  id "brew-lane" must equal the folder name "brewlane"  (rename the folder or change the id)',
    ]);
  });

  it('unique subdomains, explicit or by id, reported on every tenant that uses one', async () => {
    await writeTenant(tenantsDir, 'brew-lane', base);
    await writeTenant(tenantsDir, 'brew-two', validConfig('brew-two', { subdomain: 'brew-lane' }));
    const { problems, tenants } = await loadTenants(tenantsDir);
    expect(tenants).toEqual([]);
    expect(withoutLocation(problems)).toEqual([
      '/id  subdomain "brew-lane" (the id, as no subdomain is set) is also used by "brew-two"  (subdomains must be unique across tenants)',
      '/subdomain  subdomain "brew-lane" is also used by "brew-lane"  (subdomains must be unique across tenants)',
    ]);
  });

  it('icon file exists, with a did-you-mean among the icons present', async () => {
    await writeTenant(
      tenantsDir,
      'brew-lane',
      { ...base, brand: { ...base.brand, icon: 'logo.svg' } },
      {
        file: 'logo1.svg',
        content: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      },
    );
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/brand/icon  icon file "logo.svg" not found in the tenant folder  (did you mean "logo1.svg"?)',
    ]);
  });

  it('a .png icon must be square and at least 512 px', async () => {
    const config = { ...base, brand: { ...base.brand, icon: 'icon.png' } };
    await writeTenant(tenantsDir, 'brew-lane', config, { file: 'icon.png', content: await pngOfSize(600, 400) });
    await writeTenant(
      tenantsDir,
      'small',
      { ...config, id: 'small' },
      { file: 'icon.png', content: await pngOfSize(256, 256) },
    );
    await writeTenant(
      tenantsDir,
      'fine',
      { ...config, id: 'fine' },
      { file: 'icon.png', content: await pngOfSize(512, 512) },
    );
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/brand/icon  icon "icon.png" is 600x400 pixels; a .png icon must be square and at least 512x512  (allowed: a square .png >= 512 px, or an .svg)',
      '/brand/icon  icon "icon.png" is 256x256 pixels; a .png icon must be square and at least 512x512  (allowed: a square .png >= 512 px, or an .svg)',
    ]);
  });

  it('an icon must be what its extension says', async () => {
    const config = { ...base, brand: { ...base.brand, icon: 'icon.svg' } };
    await writeTenant(tenantsDir, 'brew-lane', config, { file: 'icon.svg', content: await pngOfSize(512, 512) });
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/brand/icon  icon "icon.svg" is a PNG file, not SVG  (allowed: rename it to match its format (.svg or .png))',
    ]);
  });

  it("are the pipeline's: the config loader the server uses leaves icon files alone", async () => {
    await writeTenant(tenantsDir, 'brew-lane', { ...base, brand: { ...base.brand, icon: 'missing.svg' } });
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toHaveLength(1);
    const { tenants, problems } = await loadTenantConfigs(tenantsDir);
    expect(problems).toEqual([]);
    expect(tenants.map((tenant) => tenant.config.brand.icon)).toEqual(['missing.svg']);
  });
});

describe('locations and reporting', () => {
  it('reports JSON syntax errors with line and column', async () => {
    await writeTenant(tenantsDir, 'brew-lane', '{\n  "id": "brew-lane",\n  "name": "x",,\n}\n');
    const { problems } = await loadTenants(tenantsDir);
    expect(problems.map((p) => formatProblem(p, tenantsDir))).toEqual([
      'brew-lane/tenant.json:3:15  error  /  invalid JSON: Unexpected token Comma found.',
    ]);
  });

  it('points unknown keys at the key and bad values at the value', async () => {
    const text =
      '{\n  "id": "brew-lane",\n  "name": "Brew",\n  "layout": "fod",\n  "brand": { "color": "#000000", "icon": "icon.svg", "colr": 1 }\n}\n';
    await writeTenant(tenantsDir, 'brew-lane', text);
    const { problems } = await loadTenants(tenantsDir);
    expect(problems.map((p) => formatProblem(p, tenantsDir))).toEqual([
      'brew-lane/tenant.json:4:13  error  /layout  "fod" is not allowed  (allowed: food, retail / did you mean "food"?)',
      'brew-lane/tenant.json:5:54  error  /brand/colr  unknown key "colr"  (allowed: color, icon, backgroundColor / did you mean "color"?)',
    ]);
  });

  it('reports duplicate keys', async () => {
    await writeTenant(
      tenantsDir,
      'brew-lane',
      '{"id": "brew-lane", "name": "A", "name": "B", "layout": "food", "brand": {"color": "#000000", "icon": "icon.svg"}}',
    );
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/name  duplicate key "name" (JSON keeps only the last one)',
    ]);
  });

  it('lists every problem of every tenant at once, and folders without tenant.json', async () => {
    await writeTenant(tenantsDir, 'brew-lane', { ...base, layout: 'fod' });
    await writeTenant(tenantsDir, 'north', validConfig('north', { languages: ['xx' as never] }));
    await fs.mkdir(path.join(tenantsDir, 'empty'));
    const { problems } = await loadTenants(tenantsDir);
    expect(problems.map((p) => formatProblem(p, tenantsDir))).toEqual([
      expect.stringMatching(/^brew-lane\/tenant\.json:\d+:\d+ {2}error {2}\/layout {2}"fod" is not allowed/),
      'empty:1:1  error  /  no tenant.json in this tenant folder  (start one with npm run tenants:new -- <id>)',
      expect.stringMatching(
        /^north\/tenant\.json:\d+:\d+ {2}error {2}\/languages\/0 {2}"xx" is not allowed {2}\(allowed: en, mn, cn\)$/,
      ),
    ]);
  });

  it('says when the directory is missing or empty', async () => {
    expect(withoutLocation((await loadTenants(path.join(tenantsDir, 'nope'))).problems)).toEqual([
      '/  tenants directory does not exist',
    ]);
    expect(withoutLocation((await loadTenants(tenantsDir)).problems)).toEqual([
      '/  no tenant folders in this directory  (add one with npm run tenants:new -- <id>)',
    ]);
  });

  it('loadTenantConfigsOrThrow throws a TenantConfigError listing the problems', async () => {
    await writeTenant(tenantsDir, 'brew-lane', { ...base, layout: 'fod' });
    const error = await loadTenantConfigsOrThrow(tenantsDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TenantConfigError);
    expect((error as TenantConfigError).problems).toHaveLength(1);
    expect((error as Error).message).toMatch(/^1 problem in tenant configs:\n {2}.*\/layout {2}"fod" is not allowed/);
  });

  it('the sample tenants of the repository pass', async () => {
    const { tenants, problems } = await loadTenants(path.join(__dirname, '../../tenants'));
    expect(problems.map((p) => formatProblem(p))).toEqual([]);
    expect(tenants.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tenants.map((t) => t.config.layout))).toEqual(new Set(['food', 'retail']));
  });
});
