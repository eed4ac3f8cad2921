/**
 * Builders of catalogue objects for tests (shared, server and client suites): every field at a plain default, so a
 * test names only what it is about. Not used by application code.
 */
import type {
  BundledItem,
  BundledProduct,
  MenuCategory,
  MenuProduct,
  Modifier,
  ModifierValue,
  OrderOutlet,
  PriceRule,
} from '../../api/ordering-catalogue';

const text = (en: string) => ({ en_US: en, zh_CN: en });

export function buildModifierValue(overrides: Partial<ModifierValue> & { id: string }): ModifierValue {
  return {
    name: text(overrides.id),
    price: { dine_in: '0.00', takeout: '0.00' },
    is_default: false,
    isActive: true,
    image: null,
    max_quantity: 1,
    is_track_quantity: false,
    remaining_quantity: null,
    has_end_time: false,
    end_time: null,
    ...overrides,
  };
}

export function buildModifier(overrides: Partial<Modifier> & { id: string }): Modifier {
  return {
    name: text(overrides.id),
    min_quantity: 0,
    max_quantity: 1,
    is_optional: true,
    modifier_value_list: [],
    ...overrides,
  };
}

export function buildBundledProduct(overrides: Partial<BundledProduct> & { product_id: string }): BundledProduct {
  return {
    sourceId: null,
    product_display_name: text(overrides.product_id),
    image: null,
    quantity: 1,
    price: '0.00',
    is_dine_in: true,
    is_takeout: true,
    is_delivery: true,
    modifier_list: [],
    ...overrides,
  };
}

export function buildBundledItem(overrides: Partial<BundledItem> & { id: string }): BundledItem {
  return {
    name: text(overrides.id),
    min_quantity: 1,
    max_quantity: 1,
    has_default_product: false,
    default_product_id: null,
    product_list: [],
    ...overrides,
  };
}

export function buildProduct(overrides: Partial<MenuProduct> & { _id: string }): MenuProduct {
  return {
    sourceId: null,
    product_uid: overrides._id,
    type: 0,
    category: null,
    name: text(overrides._id),
    description: text(''),
    image: null,
    covers: [],
    price: { dine_in: '0.00', takeout: '0.00', delivery: '0.00' },
    has_end_time: false,
    end_time: null,
    is_track_quantity: false,
    remaining_quantity: null,
    modifier_list: [],
    bundled_item_list: [],
    recommendation: { trendingOrder: null },
    programType: null,
    isExcludeFromDiscount: false,
    isShowInOrder: true,
    outlets: [],
    tag: [],
    age_restriction: false,
    operation_time_list: [],
    is_dine_in: true,
    is_takeout: true,
    is_delivery: true,
    isShowHealthierChoice: false,
    sugarLevelPercentage: null,
    nutriGradeSymbol: null,
    isShowNutriGradeSymbol: false,
    isBookmarked: false,
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<MenuCategory> & { _id: string }): MenuCategory {
  return {
    sourceId: null,
    name: text(overrides._id),
    image: null,
    order: 0,
    isShowInOrder: true,
    has_end_time: false,
    end_time: null,
    outlets: [],
    isRecommended: false,
    product_list: [],
    ...overrides,
  };
}

export function buildPriceRule(overrides: Partial<PriceRule> & Pick<PriceRule, '_id' | 'effect'>): PriceRule {
  return {
    name: overrides._id,
    weekdays: [],
    startTime: null,
    endTime: null,
    channels: [],
    outlets: [],
    minQuantity: 1,
    productIds: [],
    categoryIds: [],
    ...overrides,
  };
}

const weekly = { startTime: '09:00', endTime: '21:00', values: [1, 2, 3, 4, 5, 6, 7] };

export function buildOutlet(overrides: Partial<OrderOutlet> = {}): OrderOutlet {
  return {
    _id: 'outlet-1',
    id: null,
    name: 'Outlet',
    merchant: 'merchant-1',
    image: null,
    contact: { addressLine: '1 Main Street', phone: null },
    latitude: 47.92,
    longitude: 106.92,
    distance: null,
    timeZone: 'Asia/Ulaanbaatar',
    isOrder: true,
    isMenu: true,
    cartTexture: null,
    outletTexture: null,
    paddingTime: 30,
    operationTimes: [weekly],
    serviceChargeRate: '0',
    taxes: [],
    orderSettings: {
      menuPriceControl: 'show',
      operationType: 'qsr',
      isSkipScanTable: false,
      advancedOrderMaxDays: 7,
      isAllowRemarks: true,
      isAllowPassToCounter: true,
      isAllowPreorder: true,
      isAllowDelivery: true,
      isAllowPickup: true,
      isAllowDineIn: true,
      isAllowStoreCreditRedeem: true,
      isAllowPointRedeem: true,
      isTaxInclusive: false,
      stackVoucherType: 'single',
      mode: '{product}',
      isDeliveryDisplayAsTimeRange: false,
      isPickupDisplayAsTimeRange: false,
    },
    pickupSettings: { mode: 'weekly', times: [weekly], paddingDay: 0 },
    deliverySettings: {
      mode: 'weekly',
      times: [weekly],
      paddingDay: 0,
      deliveryDistance: 10,
      deliveryFee: '0.00',
      minOrderAmount: '0.00',
      deliveryFeeRanges: [],
    },
    ...overrides,
  };
}
