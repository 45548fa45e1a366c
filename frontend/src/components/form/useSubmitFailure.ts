import { useCallback } from 'react';
import type { FormikHelpers } from 'formik';
import { toFormikErrors } from '../../lib/formErrors';
import { useToast } from '../toast/useToast';

/**
 * What a form does when the server refuses it: a destructive toast with `title` and `description`,
 * and the server's messages on their fields (the form keeps what was typed).
 */
export function useSubmitFailure() {
  const { toast } = useToast();
  return useCallback(
    <V>(error: unknown, helpers: FormikHelpers<V>, title: string, description: string) => {
      toast({ title, description, variant: 'destructive' });
      const errors = toFormikErrors<V>(error);
      if (errors) helpers.setErrors(errors);
    },
    [toast],
  );
}
