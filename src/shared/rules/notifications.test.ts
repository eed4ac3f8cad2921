import { NOTIFICATION_PAGE_SIZE } from '../constants/notifications';
import { hasMorePages, notificationTapTarget, notificationToggleToast } from './notifications';

describe('notifications (sections 4 and 9)', () => {
  it('routes taps by type', () => {
    expect(notificationTapTarget('orderStatusChanged')).toBe('order');
    expect(notificationTapTarget('eats365OrderCompleted')).toBe('order');
    expect(notificationTapTarget('feedback')).toBe('feedback');
    expect(notificationTapTarget('posTransaction')).toBe('merchant');
    expect(notificationTapTarget('promotion')).toBe('merchant');
  });
  it('stops infinite scroll on a short page', () => {
    expect(NOTIFICATION_PAGE_SIZE).toBe(10);
    expect(hasMorePages(10, NOTIFICATION_PAGE_SIZE)).toBe(true);
    expect(hasMorePages(9, NOTIFICATION_PAGE_SIZE)).toBe(false);
    expect(hasMorePages(0, NOTIFICATION_PAGE_SIZE)).toBe(false);
  });
  it("toasts '{name} is enabled' or '{name} is disabled' for 1 second", () => {
    expect(notificationToggleToast('Promotions', true)).toEqual({ message: 'Promotions is enabled', durationMs: 1000 });
    expect(notificationToggleToast('Promotions', false)).toEqual({
      message: 'Promotions is disabled',
      durationMs: 1000,
    });
  });
});
