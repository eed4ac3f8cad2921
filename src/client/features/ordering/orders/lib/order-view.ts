/** What the order page and My orders show of an order's state (seed 002 §3: COMPLETED/RECEIVED green, VOID red). */
import type { MessageDescriptor } from 'react-intl';
import { ORDER_STATUS, type OrderMode } from '../../../../../shared/constants/ordering';
import { ordersMessages as m } from '../messages';

export type StatusTone = 'success' | 'error' | 'default';

/** The order-system status numbers of seed 002 §3, in the app's language. */
const STATUS_LABEL: Record<number, MessageDescriptor> = {
  [ORDER_STATUS.NEW]: m.statusNew,
  [ORDER_STATUS.RECEIVED]: m.statusReceived,
  [ORDER_STATUS.PROCESSING]: m.statusProcessing,
  [ORDER_STATUS.PACKED]: m.statusPacked,
  [ORDER_STATUS.COMPLETED]: m.statusCompleted,
  [ORDER_STATUS.CANCELLED]: m.statusCancelled,
  [ORDER_STATUS.PROCESSING_PAYMENT]: m.statusProcessingPayment,
  [ORDER_STATUS.PENDING_PAYMENT]: m.statusPendingPayment,
  [ORDER_STATUS.VOID]: m.statusVoid,
  [ORDER_STATUS.INITIALISING]: m.statusInitialising,
  [ORDER_STATUS.DISMISSED]: m.statusDismissed,
  [ORDER_STATUS.PICKED_WITHOUT_PAYMENT]: m.statusPickedWithoutPayment,
  [ORDER_STATUS.CLOSED]: m.statusClosed,
};

/** A status's label; a number the seed does not list shows the order system's own text. */
export function statusLabel(
  intl: { formatMessage: (descriptor: MessageDescriptor) => string },
  status: number,
  statusText: string,
): string {
  const label = STATUS_LABEL[status];
  return label ? intl.formatMessage(label) : statusText;
}

/** Seed 002 §3: COMPLETED or RECEIVED is green, VOID is red. */
export function statusTone(status: number): StatusTone {
  if (status === ORDER_STATUS.COMPLETED || status === ORDER_STATUS.RECEIVED) return 'success';
  return status === ORDER_STATUS.VOID ? 'error' : 'default';
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
