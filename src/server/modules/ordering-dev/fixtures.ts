/** Writes of the ordering fixtures (not in production; src/shared/api/ordering-dev.ts, docs/api.md). */
import { and, eq } from 'drizzle-orm';
import type * as api from '../../../shared/api/ordering-dev';
import { isValidTimeZone } from '../../../shared/rules/ordering/outlet-clock';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import type { Db, DbOrTx } from '../../db/client';
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_OPERATION_TIMES,
  DEFAULT_ORDER_SETTINGS,
  DEFAULT_PICKUP_SETTINGS,
  menuCategories,
  merchants,
  modifierValueStocks,
  orders,
  outlets,
  popupMessages,
  priceRules,
  products,
  productTags,
  tableTokens,
} from '../../db/schema';
import { DEMO_CENTER } from '../../db/seed/demo-content';
import { ofTenant } from '../../db/scopes';
import { badRequest, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { outletOrThrow } from '../ordering-catalogue/service';
import { announceOrderStatus, type LiveCtx } from '../orders/live';

interface Scope {
  tenantId: string;
  merchantId: string;
}

export async function requireMerchant(db: DbOrTx, tenantId: string, merchantId: string | undefined): Promise<Scope> {
  const id = merchantId ?? tenantId;
  const [row] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.tenantId, tenantId), eq(merchants.id, id)));
  if (!row) throw notFound('Merchant');
  return { tenantId, merchantId: id };
}

const instantOrNull = (text: string | null | undefined) => (text ? new Date(text) : null);

export async function upsertOutlet(db: DbOrTx, scope: Scope, body: api.DevOutletInput): Promise<string> {
  if (body.timeZone && !isValidTimeZone(body.timeZone))
    throw badRequest(`timeZone '${body.timeZone}' is not an IANA time zone`, 'timeZone');
  // A rate is a fraction of the bill: 0 to 1 with up to 6 decimals (the column holds no more).
  if (body.serviceChargeRate !== undefined && !/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(body.serviceChargeRate))
    throw badRequest('serviceChargeRate must be a fraction from 0 to 1, e.g. "0.10" for 10 %', 'serviceChargeRate');
  const id = body._id ?? newId();
  const values = {
    name: body.name,
    latitude: body.latitude ?? DEMO_CENTER.latitude,
    longitude: body.longitude ?? DEMO_CENTER.longitude,
    isOrder: body.isOrder ?? true,
    timeZone: body.timeZone ?? 'Asia/Ulaanbaatar',
    paddingTime: body.paddingTime ?? 30,
    operationTimes: body.operationTimes ?? DEFAULT_OPERATION_TIMES,
    orderSettings: { ...DEFAULT_ORDER_SETTINGS, ...body.orderSettings },
    pickupSettings: body.pickupSettings ?? DEFAULT_PICKUP_SETTINGS,
    deliverySettings: body.deliverySettings ?? DEFAULT_DELIVERY_SETTINGS,
    taxes: body.taxes ?? [],
    serviceChargeRate: body.serviceChargeRate ?? '0',
    cartTexture: body.cartTexture || null,
  };
  const [existing] = await db.select({ tenantId: outlets.tenantId }).from(outlets).where(eq(outlets.id, id));
  if (existing && existing.tenantId !== scope.tenantId) throw badRequest(`_id '${id}' is taken`, '_id');
  await db
    .insert(outlets)
    .values({ id, ...scope, ...values })
    .onConflictDoUpdate({ target: outlets.id, set: values });
  return id;
}

export async function createCategory(db: DbOrTx, scope: Scope, body: api.DevCategoryInput) {
  const id = newId();
  await db.insert(menuCategories).values({
    id,
    ...scope,
    name: body.name,
    sortOrder: body.order ?? 100,
    isShowInOrder: body.isShowInOrder ?? true,
    endTime: instantOrNull(body.end_time),
    outletIds: body.outlets ?? [],
    isRecommended: body.isRecommended ?? false,
  });
  return id;
}

