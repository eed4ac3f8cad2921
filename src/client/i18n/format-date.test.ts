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
