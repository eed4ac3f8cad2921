/**
 * Development fixtures of ordering (issue 11), served only outside production (docs/api.md): what e2e tests and demos
 * arrange — outlets with their settings, categories and products with modifiers, bundles, tags, stock, end and
 * operating times and age limits, price rules, popups, table tokens, the loyalty unit's point value, an order's
 * order-system status, and the tenant's ordering clock. Balances are set with POST /api/dev/wallet/balances. Every
 * fixture belongs to the Host's tenant; `merchantId` defaults to the tenant's own merchant.
 */
import * as T from '@sinclair/typebox';
import { ORDER_STATUS } from '../constants/ordering';
import { DataOf, Id, IdParams, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';
import { RateDecimal } from './money';
import { MenuProduct, OrderOutlet, OrderSettings, PriceRule, PopupMessage, ProductTag } from './ordering-catalogue';
import { LocalisedText } from './products';

const tags = ['dev'];
const strict = { additionalProperties: false } as const;
const MerchantField = { merchantId: T.Optional(Id({ description: "Default: the tenant's own merchant" })) };
const Created = DataOf(T.Object({ _id: T.String() }));

export const setDevOrderingClock = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/clock',
  summary: "Move the tenant's ordering time to an instant (null: back to the server clock); time runs on from it",
  tags,
  auth: 'public',
  body: T.Object({ at: Nullable(T.String({ format: 'date-time', description: 'ISO-8601 instant' })) }, strict),
  response: DataOf(T.Object({ now: T.String() })),
});

export const createDevOutlet = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/outlets',
  summary:
    'Create or replace (by _id) an outlet with its order, pick-up and delivery settings, taxes and service charge',
  tags,
  auth: 'public',
  body: T.Composite(
    [
      T.Object({ ...MerchantField, _id: T.Optional(Id()), name: Str(100, { minLength: 1 }) }),
      T.Partial(
        T.Pick(OrderOutlet, [
          'timeZone',
          'latitude',
          'longitude',
          'isOrder',
          'paddingTime',
          'operationTimes',
          'pickupSettings',
          'deliverySettings',
          'taxes',
          'serviceChargeRate',
          'cartTexture',
        ]),
      ),
      T.Object({ orderSettings: T.Optional(T.Partial(OrderSettings)) }),
    ],
    strict,
  ),
  response: DataOf(OrderOutlet),
});

export const createDevMenuCategory = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/categories',
  summary: 'Create a menu category',
  tags,
  auth: 'public',
  body: T.Object(
    {
      ...MerchantField,
      name: LocalisedText,
      order: T.Optional(T.Integer()),
      isShowInOrder: T.Optional(T.Boolean()),
      end_time: T.Optional(Nullable(T.String({ format: 'date-time' }))),
      outlets: T.Optional(T.Array(Id())),
      isRecommended: T.Optional(T.Boolean()),
    },
    strict,
  ),
  response: Created,
});

export const createDevProduct = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/products',
  summary:
    'Create or replace (by _id) a product with modifiers, bundle items, tags, stock, end and operating times, age limit',
  tags,
  auth: 'public',
  body: T.Composite(
    [
      T.Object({
        ...MerchantField,
        _id: T.Optional(Id()),
        category: Id(),
        name: LocalisedText,
        price: MenuProduct.properties.price,
        /** Tracked stock (null: untracked). */
        remaining_quantity: T.Optional(Nullable(T.Integer({ minimum: 0 }))),
        end_time: T.Optional(Nullable(T.String({ format: 'date-time' }))),
        hasTax: T.Optional(T.Boolean()),
        hasServiceCharge: T.Optional(T.Boolean()),
        trendingOrder: T.Optional(Nullable(T.Integer({ minimum: 1 }))),
      }),
      T.Partial(
        T.Pick(MenuProduct, [
          'sourceId',
          'type',
          'description',
          'image',
          'modifier_list',
          'bundled_item_list',
          'tag',
          'outlets',
          'age_restriction',
          'operation_time_list',
          'is_dine_in',
          'is_takeout',
          'is_delivery',
          'isShowInOrder',
          'isExcludeFromDiscount',
          'programType',
          'nutriGradeSymbol',
          'sugarLevelPercentage',
        ]),
      ),
    ],
    strict,
  ),
  response: Created,
});

