/** Rows of the catalogue as the contract writes them (src/shared/api/ordering-catalogue.ts). */
import type {
  BundledItem,
  MenuCategory,
  MenuProduct,
  Modifier,
  OrderOutlet,
  PriceRule,
} from '../../../shared/api/ordering-catalogue';
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

/** Remaining stock the menu shows beside the catalogue JSON: per modifier value id, and per tracked product id. */
export interface CatalogueStock {
  modifierValues: ReadonlyMap<string, number>;
  products: ReadonlyMap<string, number>;
}

/** Modifier values with their stock rows: a value with a row is tracked, one without is not. */
const modifiersWithStock = (modifiers: readonly Modifier[], stock: CatalogueStock): Modifier[] =>
  modifiers.map((modifier) => ({
    ...modifier,
    modifier_value_list: modifier.modifier_value_list.map((value) => {
      const remaining = stock.modifierValues.get(value.id);
      return { ...value, is_track_quantity: remaining !== undefined, remaining_quantity: remaining ?? null };
    }),
  }));

/** Bundled products with their own product's stock, and their modifiers with theirs. */
const bundleWithStock = (items: readonly BundledItem[], stock: CatalogueStock): BundledItem[] =>
  items.map((item) => ({
    ...item,
    product_list: item.product_list.map((product) => {
      const remaining = stock.products.get(product.product_id);
      return {
        ...product,
        is_track_quantity: remaining !== undefined,
        remaining_quantity: remaining ?? null,
        modifier_list: modifiersWithStock(product.modifier_list, stock),
      };
    }),
  }));

export function productView(row: ProductRow, isBookmarked: boolean, stock: CatalogueStock): MenuProduct {
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
    modifier_list: modifiersWithStock(row.modifiers, stock),
    bundled_item_list: bundleWithStock(row.bundledItems, stock),
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
