import * as yup from 'yup';
import {
  formatInZone,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MESSAGES,
  utcToZoned,
  zonedToUtc,
} from '@bb/shared/schedule';

// Scheduled times as the admin panel shows and takes them: on the clocks of the organisation's time
// zone (Settings → Time zone), whatever the browser's, and sent to the API in UTC. A field holds a
// datetime-local value ('2026-12-07T09:00') read in that zone.

/** The help of every scheduled-time field: which clocks the time is read on. */
export const zoneHelp = (zone: string) => `Times are in ${zone} (the organisation's time zone).`;

/** A scheduled time as people read it: 'Mon, 7 Dec 2026, 09:00 (Europe/London)'. */
export const scheduledTimeText = (at: Date | string, zone: string) =>
  `${formatInZone(at, zone)} (${zone})`;

/** A datetime-local value ('2026-12-07T09:00') of `at` on the clocks of `zone`. */
export function toZonedInput(at: Date | string, zone: string): string {
  const { date, time } = utcToZoned(at, zone);
  return `${date}T${time}`;
}

/** The same for a stored time that may be absent: '' for none. */
export const toZonedInputOrEmpty = (at: string | null | undefined, zone: string) =>
  at ? toZonedInput(at, zone) : '';

const INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * The instant a datetime-local value names on the clocks of `zone` (seconds, which a browser may
 * add, are dropped), or null when it is not a date and time.
 */
export function fromZonedInput(value: string, zone: string): Date | null {
  const match = INPUT.exec(value.trim());
  return match ? zonedToUtc(match[1], match[2], zone) : null;
}

/** A schedule dialog's first suggestion: the next whole hour on the zone's clocks. */
export function nextWholeHour(zone: string, now = new Date()): string {
  const { date, time } = utcToZoned(new Date(now.getTime() + 3_600_000), zone);
  return `${date}T${time.slice(0, 2)}:00`;
}

export interface ScheduleRuleMessages {
  /** Not a date and time. */
  invalid: string;
  /** Not in the future. */
  past: string;
  /** More than SCHEDULE_MAX_DAYS ahead. */
  far: string;
}

/** Why `value` (a datetime-local value in `zone`) cannot be scheduled at `now`, or null. */
export function zonedInputProblem(
  value: string,
  zone: string,
  messages: ScheduleRuleMessages = SCHEDULE_MESSAGES,
  now = new Date(),
): string | null {
  const at = fromZonedInput(value, zone);
  if (!at) return messages.invalid;
  if (at.getTime() <= now.getTime()) return messages.past;
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) return messages.far;
  return null;
}

interface ScheduleRuleOptions {
  /** The message when it is empty; without it, empty is allowed (not scheduled). */
  required?: string;
  messages?: ScheduleRuleMessages;
  /**
   * The value the form opened with: kept as it is, it is not checked again (a time already
   * scheduled is left alone, even in its last seconds).
   */
  unchanged?: string;
}

/** The Yup rule of a scheduled time typed in `zone`: a date and time, in the future, within 366 days. */
export function scheduleTimeRule(
  zone: string,
  { required, messages = SCHEDULE_MESSAGES, unchanged }: ScheduleRuleOptions = {},
) {
  const base = yup.string().default('');
  return (required ? base.trim().required(required) : base).test(
    'schedule-time',
    messages.invalid,
    function check(value) {
      const text = (value ?? '').trim();
      if (text === '' || (unchanged !== undefined && text === unchanged.trim())) return true;
      const problem = zonedInputProblem(text, zone, messages);
      return problem ? this.createError({ message: problem }) : true;
    },
  );
}

/** A form's publish and unpublish times, as typed ('' for none). */
export interface ScheduleValues {
  publishAt: string;
  unpublishAt: string;
}

export const EMPTY_SCHEDULE: ScheduleValues = { publishAt: '', unpublishAt: '' };

/** The fields' values of an item's stored schedule. */
export function scheduleValues(
  item: { publishAt: string | null; unpublishAt: string | null } | null,
  zone: string,
): ScheduleValues {
  return {
    publishAt: toZonedInputOrEmpty(item?.publishAt, zone),
    unpublishAt: toZonedInputOrEmpty(item?.unpublishAt, zone),
  };
}

/**
 * The rules of the publish and unpublish fields (both optional): each a time that can be
 * scheduled (unless left as it was), and the unpublish after the publish when both are set.
 */
export function scheduleRules(zone: string, initial: ScheduleValues = EMPTY_SCHEDULE) {
  return {
    publishAt: scheduleTimeRule(zone, { unchanged: initial.publishAt }),
    unpublishAt: scheduleTimeRule(zone, { unchanged: initial.unpublishAt }).test(
      'order',
      SCHEDULE_MESSAGES.order,
      function after(value) {
        const publish = fromZonedInput(String(this.parent?.publishAt ?? ''), zone);
        const unpublish = fromZonedInput(value ?? '', zone);
        return !publish || !unpublish || unpublish.getTime() > publish.getTime();
      },
    ),
  };
}

/**
 * What a create or an edit sends of the schedule: each time that changed since the form opened
 * (UTC, ISO 8601), null for one cleared; nothing for one left as it was.
 */
export function scheduleChanges(
  values: ScheduleValues,
  initial: ScheduleValues,
  zone: string,
): { publishAt?: string | null; unpublishAt?: string | null } {
  const changes: { publishAt?: string | null; unpublishAt?: string | null } = {};
  for (const key of ['publishAt', 'unpublishAt'] as const) {
    const typed = values[key].trim();
    if (typed === initial[key].trim()) continue;
    if (!typed) {
      changes[key] = null;
      continue;
    }
    // The rules let no other through; one that is not a time is never sent as a cancel.
    const at = fromZonedInput(typed, zone);
    if (at) changes[key] = at.toISOString();
  }
  return changes;
}
