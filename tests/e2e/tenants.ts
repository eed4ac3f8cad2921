// The sample tenants, read from tenants/ at test time so a new tenant is tested without touching the tests.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

export interface SampleTenant {
  id: string;
  name: string;
  subdomain: string;
  layout: 'food' | 'retail';
  brandColor: string;
  singleMerchant: boolean;
  languages: string[];
  defaultLanguage: string;
  /** http://<subdomain>.localhost:8080 */
  origin: string;
}

const TENANTS_DIR = path.resolve(process.env.TENANTS_DIR ?? 'tenants');
const PORT = Number(process.env.PORT ?? 8080);

export function sampleTenants(): SampleTenant[] {
  return readdirSync(TENANTS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(TENANTS_DIR, entry.name, 'tenant.json')))
    .map((entry) => {
      const config = JSON.parse(readFileSync(path.join(TENANTS_DIR, entry.name, 'tenant.json'), 'utf8'));
      const subdomain: string = config.subdomain ?? config.id;
      return {
        id: config.id,
        name: config.name,
        subdomain,
        layout: config.layout,
        brandColor: config.brand.color,
        singleMerchant: config.singleMerchant ?? false,
        languages: config.languages ?? ['en', 'mn', 'cn'],
        defaultLanguage: config.defaultLanguage ?? 'en',
        origin: `http://${subdomain}.localhost:${PORT}`,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** What a spec needs of a sample tenant; a field left out matches every tenant. */
export interface TenantWish {
  layout?: SampleTenant['layout'];
  singleMerchant?: boolean;
  defaultLanguage?: string;
  /** Any further need (a login policy, a feature), said in words for the error when no tenant has it. */
  where?: { test: (tenant: SampleTenant) => boolean; says: string };
}

const fits = (tenant: SampleTenant, wish: TenantWish) =>
  (wish.layout === undefined || tenant.layout === wish.layout) &&
  (wish.singleMerchant === undefined || tenant.singleMerchant === wish.singleMerchant) &&
  (wish.defaultLanguage === undefined || tenant.defaultLanguage === wish.defaultLanguage) &&
  (wish.where === undefined || wish.where.test(tenant));

const describeWish = (wish: TenantWish) =>
  [
    wish.layout && `layout ${wish.layout}`,
    wish.singleMerchant !== undefined && (wish.singleMerchant ? 'single-merchant' : 'not single-merchant'),
    wish.defaultLanguage && `default language ${wish.defaultLanguage}`,
    wish.where?.says,
  ]
    .filter(Boolean)
    .join(', ') || 'any tenant';

/**
 * The sample tenant a spec runs on: the first by id that fits the first wish any tenant fits (later wishes are
 * fallbacks). Throws naming every wish when no tenant fits, so a spec never quietly tests fewer tenants.
 */
export function pickTenant(...wishes: [TenantWish, ...TenantWish[]]): SampleTenant {
  const tenants = sampleTenants();
  for (const wish of wishes) {
    const tenant = tenants.find((candidate) => fits(candidate, wish));
    if (tenant) return tenant;
  }
  throw new Error(`no sample tenant in ${TENANTS_DIR} is ${wishes.map(describeWish).join(' or ')}`);
}

/** Translations as the app ships them, so tests expect exactly what the user reads. */
export function translation(language: string, id: string): string {
  const file = path.resolve('src/client/i18n/lang', `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  const entry = catalogue[id];
  return typeof entry === 'string' ? entry : entry.defaultMessage;
}

/** '#6F4E37' -> 'rgb(111, 78, 55)', as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/** The login policy of a sample tenant, with the schema defaults the app applies. */
export interface LoginPolicy {
  methods: string[];
  allowSms: boolean;
  termsOnLogin: boolean;
  passwordRequired: boolean;
  signupTokenRequired: boolean;
  guestLoginType: string;
}

export function loginPolicyOf(tenant: Pick<SampleTenant, 'id'>): LoginPolicy {
  const config = JSON.parse(readFileSync(path.join(TENANTS_DIR, tenant.id, 'tenant.json'), 'utf8'));
  const login = config.login ?? {};
  return {
    methods: login.methods ?? ['phone', 'email'],
    allowSms: login.allowSms ?? true,
    termsOnLogin: login.termsOnLogin ?? false,
    passwordRequired: login.passwordRequired ?? false,
    signupTokenRequired: login.signupTokenRequired ?? false,
    guestLoginType: config.guest?.loginType ?? 'none',
  };
}

/** The optional features of a sample tenant (features.*), with the schema defaults the app applies. */
export interface TenantFeatures {
  referral: boolean;
  walletPass: boolean;
  loyaltyRedemption: boolean;
  storeCredit: boolean;
  /** registerPayment.allowedOrigins: who may frame /vendpayment. */
  registerOrigins: string[];
}

export function featuresOf(tenant: Pick<SampleTenant, 'id'>): TenantFeatures {
  const config = JSON.parse(readFileSync(path.join(TENANTS_DIR, tenant.id, 'tenant.json'), 'utf8'));
  const features = config.features ?? {};
  return {
    referral: features.referral ?? false,
    walletPass: features.walletPass ?? false,
    loyaltyRedemption: features.loyaltyRedemption ?? true,
    storeCredit: features.storeCredit ?? true,
    registerOrigins: config.registerPayment?.allowedOrigins ?? [],
  };
}
