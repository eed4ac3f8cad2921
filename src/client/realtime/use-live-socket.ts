/**
 * One socket.io connection per signed-in session (member or guest), shared by every feature that listens to live
 * events (see src/server/plugins/realtime.ts: handshake `auth.token`). socket.io-client is loaded lazily, so a visitor
 * never downloads it; the connection closes when its last listener goes.
 */
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '../../shared/api/realtime';

export type LiveSocket = Socket<ServerToClientEvents>;

interface Connection {
  socket: Promise<LiveSocket>;
  listeners: number;
}

const connections = new Map<string, Connection>();

function acquire(token: string): Promise<LiveSocket> {
  let connection = connections.get(token);
  if (!connection) {
    const socket = import(/* webpackChunkName: "realtime" */ 'socket.io-client').then(({ io }): LiveSocket =>
      io({ path: '/socket.io', auth: { token }, transports: ['websocket', 'polling'] }),
    );
    connection = { socket, listeners: 0 };
    connections.set(token, connection);
  }
  connection.listeners += 1;
  return connection.socket;
}

function release(token: string): void {
  const connection = connections.get(token);
  if (!connection) return;
  connection.listeners -= 1;
  if (connection.listeners > 0) return;
  connections.delete(token);
  void connection.socket.then((socket) => socket.disconnect());
}

/**
 * While `token` is set, `attach` gets the session's socket to add its handlers and returns how to remove them.
 * Pass a stable `attach` (useCallback): a new one re-attaches.
 */
export function useLiveSocket(token: string | null, attach: (socket: LiveSocket) => () => void): void {
  useEffect(() => {
    if (!token) return undefined;
    let detach: (() => void) | null = null;
    let closed = false;
    void acquire(token).then((socket) => {
      if (!closed) detach = attach(socket);
    });
    return () => {
      closed = true;
      detach?.();
      release(token);
    };
  }, [token, attach]);
}
