/**
 * An online shop a merchant connects so members can spend cash vouchers there (seed 001 §2 discount-code block,
 * isShopifyConnected). Livery keeps the code in voucher_discount_codes either way; a connector makes the same code
 * exist, and stop existing, in the shop.
 */
export interface DiscountCodeSpec {
  code: string;
  /** Money off, exact decimal ("10.00"). */
  amount: string;
  /** What the shop's admin shows the code as. */
  title: string;
}

export interface ShopConnector {
  readonly name: 'sandbox' | 'shopify';
  /** Creates the code in the shop; answers the shop's reference needed to void it (null: nothing to keep). */
  createCode(spec: DiscountCodeSpec): Promise<string | null>;
  voidCode(code: { code: string; externalId: string | null }): Promise<void>;
}

/** The shop did not answer as expected: the member hears 502 and can try again; nothing is kept. */
export class ShopUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopUnavailable';
  }
}
