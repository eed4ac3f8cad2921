import fc from 'fast-check';
import type { ScheduleTime } from '../../api/ordering-catalogue';
import { buildOutlet } from './fixtures';
import { isEstimatedDatePast, orderDates, validateEstimatedDate } from './order-time';
import { isNowOfferedAt } from './slots';

const local = (text: string) => new Date(`${text.replace(' ', 'T')}:00+08:00`);
const weekdays: ScheduleTime = { startTime: '09:00', endTime: '21:00', values: [1, 2, 3, 4, 5] };
const weekend: ScheduleTime = { startTime: '10:00', endTime: '16:00', values: [6, 7] };

function outlet(options: { paddingDay?: number; isAllowPreorder?: boolean; advancedOrderMaxDays?: number } = {}) {
  const base = buildOutlet();
  return buildOutlet({
    pickupSettings: { mode: 'weekly', times: [weekdays, weekend], paddingDay: options.paddingDay ?? 0 },
    orderSettings: {
      ...base.orderSettings,
      isAllowPreorder: options.isAllowPreorder ?? true,
      advancedOrderMaxDays: options.advancedOrderMaxDays ?? 3,
    },
  });
}
const datesOf = (now: string, options: Parameters<typeof outlet>[0] = {}) =>
  orderDates(outlet(options), 'pick_up', local(now)).map((date) => date.date);

