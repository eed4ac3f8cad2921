import * as auth from './auth';
import * as discovery from './discovery';
import * as feed from './feed';
import * as join from './join';
import * as money from './money';
import * as notifications from './notifications';
import * as profile from './profile';
import * as receipts from './receipts';
import { fillMessage, RULE_MESSAGES } from '../rules/messages';
import { roundHalfUp } from '../rules/round';

describe('section 9 constants, each in its area module', () => {
  it('hold the spec numbers', () => {
    expect(discovery.MAX_FOLLOWED_CATEGORIES).toBe(7);
    expect(auth.ONE_TIME_CODE_LENGTH).toBe(6);
    expect(auth.LOGIN_CODE_TTL_SECONDS).toBe(10 * 60);
    expect(auth.VERIFICATION_CODE_TTL_SECONDS).toBe(300);
    expect([
      notifications.NOTIFICATION_PAGE_SIZE,
      feed.FEED_VOUCHER_PAGE_SIZE,
      feed.ACTIVITY_PAGE_SIZE,
      discovery.HOME_FEED_PAGE_SIZE,
    ]).toEqual([10, 5, 5, 10]);
    expect([discovery.CATEGORY_MERCHANTS_LIMIT, discovery.CATEGORY_MERCHANTS_PAGE]).toEqual([100, 1]);
    expect(discovery.INFINITE_SCROLL_THRESHOLD_PX).toBe(100);
    expect([
      discovery.NEAR_ME_DEFAULT_RANGE_KM,
      discovery.NEAR_ME_MIN_RANGE_KM,
      discovery.NEAR_ME_MAX_RANGE_KM,
      discovery.NEAR_ME_RANGE_STEP_KM,
    ]).toEqual([5, 0.1, 5, 0.1]);
    expect(discovery.NEAR_SEARCH_RANGE_METRES).toBe(4e8);
    expect(discovery.DESCRIPTION_MAX_LENGTH).toBe(60);
    expect([
      receipts.SCANNER_DELAY_MS,
      join.SIGNUP_TOKEN_LOGOUT_DELAY_MS,
      receipts.RECEIPT_NAVIGATION_DELAY_MS,
    ]).toEqual([500, 3000, 1000]);
    expect(notifications.NOTIFICATION_TOGGLE_TOAST_MS).toBe(1000);
    expect([money.AMOUNT_DECIMALS, money.DEFAULT_CURRENCY_SYMBOL]).toEqual([2, '$']);
    expect([profile.ADULT_AGE, profile.DEFAULT_AGE]).toEqual([18, 18]);
  });
});

describe('messages', () => {
  it('fills placeholders and names a missing one', () => {
    expect(fillMessage(RULE_MESSAGES.daysAgo, { days: 3 })).toBe('3 days ago');
    expect(() => fillMessage(RULE_MESSAGES.pleaseWait, {})).toThrow('no value for placeholder {time}');
  });
});

describe('roundHalfUp', () => {
  it('rounds the decimal value, not its binary neighbour', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(0.05, 1)).toBe(0.1);
    expect(roundHalfUp(0.15, 1)).toBe(0.2);
    expect(roundHalfUp(-0.05, 1)).toBe(-0.1);
    expect(roundHalfUp(1e21, 2)).toBe(1e21);
    expect(roundHalfUp(1e-7, 2)).toBe(0);
    expect(roundHalfUp(5e-7, 6)).toBe(0.000001);
    expect(() => roundHalfUp(1, -1)).toThrow('decimals must be an integer from 0 to 20');
  });
});
