/* eslint-disable */
// generated — do not edit; run npm run generate
// Source: schemas/tenant.schema.json

/**
 * Which screens the app uses: food (menu, order modes, kitchen wording) or retail (catalogue, branches, shop wording).
 */
export type Layout = 'food' | 'retail';
/**
 * A colour as #RRGGBB.
 */
export type HexColor = string;
/**
 * A language of the app: en (English), mn (Mongolian), cn (Chinese).
 */
export type Language = 'en' | 'mn' | 'cn';
/**
 * Login form shown first: password with email or phone, or a one-time code (otp) sent to email or phone. Its channel must be one of methods. Defaults to phone-otp, or email-otp when methods has no phone.
 */
export type PreferredLogin = 'email' | 'email-otp' | 'phone' | 'phone-otp';
/**
 * A way to log in: phone, email, google or facebook.
 */
export type LoginMethod = 'phone' | 'email' | 'google' | 'facebook';
/**
 * What a guest gives to order: none (guests cannot order), phone or email (asked), -required (must give), email-optional (may give).
 */
export type GuestLoginType = 'none' | 'phone' | 'email' | 'phone-required' | 'email-required' | 'email-optional';
/**
 * A payment provider: sandbox, stripe, adyen, paynow, t05 or fiuu.
 */
export type PaymentProvider = 'sandbox' | 'stripe' | 'adyen' | 'paynow' | 't05' | 'fiuu';
/**
 * Adyen environment the client key belongs to.
 */
export type AdyenEnvironment = 'test' | 'live';

/**
 * One merchant (tenant) of Livery: tenants/<id>/tenant.json. The build turns it into the merchant's branded, installable web app.
 */