export const createDevProductTag = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/tags',
  summary: 'Create a product tag (search chips)',
  tags,
  auth: 'public',
  body: T.Object({ ...MerchantField, name: ProductTag.properties.name }, strict),
  response: Created,
});

export const createDevPriceRule = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/price-rules',
  summary: 'Create a price rule or a pricing tier',
  tags,
  auth: 'public',
  body: T.Composite(
    [
      T.Object({ ...MerchantField, kind: T.Union([T.Literal('rule'), T.Literal('tier')]) }),
      T.Pick(PriceRule, ['name', 'effect']),
      T.Partial(
        T.Pick(PriceRule, [
          'weekdays',
          'startTime',
          'endTime',
          'channels',
          'outlets',
          'minQuantity',
          'productIds',
          'categoryIds',
        ]),
      ),
    ],
    strict,
  ),
  response: Created,
});

export const createDevPopup = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/popups',
  summary: 'Create a promotional popup',
  tags,
  auth: 'public',
  body: T.Composite(
    [
      T.Object({ ...MerchantField }),
      T.Pick(PopupMessage, ['page', 'image', 'showTimes']),
      T.Partial(T.Pick(PopupMessage, ['outlet', 'link'])),
    ],
    strict,
  ),
  response: Created,
});

export const createDevTableToken = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/table-tokens',
  summary: "Create a table QR token for an outlet's table",
  tags,
  auth: 'public',
  body: T.Object({ outletId: Id(), tableNumber: Str(20, { minLength: 1 }), token: T.Optional(Id()) }, strict),
  response: DataOf(T.Object({ token: T.String() })),
});

export const setDevPointValue = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/point-value',
  summary: "Set the currency value of one point of a merchant's loyalty unit (pointToCurrencyValue)",
  tags,
  auth: 'public',
  body: T.Object({ ...MerchantField, pointToCurrencyValue: RateDecimal, isDecimal: T.Optional(T.Boolean()) }, strict),
  response: DataOf(T.Object({ pointToCurrencyValue: T.String(), isDecimal: T.Boolean() })),
});

const STATUS_NUMBERS = Object.values(ORDER_STATUS);

export const setDevOrderStatus = defineEndpoint({
  method: 'POST',
  path: '/dev/ordering/orders/:orderId/status',
  summary:
    "Set an order's order-system status as the order system would (e.g. 5 completed), or move it one step on with " +
    "'next' (pending payment → new → received → processing → packed → completed); its owner gets orderStatusChanged",
  tags,
  auth: 'public',
  params: IdParams('orderId'),
  body: T.Object(
    {
      status: T.Union([...STATUS_NUMBERS.map((n) => T.Literal(n)), T.Literal('next')], {
        description: `One of ${STATUS_NUMBERS.join(', ')}, or 'next'`,
      }),
    },
    strict,
  ),
  response: DataOf(T.Object({ _id: T.String(), status: T.Integer() })),
});

export type DevOutletInput = T.Static<typeof createDevOutlet.body>;
export type DevCategoryInput = T.Static<typeof createDevMenuCategory.body>;
export type DevProductInput = T.Static<typeof createDevProduct.body>;
export type DevTagInput = T.Static<typeof createDevProductTag.body>;
export type DevPriceRuleInput = T.Static<typeof createDevPriceRule.body>;
export type DevPopupInput = T.Static<typeof createDevPopup.body>;
export type DevTableTokenInput = T.Static<typeof createDevTableToken.body>;
export type DevPointValueInput = T.Static<typeof setDevPointValue.body>;
