import { biometricSetupError, biometricToggleWarning } from './biometrics';
import { toggleMerchantFollow } from './follow-merchant';
import { RECEIPT_CLAIM_SUCCESS, shouldAutoClaimReceipt } from './receipt-claim';
import {
  isMember,
  notificationBellTarget,
  parseLanguage,
  showIosInstallPrompt,
  showNotificationBell,
  showTabBar,
} from './shell';

const anonymous = { loggedIn: false, isGuest: false };
const guest = { loggedIn: true, isGuest: true };
const member = { loggedIn: true, isGuest: false };

describe('shell (sections 2 and 6)', () => {
  it('bell: absent for guests, /notification for members, /login otherwise', () => {
    expect(showNotificationBell(guest)).toBe(false);
    expect(showNotificationBell(member)).toBe(true);
    expect(showNotificationBell(anonymous)).toBe(true);
    expect(notificationBellTarget(member)).toBe('/notification');
    expect(notificationBellTarget(anonymous)).toBe('/login');
    expect([isMember(member), isMember(guest), isMember(anonymous)]).toEqual([true, false, false]);
  });
  it('hides tabs on not-found, order pages and in single-merchant mode', () => {
    const base = { pathname: '/home', notFound: false, singleMerchant: false };
    expect(showTabBar(base)).toBe(true);
    expect(showTabBar({ ...base, notFound: true })).toBe(false);
    expect(showTabBar({ ...base, singleMerchant: true })).toBe(false);
    expect(showTabBar({ ...base, pathname: '/order/merchant/1' })).toBe(false);
    expect(showTabBar({ ...base, pathname: '/orders-help' })).toBe(true);
  });
  it('repeats the iOS install prompt after more than 1 day, outside standalone', () => {
    const day = 86_400_000;
    const ctx = { isIos: true, standalone: false, lastShownMs: 0, nowMs: day };
    expect(showIosInstallPrompt(ctx)).toBe(false);
    expect(showIosInstallPrompt({ ...ctx, nowMs: day + 1 })).toBe(true);
    expect(showIosInstallPrompt({ ...ctx, lastShownMs: null })).toBe(true);
    expect(showIosInstallPrompt({ ...ctx, nowMs: day + 1, standalone: true })).toBe(false);
    expect(showIosInstallPrompt({ ...ctx, nowMs: day + 1, isIos: false })).toBe(false);
  });
  it('offers en, mn, cn', () => {
    expect(parseLanguage('MN')).toBe('mn');
    expect(() => parseLanguage('fr')).toThrow("language 'fr' is not offered; use one of en, mn, cn");
  });
});

describe('follow merchant, biometrics, receipt claim (sections 2, 4, 5)', () => {
  it('follow toggles isFollowed and followedCount by one', () => {
    expect(toggleMerchantFollow({ isFollowed: false, followedCount: 4 })).toEqual({
      isFollowed: true,
      followedCount: 5,
    });
    expect(toggleMerchantFollow({ isFollowed: true, followedCount: 5 })).toEqual({
      isFollowed: false,
      followedCount: 4,
    });
    expect(toggleMerchantFollow({ isFollowed: true, followedCount: 0 })).toEqual({
      isFollowed: false,
      followedCount: 0,
    });
  });
  it('biometric setup needs a verified e-mail or phone', () => {
    expect(biometricSetupError({})).toEqual({ title: "Can't verify", message: 'Could not verify' });
    expect(biometricSetupError({ isPhoneVerified: true })).toBeNull();
    expect(biometricToggleWarning(false)).toBe('Verify your identity');
    expect(biometricToggleWarning(true)).toBeNull();
  });
  it('claims a stored receipt once logged in and joined', () => {
    expect(shouldAutoClaimReceipt({ storedRedeemId: 'r1', loggedIn: true, joined: true })).toBe(true);
    expect(shouldAutoClaimReceipt({ storedRedeemId: 'r1', loggedIn: true, joined: false })).toBe(false);
    expect(shouldAutoClaimReceipt({ storedRedeemId: '', loggedIn: true, joined: true })).toBe(false);
    expect(RECEIPT_CLAIM_SUCCESS).toEqual({
      message: 'Successfully claimed the receipt',
      navigateAfterMs: 1000,
      clearStoredId: true,
    });
  });
});
