import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

// How the inquiry inboxes write dates and times (spec 001, "Admin speaking requests").

/** A calendar date (YYYY-MM-DD) or timestamp as a Date, or null when it is none. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  // A bare calendar date is that day wherever the reader is (parseISO reads it as local midnight).
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** 'May 14, 2030' ('MMM dd, yyyy'), or `fallback` without a date. */
export function formatShortDate(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date ? format(date, 'MMM dd, yyyy') : fallback;
}

/** 'Tuesday, May 14, 2030', or `fallback` without a date. */
export function formatLongDate(value: string | null | undefined, fallback: string): string {
  const date = toDate(value);
  return date ? format(date, 'EEEE, MMMM d, yyyy') : fallback;
}

/** 'May 14, 2030, 2:05 PM': when something was received or written. */
export function formatDateTime(value: string): string {
  const date = toDate(value);
  return date ? format(date, 'MMM d, yyyy, h:mm a') : value;
}

/** '3 days ago', 'less than a minute ago'. */
export function formatRelative(value: string): string {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : value;
}
