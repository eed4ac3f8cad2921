import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/** Seed 000 section 8: every error and notice appears in one banner with a message and a type. */
export type ToastType = 'info' | 'warning' | 'success' | 'error';

export interface Toast {
  id: string;
  type: ToastType;
  /** Already translated text (format it with react-intl before dispatching). */
  message: string;
  /** How long the banner stays; the shell's default is TOAST_DURATION_MS. */
  durationMs: number;
}

/** A toast clears itself after five seconds unless the caller asks for another duration. */
export const TOAST_DURATION_MS = 5000;

export interface UiState {
  toasts: Toast[];
}

const initialState: UiState = { toasts: [] };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare(toast: { type: ToastType; message: string; durationMs?: number }) {
        return { payload: { id: nanoid(), durationMs: TOAST_DURATION_MS, ...toast } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = uiSlice.actions;
