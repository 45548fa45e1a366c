import { setIn, type FormikErrors } from 'formik';
import { fieldErrors } from '../api/base';

/**
 * Turns the per-field map of a 400 answer (`errors: { "<field path>": "<message>" }`) into Formik
 * errors for `setErrors`, nested by path ("contractDetails.budget", "items.0.name"). Undefined when
 * the answer carries no field errors.
 */
export function toFormikErrors<Values>(error: unknown): FormikErrors<Values> | undefined {
  const fields = fieldErrors(error);
  if (!fields) return undefined;
  let errors: FormikErrors<Values> = {};
  for (const [path, message] of Object.entries(fields)) {
    errors = setIn(errors, path, message);
  }
  return errors;
}
