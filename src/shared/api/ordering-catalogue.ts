/**
 * Ordering catalogue (seed 002 §2, §3, §7; issue 11): outlets with their order / pick-up / delivery settings, the menu
 * of an outlet evaluated at the order's estimated time, product search, the "You may also choose" association, table
 * tokens and the order-area popups. Field names follow seed 002 §3 so the screens read like the spec.
 *
 * Money is an exact decimal string (src/shared/api/money.ts). Times of day are outlet-local 'HH:mm'; an estimated date
 * is outlet-local 'YYYY-MM-DD HH:mm' in the outlet's IANA `timeZone` — every "today", slot and price-rule check runs in
 * that zone, with the same shared code (src/shared/rules/ordering) on client and server.
 */
import * as T from '@sinclair/typebox';
import { ESTIMATED_DATE_PATTERN, ORDER_MODES } from '../constants/ordering';
import { DataOf, Enum, Id, IdParams, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal, RateDecimal } from './money';
import { LocalisedText } from './products';

const tags = ['ordering'];

export const OrderModeSchema = Enum(ORDER_MODES, { description: 'dine_in | pick_up | delivery' });
/** Outlet-local wall-clock time 'HH:mm' (00:00–23:59; '24:00' allowed as an end). */
export const TimeOfDay = T.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', description: "'HH:mm'" });
/** Outlet-local 'YYYY-MM-DD HH:mm' (seed 002 §9 date format). */
export const EstimatedDate = T.String({ pattern: ESTIMATED_DATE_PATTERN, description: "'YYYY-MM-DD HH:mm'" });
/** An end time of a product, value or category: an instant, compared with the order's estimated time. */
const EndTime = Nullable(T.String({ description: 'ISO-8601 instant after which it is no longer orderable' }));

/** A weekly (values = weekdays 1–7, 7 = Sunday) or monthly (values = days of month 1–31) opening window. */
export const ScheduleTime = T.Object({
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  values: T.Array(T.Integer({ minimum: 1, maximum: 31 })),
});
export type ScheduleTime = T.Static<typeof ScheduleTime>;

/** pickupSettings (seed 002 §3). */
export const PickupSettings = T.Object({
  mode: Enum(['weekly', 'monthly'] as const),
  times: T.Array(ScheduleTime),
  /** First orderable day counted from today (0 = today). */
  paddingDay: T.Integer({ minimum: 0 }),
});
export type PickupSettings = T.Static<typeof PickupSettings>;

/** A delivery fee band: deliveries up to `maxDistanceKm` cost `fee` and need at least `minOrderAmount`. */
export const DeliveryFeeRange = T.Object({
  maxDistanceKm: T.Number({ minimum: 0 }),
  fee: Decimal(),
  minOrderAmount: Decimal(),
});
export type DeliveryFeeRange = T.Static<typeof DeliveryFeeRange>;

/** deliverySettings (seed 002 §3): pickup's schedule plus the distance limit and the fee / minimum per distance. */
export const DeliverySettings = T.Composite([
  PickupSettings,
  T.Object({
    /** Farthest deliverable address, km. */
    deliveryDistance: T.Number({ minimum: 0 }),
    /** Fee and minimum order when no range applies. */
    deliveryFee: Decimal(),
    minOrderAmount: Decimal(),
    /** Ascending by maxDistanceKm; the first band that covers the distance applies. */
    deliveryFeeRanges: T.Array(DeliveryFeeRange),
  }),
]);
export type DeliverySettings = T.Static<typeof DeliverySettings>;

/** orderSettings (seed 002 §3), named exactly as the seed names them. */
export const OrderSettings = T.Object({
  menuPriceControl: Enum(['show', 'hide'] as const),
  /** 'qsr' means quick service. */
  operationType: T.String(),
  isSkipScanTable: T.Boolean(),
  advancedOrderMaxDays: T.Integer({ minimum: 0 }),
  isAllowRemarks: T.Boolean(),
  isAllowPassToCounter: T.Boolean(),
  isAllowPreorder: T.Boolean(),
  isAllowDelivery: T.Boolean(),
  isAllowPickup: T.Boolean(),
  isAllowDineIn: T.Boolean(),
  isAllowStoreCreditRedeem: T.Boolean(),
  isAllowPointRedeem: T.Boolean(),
  isTaxInclusive: T.Boolean(),
  stackVoucherType: Enum(['multiple', 'single'] as const),
  /** '{product}' (the platform's own order system) or another order system's name, e.g. 'eats365'. */
  mode: T.String(),
  isDeliveryDisplayAsTimeRange: T.Boolean(),
  isPickupDisplayAsTimeRange: T.Boolean(),
});
export type OrderSettings = T.Static<typeof OrderSettings>;

