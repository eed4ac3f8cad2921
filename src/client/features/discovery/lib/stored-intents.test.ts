import { STORED_JOIN_MERCHANT_KEY, STORED_VOUCHER_KEY, takeStoredIntent } from './stored-intents';

beforeEach(() => window.localStorage.clear());

describe('takeStoredIntent', () => {
  it('opens a stored voucher with the claim flag and forgets it', () => {
    window.localStorage.setItem(STORED_VOUCHER_KEY, 'v1/val2');
    expect(takeStoredIntent(window.localStorage, false)).toBe('/vouchers/v1/val2?claim=true');
    expect(window.localStorage.getItem(STORED_VOUCHER_KEY)).toBeNull();
    expect(takeStoredIntent(window.localStorage, false)).toBeNull();
  });

  it('joins a stored merchant only once logged in', () => {
    window.localStorage.setItem(STORED_JOIN_MERCHANT_KEY, 'brew-lane-m01');
    expect(takeStoredIntent(window.localStorage, false)).toBeNull();
    expect(window.localStorage.getItem(STORED_JOIN_MERCHANT_KEY)).toBe('brew-lane-m01');
    expect(takeStoredIntent(window.localStorage, true)).toBe('/merchant-detail/brew-lane-m01?join=true');
    expect(window.localStorage.getItem(STORED_JOIN_MERCHANT_KEY)).toBeNull();
  });

  it('does nothing without stored intents', () => {
    expect(takeStoredIntent(window.localStorage, true)).toBeNull();
  });
});
