import { applyDecorators } from '@nestjs/common';
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
