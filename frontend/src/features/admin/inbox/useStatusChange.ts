import { useCallback } from 'react';
import { errorMessage } from '../../../api/base';
import { useToast } from '../../../components/toast/useToast';

export const STATUS_UPDATE_FAILED = 'Failed to update status';

/**
 * Shows the outcome of a status change (spec 001, section 8): 'Status Updated' with `success`, or
 * 'Error' with the server's message ('Failed to update status' without one).
 */
export function useStatusChangeToast() {
  const { toast } = useToast();
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
        toast({
          title: 'Error',
          description: errorMessage(error, STATUS_UPDATE_FAILED),
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast],
  );
}