describe('order dates: from paddingDay (or tomorrow when closed and pre-orders allowed) to advancedOrderMaxDays', () => {
  it('today to today + 3 while today is open', () => {
    expect(datesOf('2026-11-22 12:00')).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it('paddingDay 2 starts the day after tomorrow', () => {
    expect(datesOf('2026-11-22 12:00', { paddingDay: 2 })).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('tomorrow when today is closed (Sunday 15:45: no slot and no NOW) and pre-orders are allowed', () => {
    expect(datesOf('2026-11-22 15:45')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  });

  it("without pre-orders only today, even without a slot ('The working hours are over')", () => {
    const dates = orderDates(outlet({ isAllowPreorder: false }), 'pick_up', local('2026-11-22 15:45'));
    expect(dates).toEqual([
      { dayNumber: expect.any(Number), date: '2026-11-22', isToday: true, isNowOffered: false, slots: [] },
    ]);
    expect(datesOf('2026-11-22 12:00', { isAllowPreorder: false })).toEqual(['2026-11-22']);
  });

  it('keeps the 29-minute lead past midnight: at Sunday 23:40 a round-the-clock Monday starts at 00:30, not 00:00', () => {
    const allDay = buildOutlet({
      pickupSettings: {
        mode: 'weekly',
        times: [{ startTime: '00:00', endTime: '24:00', values: [1, 7] }],
        paddingDay: 0,
      },
    });
    const [monday] = orderDates(allDay, 'pick_up', local('2026-11-22 23:40')).filter((date) => !date.isToday);
    expect(monday.date).toBe('2026-11-23');
    // 23:40 + 29 minutes is 00:09: the 00:00 slot would start 20 minutes from now.
    expect(monday.slots[0].label).toBe('00:30');
    expect(validateEstimatedDate('2026-11-23 00:00', allDay, 'pick_up', local('2026-11-22 23:40')).ok).toBe(false);
    expect(validateEstimatedDate('2026-11-23 00:30', allDay, 'pick_up', local('2026-11-22 23:40')).ok).toBe(true);
  });

  it('reads "today" in the outlet zone: 2026-11-22 23:30 UTC is already Monday in Ulaanbaatar', () => {
    const dates = orderDates(outlet(), 'pick_up', new Date('2026-11-22T23:30:00Z'));
    expect(dates[0]).toMatchObject({ date: '2026-11-23', isToday: true, isNowOffered: false });
    expect(dates[0].slots[0].label).toBe('09:00');
  });
});

describe('validateEstimatedDate: NOW or an offered slot, else 412', () => {
  const check = (estimatedDate: string | null, now: string, options: Parameters<typeof outlet>[0] = {}) =>
    validateEstimatedDate(estimatedDate, outlet(options), 'pick_up', local(now));

  it('NOW (null) while NOW is offered, at the current instant', () => {
    expect(check(null, '2026-11-22 12:00')).toEqual({ ok: true, at: local('2026-11-22 12:00') });
  });

  it('a slot gives the instant in the outlet zone: Monday 09:00 in Ulaanbaatar is 01:00 UTC', () => {
    expect(check('2026-11-23 09:00', '2026-11-22 12:00')).toEqual({ ok: true, at: new Date('2026-11-23T01:00:00Z') });
  });

  it.each<[string | null, string, string]>([
    [null, '2026-11-22 15:45', 'NOW after the window'],
    ['2026-11-22 10:30', '2026-11-22 10:02', 'a slot earlier than now + 29 minutes'],
    ['2026-11-23 09:10', '2026-11-22 12:00', 'a time that is not a slot start'],
    ['2026-11-23 08:30', '2026-11-22 12:00', 'a time before the window'],
    ['2026-11-26 09:00', '2026-11-22 12:00', 'a day beyond advancedOrderMaxDays'],
    ['2026-11-21 10:00', '2026-11-22 12:00', 'a past day'],
    ['2026-02-30 10:00', '2026-11-22 12:00', 'a date that does not exist'],
  ])('refuses %j at %s (%s) with 412 on estimatedDate', (estimatedDate, now) => {
    expect(check(estimatedDate, now)).toMatchObject({
      ok: false,
      refusal: { orderSystemCode: 412, field: 'estimatedDate' },
    });
  });

  it('accepts 10:30 at 10:01 (now + 29 minutes is exactly the slot)', () => {
    expect(check('2026-11-22 10:30', '2026-11-22 10:01').ok).toBe(true);
  });
});

describe('isEstimatedDatePast: the cart resets a past estimated date to NOW', () => {
  it('compares the instant in the outlet zone', () => {
    expect(isEstimatedDatePast(null, 'Asia/Ulaanbaatar', local('2026-11-22 12:00'))).toBe(false);
    expect(isEstimatedDatePast('2026-11-22 11:30', 'Asia/Ulaanbaatar', local('2026-11-22 12:00'))).toBe(true);
    expect(isEstimatedDatePast('2026-11-22 12:30', 'Asia/Ulaanbaatar', local('2026-11-22 12:00'))).toBe(false);
  });
});

/** A random weekly window on the half hour (an end at or before its start is an empty window). */
const time = fc.integer({ min: 0, max: 47 }).map((half) => {
  const minutes = half * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
const window = fc
  .record({ start: time, end: time, values: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }) })
  .map(({ start, end, values }) => ({ startTime: start, endTime: end, values }));

describe('property: every offered slot is accepted by the server, and none starts before now + 29 minutes', () => {
  it('holds for random weekly schedules, steps, padding days and instants', () => {
    fc.assert(
      fc.property(
        fc.array(window, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(15, 20, 30, 45),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (times, paddingTime, paddingDay, isAllowPreorder, nowMs) => {
          const base = buildOutlet();
          const shop = buildOutlet({
            paddingTime,
            pickupSettings: { mode: 'weekly', times, paddingDay },
            orderSettings: { ...base.orderSettings, isAllowPreorder, advancedOrderMaxDays: 3 },
          });
          const now = new Date(nowMs);
          for (const date of orderDates(shop, 'pick_up', now)) {
            if (date.isNowOffered) expect(validateEstimatedDate(null, shop, 'pick_up', now).ok).toBe(true);
            // The first, the last and every fifth slot: enough to cover window edges, quick enough for CI.
            const sampled = date.slots.filter((_slot, i) => i === 0 || i === date.slots.length - 1 || i % 5 === 0);
            for (const slot of sampled) {
              const check = validateEstimatedDate(slot.value, shop, 'pick_up', now);
              expect(check.ok).toBe(true);
              if (check.ok) expect(check.at.getTime()).toBeGreaterThanOrEqual(now.getTime() + 28 * 60_000);
            }
          }
        },
      ),
      {
        numRuns: 100,
        // Found by CI: Sunday 23:32 offered Monday 00:00, 28 minutes away, before tomorrow kept the lead.
        examples: [[[{ startTime: '00:00', endTime: '00:00', values: [1, 7] }], 15, 0, true, 1794756720001]],
      },
    );
  });
});

describe('property: the time button offers NOW exactly when the dialog’s first date does (isNowOfferedAt)', () => {
  it('holds for random schedules, padding days, pre-order settings, time-range display, modes and instants', () => {
    fc.assert(
      fc.property(
        fc.array(window, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.constantFrom('dine_in' as const, 'pick_up' as const, 'delivery' as const),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        (times, paddingDay, isAllowPreorder, advancedOrderMaxDays, isDisplayAsTimeRange, mode, nowMs) => {
          const base = buildOutlet();
          const shop = buildOutlet({
            operationTimes: times,
            pickupSettings: { mode: 'weekly', times, paddingDay },
            deliverySettings: { ...base.deliverySettings, mode: 'weekly', times, paddingDay },
            orderSettings: {
              ...base.orderSettings,
              isAllowPreorder,
              advancedOrderMaxDays,
              isPickupDisplayAsTimeRange: isDisplayAsTimeRange,
              isDeliveryDisplayAsTimeRange: isDisplayAsTimeRange,
            },
          });
          const now = new Date(nowMs);
          const dialog = orderDates(shop, mode, now)[0]?.isNowOffered ?? false;
          expect(isNowOfferedAt(shop, mode, now)).toBe(dialog);
        },
      ),
      { numRuns: 300 },
    );
  });
});
