import {
  SCHEMA_DEFAULTS,
  type AdyenEnvironment,
  type GuestLoginType,
  type HexColor,
  type Language,
  type Layout,
  type LoginMethod,
  type PaymentProvider,
  type PreferredLogin,
  type TenantConfig,
} from './tenant-config.generated';
import { COUNTRIES } from '../constants/countries';

/** Longest name that may double as the short name under the home-screen icon (schema: shortName maxLength). */
export const SHORT_NAME_MAX = 12;

/** A tenant config with every default applied: what the app, the server and the build work from. */
export interface ResolvedTenant {
  id: string;
  name: string;
  shortName: string;
  description: string;
  subdomain: string;
  layout: Layout;
  brand: { color: HexColor; icon: string; backgroundColor: HexColor };
  singleMerchant: boolean;
  languages: Language[];
  defaultLanguage: Language;
  currency: { code: string; symbol: string };
  /** ISO 3166-1 alpha-2: the phone field's country when the IP address tells none (see defaultCountryOf). */
  defaultCountry: string;
  login: {
    preferred: PreferredLogin;
    methods: LoginMethod[];
    allowSms: boolean;
    termsOnLogin: boolean;
    passwordRequired: boolean;
    signupTokenRequired: boolean;
    preferredEmailDomains: string[];
    /** Present only when configured; the secret itself is read from the named environment variable on the server. */
    google?: { clientId: string; clientSecretEnv: string };
    facebook?: { appId: string; appSecretEnv: string };
  };
  maps?: { apiKey: string };
  guest: { loginType: GuestLoginType };
  payments: {
    providers: PaymentProvider[];
    /** Each provider's public settings and the NAMES of the environment variables holding its server secrets. */
    stripe?: { publishableKey: string; secretKeyEnv: string; webhookSecretEnv: string };
    adyen?: {
      clientKey: string;
      environment: AdyenEnvironment;
      merchantAccount: string;
      liveUrlPrefix?: string;
      apiKeyEnv: string;
      hmacKeyEnv: string;
    };
    paynow?: { uen: string };
    t05?: {
      accessToken: string;
      outletAccessTokens: { outletId: string; accessToken: string }[];
      secretKeyEnv: string;
    };
    fiuu?: { merchantId: string; channel: string; verifyKeyEnv: string; secretKeyEnv: string };
  };
  /** Origins of the point-of-sale registers that may frame /vendpayment (none: it is never framed). */
  registerPayment: { allowedOrigins: string[] };
  features: { referral: boolean; walletPass: boolean; loyaltyRedemption: boolean; storeCredit: boolean };
}

/** Country the app falls back to when the tenant names none: the one its currency belongs to, else Mongolia. */
export const FALLBACK_COUNTRY = 'MN';

/**
 * National ISO 4217 codes start with the ISO 3166 code of their country (SGD → SG, MNT → MN, USD → US); a currency
 * of no listed country (EUR, XAF) falls back to FALLBACK_COUNTRY.
 */
export function countryOfCurrency(currencyCode: string): string {
  const candidate = currencyCode.slice(0, 2).toUpperCase();
  return COUNTRIES.some((c) => c.code === candidate) ? candidate : FALLBACK_COUNTRY;
}

/** Environment variable of a tenant's server secret when the config names none: LIVERY_BREW_LANE_<NAME>. */
export function tenantSecretEnv(tenantId: string, name: string): string {
  return `LIVERY_${tenantId.toUpperCase().replace(/-/g, '_')}_${name}`;
}

/** Environment variable holding a sign-in secret when the config names none: LIVERY_BREW_LANE_GOOGLE_SECRET. */
export function defaultSecretEnv(tenantId: string, provider: 'google' | 'facebook'): string {
  return tenantSecretEnv(tenantId, `${provider.toUpperCase()}_SECRET`);
}

/** The default login form: a one-time code on the first channel the tenant offers (SMS only when allowed). */
function defaultPreferredLogin(methods: readonly LoginMethod[], allowSms: boolean): PreferredLogin {
  if (methods.includes('phone') && allowSms) return SCHEMA_DEFAULTS['login.preferred'];
  if (methods.includes('email')) return 'email-otp';
  if (methods.includes('phone')) return 'phone';
  return SCHEMA_DEFAULTS['login.preferred'];
}

/**
 * Applies every default of the tenant config (the schema's `default`s plus the ones that depend on other fields),
 * so no consumer re-implements one. Expects a config that passed validation; a long name without a shortName is
 * cut rather than rejected here (validation reports it).
 */
