import type { OrderMode } from '../../constants/ordering';
import type { ScheduleTime } from '../../api/ordering-catalogue';
import { buildOutlet } from './fixtures';
import { outletClock } from './outlet-clock';
import { isOrderModeAllowed, scheduleFor, windowsOn } from './schedule';
import { isNowOffered, slotsOn, todayStatus } from './slots';

const UB = 'Asia/Ulaanbaatar';
/** An instant given as Ulaanbaatar wall time, e.g. local('2026-11-22 10:01'). */
const local = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const clockAt = (text: string) => outletClock(local(text), UB);

const weekdays: ScheduleTime = { startTime: '09:00', endTime: '21:00', values: [1, 2, 3, 4, 5] };
// 7 = Sunday: the weekend window.
const weekend: ScheduleTime = { startTime: '10:00', endTime: '16:00', values: [6, 7] };

function outletWith(
  options: { times?: ScheduleTime[]; mode?: 'weekly' | 'monthly'; paddingTime?: number; timeRange?: boolean } = {},
) {
  const base = buildOutlet();
  const pickupSettings = { mode: options.mode ?? 'weekly', times: options.times ?? [weekdays, weekend], paddingDay: 0 };
  return buildOutlet({
    paddingTime: options.paddingTime ?? 30,
    operationTimes: options.times ?? [weekdays, weekend],
    pickupSettings,
    deliverySettings: { ...base.deliverySettings, ...pickupSettings },
    orderSettings: {
      ...base.orderSettings,
      isPickupDisplayAsTimeRange: options.timeRange ?? false,
      isDeliveryDisplayAsTimeRange: options.timeRange ?? false,
    },
  });
}

const schedule = (mode: OrderMode = 'pick_up', options: Parameters<typeof outletWith>[0] = {}) =>
  scheduleFor(outletWith(options), mode);
const labels = (text: string, mode: OrderMode = 'pick_up', options: Parameters<typeof outletWith>[0] = {}) => {
  const now = clockAt(text);
  return slotsOn(schedule(mode, options), now.dayNumber, now).map((slot) => slot.label);
};

describe('order modes the outlet takes', () => {
  it('follows isAllowDineIn / isAllowPickup / isAllowDelivery', () => {
    const settings = { isAllowDineIn: true, isAllowPickup: false, isAllowDelivery: true };
    expect(isOrderModeAllowed(settings, 'dine_in')).toBe(true);
    expect(isOrderModeAllowed(settings, 'pick_up')).toBe(false);
    expect(isOrderModeAllowed(settings, 'delivery')).toBe(true);
    expect(isOrderModeAllowed({ ...settings, isAllowDelivery: false }, 'delivery')).toBe(false);
  });
});

describe('windows: weekly values 1–7 with 7 = Sunday, monthly values = days of the month', () => {
  it('Sunday 2026-11-22 takes the weekend window (value 7), Monday the weekday one (value 1)', () => {
    expect(windowsOn(schedule(), clockAt('2026-11-22 12:00').dayNumber)).toEqual([{ start: 600, end: 960 }]);
    expect(windowsOn(schedule(), clockAt('2026-11-23 12:00').dayNumber)).toEqual([{ start: 540, end: 1260 }]);
  });

  it('a monthly schedule opens on the listed days of the month only', () => {
    const monthly = schedule('pick_up', { mode: 'monthly', times: [{ ...weekdays, values: [1, 15] }] });
    expect(windowsOn(monthly, clockAt('2026-12-15 08:00').dayNumber)).toHaveLength(1);
    expect(windowsOn(monthly, clockAt('2026-12-16 08:00').dayNumber)).toHaveLength(0);
    expect(windowsOn(monthly, clockAt('2027-01-01 08:00').dayNumber)).toHaveLength(1);
  });
});

describe('slots: step paddingTime, today only from now + 29 minutes', () => {
  it('steps by 30 minutes from the window start, the last slot starting before its end', () => {
    const slots = labels('2026-11-21 08:00');
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe('15:30');
    expect(slots).toHaveLength(12);
  });

  it('the +29 minute edge: at 10:01 the 10:30 slot is offered, at 10:02 it is not', () => {
    expect(labels('2026-11-22 10:01')[0]).toBe('10:30');
    expect(labels('2026-11-22 10:02')[0]).toBe('11:00');
  });

  it('other days start at the window start; past days have none', () => {
    const now = clockAt('2026-11-22 15:50');
    expect(slotsOn(schedule(), now.dayNumber, now)).toEqual([]);
    expect(slotsOn(schedule(), now.dayNumber + 1, now)[0]).toMatchObject({ value: '2026-11-23 09:00', label: '09:00' });
    expect(slotsOn(schedule(), now.dayNumber - 1, now)).toEqual([]);
  });

  it('uses the outlet paddingTime as the step, and shows ranges ending at the window end', () => {
    expect(labels('2026-11-21 08:00', 'pick_up', { paddingTime: 45 }).slice(0, 3)).toEqual(['10:00', '10:45', '11:30']);
    const ranged = labels('2026-11-23 08:00', 'delivery', {
      times: [{ startTime: '09:00', endTime: '10:15', values: [1] }],
      timeRange: true,
    });
    expect(ranged).toEqual(['09:00 - 09:30', '09:30 - 10:00', '10:00 - 10:15']);
  });
});

describe('NOW: only when now + 29 minutes lies within today’s window', () => {
  it('Sunday window 10:00–16:00: NOW from 09:31 to 15:30', () => {
    expect(isNowOffered(schedule(), 'pick_up', clockAt('2026-11-22 09:30'))).toBe(false);
    expect(isNowOffered(schedule(), 'pick_up', clockAt('2026-11-22 09:31'))).toBe(true);
    expect(isNowOffered(schedule(), 'pick_up', clockAt('2026-11-22 15:30'))).toBe(true);
    expect(isNowOffered(schedule(), 'pick_up', clockAt('2026-11-22 15:31'))).toBe(false);
  });

  it('not for pick-up or delivery shown as time ranges; always considered for dine-in', () => {
    const now = clockAt('2026-11-22 12:00');
    expect(isNowOffered(schedule('pick_up', { timeRange: true }), 'pick_up', now)).toBe(false);
    expect(isNowOffered(schedule('delivery', { timeRange: true }), 'delivery', now)).toBe(false);
    expect(isNowOffered(schedule('delivery'), 'delivery', now)).toBe(true);
    expect(isNowOffered(schedule('dine_in', { timeRange: true }), 'dine_in', now)).toBe(true);
  });
});

describe("today's state for the closed screens", () => {
  it("'The order time for today has not started' / 'has passed' / 'The working hours are over'", () => {
    expect(todayStatus(schedule(), clockAt('2026-11-22 09:00'))).toBe('notStarted');
    expect(todayStatus(schedule(), clockAt('2026-11-22 12:00'))).toBe('open');
    expect(todayStatus(schedule(), clockAt('2026-11-22 15:45'))).toBe('passed');
    expect(todayStatus(schedule('pick_up', { times: [weekdays] }), clockAt('2026-11-22 12:00'))).toBe('closed');
  });
});
