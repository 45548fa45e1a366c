import { EMAIL_MAX } from '@bb/shared/limits';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** The longest address SMTP can carry (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = EMAIL_MAX;

/** Trims and lower-cases an e-mail address; leaves other values for the validators to refuse. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/** A required e-mail address: trimmed, lower-cased, valid, at most 254 characters. */
export const IsEmailAddress = () =>
  applyDecorators(
    NormalizeEmail(),
    // Checked in this order; the first failure is the message.
    IsNotEmpty({ message: 'Email address is required.' }),
    IsString({ message: 'Email address must be text.' }),
    MaxLength(EMAIL_MAX_LENGTH, {
      message: `Email address must be at most ${EMAIL_MAX_LENGTH} characters.`,
    }),
    IsEmail({}, { message: 'Please enter a valid email address.' }),
  );
