/**
 * Shopify through its Admin REST API: a code is a price rule (fixed amount off the whole order, once, by anyone who
 * has it) plus one discount code under it; voiding deletes the price rule, which deletes its code. The shop's Admin
 * API access token comes from the environment (shopifyCredentials), never from the database or tenant JSON.
 */
import { ShopUnavailable, type DiscountCodeSpec, type ShopConnector } from './connector';

export const SHOPIFY_API_VERSION = '2024-10';

export interface ShopifyConfig {
  /** `https://<shop>.myshopify.com`, or any origin (tests point it at a local fake). */
  origin: string;
  accessToken: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** `LIVERY_<MERCHANT_ID>_SHOPIFY_TOKEN` (id upper-cased, `-` as `_`), as OAuth secrets are named. */
export const shopifyTokenVariable = (merchantId: string) =>
  `LIVERY_${merchantId.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_SHOPIFY_TOKEN`;

/** The origin of a shop domain ("my-shop.myshopify.com" → https://…); a full origin is kept as it is. */
export const shopOrigin = (domain: string) =>
  /^https?:\/\//.test(domain) ? domain.replace(/\/$/, '') : `https://${domain}`;

export function shopifyConnector(config: ShopifyConfig): ShopConnector {
  const call = config.fetch ?? fetch;
  const base = `${config.origin}/admin/api/${SHOPIFY_API_VERSION}`;
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await call(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': config.accessToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ShopUnavailable(`Shopify could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ShopUnavailable(`Shopify answered ${response.status} to ${method} ${path}`);
    return (response.status === 204 ? {} : await response.json()) as T;
  }
  return {
    name: 'shopify',
    async createCode(spec: DiscountCodeSpec) {
      const { price_rule: rule } = await request<{ price_rule: { id: number } }>('POST', '/price_rules.json', {
        price_rule: {
          title: spec.title,
          target_type: 'line_item',
          target_selection: 'all',
          allocation_method: 'across',
          value_type: 'fixed_amount',
          value: `-${spec.amount}`,
          customer_selection: 'all',
          usage_limit: 1,
          once_per_customer: true,
          starts_at: (config.now ?? (() => new Date()))().toISOString(),
        },
      });
      await request('POST', `/price_rules/${rule.id}/discount_codes.json`, { discount_code: { code: spec.code } });
      return String(rule.id);
    },
    async voidCode({ externalId }) {
      if (externalId) await request('DELETE', `/price_rules/${externalId}.json`);
    },
  };
}
