import { formatDateIn, formatTimeIn } from './format-date';

// Local-time values, so the test holds in any time zone.
const afternoon = new Date(2026, 10, 22, 14, 5);
const morning = new Date(2026, 0, 3, 9, 7);

describe('formatDateIn', () => {
  it('writes Mongolian dates in Cyrillic, never with English month names', () => {
    expect(formatDateIn('mn', afternoon)).toBe('2026 оны 11-р сарын 22');
    expect(formatDateIn('mn', morning)).toBe('2026 оны 1-р сарын 3');
    expect(formatDateIn('mn-MN', morning)).toBe('2026 оны 1-р сарын 3');
    expect(formatDateIn('mn', afternoon)).not.toMatch(/[A-Za-z]/);
  });

  it('uses Intl for English and Simplified Chinese', () => {
    expect(formatDateIn('en', afternoon)).toBe('Nov 22, 2026');
    expect(formatDateIn('zh-CN', afternoon)).toBe('2026年11月22日');
  });

  it('accepts ISO strings', () => {
    const iso = afternoon.toISOString();
    expect(formatDateIn('mn', iso)).toBe('2026 оны 11-р сарын 22');
  });
});

describe('formatTimeIn', () => {
  it('uses the 24-hour clock with two-digit minutes in Mongolian', () => {
    expect(formatTimeIn('mn', afternoon)).toBe('14:05');
    expect(formatTimeIn('mn', morning)).toBe('09:07');
  });

  it('uses Intl for English and Chinese', () => {
    expect(formatTimeIn('en', afternoon)).toBe('2:05 PM');
    expect(formatTimeIn('zh-CN', afternoon)).toBe('14:05');
  });
});

describe('in an outlet’s time zone', () => {
  // 2026-11-22 23:30 UTC is already the 23rd at 07:30 in Ulaanbaatar (UTC+8) and the 22nd at 23:30 in London.
  const lateUtc = new Date(Date.UTC(2026, 10, 22, 23, 30));

  it('shows the outlet’s day and time wherever the phone is', () => {
    expect(formatDateIn('mn', lateUtc, 'Asia/Ulaanbaatar')).toBe('2026 оны 11-р сарын 23');
    expect(formatTimeIn('mn', lateUtc, 'Asia/Ulaanbaatar')).toBe('07:30');
    expect(formatDateIn('en', lateUtc, 'Asia/Ulaanbaatar')).toBe('Nov 23, 2026');
    expect(formatTimeIn('en', lateUtc, 'Asia/Ulaanbaatar')).toBe('7:30 AM');
    expect(formatDateIn('en', lateUtc, 'Europe/London')).toBe('Nov 22, 2026');
    expect(formatTimeIn('zh-CN', lateUtc, 'Europe/London')).toBe('23:30');
  });
});
