import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import { EMAIL_MAX } from '@bb/shared/limits';
import { formatCount } from '@bb/shared/options';
import * as yup from 'yup';

// Yup rules the forms share, with the messages the server gives for the same mistakes.

export const EMAIL_REQUIRED = 'Email is required';

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
      .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
      .email(ACCOUNT_MESSAGES.emailInvalid)
      // As the server: the domain must have a dot (yup alone accepts "someone@localhost").
      .matches(/@[^@\s]+\.[^@\s]+$/, {
        message: ACCOUNT_MESSAGES.emailInvalid,
        excludeEmptyString: true,
      })
  );
}
