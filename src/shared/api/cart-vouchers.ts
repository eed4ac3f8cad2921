/**
 * The cart's voucher section's endpoints (seed 002 §2 Voucher card, §3 Customer voucher): the member's vouchers and
 * applying them. Apart from the cart's endpoints so that the browser loads them with the voucher section;
 * ordering-cart.ts re-exports them.
 */
import * as T from '@sinclair/typebox';
import { VOUCHER_TYPES, VOUCHER_VALUE_TYPES } from '../constants/vouchers';
import { DataOf, DateTime, Enum, Id, Nullable } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal } from './money';
import { LocalisedText } from './products';
import { CartAnswer, OutletParams, tags } from './ordering-cart-model';

/**
 * A member's voucher as the cart's voucher section shows it (seed 002 §3 Customer voucher, §2 Voucher card): usable
 * (unused, unexpired) copies at this merchant, with the products an item voucher names and whether each can be
 * chosen now, and why the cart would refuse it here (`block`, the seed's toast).
 */
export const CartVoucher = T.Object({
  _id: T.String(),
  voucherId: T.String(),
  name: T.String(),
  image: Nullable(T.String()),
  voucherType: Enum(VOUCHER_TYPES),
  voucherValueType: Enum(VOUCHER_VALUE_TYPES),
  /** Money off, a percent, or for fixedPriceItem the price of each unit. */
  value: Decimal(),
  voucherExpiryDate: Nullable(DateTime),
  /** Item vouchers: units to choose; 0 = the products are added by themselves. */
  productCount: T.Integer({ minimum: 0 }),
  outlets: T.Array(T.String()),
  channels: T.Array(T.String()),
  /** Event title (null: 'General event'). */
  voucherEvent: Nullable(T.String()),
  products: T.Array(
    T.Object({ _id: T.String(), name: LocalisedText, image: Nullable(T.String()), isChoosable: T.Boolean() }),
  ),
  isApplied: T.Boolean(),
  block: Nullable(Enum(['wrongOutlet', 'wrongChannel', 'notForCart'] as const)),
});
export type CartVoucher = T.Static<typeof CartVoucher>;

export const listCartVouchers = defineEndpoint({
  method: 'GET',
  path: '/order/cart/:outletId/vouchers',
  summary: "The caller's vouchers usable at this merchant, as the cart shows them (members only)",
  tags,
  auth: 'member',
  params: OutletParams,
  response: DataOf(T.Array(CartVoucher)),
});

export const applyCartDiscounts = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/discounts',
  summary:
    "Set the cart's vouchers (members only, not for table-token sessions; 409 when the list is unchanged). Item vouchers take their chosen `products`, or add theirs when productCount is 0",
  tags,
  auth: 'member',
  params: OutletParams,
  body: T.Object(
    {
      discountList: T.Array(
        T.Object(
          {
            discount_code: Enum(['VOUCHER'] as const),
            /** The member voucher id (CartVoucher._id). */
            reference_id: Id(),
            /** Item vouchers with productCount > 0: the product ids chosen for it (one unit each). */
            products: T.Optional(T.Array(Id(), { maxItems: 20 })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 10 },
      ),
    },
    { additionalProperties: false },
  ),
  response: CartAnswer,
});