/** A tax of an outlet: one bill line per display name. `rate` is a fraction: "0.07" is 7 %. */
export const OutletTax = T.Object({ display_name: T.String(), rate: RateDecimal });
export type OutletTax = T.Static<typeof OutletTax>;

/** An outlet as the ordering flow sees it (seed 002 §3 Outlet). */
export const OrderOutlet = T.Object({
  _id: T.String(),
  /** The order system's own id of the outlet. */
  id: Nullable(T.String()),
  name: T.String(),
  merchant: T.String(),
  image: Nullable(T.String()),
  contact: T.Object({ addressLine: T.String(), phone: Nullable(T.String()) }),
  latitude: T.Number(),
  longitude: T.Number(),
  /** Metres from the caller's position when it was given, else null. */
  distance: Nullable(T.Number()),
  /** IANA time zone every "today" of this outlet is read in, e.g. 'Asia/Ulaanbaatar'. */
  timeZone: T.String(),
  isOrder: T.Boolean(),
  isMenu: T.Boolean(),
  /** Terms the customer must tick before paying (the cart's checkbox), or null for none. */
  cartTexture: Nullable(T.String()),
  outletTexture: Nullable(T.String()),
  /** Slot step in minutes. */
  paddingTime: T.Integer({ minimum: 5 }),
  /** Dine-in opening windows (weekly); pick-up and delivery have their own. */
  operationTimes: T.Array(ScheduleTime),
  /** A fraction of the lines with hasServiceCharge (after discounts): "0.10" is 10 %; "0" for none. */
  serviceChargeRate: RateDecimal,
  taxes: T.Array(OutletTax),
  orderSettings: OrderSettings,
  pickupSettings: PickupSettings,
  deliverySettings: DeliverySettings,
});
export type OrderOutlet = T.Static<typeof OrderOutlet>;

const PriceByMode = T.Object({ dine_in: Decimal(), takeout: Decimal(), delivery: Decimal() });

/** A value of a modifier group (seed 002 §3 Modifier value). Delivery uses the takeout price. */
export const ModifierValue = T.Object({
  id: T.String(),
  name: LocalisedText,
  price: T.Object({ dine_in: Decimal(), takeout: Decimal() }),
  is_default: T.Boolean(),
  isActive: T.Boolean(),
  image: Nullable(T.String()),
  max_quantity: T.Integer({ minimum: 1 }),
  is_track_quantity: T.Boolean(),
  remaining_quantity: Nullable(T.Integer()),
  has_end_time: T.Boolean(),
  end_time: EndTime,
});
export type ModifierValue = T.Static<typeof ModifierValue>;

/** A modifier group (seed 002 §3 Modifier): min 1 / max 1 is a single 'Mandatory' choice. */
export const Modifier = T.Object({
  id: T.String(),
  name: LocalisedText,
  min_quantity: T.Integer({ minimum: 0 }),
  max_quantity: T.Integer({ minimum: 1 }),
  is_optional: T.Boolean(),
  modifier_value_list: T.Array(ModifierValue),
});
export type Modifier = T.Static<typeof Modifier>;

/** A product a bundle offers in one of its items, with its own modifiers and extra price. */
export const BundledProduct = T.Object({
  product_id: T.String(),
  sourceId: Nullable(T.String()),
  product_display_name: LocalisedText,
  image: Nullable(T.String()),
  /** Units of this product one pick adds. */
  quantity: T.Integer({ minimum: 1 }),
  /** Extra price of picking it (0.00 when included). */
  price: Decimal(),
  /** Order modes this product is available in: defaults are preselected only where available. */
  is_dine_in: T.Boolean(),
  is_takeout: T.Boolean(),
  is_delivery: T.Boolean(),
  /** The picked product's own tracked stock, filled in by the menu (absent or false: untracked). */
  is_track_quantity: T.Optional(T.Boolean()),
  remaining_quantity: T.Optional(Nullable(T.Integer())),
  modifier_list: T.Array(Modifier),
});
export type BundledProduct = T.Static<typeof BundledProduct>;

