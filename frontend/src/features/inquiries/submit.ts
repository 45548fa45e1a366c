import { useCallback } from 'react';
import { MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import type { FormikHelpers } from 'formik';
import { toFormikErrors } from '../../lib/formErrors';
import { useToast } from '../../components/toast/useToast';
import type { InquiryResponse } from '../../api/inquiries';

/** Bounds shared with the server's validation (@bb/shared/limits). */
export const MAX_NAME_LENGTH = NAME_MAX;
export const MAX_MESSAGE_LENGTH = MESSAGE_MAX;

/** A trimmed value, or undefined when blank (optional payload fields are left out). */
export function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** Drops the keys whose value is undefined, so they are absent from the JSON body. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

interface Sendable {
  unwrap(): Promise<unknown>;
}

interface SubmitTexts {
  /** The 'Success!' toast's text. */
  success: string;
  /** The 'Error' toast's text when the server gives no message. */
  fallback: string;
  /** Called with the server's answer once sent (the form then shows its lasting confirmation). */
  onSent?: (response: InquiryResponse) => void;
}

/**
 * Formik's `onSubmit` for an inquiry form: sends the payload; on success shows the 'Success!'
 * toast, resets the form to its initial values and calls `onSent` (the lasting confirmation); on failure shows the destructive 'Error' toast
 * with the server's message (or the fallback), keeps the typed values and puts the server's field
 * errors on their fields.
 */
export function useInquirySubmit<Values, Payload>(
  send: (payload: Payload) => Sendable,
  toPayload: (values: Values) => Payload,
  { success, fallback, onSent }: SubmitTexts,
) {
  const { toast, toastFailure } = useToast();
  return useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      try {
        const response = (await send(toPayload(values)).unwrap()) as InquiryResponse;
        helpers.resetForm();
        toast({ title: 'Success!', description: success });
        onSent?.(response);
      } catch (error) {
        toastFailure(error, 'Error', fallback);
        const errors = toFormikErrors<Values>(error);
        if (errors) helpers.setErrors(errors);
      }
    },
    [send, toPayload, success, fallback, onSent, toast, toastFailure],
  );
}
