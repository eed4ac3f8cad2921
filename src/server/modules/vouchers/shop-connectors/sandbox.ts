import type { ShopConnector } from './connector';

/**
 * The embedded default: no shop outside; the code lives only in Livery's database (voucher_discount_codes), which
 * is the record a demo or test reads. Creating and voiding always succeed.
 */
export const sandboxConnector: ShopConnector = {
  name: 'sandbox',
  createCode: async () => null,
  voidCode: async () => {},
};
