/** Order-system status numbers (seed 002 §3). */
export const ORDER_STATUS = {
  NEW: 0,
  RECEIVED: 1,
  PROCESSING: 2,
  PACKED: 3,
  COMPLETED: 5,
  CANCELLED: 6,
  PROCESSING_PAYMENT: 9,
  PENDING_PAYMENT: 10,
  VOID: 11,
  INITIALISING: 13,
  DISMISSED: 14,
  PICKED_WITHOUT_PAYMENT: 16,
  CLOSED: 17,
} as const;
export type OrderStatusNumber = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
