/**
 * Scheduled publishing (issue 24): what can be scheduled, the dashboard's list, and the
 * organisation's time zone, in which every scheduled time is shown and entered (stored in UTC).
 */
import type { Permission } from './staff-roles';

/** The time zone of a fresh database (Settings → Time zone changes it). */
export const DEFAULT_TIME_ZONE = 'UTC';
/** How far ahead a publish or unpublish can be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

export const SCHEDULE_MESSAGES = {
  past: 'Choose a time in the future.',
  far: `A time can be at most ${SCHEDULE_MAX_DAYS} days ahead.`,
  invalid: 'Enter a date and time.',
  order: 'Unpublish must come after publish.',
} as const;

/** What the dashboard lists as scheduled. */
export const SCHEDULED_KINDS = [
  'page',
  'testimonial',
  'carousel-item',
  'newsletter-campaign',
] as const;
export type ScheduledKind = (typeof SCHEDULED_KINDS)[number];

/** The permission that opens each kind (GET /api/admin/scheduled lists only those the caller may). */
export const SCHEDULED_KIND_PERMISSIONS = {
  page: 'pages.edit',
  testimonial: 'testimonials',
  'carousel-item': 'carousels',
  'newsletter-campaign': 'campaigns.edit',
} as const satisfies Record<ScheduledKind, Permission>;
export type ScheduledAction = 'publish' | 'unpublish' | 'send';

/** One scheduled change (GET /api/admin/scheduled). */
export interface ScheduledChange {
  kind: ScheduledKind;
  /** The page's slug, or the testimonial's, carousel item's or campaign's id. */
  id: string;
  /** What it is called: the page's title, the testimonial's name, the campaign's subject... */
  label: string;
  action: ScheduledAction;
  /** When, UTC. */
  at: string;
  /** The administrator who scheduled it (their username then). */
  by: string | null;
  /** Where the admin panel edits it. */
  link: string;
}

/** GET /api/admin/scheduled: the soonest changes first, and how many there are in all. */
export interface ScheduledList {
  items: ScheduledChange[];
  total: number;
  /** The organisation's time zone, for showing the times. */
  timeZone: string;
}

/** A page's scheduled publish (AdminPage.scheduled). */
export interface PageSchedule {
  at: string;
  by: string | null;
}

/** POST /api/admin/pages/{slug}/schedule. */
export interface SchedulePageBody {
  /** An ISO 8601 time with its offset ("2026-12-07T09:00:00Z"). */
  at: string;
  /** The page's version as the administrator saw it (409 when someone saved since). */
  version: number;
}

/** Whether `zone` is a time zone this runtime knows (an IANA name such as "Europe/London"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of `at` in `zone`. */
function wallClock(at: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const p of partsIn(zone).formatToParts(at))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far `zone` is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a date ("2026-12-07") and time ("09:00") on the clocks of `zone`; null when
 * either is not a valid date or time. A time the clocks skip (the spring change) is read with the
 * offset before the change (so 02:30 becomes 03:30); a time they show twice, as its first.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number);
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offset an hour either side of the wall time: the first that maps back to it wins.
  const before = offsetAt(new Date(wall - 3_600_000 * 3), zone);
  const after = offsetAt(new Date(wall + 3_600_000 * 3), zone);
  for (const offset of [before, after]) {
    const at = new Date(wall - offset);
    if (offsetAt(at, zone) === offset) return at;
  }
  return new Date(wall - before);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date ("2026-12-07") and time ("09:00") of `at` on the clocks of `zone`. */
export function utcToZoned(at: Date | string, zone: string): { date: string; time: string } {
  const w = wallClock(new Date(at), zone);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}

const longFormat = new Map<string, Intl.DateTimeFormat>();
/** `at` as people read it in `zone`: "Mon, 7 Dec 2026, 09:00". */
export function formatInZone(at: Date | string, zone: string): string {
  let format = longFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    longFormat.set(zone, format);
  }
  return format.format(new Date(at));
}

/**
 * Why `at` cannot be scheduled at `now`, or null when it can: in the future, at most
 * SCHEDULE_MAX_DAYS ahead.
 */
export function scheduleProblem(at: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return SCHEDULE_MESSAGES.invalid;
  if (at.getTime() <= now.getTime()) return SCHEDULE_MESSAGES.past;
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * 86_400_000) return SCHEDULE_MESSAGES.far;
  return null;
}
