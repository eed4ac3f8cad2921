/**
 * The live events the server pushes over socket.io, typed like the endpoints: each event name (constants/
 * realtime-events.ts) has the TypeBox schema of its payload. The server's `realtime.toUser` only accepts a payload
 * of its event's schema; the client's socket is typed with `ServerToClientEvents`.
 */
import * as T from '@sinclair/typebox';
import { REALTIME_EVENTS, type RealtimeEvent } from '../constants/realtime-events';
import { Enum } from './common';
import { Notification } from './notifications';
import { PAYMENT_STATUSES } from '../constants/ordering';

/** What an order event says about the order: enough for a banner; the order page reads the order again. */
export const OrderChange = T.Object({
  orderId: T.String(),
  merchantId: T.String(),
  dailyOrderNumber: T.Integer(),
  /** Order-system status number (seed 002 §3, ORDER_STATUS). */
  status: T.Integer(),
  paymentStatus: Enum(PAYMENT_STATUSES),
});
export type OrderChange = T.Static<typeof OrderChange>;

export const RealtimePayloads = {
  [REALTIME_EVENTS.notificationCreated]: Notification,
  [REALTIME_EVENTS.unreadCount]: T.Object({ count: T.Integer({ minimum: 0 }) }),
  [REALTIME_EVENTS.orderStatusChanged]: OrderChange,
  [REALTIME_EVENTS.orderModified]: OrderChange,
} satisfies Record<RealtimeEvent, T.TSchema>;

export type RealtimePayload<E extends RealtimeEvent> = T.Static<(typeof RealtimePayloads)[E]>;

/** socket.io's event map of what the server emits to a client. */
export type ServerToClientEvents = { [E in RealtimeEvent]: (payload: RealtimePayload<E>) => void };