/** One item of a bundle (seed 002 §3 Bundled item). */
export const BundledItem = T.Object({
  id: T.String(),
  name: LocalisedText,
  min_quantity: T.Integer({ minimum: 0 }),
  max_quantity: T.Integer({ minimum: 1 }),
  has_default_product: T.Boolean(),
  default_product_id: Nullable(T.String()),
  product_list: T.Array(BundledProduct),
});
export type BundledItem = T.Static<typeof BundledItem>;

/** A weekly window in which a product is orderable (weekdays 1–7, 7 = Sunday; end exclusive). */
export const OperationTime = T.Object({
  weekdays: T.Array(T.Integer({ minimum: 1, maximum: 7 })),
  startTime: TimeOfDay,
  endTime: TimeOfDay,
});
export type OperationTime = T.Static<typeof OperationTime>;

/** A product of the menu (seed 002 §3 Product), as evaluated for the caller at the estimated time. */
export const MenuProduct = T.Object({
  _id: T.String(),
  sourceId: Nullable(T.String()),
  product_uid: T.String(),
  /** 0 normal, 1 bundle. */
  type: T.Integer({ minimum: 0, maximum: 1 }),
  category: Nullable(T.String()),
  name: LocalisedText,
  description: LocalisedText,
  image: Nullable(T.String()),
  covers: T.Array(T.String()),
  price: PriceByMode,
  has_end_time: T.Boolean(),
  end_time: EndTime,
  is_track_quantity: T.Boolean(),
  remaining_quantity: Nullable(T.Integer()),
  modifier_list: T.Array(Modifier),
  bundled_item_list: T.Array(BundledItem),
  recommendation: T.Object({ trendingOrder: Nullable(T.Integer({ minimum: 1 })) }),
  /** 'package' for a discount-package product (guests may not take it), else null. */
  programType: Nullable(T.String()),
  isExcludeFromDiscount: T.Boolean(),
  isShowInOrder: T.Boolean(),
  outlets: T.Array(T.String()),
  /** Tag ids (menu productTags). */
  tag: T.Array(T.String()),
  /** Adults only (AGE_LIMIT). */
  age_restriction: T.Boolean(),
  operation_time_list: T.Array(OperationTime),
  is_dine_in: T.Boolean(),
  is_takeout: T.Boolean(),
  is_delivery: T.Boolean(),
  isShowHealthierChoice: T.Boolean(),
  sugarLevelPercentage: Nullable(T.Number({ minimum: 0, maximum: 100 })),
  nutriGradeSymbol: Nullable(Enum(['A', 'B', 'C', 'D'] as const)),
  isShowNutriGradeSymbol: T.Boolean(),
  /** The caller bookmarked it (false when signed out). */
  isBookmarked: T.Boolean(),
});
export type MenuProduct = T.Static<typeof MenuProduct>;

export const MenuCategory = T.Object({
  _id: T.String(),
  sourceId: Nullable(T.String()),
  name: LocalisedText,
  image: Nullable(T.String()),
  order: T.Integer(),
  isShowInOrder: T.Boolean(),
  has_end_time: T.Boolean(),
  end_time: EndTime,
  outlets: T.Array(T.String()),
  /** True for the recommended category Feeling Lucky draws from (a per-merchant flag in data). */
  isRecommended: T.Boolean(),
  product_list: T.Array(MenuProduct),
});
export type MenuCategory = T.Static<typeof MenuCategory>;

/**
 * A price rule or pricing tier (seed 002 §3 price_rule_list / pricing_tier_list). It applies to a line when every
 * condition holds at the estimated time: weekday in `weekdays` (1–7, 7 = Sunday; empty = every day), start ≤ time <
 * end (null = all day), order mode in `channels` (empty = all), outlet in `outlets` (empty = all), line quantity ≥
 * `minQuantity`, product in `productIds` or its category in `categoryIds` (both empty = every product). The effect is
 * a percent off, an amount off per unit, or a tier price per unit; never below 0; lines `isExcludeFromDiscount` are
 * untouched.
 */
export const PriceRule = T.Object({
  _id: T.String(),
  name: T.String(),
  weekdays: T.Array(T.Integer({ minimum: 1, maximum: 7 })),
  startTime: Nullable(TimeOfDay),
  endTime: Nullable(TimeOfDay),
  channels: T.Array(OrderModeSchema),
  outlets: T.Array(T.String()),
  minQuantity: T.Integer({ minimum: 1 }),
  productIds: T.Array(T.String()),
  categoryIds: T.Array(T.String()),
  effect: T.Object({
    type: Enum(['percentOff', 'amountOff', 'tierPrice'] as const),
    /** Percent (e.g. "10.00") for percentOff; money per unit otherwise. */
    value: Decimal(),
  }),
});
export type PriceRule = T.Static<typeof PriceRule>;

