import { unreadBadgeLabel } from './badge';

describe("unread badge: shown as '+9' above 9 (section 2)", () => {
  it('shows nothing at 0 or without a count', () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(undefined)).toBeNull();
    expect(unreadBadgeLabel(null)).toBeNull();
  });
  it('shows the count from 1 to 9 and +9 from 10', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('+9');
    expect(unreadBadgeLabel(250)).toBe('+9');
  });
  it('rejects negative or fractional counts', () => {
    expect(() => unreadBadgeLabel(-1)).toThrow('count must be a whole number of 0 or more, got -1');
    expect(() => unreadBadgeLabel(1.5)).toThrow(RangeError);
  });
});
