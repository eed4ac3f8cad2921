/**
 * Placing the cart as an order (seed 002 §2 cart page, §5). Apart from the cart's endpoints, which the menu calls
 * too, so that the browser loads it with the cart page; ordering-cart.ts re-exports it.
 */
import * as T from '@sinclair/typebox';
import { ORDER_REWARD_PAYMENT_TYPES, REMARK_MAX_LENGTH } from '../constants/ordering';
import { DataOf, Enum, Id, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { IdempotencyHeaders } from './idempotency-headers';
import { AmountInput } from './money';
import { OutletParams, tags } from './ordering-cart-model';

/** What a placement answers: the order, and the table session's first order it joined (null when none). */
export const PlacedOrder = T.Object({ _id: T.String(), parentOrder: Nullable(T.String()) });
export type PlacedOrder = T.Static<typeof PlacedOrder>;

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/order/cart/:outletId/place',
  summary:
    'Place the cart as an order; store credit and points in `payments` are debited through the ledger in the same transaction. One order per cart even on a double submit (Idempotency-Key).',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  headers: IdempotencyHeaders,
  body: T.Object(
    {
      remarks: T.Optional(Str(REMARK_MAX_LENGTH)),
      tableNumber: T.Optional(Nullable(Str(20))),
      pagerNumber: T.Optional(Nullable(Str(20))),
      tableToken: T.Optional(Nullable(Id())),
      /** The customer ticked the outlet's terms (required when the outlet has cartTexture). */
      isTermChecked: T.Optional(T.Boolean()),
      payments: T.Array(
        T.Object(
          {
            type: Enum(ORDER_REWARD_PAYMENT_TYPES),
            amount: AmountInput({
              description:
                'storeValue: store credit in currency; loyalty: a number of POINTS (their value is points × pointToCurrencyValue)',
            }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 2 },
      ),
    },
    { additionalProperties: false },
  ),
  successStatus: 201,
  response: DataOf(PlacedOrder),
});
