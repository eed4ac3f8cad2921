import { ENTRY_LOADER_CSP_SOURCE } from '../../pipeline/entry-loader';
import type { ResolvedTenant } from '../../shared/tenant/resolve-tenant';

/**
 * What a browser may load and run, per tenant (docs/api.md, "Security headers"). Pure: the plugin and the static
 * site build the header from these functions; the tests read them directly.
 */

/** JSON answers run nothing, load nothing and are framed by no one. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The register payment screen of seed 001: the one page a register (another origin) may frame. */
export const REGISTER_PAYMENT_PATH = '/vendpayment';
/** The register flow's pages (seed 001 §2): payment, its OTP step and the register sign-in, all opened in a frame. */
const REGISTER_ROUTES = [/^\/vendpayment\/?$/, /^\/vend-otp\/?$/, /^\/sign-in-with-pos\/[^/]+\/?$/];

export function isRegisterPaymentPath(urlPath: string): boolean {
  return REGISTER_ROUTES.some((route) => route.test(urlPath));
}

type Directives = Record<string, string[]>;

/** The https origin of an address, or null (unset, unparsable, or not https: never a source to allow). */
function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Origins each payment provider's browser SDK loads from, talks to and frames (from the providers' CSP guides). */
function paymentSources(tenant: ResolvedTenant, t05ScriptUrl?: string): Directives {
  const sources: Directives = {};
  const add = (directive: string, ...origins: string[]) => (sources[directive] ??= []).push(...origins);
  const { providers, adyen } = tenant.payments;
  if (providers.includes('stripe')) {
    add('script-src', 'https://js.stripe.com', 'https://*.js.stripe.com');
    add('frame-src', 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    add('connect-src', 'https://api.stripe.com');
  }
  if (providers.includes('adyen') && adyen) {
    // A live key serves from the region of the merchant's account, which the config does not name: all of them.
    const regions = adyen.environment === 'test' ? ['test'] : ['live', 'live-us', 'live-au', 'live-apse', 'live-in'];
    const origins = regions.flatMap((r) => [
      `https://checkoutshopper-${r}.adyen.com`,
      `https://checkoutshopper-${r}.cdn.adyen.com`,
    ]);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) add(directive, ...origins);
  }
  // The fiuu screen posts its signed session to fiuu's payment page (fiuu.ts), a navigation form-action governs.
  if (providers.includes('fiuu')) add('form-action', 'https://pay.fiuu.com');
  // t05's card script (the t05 screen) comes from the server's LIVERY_T05_SCRIPT_URL, and draws its card form by
  // talking to and framing that same origin: that origin only, and only for tenants listing t05.
  const t05Origin = providers.includes('t05') ? originOf(t05ScriptUrl) : null;
  if (t05Origin) for (const directive of ['script-src', 'connect-src', 'frame-src']) add(directive, t05Origin);
  return sources;
}

/** Google Maps JavaScript API (Near Me), only when the tenant has a maps key (Google's allowlist CSP guide). */
function mapsSources(tenant: ResolvedTenant): Directives {
  if (!tenant.maps) return {};
  return {
    'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    'connect-src': ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
    'style-src': ['https://fonts.googleapis.com'],
    'font-src': ['https://fonts.gstatic.com'],
    'worker-src': ['blob:'],
  };
}

export interface PagePolicyOptions {
  /** The per-response nonce that emotion (MUI) puts on its <style> tags; absent for files other than index.html. */
  nonce?: string;
  /** Origins that may frame this page: the tenant's registers on /vendpayment, none anywhere else. */
  frameAncestors: readonly string[];
  /** Served over https on a real domain: ask the browser to upgrade any http URL. */
  secure: boolean;
  /** host[:port] of the request, for socket.io's WebSocket (not every browser lets 'self' match ws:). */
  host?: string;
  /** t05's card script address (LIVERY_T05_SCRIPT_URL): its origin is allowed for tenants listing t05. */
  t05ScriptUrl?: string;
}

/**
 * The policy of a tenant's pages: only this origin, plus its payment providers and Google Maps when configured.
 * OAuth needs nothing: Google and Facebook sign-in are top-level navigations (links to /api/oauth/…/start).
 */
export function tenantPagePolicy(tenant: ResolvedTenant, options: PagePolicyOptions): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    // index.html (the answers with a nonce) runs one inline script, the entry loader, allowed by its hash.
    'script-src': ["'self'", ...(options.nonce ? [ENTRY_LOADER_CSP_SOURCE] : [])],
    // Emotion's <style> tags carry the nonce. Style *attributes* (index.html's <body style>, libraries that set
    // style="…") cannot carry one; they cannot run script, and what they could load is held by img-src/font-src.
    'style-src': ["'self'", ...(options.nonce ? [`'nonce-${options.nonce}'`] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    // Merchant logos, covers and promotion images are URLs stored with the merchant's content, hosted wherever that
    // content lives; an image cannot run code.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.host ? [`${options.secure ? 'wss' : 'ws'}://${options.host}`] : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': options.frameAncestors.length ? [...options.frameAncestors] : ["'none'"],
  };
  for (const extra of [paymentSources(tenant, options.t05ScriptUrl), mapsSources(tenant)]) {
    for (const [directive, sources] of Object.entries(extra)) {
      directives[directive] = [...new Set([...(directives[directive] ?? ["'self'"]), ...sources])];
    }
  }
  const policy = Object.entries(directives).map(([directive, sources]) => `${directive} ${sources.join(' ')}`);
  if (options.secure) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Browser features: the camera (QR and barcode scanning) and location (Near Me) for the app itself only, payment
 * requests for the app and its card provider's frames, nothing else that the app does not use.
 */
export function permissionsPolicy(tenant?: Pick<ResolvedTenant, 'payments'>): string {
  const stripe = tenant?.payments.providers.includes('stripe') ? ' "https://js.stripe.com"' : '';
  return [
    'camera=(self)',
    'geolocation=(self)',
    `payment=(self${stripe})`,
    'microphone=()',
    'usb=()',
    'serial=()',
    'bluetooth=()',
    'display-capture=()',
  ].join(', ');
}
