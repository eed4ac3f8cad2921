import fc from 'fast-check';
import {
  formatEstimatedDate,
  isoWeekday,
  isValidTimeZone,
  outletClock,
  parseEstimatedDate,
  readEstimatedDate,
  zoneOffsetMinutes,
} from './outlet-clock';

const at = (iso: string) => new Date(iso);

describe("the outlet's clock in its IANA zone", () => {
  it('reads Ulaanbaatar (+08) and Seoul (+09): 2026-11-23 (Monday) 16:30 UTC is already Tuesday there', () => {
    const ub = outletClock(at('2026-11-23T16:30:00Z'), 'Asia/Ulaanbaatar');
    expect(ub).toMatchObject({ year: 2026, month: 11, day: 24, weekday: 2, minuteOfDay: 30 });
    const seoul = outletClock(at('2026-11-23T16:30:00Z'), 'Asia/Seoul');
    expect(seoul).toMatchObject({ day: 24, weekday: 2, minuteOfDay: 90 });
    expect(outletClock(at('2026-11-23T15:59:00Z'), 'Asia/Ulaanbaatar')).toMatchObject({
      day: 23,
      weekday: 1,
      minuteOfDay: 23 * 60 + 59,
    });
  });

  it('gives the same day number for every minute of one outlet-local day, and the next number after midnight', () => {
    const morning = outletClock(at('2026-11-23T16:00:00Z'), 'Asia/Ulaanbaatar');
    const night = outletClock(at('2026-11-24T15:59:00Z'), 'Asia/Ulaanbaatar');
    const next = outletClock(at('2026-11-24T16:00:00Z'), 'Asia/Ulaanbaatar');
    expect(night.dayNumber).toBe(morning.dayNumber);
    expect(next.dayNumber).toBe(morning.dayNumber + 1);
  });

  it('follows London across the spring change (2026-03-29 01:00 UTC): 00:59 GMT, then 02:00 BST', () => {
    expect(outletClock(at('2026-03-29T00:59:00Z'), 'Europe/London').minuteOfDay).toBe(59);
    expect(outletClock(at('2026-03-29T01:00:00Z'), 'Europe/London').minuteOfDay).toBe(120);
    expect(zoneOffsetMinutes(at('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(60);
  });

  it('reads a negative zone: New York on Sunday evening is Monday in UTC', () => {
    const ny = outletClock(at('2026-11-23T03:00:00Z'), 'America/New_York');
    expect(ny).toMatchObject({ day: 22, weekday: 0, minuteOfDay: 22 * 60 });
    expect(zoneOffsetMinutes(at('2026-11-23T03:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('writes weekdays as schedules do: 1 = Monday … 7 = Sunday', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(isoWeekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses an unknown zone by name', () => {
    expect(() => outletClock(at('2026-11-23T00:00:00Z'), 'Mars/Olympus')).toThrow(/Mars\/Olympus/);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('Asia/Ulaanbaatar')).toBe(true);
    expect(() => outletClock(new Date(NaN), 'UTC')).toThrow(RangeError);
  });
});

describe("estimated dates 'YYYY-MM-DD HH:mm' in the outlet's zone", () => {
  it('parses to the instant in the zone and formats back', () => {
    expect(parseEstimatedDate('2026-11-24 12:30', 'Asia/Ulaanbaatar')?.toISOString()).toBe('2026-11-24T04:30:00.000Z');
    expect(parseEstimatedDate('2026-11-24 00:00', 'Asia/Seoul')?.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(formatEstimatedDate(at('2026-11-24T04:30:00Z'), 'Asia/Ulaanbaatar')).toBe('2026-11-24 12:30');
    expect(formatEstimatedDate(at('2026-11-23T15:00:00Z'), 'Asia/Seoul')).toBe('2026-11-24 00:00');
  });

  it('uses the summer offset in summer: London 2026-07-01 12:00 is 11:00 UTC', () => {
    expect(parseEstimatedDate('2026-07-01 12:00', 'Europe/London')?.toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(parseEstimatedDate('2026-12-01 12:00', 'Europe/London')?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward: London 2026-03-29 01:30 → 02:30 BST', () => {
    const instant = parseEstimatedDate('2026-03-29 01:30', 'Europe/London');
    expect(instant?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(formatEstimatedDate(instant!, 'Europe/London')).toBe('2026-03-29 02:30');
  });

  it('takes the earlier of a time that happens twice in autumn: London 2026-10-25 01:30 is 01:30 BST', () => {
    expect(parseEstimatedDate('2026-10-25 01:30', 'Europe/London')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parseEstimatedDate('2026-10-25 02:00', 'Europe/London')?.toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });

  it('round-trips every half hour of a DST day in New York except the skipped hour', () => {
    for (let minute = 0; minute < 24 * 60; minute += 30) {
      const text = `2026-03-08 ${String(Math.floor(minute / 60)).padStart(2, '0')}:${minute % 60 === 0 ? '00' : '30'}`;
      const back = formatEstimatedDate(parseEstimatedDate(text, 'America/New_York')!, 'America/New_York');
      if (minute >= 120 && minute < 180) expect(back).not.toBe(text);
      else expect(back).toBe(text);
    }
  });

  it.each(['2026-02-30 12:00', '2026-13-01 12:00', '2026-11-24 24:00', '2026-11-24 12:60', '2026-11-24T12:00', ''])(
    'refuses %j (not a real date and time)',
    (text) => {
      expect(readEstimatedDate(text)).toBeNull();
      expect(parseEstimatedDate(text, 'UTC')).toBeNull();
    },
  );
});

describe('property: the clock and estimated dates agree in any zone, any instant', () => {
  const zones = [
    'Asia/Ulaanbaatar',
    'Asia/Seoul',
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Pacific/Chatham',
  ];
  const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }).map((ms) => new Date(ms));

  it('formatting, parsing and formatting again gives the same outlet-local text', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const text = formatEstimatedDate(at, zone);
        expect(formatEstimatedDate(parseEstimatedDate(text, zone)!, zone)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('the clock is the instant shifted by the zone offset', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...zones), (at, zone) => {
        const shifted = new Date(at.getTime() + zoneOffsetMinutes(at, zone) * 60_000);
        expect(outletClock(at, zone)).toMatchObject({
          year: shifted.getUTCFullYear(),
          month: shifted.getUTCMonth() + 1,
          day: shifted.getUTCDate(),
          weekday: shifted.getUTCDay(),
          minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
        });
      }),
      { numRuns: 500 },
    );
  });
});
