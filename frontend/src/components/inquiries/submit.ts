import { useCallback } from 'react';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from '@bb/shared/limits';
import type { FormikHelpers } from 'formik';
import * as yup from 'yup';
import { errorMessage } from '../../api/base';
import { toFormikErrors } from '../../lib/formErrors';
import { useToast } from '../toast/useToast';

/** Bounds shared with the server's validation (@bb/shared/limits). */
export const MAX_NAME_LENGTH = NAME_MAX;
export const MAX_EMAIL_LENGTH = EMAIL_MAX;
export const MAX_MESSAGE_LENGTH = MESSAGE_MAX;

export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_REQUIRED = 'Email is required';

const formatCount = (n: number) => n.toLocaleString('en-US');

/** A trimmed text of at most `max` characters; required (with `requiredMessage`) if given. */
export function text(label: string, max: number, requiredMessage?: string) {
  const schema = yup
    .string()
    .trim()
    .max(max, `${label} must be at most ${formatCount(max)} characters`);
  return requiredMessage ? schema.required(requiredMessage) : schema;
}

/** A required, trimmed e-mail address. */
export function email() {
  return (
    yup
      .string()
      .trim()
      .required(EMAIL_REQUIRED)
      .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
      .email(EMAIL_INVALID)
      // As the server: the domain must have a dot (yup alone accepts "someone@localhost").
      .matches(/@[^@\s]+\.[^@\s]+$/, { message: EMAIL_INVALID, excludeEmptyString: true })
  );
}

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
}

/**
 * Formik's `onSubmit` for an inquiry form: sends the payload; on success shows the 'Success!'
 * toast and resets the form to its initial values; on failure shows the destructive 'Error' toast
 * with the server's message (or the fallback), keeps the typed values, puts the server's field
 * errors on their fields and sets a new `status` object (the form shell's sign of a refusal).
 */
export function useInquirySubmit<Values, Payload>(
  send: (payload: Payload) => Sendable,
  toPayload: (values: Values) => Payload,
  { success, fallback }: SubmitTexts,
) {
  const { toast } = useToast();
  return useCallback(
    async (values: Values, helpers: FormikHelpers<Values>) => {
      try {
        await send(toPayload(values)).unwrap();
        helpers.resetForm();
        toast({ title: 'Success!', description: success });
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, fallback),
          variant: 'destructive',
        });
        const errors = toFormikErrors<Values>(error);
        if (errors) helpers.setErrors(errors);
        helpers.setStatus({ refused: true });
      }
    },
    [send, toPayload, success, fallback, toast],
  );
}
