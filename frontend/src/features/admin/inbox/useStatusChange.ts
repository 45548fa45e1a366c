import { useCallback } from 'react';
import { useToast } from '../../../components/toast/useToast';

export const STATUS_UPDATE_FAILED = 'Failed to update status';

/**
 * Shows the outcome of a status change (spec 001, section 8): 'Status Updated' with `success`, or
 * 'Error' with the server's message ('Failed to update status' without one).
 */
export function useStatusChangeToast() {
  const { toast, toastFailure } = useToast();
  return useCallback(
    async (
      request: { unwrap: () => Promise<unknown> },
      success: { title: string; description: string },
    ) => {
      try {
        await request.unwrap();
        toast(success);
        return true;
      } catch (error) {
        toastFailure(error, 'Error', STATUS_UPDATE_FAILED);
        return false;
      }
    },
    [toast, toastFailure],
  );
}
