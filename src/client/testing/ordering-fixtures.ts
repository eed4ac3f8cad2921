/**
 * Contract-shaped test data of the ordering screens (src/shared/api/ordering-*.ts): an outlet open every day, a
 * product, a menu and a cart, each overridable field by field.
 */
import type { MenuCategory, MenuProduct, Menu, Modifier, OrderOutlet } from '../api/ordering-catalogue';
import type { Cart, CartItem } from '../api/ordering-cart';

const everyDay = [1, 2, 3, 4, 5, 6, 7];

export function sampleOutlet(overrides: Partial<OrderOutlet> = {}): OrderOutlet {
  const schedule = { mode: 'weekly' as const, times: [{ startTime: '00:00', endTime: '24:00', values: everyDay }] };
  return {
    _id: 'o1',
    id: null,
    name: 'Brew Lane Central',
    merchant: 'brew-lane',
    image: null,
    contact: { addressLine: '1 Peace Avenue', phone: null },
    latitude: 47.9,
    longitude: 106.9,
    distance: null,
    timeZone: 'Asia/Ulaanbaatar',
    isOrder: true,
    isMenu: true,
    cartTexture: null,
    outletTexture: null,
    paddingTime: 30,
    operationTimes: schedule.times,
    serviceChargeRate: '0.00',
    taxes: [],
    orderSettings: {
      menuPriceControl: 'show',
      operationType: 'qsr',
      isSkipScanTable: false,
      advancedOrderMaxDays: 3,
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
    pickupSettings: { ...schedule, paddingDay: 0 },
    deliverySettings: {
      ...schedule,
      paddingDay: 0,
      deliveryDistance: 10,
      deliveryFee: '3.00',
      minOrderAmount: '20.00',
      deliveryFeeRanges: [],
    },
    ...overrides,
  };
}

export const text = (en_US: string) => ({ en_US });

export function sampleModifier(overrides: Partial<Modifier> = {}): Modifier {
  const value = (id: string, name: string, price: string, extra = {}) => ({
    id,
    name: text(name),
    price: { dine_in: price, takeout: price },
    is_default: false,
    isActive: true,
    image: null,
    max_quantity: 1,
    is_track_quantity: false,
    remaining_quantity: null,
    has_end_time: false,
    end_time: null,
    ...extra,
  });
  return {
    id: 'size',
    name: text('Size'),
    min_quantity: 1,
    max_quantity: 1,
    is_optional: false,
    modifier_value_list: [value('small', 'Small', '0.00', { is_default: true }), value('large', 'Large', '1.00')],
    ...overrides,
  };
}

export function sampleProduct(overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    _id: 'p1',
    sourceId: 'src-p1',
    product_uid: 'p1',
    type: 0,
    category: 'c1',
    name: text('Flat White'),
    description: text('Double ristretto, silky milk'),
    image: null,
    covers: [],
    price: { dine_in: '4.50', takeout: '4.50', delivery: '5.00' },
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
    outlets: ['o1'],
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

export function sampleCategory(overrides: Partial<MenuCategory> = {}): MenuCategory {
  return {
    _id: 'c1',
    sourceId: null,
    name: text('Coffee'),
    image: null,
    order: 1,
    isShowInOrder: true,
    has_end_time: false,
    end_time: null,
    outlets: ['o1'],
    isRecommended: false,
    product_list: [sampleProduct()],
    ...overrides,
  };
}

export function sampleMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    outlet: 'o1',
    orderMode: 'pick_up',
    estimatedDate: null,
    category_list: [sampleCategory()],
    price_rule_list: [],
    pricing_tier_list: [],
    productTags: [],
    isFeelingLuckyEnabled: false,
    ...overrides,
  };
}

export function sampleCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: 'line1',
    product: { _id: 'p1', sourceId: 'src-p1', name: text('Flat White'), type: 0, image: null },
    quantity: 1,
    unit_price: '4.50',
    total: '4.50',
    discount: '0.00',
    modifier_list: [],
    bundled_item_list: [],
    isAutoAdded: false,
    isDiscounted: false,
    isExcludeFromDiscount: false,
    hasTax: true,
    hasServiceCharge: true,
    freeItemVoucherValueId: null,
    voucherValueType: null,
    remaining_quantity: null,
    ...overrides,
  };
}

export function sampleCart(overrides: Partial<Cart> = {}): Cart {
  return {
    _id: 'cart1',
    merchant: 'brew-lane',
    outlet: 'o1',
    currency: 'USD',
    orderMode: 'pick_up',
    estimatedDate: null,
    tableNumber: null,
    pagerNumber: null,
    tableToken: null,
    items: [],
    discountList: [],
    delivery: null,
    deliveryFeeRange: { minOrderAmount: '20.00', fee: '3.00' },
    total: {
      total_price: '0.00',
      discount: '0.00',
      service_charge: '0.00',
      tax: [],
      delivery_fee: '0.00',
      final_price: '0.00',
    },
    ...overrides,
  };
}
