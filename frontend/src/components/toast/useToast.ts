import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastDismissed, toastShown, type ToastOptions } from './toastSlice';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/**
 * `toast({ title, description, variant })` shows a notification, replacing the one on screen.
 * Failures use `variant: 'destructive'`.
 */
export function useToast() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      toast(options: ToastOptions): ToastHandle {
        const action = toastShown(options);
        dispatch(action);
        const { id } = action.payload;
        return { id, dismiss: () => dispatch(toastDismissed(id)) };
      },
      dismiss(id?: string) {
        dispatch(toastDismissed(id));
      },
    }),
    [dispatch],
  );
}
