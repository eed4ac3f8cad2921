/**
 * The cart (seed 002 §2 cart page, §3 Cart result / Cart item, §4, §5, §7; issue 11). One cart per user and outlet,
 * priced by the server in exact decimal money (src/shared/rules/ordering/pricing.ts, the same code the client may use
 * to preview); the client shows the server's numbers. Every cart call answers the whole cart.
 *
 * Refusals are 4xx with the usual ErrorBody plus `orderSystemCode` (src/shared/constants/ordering.ts
 * ORDER_SYSTEM_CODES, seed 002 §8) and, for 402, `unavailableProducts`; the client maps codes to the seed's messages.
 */
import * as T from '@sinclair/typebox';
import {
  DISCOUNT_CODES,
  MAX_LINE_QUANTITY,
  ORDER_REWARD_PAYMENT_TYPES,
  REMARK_MAX_LENGTH,
} from '../constants/ordering';
import { VOUCHER_TYPES, VOUCHER_VALUE_TYPES } from '../constants/vouchers';
import { DataOf, DateTime, Email, Enum, ErrorBody, Id, IdParams, Nullable, Ok, Phone, Str } from './common';
import { defineEndpoint } from './endpoint';
import { EstimatedDate, OrderModeSchema } from './ordering-catalogue';
import { AmountInput, Decimal } from './money';
import { LocalisedText } from './products';
import { IdempotencyHeaders } from './idempotency-headers';

const tags = ['ordering'];

/** The error body of cart and order refusals: `orderSystemCode` is seed 002 §8's number. */
export const OrderErrorBody = T.Composite([
  ErrorBody,
  T.Object({
    orderSystemCode: T.Optional(T.Integer({ minimum: 400, maximum: 579 })),
    unavailableProducts: T.Optional(T.Array(T.String())),
  }),
]);

const Quantity = T.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

const ModifierSelection = T.Object(
  {
    id: Id(),
    modifier_value_list: T.Array(T.Object({ id: Id(), quantity: Quantity }, { additionalProperties: false }), {
      maxItems: 50,
    }),
  },
  { additionalProperties: false },
);

