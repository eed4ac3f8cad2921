import { createAction, nanoid } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

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

export const toastShown = createAction(
  'ui/toastShown',
  (toast: { type: ToastType; message: string; durationMs?: number }) => ({
    payload: { id: nanoid(), durationMs: TOAST_DURATION_MS, ...toast } satisfies Toast,
  }),
);
export const toastDismissed = createAction<string>('ui/toastDismissed');

/** A plain reducer (see store.ts for why the slices are not `createSlice`s). */
export function uiReducer(state: UiState = initialState, action: UnknownAction): UiState {
  if (toastShown.match(action)) return { toasts: [...state.toasts, action.payload] };
  if (toastDismissed.match(action)) return { toasts: state.toasts.filter((toast) => toast.id !== action.payload) };
  return state;
}
