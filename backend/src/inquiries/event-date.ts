import { EVENT_YEAR_MAX, EVENT_YEAR_MIN } from '@bb/shared/inquiries';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { BlankIsNull } from '../common/form-fields';

/**
 * An event date as the forms send it: `YYYY-MM-DD` (an `<input type="date">`), or a full ISO 8601
 * date-time (the original client sent a JavaScript Date, i.e. `2025-06-30T00:00:00.000Z`). The
 * calendar date is the one written in the string, whatever the time and offset after it.
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

/** The calendar date (`YYYY-MM-DD`) of a valid value, or null when it is not a real date. */
export function calendarDate(value: string): string | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** "2025-06-30" -> "June 30, 2025" (the calendar date, whatever the server's time zone). */
export function formatCalendarDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

const FORMAT_MESSAGE = 'Event date must be a date in the form YYYY-MM-DD, such as 2025-06-30.';
const REAL_MESSAGE = 'Event date must be a real calendar date.';
const RANGE_MESSAGE = `Event date must be between the years ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}.`;

/** The rules of an event date, checked in order: format, real date, range. */
const eventDateRules = () => [
  ValidateBy(
    {
      name: 'isoDate',
      validator: { validate: (v: unknown) => typeof v === 'string' && ISO_DATE.test(v) },
    },
    { message: FORMAT_MESSAGE },
  ),
  ValidateBy(
    {
      name: 'calendarDate',
      validator: { validate: (v: unknown) => typeof v === 'string' && !!calendarDate(v) },
    },
    { message: REAL_MESSAGE },
  ),
  ValidateBy(
    {
      name: 'eventYear',
      validator: {
        validate: (v: unknown) => {
          const year = typeof v === 'string' ? Number(v.slice(0, 4)) : NaN;
          return year >= EVENT_YEAR_MIN && year <= EVENT_YEAR_MAX;
        },
      },
    },
    { message: RANGE_MESSAGE },
  ),
];

/** Optional event date: blank, null or missing means "not given"; checked format, date, range. */
export const OptionalEventDate = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (value === null) return undefined;
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    }),
    IsOptional(),
    ...eventDateRules(),
  );

/**
 * An event date in a partial update: missing leaves it unchanged, null or blank clears it (null),
 * anything else is checked like OptionalEventDate.
 */
export const NullableEventDate = () =>
  applyDecorators(
    BlankIsNull((v) => v.trim()),
    IsOptional(),
    ...eventDateRules(),
  );
