/**
 * Who may frame an app page (issue 10): the register payment screens are opened by a point-of-sale register on
 * another origin, inside a frame, so they may be framed by the origin the register names in `?origin=` (the same
 * origin their postMessage replies go to); every other page may not be framed at all (clickjacking).
 */
const REGISTER_ROUTES = [/^\/vendpayment\/?$/, /^\/vend-otp\/?$/, /^\/sign-in-with-pos\/[^/]+\/?$/];

/** An http(s) origin exactly as a browser writes it (scheme, host, optional port), or null. */
function originOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === raw.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/** The headers an HTML page at `url` (path and query) is served with. */
export function framePolicyHeaders(url: string): Record<string, string> {
  const parsed = new URL(url, 'http://app.invalid');
  if (REGISTER_ROUTES.some((route) => route.test(parsed.pathname))) {
    const origin = originOf(parsed.searchParams.get('origin'));
    return { 'Content-Security-Policy': `frame-ancestors ${origin ? `'self' ${origin}` : "'none'"}` };
  }
  return { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };
}
