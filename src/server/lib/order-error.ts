/**
 * Refusals of cart and order operations (seed 002 §8): a 4xx whose body carries the order-system code in
 * `orderSystemCode` (OrderErrorBody of src/shared/api/ordering-cart.ts), and for 402 the unavailable products.
 */
import { ORDER_SYSTEM_CODES, type OrderSystemCode } from '../../shared/constants/ordering';
import { AppError } from './app-error';

/** The HTTP status each order-system code answers with: 404 for what does not exist, 412 for time, else 400/409. */
function statusOf(code: OrderSystemCode): number {
  switch (code) {
    case ORDER_SYSTEM_CODES.PRODUCT_NOT_FOUND:
    case ORDER_SYSTEM_CODES.ORDER_NOT_FOUND:
    case ORDER_SYSTEM_CODES.RESTAURANT_NOT_FOUND:
    case ORDER_SYSTEM_CODES.TABLE_NOT_FOUND:
      return 404;
    case ORDER_SYSTEM_CODES.OUTSIDE_TIME:
      return 412;
    case ORDER_SYSTEM_CODES.ORDER_PAID:
    case ORDER_SYSTEM_CODES.ORDER_VOIDED:
    case ORDER_SYSTEM_CODES.ORDER_COMPLETED:
    case ORDER_SYSTEM_CODES.ORDER_DISMISSED:
    case ORDER_SYSTEM_CODES.ORDER_LOCKED:
    case ORDER_SYSTEM_CODES.SOLD_OUT:
    case ORDER_SYSTEM_CODES.MODIFIER_SOLD_OUT:
    case ORDER_SYSTEM_CODES.DISCOUNT_USED_UP:
      return 409;
    default:
      return 400;
  }
}

const CODE_NAMES = Object.fromEntries(Object.entries(ORDER_SYSTEM_CODES).map(([name, code]) => [code, name]));

export class OrderError extends AppError {
  constructor(
    readonly orderSystemCode: OrderSystemCode,
    message: string,
    field?: string,
    options: { status?: number; unavailableProducts?: string[] } = {},
  ) {
    super(options.status ?? statusOf(orderSystemCode), CODE_NAMES[orderSystemCode], message, field, undefined, {
      orderSystemCode,
      ...(options.unavailableProducts && { unavailableProducts: options.unavailableProducts }),
    });
  }
}
