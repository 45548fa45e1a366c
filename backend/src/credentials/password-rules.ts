import { ACCOUNT_MESSAGES, passwordMinFor } from '@bb/shared/accounts';
import { applyDecorators, BadRequestException } from '@nestjs/common';
import { IsNotEmpty, IsString, MinLength, ValidateBy } from 'class-validator';
import { MaxChars } from '../common/form-fields';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, PASSWORD_MAX_LENGTH } from './password-policy';

/** Refuses the most common passwords (the shipped list) with a clear message. */
export const NotCommonPassword = () =>
  ValidateBy({
    name: 'notCommonPassword',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && !isCommonPassword(value),
      defaultMessage: () => COMMON_PASSWORD_MESSAGE,
    },
  });

/**
 * A new password: required, text, at least `min` characters (with the spec's message for that form),
 * at most 128, not one of the most common passwords. Never trimmed or otherwise changed.
 */
export const NewPassword = (min: number, minMessage: string) =>
  applyDecorators(
    IsNotEmpty({ message: 'Password is required.' }),
    IsString({ message: 'Password must be text.' }),
    MinLength(min, { message: minMessage }),
    MaxChars(PASSWORD_MAX_LENGTH, {
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    }),
    NotCommonPassword(),
  );

/**
 * The rule the DTOs cannot apply, as they do not know whose password it is: a staff member's new
 * password (any staff role) needs ADMIN_PASSWORD_MIN characters (the member minimum is the spec's
 * 6). A 400 with the message on `field`, as the DTOs' own refusals; nothing is stored.
 */
export function checkPasswordFor(
  account: Parameters<typeof passwordMinFor>[0],
  password: string,
  field: string,
): void {
  if ([...password].length >= passwordMinFor(account)) return;
  const message = ACCOUNT_MESSAGES.adminPasswordTooShort;
  throw new BadRequestException({ statusCode: 400, message, errors: { [field]: message } });
}
