import { createAction } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

/** Seed 000 section 1: anonymous visitors, guests (no full registration) and members (hold a token). */
export type SessionRole = 'anonymous' | 'guest' | 'member';

export interface SessionUser {
  id: string;
  displayName?: string;
  /** Drives the header's '!' badge on the profile icon. */
  profileIncomplete: boolean;
}

export interface SessionState {
  token: string | null;
  role: SessionRole;
  user: SessionUser | null;
}

export const anonymousSession: SessionState = { token: null, role: 'anonymous', user: null };

export const loggedIn = createAction<{ token: string; role: Exclude<SessionRole, 'anonymous'>; user: SessionUser }>(
  'session/loggedIn',
);
export const loggedOut = createAction('session/loggedOut');
export const profileCompletenessChanged = createAction<boolean>('session/profileCompletenessChanged');

/** A plain reducer (see store.ts for why the slices are not `createSlice`s). */
export function sessionReducer(state: SessionState = anonymousSession, action: UnknownAction): SessionState {
  if (loggedIn.match(action)) return { ...state, ...action.payload };
  if (loggedOut.match(action)) return anonymousSession;
  if (profileCompletenessChanged.match(action)) {
    if (!state.user || state.user.profileIncomplete === action.payload) return state;
    return { ...state, user: { ...state.user, profileIncomplete: action.payload } };
  }
  return state;
}
