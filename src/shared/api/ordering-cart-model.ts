/**
 * The cart's schemas (seed 002 §3 Cart result / Cart item, §4): what a cart line asks for and what every cart call
 * answers, for the cart's endpoints (ordering-cart.ts) and the cart page's own (cart-vouchers.ts, place-order.ts,
 * order-addresses.ts). Its public names are re-exported by ordering-cart.ts, where importers read them.
 */
import * as T from '@sinclair/typebox';
import { DISCOUNT_CODES, MAX_LINE_QUANTITY } from '../constants/ordering';
import { DataOf, Email, Enum, ErrorBody, Id, IdParams, Nullable, Phone, Str } from './common';
import { EstimatedDate, OrderModeSchema } from './ordering-catalogue';
import { Decimal } from './money';
import { LocalisedText } from './products';

export const tags = ['ordering'];

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

/** A cart's bill, which its order keeps (orders.ts adds what is still due). */
export const CartTotal = T.Object({
  /** Sum of line totals before discounts. */
  total_price: Decimal(),
  discount: Decimal(),
  service_charge: Decimal(),
  tax: T.Array(T.Object({ display_name: T.String(), tax_amount: Decimal(), isInclusive: T.Boolean() })),
  delivery_fee: Decimal(),
  /** What the order costs: total_price − discount + service charge + exclusive taxes + delivery fee. */
  final_price: Decimal(),
});

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
  total: CartTotal,
});
export type Cart = T.Static<typeof Cart>;

export const OutletParams = IdParams('outletId');
export const CartAnswer = DataOf(Cart);