export const ProductTag = T.Object({ _id: T.String(), name: LocalisedText });

/** The menu of an outlet (seed 002 §3 Menu), already filtered by §5's visibility rules for the caller. */
export const Menu = T.Object({
  outlet: T.String(),
  orderMode: OrderModeSchema,
  /** The time the menu was evaluated at, outlet-local; null means NOW. */
  estimatedDate: Nullable(EstimatedDate),
  category_list: T.Array(MenuCategory),
  price_rule_list: T.Array(PriceRule),
  pricing_tier_list: T.Array(PriceRule),
  productTags: T.Array(ProductTag),
  /** Whether Feeling Lucky is offered (per-merchant flag in data). */
  isFeelingLuckyEnabled: T.Boolean(),
});
export type Menu = T.Static<typeof Menu>;

const OutletParams = IdParams('outletId');

export const listOrderOutlets = defineEndpoint({
  method: 'GET',
  path: '/order/outlets',
  summary: "A merchant's outlets that take orders, nearest first when a position is given (seed 002 'List outlets')",
  tags,
  auth: 'public',
  query: T.Object(
    {
      merchantId: Id(),
      latitude: T.Optional(T.Number({ minimum: -90, maximum: 90 })),
      longitude: T.Optional(T.Number({ minimum: -180, maximum: 180 })),
      isOrder: T.Optional(T.Boolean()),
    },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(OrderOutlet)),
});

export const getOrderOutlet = defineEndpoint({
  method: 'GET',
  path: '/order/outlets/:outletId',
  summary: 'One outlet with its order, pick-up and delivery settings',
  tags,
  auth: 'public',
  params: OutletParams,
  response: DataOf(OrderOutlet),
});

export const getMenu = defineEndpoint({
  method: 'GET',
  path: '/order/outlets/:outletId/menu',
  summary: "The outlet's menu evaluated at the estimated time (NOW when absent) for the order mode and the caller",
  tags,
  auth: 'optional',
  params: OutletParams,
  query: T.Object(
    { orderMode: T.Optional(OrderModeSchema), estimatedDate: T.Optional(EstimatedDate) },
    { additionalProperties: false },
  ),
  response: DataOf(Menu),
});

export const searchProducts = defineEndpoint({
  method: 'GET',
  path: '/order/outlets/:outletId/search',
  summary: 'Products of the menu whose English name contains the text (taken literally), filtered by tags',
  tags,
  auth: 'member-or-guest',
  params: OutletParams,
  query: T.Object(
    {
      q: T.Optional(Str(100)),
      tags: T.Optional(T.Array(Id(), { maxItems: 20 })),
      orderMode: T.Optional(OrderModeSchema),
      estimatedDate: T.Optional(EstimatedDate),
    },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(MenuProduct)),
});

export const productAssociations = defineEndpoint({
  method: 'POST',
  path: '/order/outlets/:outletId/associations',
  summary: "'You may also choose': products often ordered with the given ones (empty list when none)",
  tags,
  auth: 'optional',
  params: OutletParams,
  body: T.Object(
    { products: T.Array(Id(), { maxItems: 50, description: 'Product ids the cart holds' }) },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(MenuProduct)),
});

export const exchangeTableToken = defineEndpoint({
  method: 'POST',
  path: '/order/table-tokens/:token',
  summary: 'Exchange a table QR token for its outlet, merchant and table (scan-to-order)',
  tags,
  auth: 'public',
  params: IdParams('token'),
  response: DataOf(T.Object({ outlet: T.String(), merchant: T.String(), token: T.String(), tableNumber: T.String() })),
});

export const PopupMessage = T.Object({
  _id: T.String(),
  isActive: T.Boolean(),
  page: T.Array(Enum(['order', 'home', 'member'] as const)),
  outlet: Nullable(T.String()),
  image: T.String(),
  link: Nullable(T.String()),
  showTimes: T.Integer({ minimum: 1 }),
});

export const listPopupMessages = defineEndpoint({
  method: 'GET',
  path: '/order/popups',
  summary: "A merchant's active promotional popups for a page (the device counts how often each was shown)",
  tags,
  auth: 'public',
  query: T.Object(
    {
      merchantId: Id(),
      page: Enum(['order', 'home', 'member'] as const),
      outletId: T.Optional(Id()),
    },
    { additionalProperties: false },
  ),
  response: DataOf(T.Array(PopupMessage)),
});