export async function upsertProduct(db: DbOrTx, scope: Scope, body: api.DevProductInput) {
  const [category] = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.tenantId, scope.tenantId), eq(menuCategories.id, body.category)));
  if (!category) throw badRequest(`category '${body.category}' is not a menu category of this tenant`, 'category');
  const id = body._id ?? newId();
  const stock = body.remaining_quantity ?? null;
  const values = {
    categoryId: body.category,
    sourceId: body.sourceId ?? null,
    type: body.type ?? ((body.bundled_item_list?.length ?? 0) > 0 ? 1 : 0),
    name: body.name,
    description: body.description ?? { en_US: '' },
    image: body.image ?? null,
    priceDineIn: body.price.dine_in,
    priceTakeout: body.price.takeout,
    priceDelivery: body.price.delivery,
    isShowInOrder: body.isShowInOrder ?? true,
    isDineIn: body.is_dine_in ?? true,
    isTakeout: body.is_takeout ?? true,
    isDelivery: body.is_delivery ?? true,
    isTrackQuantity: stock !== null,
    remainingQuantity: stock,
    modifiers: body.modifier_list ?? [],
    bundledItems: body.bundled_item_list ?? [],
    endTime: instantOrNull(body.end_time),
    operationTimes: body.operation_time_list ?? [],
    tagIds: body.tag ?? [],
    outletIds: body.outlets ?? [],
    ageRestriction: body.age_restriction ?? false,
    nutriGradeSymbol: body.nutriGradeSymbol ?? null,
    isShowNutriGradeSymbol: Boolean(body.nutriGradeSymbol),
    sugarLevelPercentage: body.sugarLevelPercentage == null ? null : String(body.sugarLevelPercentage),
    trendingOrder: body.trendingOrder ?? null,
    isExcludeFromDiscount: body.isExcludeFromDiscount ?? false,
    hasTax: body.hasTax ?? true,
    hasServiceCharge: body.hasServiceCharge ?? true,
    programType: body.programType ?? null,
  };
  // Options first: a refused bundled product's stock leaves no half-made product behind.
  await writeOptionStock(db, scope, body);
  await db
    .insert(products)
    .values({ id, ...scope, ...values })
    .onConflictDoUpdate({ target: products.id, set: values });
  return id;
}

/**
 * The stock a product's options carry in the request: each tracked modifier value's remaining_quantity becomes its
 * merchant-wide stock row (modifier_value_stocks), each bundled product's the stock of that product.
 */
async function writeOptionStock(db: DbOrTx, scope: Scope, body: api.DevProductInput) {
  const bundled = (body.bundled_item_list ?? []).flatMap((item, i) =>
    item.product_list.map((product, p) => ({ product, field: `bundled_item_list[${i}].product_list[${p}]` })),
  );
  const groups = [...(body.modifier_list ?? []), ...bundled.flatMap(({ product }) => product.modifier_list)];
  for (const value of groups.flatMap((group) => group.modifier_value_list))
    if (value.is_track_quantity && value.remaining_quantity !== null) {
      const remainingQuantity = value.remaining_quantity;
      await db
        .insert(modifierValueStocks)
        .values({ ...scope, valueId: value.id, remainingQuantity })
        .onConflictDoUpdate({
          target: [modifierValueStocks.merchantId, modifierValueStocks.valueId],
          set: { remainingQuantity },
        });
    }
  for (const { product, field } of bundled) {
    if (product.remaining_quantity === undefined) continue;
    const stock = product.remaining_quantity;
    const updated = await db
      .update(products)
      .set({ isTrackQuantity: stock !== null, remainingQuantity: stock })
      .where(ofTenant(products, scope.tenantId, eq(products.id, product.product_id)))
      .returning({ id: products.id });
    if (updated.length === 0)
      throw badRequest(
        `${field}.remaining_quantity: stock needs product_id to be a product of this tenant ('${product.product_id}')`,
        `${field}.remaining_quantity`,
      );
  }
}

