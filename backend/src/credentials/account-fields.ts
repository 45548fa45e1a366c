import { ACCOUNT_MESSAGES } from '@bb/shared/accounts';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MinLength } from 'class-validator';
import { MaxChars } from '../common/form-fields';
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERNAME_PATTERN_MESSAGE,
} from './account-rules';
import { PASSWORD_MAX_LENGTH } from './password-policy';

/** Trims a string (anything else is left for the validators to refuse). */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A username with registration's rules (trimmed first), checked in this order: with the global
 * stopAtFirstError the first failing one is the field's message.
 */
export const Username = () =>
  applyDecorators(
    Trim(),
    IsNotEmpty({ message: ACCOUNT_MESSAGES.usernameRequired }),
    IsString({ message: 'Username must be text.' }),
    MinLength(USERNAME_MIN_LENGTH, { message: ACCOUNT_MESSAGES.usernameTooShort }),
    MaxChars(USERNAME_MAX_LENGTH, {
      message: `Username must be at most ${USERNAME_MAX_LENGTH} characters.`,
    }),
    Matches(USERNAME_PATTERN, { message: USERNAME_PATTERN_MESSAGE }),
  );

/** The API document's words on a username that is set (registration, an administrator's). */
export const USERNAME_DOC = {
  example: 'jordan',
  minLength: USERNAME_MIN_LENGTH,
  maxLength: USERNAME_MAX_LENGTH,
  description: 'Letters, numbers, dots, hyphens and underscores; unique without regard to case.',
};

/**
 * A password given to be checked (sign-in, turning two-factor sign-in off): required, text, at most
 * the longest password, in this order. Never trimmed.
 */
export const GivenPassword = () =>
  applyDecorators(
    IsNotEmpty({ message: 'Password is required' }),
    IsString({ message: 'Password must be text.' }),
    MaxChars(PASSWORD_MAX_LENGTH, {
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    }),
  );
