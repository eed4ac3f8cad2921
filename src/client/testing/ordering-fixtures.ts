/**
 * Test data of the ordering screens, on the shared catalogue builders (src/shared/rules/ordering/fixtures.ts): an
 * outlet open all day, a product, a menu and a priced cart, each overridable field by field.
 */
import type { MenuCategory, MenuProduct, Menu, Modifier, OrderOutlet } from '../api/ordering-catalogue';
import type { Cart, CartItem } from '../api/ordering-cart';
import type { Order } from '../api/orders';
import {
  buildCategory,
  buildModifier,
  buildModifierValue,
  buildOutlet,
  buildProduct,
} from '../../shared/rules/ordering/fixtures';

const everyDay = { startTime: '00:00', endTime: '24:00', values: [1, 2, 3, 4, 5, 6, 7] };

export const text = (en_US: string) => ({ en_US });

/** An outlet open all day, every day, for every mode (the shared builder with the screens' own names). */
export function sampleOutlet(overrides: Partial<OrderOutlet> = {}): OrderOutlet {
  const base = buildOutlet();
  return buildOutlet({
    _id: 'o1',
    name: 'Brew Lane Central',
    merchant: 'brew-lane',
    contact: { addressLine: '1 Peace Avenue', phone: null },
    operationTimes: [everyDay],
    orderSettings: { ...base.orderSettings, advancedOrderMaxDays: 3 },
    pickupSettings: { ...base.pickupSettings, times: [everyDay] },
    deliverySettings: { ...base.deliverySettings, times: [everyDay], deliveryFee: '3.00', minOrderAmount: '20.00' },
    ...overrides,
  });
}

/** 'Size': a Mandatory group, Small (default, free) or Large (+1.00). */
export function sampleModifier(overrides: Partial<Modifier> = {}): Modifier {
  const value = (id: string, name: string, price: string, isDefault: boolean) =>
    buildModifierValue({ id, name: text(name), price: { dine_in: price, takeout: price }, is_default: isDefault });
  return buildModifier({
    id: 'size',
    name: text('Size'),
    min_quantity: 1,
    is_optional: false,
    modifier_value_list: [value('small', 'Small', '0.00', true), value('large', 'Large', '1.00', false)],
    ...overrides,
  });
}

export function sampleProduct(overrides: Partial<MenuProduct> = {}): MenuProduct {
  return buildProduct({
    _id: 'p1',
    sourceId: 'src-p1',
    category: 'c1',
    name: text('Flat White'),
    description: text('Double ristretto, silky milk'),
    price: { dine_in: '4.50', takeout: '4.50', delivery: '5.00' },
    outlets: ['o1'],
    ...overrides,
  });
}

export function sampleCategory(overrides: Partial<MenuCategory> = {}): MenuCategory {
  return buildCategory({
    _id: 'c1',
    name: text('Coffee'),
    order: 1,
    outlets: ['o1'],
    product_list: [sampleProduct()],
    ...overrides,
  });
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

/** A placed pick-up order waiting for payment at outlet o1 of brew-lane (status 10, PENDING). */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'ord-1',
    type: 'brewpos',
    dailyOrderNumber: 12,
    merchant: { _id: 'brew-lane', name: 'Brew Lane', logo: null, color: '#6F4E37' },
    outlet: { _id: 'o1', name: 'Flagship', addressLine: '1 Main St', timeZone: 'Asia/Ulaanbaatar' },
    orderMode: 'pick_up',
    status: 10,
    statusText: 'Pending payment',
    paymentStatus: 'PENDING',
    paymentMethod: null,
    paidAmount: '0.00',
    currency: 'USD',
    tableNumber: null,
    pagerNumber: null,
    tableToken: null,
    remarks: null,
    estimatedDate: null,
    createdAt: '2026-12-01T02:00:00.000Z',
    qrcode: 'order:ord-1',
    items: [sampleCartItem()],
    discountList: [],
    delivery: null,
    total: {
      total_price: '4.50',
      discount: '0.00',
      service_charge: '0.00',
      tax: [],
      delivery_fee: '0.00',
      final_price: '4.50',
      due: '4.50',
    },
    payments: [],
    parentOrder: null,
    childOrders: [],
    cancelReason: null,
    cancelDate: null,
    actions: { pay: true, passToCounter: false, cancel: true, reorder: true },
    isGuestOrder: false,
    ...overrides,
  };
}
