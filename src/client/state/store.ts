import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { pageStorage } from '../lib/page-storage';
import { anonymousSession, sessionReducer } from './session-slice';
import type { SessionState } from './session-slice';
import { orderingReducer } from './ordering-slice';
import { uiReducer } from './ui-slice';
import { syncSessionCookie } from './session-cookie';

/** localStorage key of the session, so a reload keeps the customer logged in (each tenant is its own origin). */
export const SESSION_STORAGE_KEY = 'livery:session';

/** The stored session when it is well formed; anything else (missing, corrupt, old shape) means anonymous. */
export function loadSession(storage: Pick<Storage, 'getItem'>): SessionState {
  try {
    const value: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return anonymousSession;
    const { token, role, user } = value as Partial<SessionState>;
    if (typeof token !== 'string' || (role !== 'guest' && role !== 'member') || typeof user !== 'object' || !user)
      return anonymousSession;
    return { token, role, user };
  } catch {
    return anonymousSession;
  }
}

function saveSession(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  session: SessionState,
  doc: Document | undefined,
): void {
  if (session.token) {
    const { token, role, user } = session;
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token, role, user }));
  } else storage.removeItem(SESSION_STORAGE_KEY);
  if (doc) syncSessionCookie(session, doc);
}

/**
 * Client state only (session, toasts, the ordering flag); server data lives in react-query. The three slices are
 * `createAction`s with plain reducers returning new objects, not `createSlice`s: createSlice's reducers run on immer,
 * which (with createReducer's machinery) would put ~5 KB gzip into the entry every route loads, for state this small.
 */
export function createStore(
  storage: Storage = pageStorage(),
  session: SessionState = loadSession(storage),
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
) {
  const store = configureStore({
    reducer: { session: sessionReducer, ui: uiReducer, ordering: orderingReducer },
    preloadedState: { session },
  });
  // The session's cookie copy (./session-cookie.ts) follows it; at start too, for a member signed in before it existed.
  if (doc) syncSessionCookie(session, doc);
  let saved = store.getState().session;
  store.subscribe(() => {
    const next = store.getState().session;
    if (next !== saved) saveSession(storage, next, doc);
    saved = next;
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
