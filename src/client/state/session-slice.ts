import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

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

export const sessionSlice = createSlice({
  name: 'session',
  initialState: anonymousSession,
  reducers: {
    loggedIn(
      state,
      action: PayloadAction<{ token: string; role: Exclude<SessionRole, 'anonymous'>; user: SessionUser }>,
    ) {
      return { ...state, ...action.payload };
    },
    loggedOut() {
      return anonymousSession;
    },
    profileCompletenessChanged(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.profileIncomplete = action.payload;
    },
  },
});

export const { loggedIn, loggedOut, profileCompletenessChanged } = sessionSlice.actions;
