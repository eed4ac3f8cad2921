/** Rows of the catalogue as the contract writes them (src/shared/api/ordering-catalogue.ts). */
import type { MenuCategory, MenuProduct, OrderOutlet, PriceRule } from '../../../shared/api/ordering-catalogue';
import { haversineKm, type LatLng } from '../../../shared/rules/distance';
import type { CategoryRow, OutletRow, PriceRuleRow, ProductRow } from './repository';

/** numeric(…, 6) as written by PostgreSQL ("0.100000") → the shortest exact rate ("0.1"). */
const rateText = (numeric: string) => numeric.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export function outletView(row: OutletRow, from: LatLng | null): OrderOutlet {
  return {
    _id: row.id,
    id: row.externalId,
    name: row.name,
    merchant: row.merchantId,
    image: row.image,
    contact: {
      addressLine: [row.contact.street1, row.contact.addressLine].filter(Boolean).join(', '),
      phone: row.contact.phone1 ?? null,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    distance: from ? Math.round(haversineKm(from, row) * 1000) : null,
    timeZone: row.timeZone,
    isOrder: row.isOrder,
    isMenu: row.isMenu,
    cartTexture: row.cartTexture,
    outletTexture: row.outletTexture,
    paddingTime: row.paddingTime,
    operationTimes: row.operationTimes,
    serviceChargeRate: rateText(row.serviceChargeRate),
    taxes: row.taxes,
    orderSettings: row.orderSettings,
    pickupSettings: row.pickupSettings,
    deliverySettings: row.deliverySettings,
  };
}

const endTimeOf = (endTime: Date | null) => ({
  has_end_time: endTime !== null,
  end_time: endTime?.toISOString() ?? null,
});

export function productView(row: ProductRow, isBookmarked: boolean): MenuProduct {
  return {
    _id: row.id,
    sourceId: row.sourceId,
    product_uid: row.sourceId ?? row.id,
    type: row.type,
    category: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.image,
    covers: row.covers,
    price: { dine_in: row.priceDineIn, takeout: row.priceTakeout, delivery: row.priceDelivery },
    ...endTimeOf(row.endTime),
    is_track_quantity: row.isTrackQuantity,
    remaining_quantity: row.isTrackQuantity ? row.remainingQuantity : null,
    modifier_list: row.modifiers,
    bundled_item_list: row.bundledItems,
    recommendation: { trendingOrder: row.trendingOrder },
    programType: row.programType,
    isExcludeFromDiscount: row.isExcludeFromDiscount,
    isShowInOrder: row.isShowInOrder,
    outlets: row.outletIds,
    tag: row.tagIds,
    age_restriction: row.ageRestriction,
    operation_time_list: row.operationTimes,
    is_dine_in: row.isDineIn,
    is_takeout: row.isTakeout,
    is_delivery: row.isDelivery,
    isShowHealthierChoice: row.isShowHealthierChoice,
    sugarLevelPercentage: row.sugarLevelPercentage === null ? null : Number(row.sugarLevelPercentage),
    nutriGradeSymbol: row.nutriGradeSymbol,
    isShowNutriGradeSymbol: row.isShowNutriGradeSymbol,
    isBookmarked,
  };
}

export function categoryView(row: CategoryRow, productList: MenuProduct[]): MenuCategory {
  return {
    _id: row.id,
    sourceId: row.sourceId,
    name: row.name,
    image: row.image,
    order: row.sortOrder,
    isShowInOrder: row.isShowInOrder,
    ...endTimeOf(row.endTime),
    outlets: row.outletIds,
    isRecommended: row.isRecommended,
    product_list: productList,
  };
}

export function priceRuleView(row: PriceRuleRow): PriceRule {
  return {
    _id: row.id,
    name: row.name,
    weekdays: row.weekdays,
    startTime: row.startTime,
    endTime: row.endTime,
    channels: row.channels,
    outlets: row.outletIds,
    minQuantity: row.minQuantity,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    effect: { type: row.effectType, value: row.effectValue },
  };
}
