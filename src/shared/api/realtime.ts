/**
 * The live events the server pushes over socket.io, typed like the endpoints: each event name (constants/
 * realtime-events.ts) has the TypeBox schema of its payload. The server's `realtime.toUser` only accepts a payload
 * of its event's schema; the client's socket is typed with `ServerToClientEvents`.
 */
import * as T from '@sinclair/typebox';
import { REALTIME_EVENTS, type RealtimeEvent } from '../constants/realtime-events';
import { Notification } from './notifications';

export const RealtimePayloads = {
  [REALTIME_EVENTS.notificationCreated]: Notification,
  [REALTIME_EVENTS.unreadCount]: T.Object({ count: T.Integer({ minimum: 0 }) }),
} satisfies Record<RealtimeEvent, T.TSchema>;

export type RealtimePayload<E extends RealtimeEvent> = T.Static<(typeof RealtimePayloads)[E]>;

/** socket.io's event map of what the server emits to a client. */
export type ServerToClientEvents = { [E in RealtimeEvent]: (payload: RealtimePayload<E>) => void };
