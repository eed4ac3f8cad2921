import { NOTIFICATION_TOGGLE_TOAST_MS } from '../constants/notifications';
import { fillMessage, RULE_MESSAGES } from './messages';

/** Notification types that open an order when tapped (section 4). */
export const ORDER_NOTIFICATION_TYPES = [
  'orderStatusChanged',
  'eats365OrderReceived',
  'eats365OrderProcessing',
  'eats365OrderCompleted',
] as const;

export type NotificationTap = 'order' | 'feedback' | 'merchant';

/** Tapping an order notification opens the order, a feedback one triggers feedback, others open the merchant. */
export function notificationTapTarget(type: string): NotificationTap {
  if ((ORDER_NOTIFICATION_TYPES as readonly string[]).includes(type)) return 'order';
  return type === 'feedback' ? 'feedback' : 'merchant';
}

/** Infinite scroll stops on a short page (sections 4 and 9). */
export function hasMorePages(pageLength: number, pageSize: number): boolean {
  return pageLength >= pageSize;
}

/** Toast of a notification toggle: '{name} is enabled' / '{name} is disabled', shown 1000 ms. */
export function notificationToggleToast(name: string, enabled: boolean): { message: string; durationMs: number } {
  const template = enabled ? RULE_MESSAGES.notificationEnabled : RULE_MESSAGES.notificationDisabled;
  return { message: fillMessage(template, { name }), durationMs: NOTIFICATION_TOGGLE_TOAST_MS };
}