export function resolveTenant(config: TenantConfig): ResolvedTenant {
  const languages = [...(config.languages ?? SCHEMA_DEFAULTS.languages)];
  const fallbackLanguage: Language = SCHEMA_DEFAULTS.defaultLanguage;
  const methods = [...(config.login?.methods ?? SCHEMA_DEFAULTS['login.methods'])];
  const payments = config.payments ?? {};
  const allowSms = config.login?.allowSms ?? SCHEMA_DEFAULTS['login.allowSms'];
  return {
    id: config.id,
    name: config.name,
    shortName: config.shortName ?? config.name.slice(0, SHORT_NAME_MAX).trim(),
    description: config.description ?? config.name,
    subdomain: config.subdomain ?? config.id,
    layout: config.layout,
    brand: {
      color: config.brand.color.toUpperCase(),
      icon: config.brand.icon,
      backgroundColor: (config.brand.backgroundColor ?? SCHEMA_DEFAULTS['brand.backgroundColor']).toUpperCase(),
    },
    singleMerchant: config.singleMerchant ?? SCHEMA_DEFAULTS.singleMerchant,
    languages,
    defaultLanguage: config.defaultLanguage ?? (languages.includes(fallbackLanguage) ? fallbackLanguage : languages[0]),
    currency: { ...(config.currency ?? SCHEMA_DEFAULTS.currency) },
    defaultCountry: config.defaultCountry ?? countryOfCurrency((config.currency ?? SCHEMA_DEFAULTS.currency).code),
    login: {
      preferred: config.login?.preferred ?? defaultPreferredLogin(methods, allowSms),
      methods,
      allowSms,
      termsOnLogin: config.login?.termsOnLogin ?? SCHEMA_DEFAULTS['login.termsOnLogin'],
      passwordRequired: config.login?.passwordRequired ?? SCHEMA_DEFAULTS['login.passwordRequired'],
      signupTokenRequired: config.login?.signupTokenRequired ?? SCHEMA_DEFAULTS['login.signupTokenRequired'],
      preferredEmailDomains: [
        ...(config.login?.preferredEmailDomains ?? SCHEMA_DEFAULTS['login.preferredEmailDomains']),
      ],
      ...(config.login?.google && {
        google: {
          clientId: config.login.google.clientId,
          clientSecretEnv: config.login.google.clientSecretEnv ?? defaultSecretEnv(config.id, 'google'),
        },
      }),
      ...(config.login?.facebook && {
        facebook: {
          appId: config.login.facebook.appId,
          appSecretEnv: config.login.facebook.appSecretEnv ?? defaultSecretEnv(config.id, 'facebook'),
        },
      }),
    },
    ...(config.maps && { maps: { apiKey: config.maps.apiKey } }),
    guest: { loginType: config.guest?.loginType ?? SCHEMA_DEFAULTS['guest.loginType'] },
    payments: {
      providers: [...(payments.providers ?? SCHEMA_DEFAULTS['payments.providers'])],
      ...resolvePaymentSettings(config.id, payments),
    },
    registerPayment: {
      allowedOrigins: [
        ...(config.registerPayment?.allowedOrigins ?? SCHEMA_DEFAULTS['registerPayment.allowedOrigins']),
      ],
    },
    features: {
      referral: config.features?.referral ?? SCHEMA_DEFAULTS['features.referral'],
      walletPass: config.features?.walletPass ?? SCHEMA_DEFAULTS['features.walletPass'],
      loyaltyRedemption: config.features?.loyaltyRedemption ?? SCHEMA_DEFAULTS['features.loyaltyRedemption'],
      storeCredit: config.features?.storeCredit ?? SCHEMA_DEFAULTS['features.storeCredit'],
    },
  };
}

/** The providers' settings with the default names of their secrets' environment variables. */
function resolvePaymentSettings(
  tenantId: string,
  payments: NonNullable<TenantConfig['payments']>,
): Omit<ResolvedTenant['payments'], 'providers'> {
  const secret = (name: string) => tenantSecretEnv(tenantId, name);
  const { stripe, adyen, paynow, t05, fiuu } = payments;
  return {
    ...(stripe && {
      stripe: {
        publishableKey: stripe.publishableKey,
        secretKeyEnv: stripe.secretKeyEnv ?? secret('STRIPE_SECRET_KEY'),
        webhookSecretEnv: stripe.webhookSecretEnv ?? secret('STRIPE_WEBHOOK_SECRET'),
      },
    }),
    ...(adyen && {
      adyen: {
        clientKey: adyen.clientKey,
        environment: adyen.environment,
        merchantAccount: adyen.merchantAccount,
        ...(adyen.liveUrlPrefix && { liveUrlPrefix: adyen.liveUrlPrefix }),
        apiKeyEnv: adyen.apiKeyEnv ?? secret('ADYEN_API_KEY'),
        hmacKeyEnv: adyen.hmacKeyEnv ?? secret('ADYEN_HMAC_KEY'),
      },
    }),
    ...(paynow && { paynow: { ...paynow } }),
    ...(t05 && {
      t05: {
        accessToken: t05.accessToken,
        outletAccessTokens: (t05.outletAccessTokens ?? []).map((outlet) => ({ ...outlet })),
        secretKeyEnv: t05.secretKeyEnv ?? secret('T05_SECRET_KEY'),
      },
    }),
    ...(fiuu && {
      fiuu: {
        merchantId: fiuu.merchantId,
        channel: fiuu.channel,
        verifyKeyEnv: fiuu.verifyKeyEnv ?? secret('FIUU_VERIFY_KEY'),
        secretKeyEnv: fiuu.secretKeyEnv ?? secret('FIUU_SECRET_KEY'),
      },
    }),
  };
}

// Kept in their own module so the login screen's social buttons need nothing else of this one.
export { SOCIAL_PROVIDERS, socialProviders, type SocialProvider } from './social-providers';

/** Whether a guest may order at all (seed 000: guest login type other than none). */
export function guestOrderingAllowed(tenant: Pick<ResolvedTenant, 'guest'>): boolean {
  return tenant.guest.loginType !== 'none';
}
