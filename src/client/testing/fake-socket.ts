/**
 * socket.io-client's stand-in for component tests of the live listeners: a test file mocks the package with
 * `jest.mock('socket.io-client', () => jest.requireActual('…/testing/fake-socket').fakeSocketModule)`, then plays the
 * server with `emitToApp` (an event, or `'connect'`) and reads which sockets were opened from `socketsOpened`.
 */
import { act } from '@testing-library/react';

type Handler = (payload?: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
/** The options of every socket the app opened (`auth.token` says whose), oldest first. */
export const socketsOpened: unknown[] = [];

export const fakeSocketModule = {
  io: (options: unknown) => {
    socketsOpened.push(options);
    return {
      on: (event: string, handler: Handler) => {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
      },
      off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
      disconnect: () => undefined,
    };
  },
};

/** How many handlers the app has attached to `event` (0 before its socket is open). */
export const listenersOf = (event: string): number => handlers.get(event)?.size ?? 0;

/** The server sends `event` (or the socket connects: `'connect'`) to every handler attached to it. */
export const emitToApp = (event: string, payload?: unknown) =>
  act(() => handlers.get(event)?.forEach((handler) => handler(payload)));

export function resetFakeSocket(): void {
  handlers.clear();
  socketsOpened.length = 0;
}
