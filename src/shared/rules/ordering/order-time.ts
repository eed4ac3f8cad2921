/**
 * Order dates and the server's check of an estimated date (seed 002 §4, §5). Dates run from the earliest allowed day
 * to today + advancedOrderMaxDays: the earliest is today + paddingDay, or tomorrow when today is closed (no slot left
 * and no NOW) and the outlet allows pre-orders. Without pre-orders only the earliest day is offered (an order for a
 * later day is a pre-order). A date without slots (and without NOW) shows 'The working hours are over'.
 *
 * The estimated date is null for NOW, or the 'YYYY-MM-DD HH:mm' value of one of the offered slots; anything else is
 * refused with order-system code 412 (outside start/end date or time). A stored estimated date that has passed is
 * reset to NOW by the cart (`isEstimatedDatePast`).
 */
import { ORDER_SYSTEM_CODES, type OrderMode } from '../../constants/ordering';
import { dayNumberToDate, outletClock, parseEstimatedDate, readEstimatedDate } from './outlet-clock';
import { type ScheduledOutlet, scheduleFor } from './schedule';
import { isNowOffered, slotsOn, type TimeSlot } from './slots';

export interface OrderDate {
  dayNumber: number;
  /** 'YYYY-MM-DD' in the outlet's zone. */
  date: string;
  isToday: boolean;
  /** NOW can be chosen (today only). */
  isNowOffered: boolean;
  slots: TimeSlot[];
}

export function orderDates(outlet: ScheduledOutlet, orderMode: OrderMode, now: Date): OrderDate[] {
  const clock = outletClock(now, outlet.timeZone);
  const schedule = scheduleFor(outlet, orderMode);
  const dateOf = (dayNumber: number): OrderDate => {
    const isToday = dayNumber === clock.dayNumber;
    return {
      dayNumber,
      date: dayNumberToDate(dayNumber),
      isToday,
      isNowOffered: isToday && isNowOffered(schedule, orderMode, clock),
      slots: slotsOn(schedule, dayNumber, clock),
    };
  };
  const { isAllowPreorder, advancedOrderMaxDays } = outlet.orderSettings;
  let first = dateOf(clock.dayNumber + schedule.paddingDay);
  const isClosedToday = first.isToday && !first.isNowOffered && first.slots.length === 0;
  if (isClosedToday && isAllowPreorder) first = dateOf(clock.dayNumber + 1);
  if (!isAllowPreorder) return [first];
  const dates: OrderDate[] = [];
  for (let day = first.dayNumber; day <= clock.dayNumber + advancedOrderMaxDays; day += 1) {
    dates.push(day === first.dayNumber ? first : dateOf(day));
  }
  return dates;
}

export interface EstimatedDateRefusal {
  orderSystemCode: typeof ORDER_SYSTEM_CODES.OUTSIDE_TIME;
  field: 'estimatedDate';
  message: string;
}

export type EstimatedDateCheck = { ok: true; at: Date } | { ok: false; refusal: EstimatedDateRefusal };

const outsideTime = (message: string): EstimatedDateCheck => ({
  ok: false,
  refusal: { orderSystemCode: ORDER_SYSTEM_CODES.OUTSIDE_TIME, field: 'estimatedDate', message },
});

/**
 * The server's check of a cart's estimated date at `now`: NOW (null) only while NOW is offered, otherwise exactly an
 * offered slot. On success `at` is the instant the menu, stock and price rules are evaluated at.
 */
export function validateEstimatedDate(
  estimatedDate: string | null,
  outlet: ScheduledOutlet,
  orderMode: OrderMode,
  now: Date,
): EstimatedDateCheck {
  const dates = orderDates(outlet, orderMode, now);
  if (estimatedDate === null) {
    return dates.some((date) => date.isNowOffered)
      ? { ok: true, at: now }
      : outsideTime(`estimatedDate: ${orderMode} is not open now; choose a time slot`);
  }
  const local = readEstimatedDate(estimatedDate);
  const at = parseEstimatedDate(estimatedDate, outlet.timeZone);
  if (!local || !at) return outsideTime(`estimatedDate: '${estimatedDate}' is not a real 'YYYY-MM-DD HH:mm'`);
  const date = dates.find((candidate) => candidate.dayNumber === local.dayNumber);
  if (!date) return outsideTime(`estimatedDate: ${dayNumberToDate(local.dayNumber)} is not an order date`);
  if (!date.slots.some((slot) => slot.start === local.minuteOfDay)) {
    return outsideTime(`estimatedDate: '${estimatedDate}' is not an open ${orderMode} time slot`);
  }
  return { ok: true, at };
}

/** Whether a stored estimated date lies in the past (the cart then resets it to NOW). */
export function isEstimatedDatePast(estimatedDate: string | null, timeZone: string, now: Date): boolean {
  if (estimatedDate === null) return false;
  const at = parseEstimatedDate(estimatedDate, timeZone);
  return at === null || at.getTime() < now.getTime();
}
