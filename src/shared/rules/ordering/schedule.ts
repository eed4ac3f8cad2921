/**
 * The opening windows an order mode runs on (seed 002 §3): pick-up and delivery have their own settings (weekly or
 * monthly, with paddingDay and a time-range display flag); dine-in follows the outlet's weekly operation times.
 * Weekly values are weekdays 1–7 with 7 = Sunday; monthly values are days of the month. A window runs from
 * startTime to endTime, end exclusive; an end at or before its start runs to midnight (the next day's early hours
 * are that day's own windows).
 */
import type { OrderMode } from '../../constants/ordering';
import { DEFAULT_SLOT_STEP_MINUTES } from '../../constants/ordering';
import type { OrderOutlet, ScheduleTime } from '../../api/ordering-catalogue';
import { dayOfMonth, isoWeekday, timeToMinute, weekdayOfDay } from './zone-clock';

export interface ModeSchedule {
  mode: 'weekly' | 'monthly';
  times: readonly ScheduleTime[];
  /** First orderable day counted from today (0 = today). */
  paddingDay: number;
  /** Slots are shown as 'HH:mm - HH:mm' ranges (pick-up / delivery setting); NOW is not offered then. */
  isDisplayedAsTimeRange: boolean;
  /** Slot step in minutes (outlet paddingTime, 30 when unset). */
  stepMinutes: number;
}

/** A window of one day in minutes of the day, start inclusive, end exclusive. */
export interface DayWindow {
  start: number;
  end: number;
}

const DAY_END = 24 * 60;

export type ScheduledOutlet = Pick<
  OrderOutlet,
  'timeZone' | 'paddingTime' | 'operationTimes' | 'orderSettings' | 'pickupSettings' | 'deliverySettings'
>;

/** Whether the outlet takes this order mode at all (isAllowDineIn / isAllowPickup / isAllowDelivery); 411 if not. */
export function isOrderModeAllowed(
  settings: Pick<OrderOutlet['orderSettings'], 'isAllowDineIn' | 'isAllowPickup' | 'isAllowDelivery'>,
  orderMode: OrderMode,
): boolean {
  if (orderMode === 'dine_in') return settings.isAllowDineIn;
  return orderMode === 'pick_up' ? settings.isAllowPickup : settings.isAllowDelivery;
}

export function scheduleFor(outlet: ScheduledOutlet, orderMode: OrderMode): ModeSchedule {
  const stepMinutes = outlet.paddingTime > 0 ? outlet.paddingTime : DEFAULT_SLOT_STEP_MINUTES;
  if (orderMode === 'dine_in') {
    return { mode: 'weekly', times: outlet.operationTimes, paddingDay: 0, isDisplayedAsTimeRange: false, stepMinutes };
  }
  const isPickup = orderMode === 'pick_up';
  const settings = isPickup ? outlet.pickupSettings : outlet.deliverySettings;
  return {
    mode: settings.mode,
    times: settings.times,
    paddingDay: settings.paddingDay,
    isDisplayedAsTimeRange: isPickup
      ? outlet.orderSettings.isPickupDisplayAsTimeRange
      : outlet.orderSettings.isDeliveryDisplayAsTimeRange,
    stepMinutes,
  };
}

/** The windows of an outlet day, earliest first. */
export function windowsOn(schedule: ModeSchedule, dayNumber: number): DayWindow[] {
  const value = schedule.mode === 'weekly' ? isoWeekday(weekdayOfDay(dayNumber)) : dayOfMonth(dayNumber);
  return schedule.times
    .filter((time) => time.values.includes(value))
    .map((time) => {
      const start = timeToMinute(time.startTime);
      const end = timeToMinute(time.endTime);
      return { start, end: end > start ? end : DAY_END };
    })
    .sort((a, b) => a.start - b.start);
}
