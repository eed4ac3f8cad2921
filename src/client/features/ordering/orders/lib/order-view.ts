/** What the order page and My orders show of an order's state (seed 002 §3: COMPLETED/RECEIVED green, VOID red). */
import type { OrderMode } from '../../../../../shared/constants/ordering';
import { ordersMessages as m } from '../messages';

export type StatusTone = 'success' | 'error' | 'default';

export function statusTone(statusText: string): StatusTone {
  const text = statusText.trim().toUpperCase();
  if (text === 'COMPLETED' || text === 'RECEIVED') return 'success';
  return text === 'VOID' ? 'error' : 'default';
}

export const MODE_LABEL: Record<OrderMode, typeof m.modeDineIn> = {
  dine_in: m.modeDineIn,
  pick_up: m.modePickUp,
  delivery: m.modeDelivery,
};

/** Statuses the order can still leave: the page keeps asking while an order is in one of them. */
export const isSettled = (paymentStatus: string, statusText: string): boolean =>
  ['CANCELED', 'REFUNDED', 'VOID'].includes(paymentStatus) ||
  ['COMPLETED', 'VOID', 'CANCELLED', 'CLOSED', 'DISMISSED'].includes(statusText.trim().toUpperCase());