/** What a client sends to add or change a line (seed 002 §7 Add product / Update cart line). */
export const CartLineInput = T.Object(
  {
    /** The product's _id (or its sourceId). */
    product_uid: Id(),
    quantity: Quantity,
    modifier_list: T.Array(ModifierSelection, { maxItems: 30 }),
    bundled_item_list: T.Array(
      T.Object(
        {
          id: Id(),
          product_list: T.Array(
            T.Object(
              { product_id: Id(), quantity: Quantity, modifier_list: T.Array(ModifierSelection, { maxItems: 30 }) },
              { additionalProperties: false },
            ),
            { maxItems: 30 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 30 },
    ),
    /** The member voucher value this line is the free item of, if any. */
    freeItemVoucherValueId: T.Optional(Nullable(Id())),
  },
  { additionalProperties: false },
);
export type CartLineInput = T.Static<typeof CartLineInput>;

const PricedModifier = T.Object({
  id: T.String(),
  name: LocalisedText,
  modifier_value_list: T.Array(
    T.Object({
      id: T.String(),
      quantity: T.Integer(),
      display_name: LocalisedText,
      unit_price: Decimal(),
      order_count: T.Integer(),
    }),
  ),
});

/** A priced cart line (seed 002 §3 Cart item). */
export const CartItem = T.Object({
  _id: T.String(),
  product: T.Object({
    _id: T.String(),
    sourceId: Nullable(T.String()),
    name: LocalisedText,
    type: T.Integer(),
    image: Nullable(T.String()),
  }),
  quantity: T.Integer(),
  /** Price of one unit with its modifiers and bundle picks, before discounts. */
  unit_price: Decimal(),
  /** unit_price × quantity. */
  total: Decimal(),
  /** Discount on this line (price rules, tiers, vouchers). */
  discount: Decimal(),
  modifier_list: T.Array(PricedModifier),
  bundled_item_list: T.Array(
    T.Object({
      id: T.String(),
      name: LocalisedText,
      quantity: T.Integer(),
      product_list: T.Array(
        T.Object({
          product_id: T.String(),
          sourceId: Nullable(T.String()),
          name: LocalisedText,
          quantity: T.Integer(),
          price: Decimal(),
          modifier_list: T.Array(PricedModifier),
        }),
      ),
    }),
  ),
  isAutoAdded: T.Boolean(),
  isDiscounted: T.Boolean(),
  isExcludeFromDiscount: T.Boolean(),
  hasTax: T.Boolean(),
  hasServiceCharge: T.Boolean(),
  freeItemVoucherValueId: Nullable(T.String()),
  voucherValueType: Nullable(T.String()),
  /** Remaining stock when tracked (the +/- limits), else null. */
  remaining_quantity: Nullable(T.Integer()),
});
export type CartItem = T.Static<typeof CartItem>;

export const DiscountEntry = T.Object({
  discount_code: Enum(DISCOUNT_CODES),
  reference_id: T.String(),
  discounted_amount: Decimal(),
  description: T.String(),
});

/** A delivery address (seed 002 §3 Shipping address / delivery location). */
export const DeliveryLocation = T.Object(
  {
    addressName: T.Optional(Str(100)),
    name: Str(100, { minLength: 1 }),
    phone: Phone,
    email: Email,
    address: Str(300, { minLength: 1 }),
    street1: T.Optional(Str(200)),
    street2: T.Optional(Str(200)),
    buildingName: T.Optional(Str(200)),
    city: T.Optional(Str(100)),
    state: T.Optional(Str(100)),
    province: T.Optional(Str(100)),
    postalCode: Str(20, { minLength: 1 }),
    country: T.Optional(Str(2)),
    unitNo: Str(50, { minLength: 1 }),
    information: T.Optional(Str(300)),
    coordinates: T.Object(
      { latitude: T.Number({ minimum: -90, maximum: 90 }), longitude: T.Number({ minimum: -180, maximum: 180 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type DeliveryLocation = T.Static<typeof DeliveryLocation>;

/** The priced cart (seed 002 §3 Cart result). */
export const Cart = T.Object({
  _id: T.String(),
  merchant: T.String(),
  outlet: T.String(),
  currency: T.String(),
  orderMode: OrderModeSchema,
  /** Outlet-local; null = NOW. */
  estimatedDate: Nullable(EstimatedDate),
  tableNumber: Nullable(T.String()),
  pagerNumber: Nullable(T.String()),
  tableToken: Nullable(T.String()),
  items: T.Array(CartItem),
  discountList: T.Array(DiscountEntry),
  delivery: Nullable(
    T.Object({ location: DeliveryLocation, distance: T.Number({ description: 'metres' }), provider: T.String() }),
  ),
  /** The minimum order for delivery at this distance (the '$ X to unlock Delivery !' lock). */
  deliveryFeeRange: T.Object({ minOrderAmount: Decimal(), fee: Decimal() }),
  total: T.Object({
    /** Sum of line totals before discounts. */
    total_price: Decimal(),
    discount: Decimal(),
    service_charge: Decimal(),
    tax: T.Array(T.Object({ display_name: T.String(), tax_amount: Decimal(), isInclusive: T.Boolean() })),
    delivery_fee: Decimal(),
    /** What the order costs: total_price − discount + service charge + exclusive taxes + delivery fee. */
    final_price: Decimal(),
  }),
});
export type Cart = T.Static<typeof Cart>;

const OutletParams = IdParams('outletId');
const CartAnswer = DataOf(Cart);

export const getCart = defineEndpoint({
  method: 'GET',
  path: '/order/cart/:outletId',
  summary: "The caller's cart at this outlet (created empty, pick-up, NOW, on first read)",
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  response: CartAnswer,
});

export const clearCart = defineEndpoint({
  method: 'DELETE',
  path: '/order/cart/:outletId',
  summary: 'Empty the cart (keeps its mode, time and address)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  response: CartAnswer,
});

export const addCartLine = defineEndpoint({
  method: 'POST',
  path: '/order/cart/:outletId/items',
  summary: 'Add a product with its modifiers and bundle picks (an identical line grows instead)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: CartLineInput,
  response: CartAnswer,
});

export const updateCartLine = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/items/:itemId',
  summary: 'Replace a line (quantity, modifiers, bundle picks)',
  tags,
  auth: 'member-or-guest',
  params: IdParams('outletId', 'itemId'),
  body: CartLineInput,
  response: CartAnswer,
});

export const removeCartLine = defineEndpoint({
  method: 'DELETE',
  path: '/order/cart/:outletId/items/:itemId',
  summary: 'Remove a line (auto-added voucher lines cannot be removed)',
  tags,
  auth: 'member-or-guest',
  params: IdParams('outletId', 'itemId'),
  response: CartAnswer,
});

export const setCartEstimatedDate = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/estimated-date',
  summary: "Set the order's date and time (null = NOW); refused with 412 outside the outlet's windows",
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: T.Object({ estimatedDate: Nullable(EstimatedDate) }, { additionalProperties: false }),
  response: CartAnswer,
});

export const setCartOrderMode = defineEndpoint({
  method: 'PUT',
  path: '/order/cart/:outletId/order-mode',
  summary:
    'Set the order mode with its table number (dine-in) or delivery location (delivery: 412 when missing or too far)',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  body: T.Object(
    {
      orderMode: OrderModeSchema,
      tableNumber: T.Optional(Nullable(Str(20))),
      pagerNumber: T.Optional(Nullable(Str(20))),
      tableToken: T.Optional(Nullable(Id())),
      location: T.Optional(Nullable(DeliveryLocation)),
    },
    { additionalProperties: false },
  ),
  response: CartAnswer,
});

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
  response: DataOf(T.Object({ _id: T.String(), parentOrder: Nullable(T.String()) })),
});

/** Address search (seed 002 §7): by text, or by 'lat,long' with type coordinate. */
export const AddressSuggestion = T.Object({
  address: T.String(),
  buildingName: Nullable(T.String()),
  blockNo: Nullable(T.String()),
  street1: Nullable(T.String()),
  postalCode: Nullable(T.String()),
  city: Nullable(T.String()),
  country: Nullable(T.String()),
  coordinates: T.Object({ latitude: T.Number(), longitude: T.Number() }),
});

export const searchAddresses = defineEndpoint({
  method: 'GET',
  path: '/order/addresses/search',
  summary: "Addresses matching a text or a 'lat,long' (type coordinate), from the configured geocoder",
  tags,
  auth: 'member-or-guest',
  query: T.Object(
    { q: Str(200, { minLength: 1 }), type: T.Optional(Enum(['text', 'coordinate'] as const)) },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(AddressSuggestion)),
});

export const updateAccountEmail = defineEndpoint({
  method: 'PUT',
  path: '/order/account-email',
  summary: "The delivery form's Update email: set the account e-mail to the delivery e-mail",
  tags,
  auth: 'member',
  body: T.Object({ email: Email }, { additionalProperties: false }),
  response: Ok,
});
