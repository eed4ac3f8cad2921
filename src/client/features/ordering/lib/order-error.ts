/**
 * Seed 002 §8: a refused cart call carries an order-system code; known codes read as the seed's friendly toasts,
 * anything else shows the server's own message, or 'Error adding products to cart' when it has none.
 */
import type { MessageDescriptor } from 'react-intl';
import { ORDER_SYSTEM_CODES as CODES } from '../../../../shared/constants/order-system-codes';
import { isApiError } from '../../../api/api-error';
import { refusalMessages as m } from '../refusal-messages';

const FRIENDLY: ReadonlyMap<number, MessageDescriptor> = new Map([
  [CODES.PRODUCT_NOT_FOUND, m.notAvailable],
  [CODES.ITEM_UNAVAILABLE, m.notAvailable],
  [CODES.MODE_NOT_SUPPORTED, m.notAvailable],
  [CODES.SOLD_OUT, m.quantityOrTimeEnded],
  [CODES.MODIFIER_SOLD_OUT, m.quantityOrTimeEnded],
  [CODES.OUTSIDE_TIME, m.quantityOrTimeEnded],
]);

/** What to tell the customer about a failed cart call: a seed message, or the server's text as it came. */
export function cartErrorMessage(error: unknown): MessageDescriptor | string {
  if (!isApiError(error)) return m.addFailed;
  const friendly = error.orderSystemCode === undefined ? undefined : FRIENDLY.get(error.orderSystemCode);
  if (friendly) return friendly;
  return error.message && error.status !== 0 ? error.message : m.addFailed;
}
