import { calendarDaysAgo, dateGroupLabel, groupByDate } from './date-groups';

describe('notification date groups: Today, Yesterday, N days ago (sections 2 and 9)', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('labels by calendar day, not by 24-hour periods', () => {
    expect(calendarDaysAgo(new Date('2026-11-23T00:00:00Z'), now, 0)).toBe(0);
    // 10 h 1 min ago but before midnight: yesterday.
    expect(calendarDaysAgo(new Date('2026-11-22T23:59:00Z'), now, 0)).toBe(1);
    expect(calendarDaysAgo(new Date('2026-11-22T00:00:00Z'), now, 0)).toBe(1);
    expect(calendarDaysAgo(new Date('2026-11-21T23:59:59Z'), now, 0)).toBe(2);
    expect(calendarDaysAgo(new Date('2026-11-13T12:00:00Z'), now, 0)).toBe(10);
  });

  it('reads both instants at the given offset', () => {
    // 2026-11-22T17:00Z is 23 Nov 01:00 at UTC+8 (same day as now = 18:00), but 22 Nov at UTC.
    const lateUtc = new Date('2026-11-22T17:00:00Z');
    expect(calendarDaysAgo(lateUtc, now, 480)).toBe(0);
    expect(calendarDaysAgo(lateUtc, now, 0)).toBe(1);
    // At UTC-5 now is 23 Nov 05:00, and 04:00Z is 22 Nov 23:00: yesterday.
    expect(calendarDaysAgo(new Date('2026-11-23T04:00:00Z'), now, -300)).toBe(1);
  });

  it('treats a slightly future date (clock skew) as today', () => {
    expect(calendarDaysAgo(new Date('2026-11-23T10:05:00Z'), now, 0)).toBe(0);
  });

  it('has the exact labels', () => {
    expect(dateGroupLabel(0)).toBe('Today');
    expect(dateGroupLabel(1)).toBe('Yesterday');
    expect(dateGroupLabel(2)).toBe('2 days ago');
    expect(dateGroupLabel(30)).toBe('30 days ago');
  });

  it('groups items in their given order', () => {
    const items = [
      { id: 'a', createdAt: '2026-11-23T09:00:00Z' },
      { id: 'b', createdAt: '2026-11-23T01:00:00Z' },
      { id: 'c', createdAt: '2026-11-22T20:00:00Z' },
      { id: 'd', createdAt: '2026-11-18T20:00:00Z' },
    ];
    const groups = groupByDate(items, (n) => n.createdAt, now, 0);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      ['5 days ago', ['d']],
    ]);
    expect(groups[2]).toMatchObject({ kind: 'daysAgo', daysAgo: 5 });
  });

  it('names a bad date', () => {
    expect(() => groupByDate([{ t: 'soon' }], (n) => n.t, now, 0)).toThrow(
      'groupByDate: an item date is not a valid date: soon',
    );
  });
});
