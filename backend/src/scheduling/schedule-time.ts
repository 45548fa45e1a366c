import { SCHEDULE_MESSAGES, scheduleProblem } from '@bb/shared/schedule';
import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';

/** An ISO 8601 time with its offset: "2026-12-07T09:00:00Z", "2026-12-07T09:00+01:00". */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an API client sent, or null when it is not an ISO 8601 time with its offset. */
export function parseScheduleTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_WITH_OFFSET.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The problem with a time to schedule (not a time, past, too far ahead), or null. */
export function scheduleTimeProblem(value: unknown, now = new Date()): string | null {
  const at = parseScheduleTime(value);
  return at ? scheduleProblem(at, now) : SCHEDULE_MESSAGES.invalid;
}

/** A 400 in the API's one error shape for the field `field`. */
export const scheduleRefusal = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, message, errors: { [field]: message } });

/** The rule of a time to schedule: an ISO 8601 time with its offset, in the future, within a year. */
export const IsScheduleTime = () =>
  ValidateBy({
    name: 'scheduleTime',
    validator: {
      validate: (value) => scheduleTimeProblem(value) === null,
      defaultMessage: (args) => scheduleTimeProblem(args?.value) ?? SCHEDULE_MESSAGES.invalid,
    },
  });

/**
 * A scheduled time of a create or update body: an ISO 8601 time with its offset, in the future and
 * at most SCHEDULE_MAX_DAYS ahead; null (or '') cancels the schedule.
 */
export const ScheduleTime = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      example: '2026-12-07T09:00:00Z',
      description: `${description} (UTC or with an offset; in the future, at most a year ahead); null cancels`,
    }),
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsScheduleTime(),
  );

/** An answer's scheduled time (publishAt, unpublishAt). */
export const ScheduledAtAnswer = (description: string) =>
  ApiProperty({ type: String, format: 'date-time', nullable: true, description });

/** An answer's scheduledBy. */
export const ScheduledByAnswer = () =>
  ApiProperty({
    type: String,
    nullable: true,
    description: 'The administrator who set the schedule (their username then); null without one',
  });
