import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../api/base';
import { toastDismissed, toastShown, type ToastOptions } from './toastSlice';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/**
 * `toast({ title, description, variant })` shows a notification, replacing the one on screen.
 * Failures use `variant: 'destructive'`; `toastFailure(error, title, fallback)` is that toast for a
 * refused request: the server's message, or `fallback` when it sent none.
 */
export function useToast() {
  const dispatch = useDispatch();
  return useMemo(() => {
    const toast = (options: ToastOptions): ToastHandle => {
      const action = toastShown(options);
      dispatch(action);
      const { id } = action.payload;
      return { id, dismiss: () => dispatch(toastDismissed(id)) };
    };
    return {
      toast,
      toastFailure: (error: unknown, title: string, fallback: string): ToastHandle =>
        toast({ title, description: errorMessage(error, fallback), variant: 'destructive' }),
      dismiss(id?: string) {
        dispatch(toastDismissed(id));
      },
    };
  }, [dispatch]);
}