export interface TenantConfig {
  /**
   * Path to this schema so editors validate while you type; use "../../schemas/tenant.schema.json".
   */
  $schema?: string;
  /**
   * Stable identifier of the tenant: lowercase letters, digits and hyphens, 3 to 40 characters, starting with a letter. Must equal the folder name.
   */
  id: string;
  /**
   * Full name of the merchant as customers see it (any script), 1 to 45 characters. Used as the page title and the installed app's name.
   */
  name: string;
  /**
   * Name under the home-screen icon, at most 12 characters. Defaults to name when name fits in 12 characters; required otherwise.
   */
  shortName?: string;
  /**
   * One or two sentences about the merchant, used in the page's description meta and the app manifest. Defaults to name.
   */
  description?: string;
  /**
   * DNS label the app is served on (https://<subdomain>.<domain>/). Lowercase letters, digits and hyphens, at most 63 characters. Defaults to id; unique across all tenants.
   */
  subdomain?: string;
  layout: Layout;
  /**
   * Brand identity: colour, icon and background.
   */
  brand: {
    color: HexColor;
    /**
     * App icon, a path relative to the tenant folder: an .svg, or a square .png of at least 512x512 pixels.
     */
    icon: string;
    backgroundColor?: HexColor;
  };
  /**
   * Single-merchant deployment: home goes straight to the merchant page and the tab bar is hidden.
   */
  singleMerchant?: boolean;
  /**
   * Languages the app offers in its language picker, without repeats.
   *
   * @minItems 1
   */
  languages?: [Language, ...Language[]];
  defaultLanguage?: Language;
  /**
   * Currency that prices are shown in.
   */
  currency?: {
    /**
     * ISO 4217 currency code, three capital letters.
     */
    code: string;
    /**
     * Symbol printed before amounts.
     */
    symbol: string;
  };
  /**
   * Country (ISO 3166-1 alpha-2) whose dial code the phone field starts with when the customer's country cannot be told from their IP address (private networks, unknown addresses, countries the app does not list). Defaults to the country of currency.code (its first two letters, e.g. SGD gives SG) when the app lists it, else MN.
   */
  defaultCountry?: string;
  /**
   * How customers log in and sign up.
   */
  login?: {
    preferred?: PreferredLogin;
    /**
     * Login methods offered, without repeats.
     *
     * @minItems 1
     */
    methods?: [LoginMethod, ...LoginMethod[]];
    /**
     * Whether one-time codes may be sent by SMS.
     */
    allowSms?: boolean;
    /**
     * Whether the customer must tick the terms checkbox at every login, not only at sign-up.
     */
    termsOnLogin?: boolean;
    /**
     * Whether members must set a password (the profile asks for one until they do).
     */
    passwordRequired?: boolean;
    /**
     * Whether joining this merchant needs a sign-up token in the link (invitation-only).
     */
    signupTokenRequired?: boolean;
    /**
     * Email domains suggested while typing an email address, each starting with @.
     */
    preferredEmailDomains?: string[];
    /**
     * Google sign-in (OAuth 2.0 authorization code with PKCE). Only the public client id goes here; the client secret is a server setting read from the environment variable named by clientSecretEnv. The Google button shows only when login.methods has google and this is set.
     */
    google?: {
      /**
       * OAuth client id of a Google web application client (…apps.googleusercontent.com). Add https://<subdomain>.<domain>/api/oauth/google/callback to its authorised redirect URIs.
       */
      clientId: string;
      /**
       * Name of the server environment variable holding the client secret. Defaults to LIVERY_<ID>_GOOGLE_SECRET (the tenant id in capitals, hyphens as underscores). Without that variable on the server the button still shows but sign-in fails with the social-login message.
       */
      clientSecretEnv?: string;
    };
    /**
     * Facebook Login (OAuth 2.0 authorization code). Only the public app id goes here; the app secret is a server setting read from the environment variable named by appSecretEnv. The Facebook button shows only when login.methods has facebook and this is set.
     */
    facebook?: {
      /**
       * Facebook app id (digits). Add https://<subdomain>.<domain>/api/oauth/facebook/callback to the app's valid OAuth redirect URIs.
       */
      appId: string;
      /**
       * Name of the server environment variable holding the app secret. Defaults to LIVERY_<ID>_FACEBOOK_SECRET (the tenant id in capitals, hyphens as underscores).
       */
      appSecretEnv?: string;
    };
  };
  /**
   * Google Maps for Near Me. Without it Near Me is a list and says 'Could not load map'.
   */
  maps?: {
    /**
     * Google Maps JavaScript API browser key. It is public (it ships to every browser): restrict it to this app's domain (HTTP referrer) and to the Maps JavaScript API in the Google Cloud console.
     */
    apiKey: string;
  };
  /**
   * Ordering without registration.
   */
  guest?: {
    loginType?: GuestLoginType;
  };
  /**
   * Payment providers and their public keys. Secret keys never go here; they are server settings.
   */
  payments?: {
    /**
     * Enabled payment providers, without repeats. sandbox is a fake provider for demos and tests.
     *
     * @minItems 1
     */
    providers?: [PaymentProvider, ...PaymentProvider[]];
    /**
     * Stripe settings; required when providers has stripe.
     */
    stripe?: {
      /**
       * Stripe publishable key (pk_test_... or pk_live_...).
       */
      publishableKey: string;
      /**
       * Name of the server environment variable holding the Stripe secret key (sk_test_... or sk_live_...). Defaults to LIVERY_<ID>_STRIPE_SECRET_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      secretKeyEnv?: string;
      /**
       * Name of the server environment variable holding the signing secret of the Stripe webhook endpoint (whsec_...) that posts to https://<subdomain>.<domain>/api/payments/webhooks/stripe. Defaults to LIVERY_<ID>_STRIPE_WEBHOOK_SECRET (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      webhookSecretEnv?: string;
    };
    /**
     * Adyen settings; required when providers has adyen.
     */
    adyen?: {
      /**
       * Adyen client key (test_... or live_...), matching environment.
       */
      clientKey: string;
      environment: AdyenEnvironment;
      /**
       * Adyen merchant account the payments are made to (as named in the Adyen Customer Area).
       */
      merchantAccount: string;
      /**
       * Live endpoint URL prefix of the Adyen company account (Customer Area > Developers > API URLs), like 1797a841fbb37ca7-AdyenDemo. Needed when environment is live: without it Adyen is not offered.
       */
      liveUrlPrefix?: string;
      /**
       * Name of the server environment variable holding the Adyen API key (web service user). Defaults to LIVERY_<ID>_ADYEN_API_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      apiKeyEnv?: string;
      /**
       * Name of the server environment variable holding the HMAC key (hex) of the Adyen standard notification webhook that posts to https://<subdomain>.<domain>/api/payments/webhooks/adyen. Defaults to LIVERY_<ID>_ADYEN_HMAC_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      hmacKeyEnv?: string;
    };
    /**
     * PayNow settings; required when providers has paynow.
     */
    paynow?: {
      /**
       * Unique Entity Number of the merchant that PayNow QR codes pay to (9 or 10 characters).
       */
      uen: string;
    };
    /**
     * t05 card payment settings; required when providers has t05. The card script is paid with the access token of the order's outlet.
     */
    t05?: {
      /**
       * Public t05 access token used for outlets not listed in outletAccessTokens.
       */
      accessToken: string;
      /**
       * Outlets that have their own t05 account, each with its public access token.
       */
      outletAccessTokens?: {
        /**
         * Id of the outlet.
         */
        outletId: string;
        /**
         * Public t05 access token of that outlet.
         */
        accessToken: string;
      }[];
      /**
       * Name of the server environment variable holding the t05 secret key the server confirms and refunds payments with. Defaults to LIVERY_<ID>_T05_SECRET_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      secretKeyEnv?: string;
    };
    /**
     * fiuu online banking settings; required when providers has fiuu.
     */
    fiuu?: {
      /**
       * fiuu merchant id.
       */
      merchantId: string;
      /**
       * fiuu payment channel the button opens (for example FPX or credit).
       */
      channel: string;
      /**
       * Name of the server environment variable holding the fiuu verify key (signs the payment request's vcode). Defaults to LIVERY_<ID>_FIUU_VERIFY_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      verifyKeyEnv?: string;
      /**
       * Name of the server environment variable holding the fiuu secret key (verifies fiuu's notifications). Defaults to LIVERY_<ID>_FIUU_SECRET_KEY (the tenant id in capitals, hyphens as underscores). Without it on the server this provider is not offered and tenants:check warns.
       */
      secretKeyEnv?: string;
    };
  };
  /**
   * The register payment screen (/vendpayment) that a point-of-sale register shows in a frame.
   */
  registerPayment?: {
    /**
     * Registers that may frame /vendpayment and exchange register messages with it: scheme, host and optional port, like https://pos.example.com; https://*.example.com allows subdomains; http only for localhost (testing). Other pages are never framed.
     */
    allowedOrigins?: string[];
  };
  /**
   * Optional features of the app.
   */
  features?: {
    /**
     * Members can refer friends and gift points or store credit.
     */
    referral?: boolean;
    /**
     * Members can add their membership card to Apple or Google Wallet.
     */
    walletPass?: boolean;
    /**
     * Members can redeem points themselves (shows the redemption scan button).
     */
    loyaltyRedemption?: boolean;
    /**
     * Members can hold and spend store credit.
     */
    storeCredit?: boolean;
  };
}

/** Allowed values of each enum of the schema, in schema order. */
export const LAYOUT_VALUES = ['food', 'retail'] as const satisfies readonly Layout[];
export const LANGUAGE_VALUES = ['en', 'mn', 'cn'] as const satisfies readonly Language[];
export const LOGIN_METHOD_VALUES = ['phone', 'email', 'google', 'facebook'] as const satisfies readonly LoginMethod[];
export const PAYMENT_PROVIDER_VALUES = [
  'sandbox',
  'stripe',
  'adyen',
  'paynow',
  't05',
  'fiuu',
] as const satisfies readonly PaymentProvider[];
export const PREFERRED_LOGIN_VALUES = [
  'email',
  'email-otp',
  'phone',
  'phone-otp',
] as const satisfies readonly PreferredLogin[];
export const GUEST_LOGIN_TYPE_VALUES = [
  'none',
  'phone',
  'email',
  'phone-required',
  'email-required',
  'email-optional',
] as const satisfies readonly GuestLoginType[];
export const ADYEN_ENVIRONMENT_VALUES = ['test', 'live'] as const satisfies readonly AdyenEnvironment[];

/** The `default` of every schema property, by dotted path. */
export const SCHEMA_DEFAULTS = {
  'brand.backgroundColor': '#FFFFFF',
  singleMerchant: false,
  languages: ['en', 'mn', 'cn'],
  defaultLanguage: 'en',
  currency: { code: 'USD', symbol: '$' },
  'login.preferred': 'phone-otp',
  'login.methods': ['phone', 'email'],
  'login.allowSms': true,
  'login.termsOnLogin': false,
  'login.passwordRequired': false,
  'login.signupTokenRequired': false,
  'login.preferredEmailDomains': [],
  'guest.loginType': 'none',
  'payments.providers': ['sandbox'],
  'registerPayment.allowedOrigins': [],
  'features.referral': false,
  'features.walletPass': false,
  'features.loyaltyRedemption': true,
  'features.storeCredit': true,
} as const;
