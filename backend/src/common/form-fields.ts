import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';

/**
 * Field rules for public forms. Each helper applies its rules in the order written, so with the global
 * `stopAtFirstError` the visitor sees the first problem of a field: required, then type, then length,
 * then format. Messages are sentences naming the field as the form labels it.
 */

/** Control characters other than tab, line feed and carriage return (PostgreSQL refuses NUL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** One-line text: control characters removed, every run of white space one space, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim();
}

/** Multi-line text: control characters removed, line breaks normalised to \n, trimmed. */
export function cleanMultiline(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARS, '').trim();
}

/** Formats a number the way the messages show it: 1000000 -> "1,000,000". */
const n = (value: number) => value.toLocaleString('en-US');

/**
 * At most `max` characters, counted as PostgreSQL counts them (code points), so that a value that
 * passes always fits its varchar column.
 */
export const MaxChars = (max: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && [...value].length <= max,
      },
    },
    options,
  );

/** Cleans strings; other values pass unchanged so that the type rule can refuse them. */
const Clean = (multiline: boolean, emptyIsAbsent: boolean) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = multiline ? cleanMultiline(value) : cleanLine(value);
    return cleaned === '' && emptyIsAbsent ? undefined : cleaned;
  });

/**
 * A one-line text input that is not a form field with its own length rules (a sign-in username):
 * cleaned like the forms' one-line fields (control characters removed, white space collapsed,
 * trimmed); other values pass unchanged for the type rule to refuse.
 */
export const OneLine = () => Clean(false, false);

interface TextOptions {
  /** Keeps line breaks (messages); otherwise white space is collapsed to single spaces. */
  multiline?: boolean;
}

/** A required text field: cleaned and trimmed, not blank, at most `max` characters. */
export const RequiredText = (label: string, max: number, { multiline = false }: TextOptions = {}) =>
  applyDecorators(
    Clean(multiline, false),
    IsNotEmpty({ message: `${label} is required.` }),
    IsString({ message: `${label} must be text.` }),
    MaxChars(max, { message: `${label} must be at most ${n(max)} characters.` }),
  );

/** An optional text field: like RequiredText, but blank, null or missing means "not given". */
export const OptionalText = (label: string, max: number, { multiline = false }: TextOptions = {}) =>
  applyDecorators(
    Clean(multiline, true),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxChars(max, { message: `${label} must be at most ${n(max)} characters.` }),
  );

/** Blank strings and null become undefined ("not given"); other values pass unchanged. */
const BlankIsAbsent = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  });

/** One of a fixed set of codes; blank, null or missing means "not given" (the service's default). */
export const OptionalChoice = (label: string, values: readonly string[]) =>
  applyDecorators(
    BlankIsAbsent(),
    IsOptional(),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` }),
  );

/** One of a fixed set of codes, required. */
export const RequiredChoice = (label: string, values: readonly string[]) =>
  applyDecorators(
    BlankIsAbsent(),
    IsNotEmpty({ message: `${label} is required.` }),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` }),
  );

/**
 * An optional whole number from `min` to `max`. A string of digits is accepted as its number (a form
 * may send the field's text); blank, null or missing means "not given".
 */
export const OptionalWholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number between ${n(min)} and ${n(max)}.`;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : value;
    }),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
};

/**
 * The honeypot: a field hidden from people in the forms, which humans leave empty and form-filling
 * bots fill. Any text is accepted; the service drops a submission that has one.
 */
export const Honeypot = () =>
  applyDecorators(
    BlankIsAbsent(),
    IsOptional(),
    IsString({ message: 'This field must be left empty.' }),
  );

/*
 * Fields of a partial update (PATCH): a missing field stays as it is; null (or a blank string) clears
 * an optional field; other values are checked like the form's.
 */

/** Blank strings become null; strings are cleaned; other values pass for the type rule to check. */
export const BlankIsNull = (clean: (value: string) => string) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const cleaned = clean(value);
    return cleaned === '' ? null : cleaned;
  });

/** Optional text that null or blank clears. */
export const NullableText = (label: string, max: number, { multiline = false }: TextOptions = {}) =>
  applyDecorators(
    BlankIsNull(multiline ? cleanMultiline : cleanLine),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxChars(max, { message: `${label} must be at most ${n(max)} characters.` }),
  );

/** A code that null or blank clears. */
export const NullableChoice = (label: string, values: readonly string[]) =>
  applyDecorators(
    BlankIsNull((v) => v.trim()),
    IsOptional(),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` }),
  );

/**
 * A field of a partial update that may be left out but, when sent, is checked like any value: null
 * is refused by the rules that follow (a required column cannot be cleared), unlike IsOptional().
 */
export const IfSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** A code that may be changed but not cleared: null is refused like any other wrong value. */
export const ChangedChoice = (label: string, values: readonly string[]) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim() : value,
    ),
    IfSent(),
    IsIn(values, { message: `${label} must be one of: ${values.join(', ')}.` }),
  );

/** A whole number that null or blank clears (a string of digits is taken as its number). */
export const NullableWholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number between ${n(min)} and ${n(max)}.`;
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : value;
    }),
    IsOptional(),
    IsInt({ message }),
    Min(min, { message }),
    Max(max, { message }),
  );
};
