import { notificationTapTarget } from '../../../shared/rules';
import type { Notification as AppNotification } from '../../api/notifications';

/**
 * Where a tap leads (seed 000 §4): an order notification opens the order (/order/s/{ref}, seed 002), a feedback
 * one asks for feedback (the caller opens the dialog), any other opens its merchant. Null when there is nowhere
 * to go (no order reference or merchant).
 */
export function notificationPath(n: Pick<AppNotification, 'type' | 'ref' | 'merchant'>): string | 'feedback' | null {
  const target = notificationTapTarget(n.type);
  if (target === 'feedback') return 'feedback';
  if (target === 'order') return n.ref ? `/order/s/${encodeURIComponent(n.ref)}` : null;
  return n.merchant ? `/merchant-detail/${encodeURIComponent(n.merchant._id)}` : null;
}
