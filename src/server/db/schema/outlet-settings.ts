/**
 * The ordering settings an outlet carries (seed 002 §3), typed from the API contract so the columns hold exactly what
 * the endpoints answer. The defaults are what an outlet that was never configured for ordering gets: pick-up only,
 * open 09:00–21:00 every day, no taxes, no service charge.
 */
import type {
  BundledItem,
  DeliverySettings,
  Modifier,
  OperationTime,
  OrderSettings,
  OutletTax,
  PickupSettings,
  ScheduleTime,
} from '../../../shared/api/ordering-catalogue';

export type { DeliverySettings, OrderSettings, OutletTax, PickupSettings, ScheduleTime };
export type ProductOperationTime = OperationTime;
export type ModifierData = Modifier;
export type BundledItemData = BundledItem;

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export const DEFAULT_OPERATION_TIMES: ScheduleTime[] = [{ startTime: '09:00', endTime: '21:00', values: EVERY_DAY }];

export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  menuPriceControl: 'show',
  operationType: 'qsr',
  isSkipScanTable: false,
  advancedOrderMaxDays: 0,
  isAllowRemarks: true,
  isAllowPassToCounter: false,
  isAllowPreorder: false,
  isAllowDelivery: false,
  isAllowPickup: true,
  isAllowDineIn: false,
  isAllowStoreCreditRedeem: false,
  isAllowPointRedeem: false,
  isTaxInclusive: false,
  stackVoucherType: 'single',
  mode: '{product}',
  isDeliveryDisplayAsTimeRange: false,
  isPickupDisplayAsTimeRange: false,
};

export const DEFAULT_PICKUP_SETTINGS: PickupSettings = {
  mode: 'weekly',
  times: DEFAULT_OPERATION_TIMES,
  paddingDay: 0,
};

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  ...DEFAULT_PICKUP_SETTINGS,
  deliveryDistance: 0,
  deliveryFee: '0.00',
  minOrderAmount: '0.00',
  deliveryFeeRanges: [],
};
