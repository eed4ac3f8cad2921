import { checkWorkingHours, openState, parseDayHours, todayHours, WorkingHoursError } from './working-hours';

// 2026-11-23 is a Monday. Times are built in UTC and read at an explicit offset.
const at = (iso: string) => new Date(iso);
const UB = 480; // Ulaanbaatar, UTC+08:00, no DST

describe("working hours: open or closed from today's hours (section 4)", () => {
  const hours = { Mon: '09:00-18:00', Tue: '09:00-12:00, 13:00-18:00', Wed: 'closed', Fri: '18:00-02:00' };

  it("is open inside today's range and closed outside it", () => {
    expect(openState(hours, at('2026-11-23T10:00:00Z'), 0)).toBe('open');
    expect(openState(hours, at('2026-11-23T08:59:00Z'), 0)).toBe('closed');
    expect(openState(hours, at('2026-11-23T09:00:00Z'), 0)).toBe('open');
    // The end minute is already closed.
    expect(openState(hours, at('2026-11-23T18:00:00Z'), 0)).toBe('closed');
  });

  it('handles several ranges in one day (lunch break)', () => {
    expect(openState(hours, at('2026-11-24T12:30:00Z'), 0)).toBe('closed');
    expect(openState(hours, at('2026-11-24T13:00:00Z'), 0)).toBe('open');
  });

  it("a day marked closed is 'closed'; a day without an entry is 'unavailable'", () => {
    expect(openState(hours, at('2026-11-25T10:00:00Z'), 0)).toBe('closed');
    expect(openState(hours, at('2026-11-26T10:00:00Z'), 0)).toBe('unavailable');
    expect(openState(undefined, at('2026-11-26T10:00:00Z'), 0)).toBe('unavailable');
    expect(openState({}, at('2026-11-26T10:00:00Z'), 0)).toBe('unavailable');
  });

  it('an overnight range stays open past midnight into the next day', () => {
    // Friday 23:59 and Saturday 01:59 are open, Saturday 02:00 is not; Saturday has no entry of its own.
    expect(openState(hours, at('2026-11-27T23:59:00Z'), 0)).toBe('open');
    expect(openState(hours, at('2026-11-28T00:00:00Z'), 0)).toBe('open');
    expect(openState(hours, at('2026-11-28T01:59:00Z'), 0)).toBe('open');
    expect(openState(hours, at('2026-11-28T02:00:00Z'), 0)).toBe('unavailable');
    expect(openState(hours, at('2026-11-27T17:00:00Z'), 0)).toBe('closed');
  });

  it('reads the clock at the merchant offset: midnight in Ulaanbaatar is 16:00 UTC', () => {
    // Monday 17:30 UTC = Tuesday 01:30 at UTC+8: Tuesday opens at 09:00.
    expect(openState(hours, at('2026-11-23T17:30:00Z'), UB)).toBe('closed');
    expect(openState(hours, at('2026-11-23T17:30:00Z'), 0)).toBe('open');
    // Monday 01:00 UTC = Monday 09:00 at UTC+8.
    expect(openState(hours, at('2026-11-23T01:00:00Z'), UB)).toBe('open');
    // Negative offset: Tuesday 03:00 UTC is Monday 22:00 at UTC-5.
    expect(openState(hours, at('2026-11-24T03:00:00Z'), -300)).toBe('closed');
    expect(todayHours(hours, at('2026-11-24T03:00:00Z'), -300)?.day).toBe('Mon');
  });

  it('treats end equal to start, and 24:00, as open around the clock', () => {
    expect(openState({ Mon: '00:00-00:00' }, at('2026-11-23T23:59:00Z'), 0)).toBe('open');
    expect(openState({ Mon: '00:00-24:00' }, at('2026-11-23T00:00:00Z'), 0)).toBe('open');
    expect(openState({ Mon: '00:00-24:00' }, at('2026-11-23T23:59:00Z'), 0)).toBe('open');
  });

  it('matches weekday keys without regard to case', () => {
    expect(openState({ mon: '09:00-18:00' }, at('2026-11-23T10:00:00Z'), 0)).toBe('open');
    expect(openState({ MON: '09:00-18:00' }, at('2026-11-23T20:00:00Z'), 0)).toBe('closed');
  });

  it("shows a malformed day as 'unavailable' instead of failing", () => {
    expect(openState({ Mon: '9am-5pm' }, at('2026-11-23T10:00:00Z'), 0)).toBe('unavailable');
    expect(todayHours({ Mon: '9am-5pm' }, at('2026-11-23T10:00:00Z'), 0)).toBeNull();
  });
});

describe('todayHours', () => {
  it("returns today's normalised ranges", () => {
    const today = todayHours({ Tue: '9:00-12:00,13:00 - 18:30' }, at('2026-11-24T10:00:00Z'), 0);
    expect(today).toEqual({
      day: 'Tue',
      text: '09:00-12:00, 13:00-18:30',
      ranges: [
        { start: 540, end: 720, text: '09:00-12:00' },
        { start: 780, end: 1110, text: '13:00-18:30' },
      ],
    });
  });

  it('returns empty ranges for a closed day and null for a missing one', () => {
    expect(todayHours({ Mon: '' }, at('2026-11-23T10:00:00Z'), 0)).toEqual({ day: 'Mon', ranges: [], text: '' });
    expect(todayHours({ Tue: '09:00-10:00' }, at('2026-11-23T10:00:00Z'), 0)).toBeNull();
  });

  it('stores an overnight end past 1440', () => {
    expect(parseDayHours('Fri', '18:00-02:00').ranges[0]).toMatchObject({ start: 1080, end: 1560 });
  });
});

describe('checkWorkingHours (validation on write)', () => {
  it('accepts valid hours and nothing at all', () => {
    expect(checkWorkingHours({ Mon: '09:00-18:00', sun: 'Closed', Sat: '' })).toEqual([]);
    expect(checkWorkingHours(undefined)).toEqual([]);
  });

  it('names the day, the bad value and the accepted format', () => {
    expect(checkWorkingHours({ Monday: '09:00-18:00' })).toEqual([
      "workingHours: unknown day 'Monday'; allowed keys are Sun, Mon, Tue, Wed, Thu, Fri, Sat",
    ]);
    expect(checkWorkingHours({ Mon: '9-5' })[0]).toMatch(
      /^workingHours\.Mon: '9-5' is not a range; expected 'HH:mm-HH:mm'/,
    );
    expect(checkWorkingHours({ Tue: '25:00-26:00' })[0]).toMatch(/impossible time 25:00/);
    expect(checkWorkingHours({ Tue: '10:60-11:00' })[0]).toMatch(/minutes 00-59/);
    expect(checkWorkingHours({ Tue: 9 })[0]).toMatch(/must be a string/);
    expect(checkWorkingHours([])[0]).toMatch(/must be an object/);
  });

  it('throws a WorkingHoursError from parseDayHours', () => {
    expect(() => parseDayHours('Mon', '24:00-25:00')).toThrow(WorkingHoursError);
  });
});
