/**
 * Pass to counter (seed 002 §4): offered only when the order is pending (unpaid), not for delivery, has no table
 * token (scan-to-order sessions cannot), is for today in the outlet's zone, the outlet allows it
 * (isAllowPassToCounter), and the outlet's mode is not '{product}' (the platform's own order system; only an
 * external order system takes orders at its counter). The server refuses a call that breaks one with the first
 * condition it breaks; the order page shows the button only when none is broken.
 */
import type { OrderMode, PaymentStatus } from '../../constants/ordering';
import { outletClock, readEstimatedDate } from './outlet-clock';

/** The '{product}' order-system mode: orders that stay in the platform's own order system. */
export const OWN_ORDER_SYSTEM_MODE = '{product}';

export type PassToCounterBlocker =
  'notPending' | 'delivery' | 'tableToken' | 'notToday' | 'notAllowedByOutlet' | 'ownOrderSystem';

export interface PassToCounterOrder {
  paymentStatus: PaymentStatus;
  orderMode: OrderMode;
  tableToken: string | null;
  /** Outlet-local 'YYYY-MM-DD HH:mm', or null for NOW (then the day it was placed counts). */
  estimatedDate: string | null;
  /** ISO instant the order was placed. */
  createdAt: string;
}

export interface PassToCounterOutlet {
  timeZone: string;
  orderSettings: { isAllowPassToCounter: boolean; mode: string };
}

function orderDayNumber(order: PassToCounterOrder, timeZone: string): number | null {
  if (order.estimatedDate !== null) return readEstimatedDate(order.estimatedDate)?.dayNumber ?? null;
  const placed = new Date(order.createdAt);
  return Number.isNaN(placed.getTime()) ? null : outletClock(placed, timeZone).dayNumber;
}

/** The first condition that keeps the order from the counter, or null when it may be passed. */
export function passToCounterBlocker(
  order: PassToCounterOrder,
  outlet: PassToCounterOutlet,
  now: Date,
): PassToCounterBlocker | null {
  if (order.paymentStatus !== 'PENDING') return 'notPending';
  if (order.orderMode === 'delivery') return 'delivery';
  if (order.tableToken !== null) return 'tableToken';
  if (orderDayNumber(order, outlet.timeZone) !== outletClock(now, outlet.timeZone).dayNumber) return 'notToday';
  if (!outlet.orderSettings.isAllowPassToCounter) return 'notAllowedByOutlet';
  if (outlet.orderSettings.mode === OWN_ORDER_SYSTEM_MODE) return 'ownOrderSystem';
  return null;
}

export const canPassToCounter = (order: PassToCounterOrder, outlet: PassToCounterOutlet, now: Date): boolean =>
  passToCounterBlocker(order, outlet, now) === null;
