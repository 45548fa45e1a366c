import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: string;
  description?: string;
  /** 'destructive' for failures: error colours, announced assertively. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; 5000 unless given. */
  duration?: number;
}

export interface ToastData extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
  id: string;
  title?: string;
  description?: string;
}

/** The spec's toast constants: one visible at a time, closing after 5000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastState {
  /** The visible toasts, newest first, never more than TOAST_LIMIT. */
  toasts: ToastData[];
}

const initialState: ToastState = { toasts: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastData>) {
        // A new toast replaces the current one.
        state.toasts = [action.payload, ...state.toasts].slice(0, TOAST_LIMIT);
      },
      prepare(options: ToastOptions) {
        return {
          payload: {
            id: nanoid(),
            title: options.title,
            description: options.description,
            variant: options.variant ?? 'default',
            duration: options.duration ?? TOAST_DURATION_MS,
          },
        };
      },
    },
    /**
     * Closes one toast (or all). A dismissed toast is removed at once rather than kept, hidden, for
     * the original library's 1000000 ms removal delay: nothing of it stays on screen or in the
     * accessibility tree.
     */
    toastDismissed(state, action: PayloadAction<string | undefined>) {
      state.toasts =
        action.payload === undefined ? [] : state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
