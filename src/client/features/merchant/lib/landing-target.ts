/**
 * The merchant landing route (/merchants/:merchantId[/:referralCode], seed 000 section 2) sends the visitor to
 * the merchant's own site. Sites live at `<subdomain>.<base host>` (docs/contract.md "Serving"), so the base host is
 * the current host without this app's subdomain; the port is kept so it works on localhost:8080 as in production.
 */
export interface SiteLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** The current host without this tenant's subdomain: `brewlane.localhost` → `localhost`; a bare host stays. */
export function baseHostname(location: SiteLocation, tenantSubdomain: string): string {
  const prefix = `${tenantSubdomain.toLowerCase()}.`;
  const host = location.hostname.toLowerCase();
  return host.startsWith(prefix) ? host.slice(prefix.length) : host;
}

function origin(location: SiteLocation, hostname: string): string {
  return `${location.protocol}//${hostname}${location.port ? `:${location.port}` : ''}`;
}

/**
 * Where a resolved merchant lives: `http://<subdomain>.<base host>[:port]/merchant-detail/<id>`, with the referral
 * code in the query. A merchant without a subdomain of its own is listed on this app, so its page is here.
 */
export function merchantSiteUrl(
  location: SiteLocation,
  tenantSubdomain: string,
  merchant: { _id: string; subdomain: string | null },
  referralCode?: string,
): string {
  const host = merchant.subdomain
    ? `${merchant.subdomain.toLowerCase()}.${baseHostname(location, tenantSubdomain)}`
    : location.hostname.toLowerCase();
  const query = referralCode ? `?referralCode=${encodeURIComponent(referralCode)}` : '';
  return `${origin(location, host)}/merchant-detail/${encodeURIComponent(merchant._id)}${query}`;
}

/**
 * The product's public site, where a missing or inactive merchant sends the visitor (seed 000 section 8). Decided
 * here: the root of the bare base host (`http://localhost:8080/` in development), which every deployment serves.
 */
export function publicSiteUrl(location: SiteLocation, tenantSubdomain: string): string {
  return `${origin(location, baseHostname(location, tenantSubdomain))}/`;
}

/** A merchant fetch that means "go to the public site": 404 or the 'merchant is inactive' answer. */
export function isMerchantGone(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: number; message?: string };
  return status === 404 || /merchant is inactive/i.test(message ?? '');
}