export async function createTag(db: DbOrTx, scope: Scope, body: api.DevTagInput) {
  const id = newId();
  await db.insert(productTags).values({ id, ...scope, name: body.name });
  return id;
}

export async function createPriceRule(db: DbOrTx, scope: Scope, body: api.DevPriceRuleInput) {
  const id = newId();
  await db.insert(priceRules).values({
    id,
    ...scope,
    kind: body.kind,
    name: body.name,
    weekdays: body.weekdays ?? [],
    startTime: body.startTime ?? null,
    endTime: body.endTime ?? null,
    channels: body.channels ?? [],
    outletIds: body.outlets ?? [],
    minQuantity: body.minQuantity ?? 1,
    productIds: body.productIds ?? [],
    categoryIds: body.categoryIds ?? [],
    effectType: body.effect.type,
    effectValue: body.effect.value,
  });
  return id;
}

export async function createPopup(db: DbOrTx, scope: Scope, body: api.DevPopupInput) {
  // A null in a nullable field may arrive as '' (the validator coerces types): both mean "none".
  const outletId = body.outlet || null;
  if (outletId) await outletOrThrow(db, scope.tenantId, outletId);
  const id = newId();
  await db.insert(popupMessages).values({
    id,
    ...scope,
    outletId,
    pages: body.page,
    image: body.image,
    link: body.link || null,
    showTimes: body.showTimes,
  });
  return id;
}

export async function createTableToken(db: DbOrTx, tenantId: string, body: api.DevTableTokenInput, now: Date) {
  const outlet = await outletOrThrow(db, tenantId, body.outletId);
  const token = body.token ?? newId();
  await db.insert(tableTokens).values({
    token,
    tenantId,
    merchantId: outlet.merchantId,
    outletId: outlet.id,
    tableNumber: body.tableNumber,
    createdAt: now,
  });
  return token;
}

export async function setPointValue(db: DbOrTx, scope: Scope, body: api.DevPointValueInput) {
  const [merchant] = await db
    .select({ unit: merchants.loyaltyUnit })
    .from(merchants)
    .where(eq(merchants.id, scope.merchantId));
  const unit = {
    ...merchant.unit,
    pointToCurrencyValue: body.pointToCurrencyValue,
    isDecimal: body.isDecimal ?? merchant.unit.isDecimal,
  };
  await db.update(merchants).set({ loyaltyUnit: unit }).where(eq(merchants.id, scope.merchantId));
  return { pointToCurrencyValue: unit.pointToCurrencyValue, isDecimal: unit.isDecimal };
}

/** The steps 'next' walks an order through, as a kitchen would (seed 002 §3 order-system status numbers). */
const KITCHEN_PATH: readonly number[] = [
  ORDER_STATUS.PENDING_PAYMENT,
  ORDER_STATUS.NEW,
  ORDER_STATUS.RECEIVED,
  ORDER_STATUS.PROCESSING,
  ORDER_STATUS.PACKED,
  ORDER_STATUS.COMPLETED,
];

const nextOnKitchenPath = (status: number): number => {
  const step = KITCHEN_PATH.indexOf(status);
  return step >= 0 && step + 1 < KITCHEN_PATH.length ? KITCHEN_PATH[step + 1] : status;
};

/**
 * Sets an order's order-system status (or its next step on the kitchen path; an order off that path, or completed,
 * stays) under its row lock; the owner is told when it moved. 404 for an unknown id of the tenant.
 */
export async function setOrderStatus(
  ctx: LiveCtx & { db: Db },
  tenantId: string,
  orderId: string,
  status: number | 'next',
) {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), eq(orders.kind, 'menu')))
      .for('update');
    if (!order) throw notFound('Order');
    const current = order.orderStatus ?? ORDER_STATUS.NEW;
    const target = status === 'next' ? nextOnKitchenPath(current) : status;
    if (target !== current) {
      const [moved] = await tx.update(orders).set({ orderStatus: target }).where(eq(orders.id, order.id)).returning();
      announceOrderStatus(ctx, tx, moved);
    }
    return { _id: order.id, status: target };
  });
}
