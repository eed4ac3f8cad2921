/**
 * Which categories and products a customer sees at the order's estimated time (seed 002 §5):
 * - a product is hidden when not shown in order, not sold at this outlet, age restricted and the customer is under
 *   AGE_LIMIT (a customer without a birthday counts as AGE_LIMIT), outside its operation times, not supporting the
 *   order mode, or past its end time (an ended product cannot be ordered, so it is not offered either);
 * - a category is hidden when not shown in order, not at this outlet, past its end time, or left without a product;
 * - a modifier value is offered only while it has a name and has not ended; inactive values stay, shown disabled.
 * Sold-out products stay visible: the card shows their remaining quantity, and adding them is refused (410).
 *
 * The server returns `visibleMenu(...)` as the menu; line validation reuses `productUnavailability` so a hand-made
 * request for a hidden product is refused with the order-system code of the rule it breaks.
 */
import { AGE_LIMIT, type OrderMode } from '../../constants/ordering';
import type { MenuCategory, MenuProduct, ModifierValue, OperationTime } from '../../api/ordering-catalogue';
import type { LocalClock } from '../local-time';
import { ageFromBirthday } from '../profile';
import { isoWeekday, outletClock, timeToMinute, zoneOffsetMinutes } from './outlet-clock';

export interface MenuViewContext {
  outletId: string;
  orderMode: OrderMode;
  /** The order's estimated instant (now for NOW). */
  at: Date;
  /** The outlet's clock at `at`. */
  clock: LocalClock;
  /** The customer's age on the outlet's calendar (`customerAge`); AGE_LIMIT when unknown. */
  customerAge: number;
}

/** Builds the context from an outlet's zone: the clock and the customer's age are read in it. */
export function menuViewContext(input: {
  outletId: string;
  timeZone: string;
  orderMode: OrderMode;
  at: Date;
  birthday: string | null;
}): MenuViewContext {
  return {
    outletId: input.outletId,
    orderMode: input.orderMode,
    at: input.at,
    clock: outletClock(input.at, input.timeZone),
    customerAge: ageFromBirthday(input.birthday, input.at, zoneOffsetMinutes(input.at, input.timeZone)),
  };
}

/** Why a product cannot be ordered now, or null when it can (stock aside). */
export type ProductUnavailability =
  'notShownInOrder' | 'otherOutlet' | 'ageRestricted' | 'modeNotSupported' | 'outsideOperationTime' | 'ended';

/** Whether something with an end time has ended at `at` (the end instant itself is already past). */
export function hasEnded(item: { has_end_time: boolean; end_time: string | null }, at: Date): boolean {
  if (!item.has_end_time || item.end_time === null) return false;
  const end = Date.parse(item.end_time);
  return !Number.isNaN(end) && at.getTime() >= end;
}

/** The mode flags a product (or a bundle's product) carries: pick-up is takeout. */
export function supportsMode(
  item: { is_dine_in: boolean; is_takeout: boolean; is_delivery: boolean },
  mode: OrderMode,
): boolean {
  if (mode === 'dine_in') return item.is_dine_in;
  return mode === 'pick_up' ? item.is_takeout : item.is_delivery;
}

const isAtOutlet = (outlets: readonly string[], outletId: string) => outlets.length === 0 || outlets.includes(outletId);

/** Inside one of the windows (weekdays 1–7 with 7 = Sunday, start ≤ time < end); no windows = always. */
export function isWithinOperationTimes(times: readonly OperationTime[], clock: LocalClock): boolean {
  if (times.length === 0) return true;
  const weekday = isoWeekday(clock.weekday);
  return times.some(
    (time) =>
      time.weekdays.includes(weekday) &&
      clock.minuteOfDay >= timeToMinute(time.startTime) &&
      clock.minuteOfDay < timeToMinute(time.endTime),
  );
}

export function productUnavailability(product: MenuProduct, context: MenuViewContext): ProductUnavailability | null {
  if (!product.isShowInOrder) return 'notShownInOrder';
  if (!isAtOutlet(product.outlets, context.outletId)) return 'otherOutlet';
  if (product.age_restriction && context.customerAge < AGE_LIMIT) return 'ageRestricted';
  if (!supportsMode(product, context.orderMode)) return 'modeNotSupported';
  if (hasEnded(product, context.at)) return 'ended';
  if (!isWithinOperationTimes(product.operation_time_list, context.clock)) return 'outsideOperationTime';
  return null;
}

/** A modifier value is offered while it has a name and has not ended (inactive ones are shown disabled). */
export const isModifierValueOffered = (value: ModifierValue, at: Date): boolean =>
  value.name.en_US.trim() !== '' && !hasEnded(value, at);

function visibleProduct(product: MenuProduct, context: MenuViewContext): MenuProduct {
  return {
    ...product,
    modifier_list: product.modifier_list.map((modifier) => ({
      ...modifier,
      modifier_value_list: modifier.modifier_value_list.filter((value) => isModifierValueOffered(value, context.at)),
    })),
  };
}

/** The categories a customer sees, in menu order, each with only its visible products. */
export function visibleMenu(categories: readonly MenuCategory[], context: MenuViewContext): MenuCategory[] {
  return categories
    .filter(
      (category) =>
        category.isShowInOrder && isAtOutlet(category.outlets, context.outletId) && !hasEnded(category, context.at),
    )
    .map((category) => ({
      ...category,
      product_list: category.product_list
        .filter((product) => productUnavailability(product, context) === null)
        .map((product) => visibleProduct(product, context)),
    }))
    .filter((category) => category.product_list.length > 0)
    .sort((a, b) => a.order - b.order);
}
