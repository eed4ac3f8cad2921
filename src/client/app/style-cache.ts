import createCache, { type EmotionCache } from '@emotion/cache';

/** Where the server puts the nonce of the page's Content-Security-Policy (src/server/plugins/static-site.ts). */
const NONCE_SELECTOR = 'meta[property="csp-nonce"]';

/**
 * The nonce of this page's Content-Security-Policy, or undefined when served without one (tests, a plain static
 * host). Browsers hide a nonce attribute from getAttribute once the page is parsed; the `nonce` property keeps it.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>(NONCE_SELECTOR);
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

/**
 * emotion's cache (MUI's styles) with the page's nonce on every <style> tag it inserts, so the policy can allow
 * exactly those instead of 'unsafe-inline'. Google Maps, when loaded, copies the nonce from these tags too.
 */
export function createStyleCache(nonce = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}
