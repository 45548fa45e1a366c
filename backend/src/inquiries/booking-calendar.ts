import { EVENT_TYPE_LABELS } from '@bb/shared/inquiries';
import type { SpeakingRequest } from './speaking-request.entity';

/**
 * A booking as an iCalendar file (RFC 5545), for the organisation's calendar (downloaded from the
 * admin panel) and the sender's (attached to the confirmation e-mail). The times are the venue's
 * wall-clock times, written as "floating" local times (no time zone): the event starts at 14:00
 * wherever the calendar is. With a start and no end the event lasts an hour; without a start it is
 * an all-day event on the event date. Null when the booking has no date yet.
 */

/** Text as a TEXT value: backslashes, semicolons, commas and line breaks escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

/** A content line folded at 75 octets (continuation lines start with a space), ended by CRLF. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return `${line}\r\n`;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const n = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.map((p, i) => (i === 0 ? p : ` ${p}`)).join('\r\n') + '\r\n';
}

const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;

/** The day after a YYYY-MM-DD date, compact (an all-day event's exclusive end). */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** An hour after "HH:MM" on `date`, as compact date and time (may be the next day). */
function anHourAfter(date: string, time: string): string {
  const d = new Date(`${date}T${time}:00Z`);
  d.setUTCHours(d.getUTCHours() + 1);
  return `${d.toISOString().slice(0, 10).replace(/-/g, '')}T${d.toISOString().slice(11, 19).replace(/:/g, '')}`;
}

export function bookingCalendar(
  row: Pick<
    SpeakingRequest,
    | 'id'
    | 'eventType'
    | 'company'
    | 'contactName'
    | 'eventDate'
    | 'eventTime'
    | 'endTime'
    | 'location'
    | 'videoLink'
    | 'status'
  >,
  organizationName: string,
  host: string,
  now = new Date(),
): string | null {
  if (!row.eventDate) return null;
  const date = row.eventDate;
  const when = row.eventTime
    ? [
        `DTSTART:${compactDate(date)}T${compactTime(row.eventTime)}`,
        row.endTime
          ? `DTEND:${compactDate(date)}T${compactTime(row.endTime)}`
          : `DTEND:${anHourAfter(date, row.eventTime)}`,
      ]
    : [`DTSTART;VALUE=DATE:${compactDate(date)}`, `DTEND;VALUE=DATE:${nextDay(date)}`];
  const title = `${EVENT_TYPE_LABELS[row.eventType] ?? row.eventType} for ${row.company}`;
  const place = row.location ?? row.videoLink;
  const details = [
    `${organizationName}: ${title}.`,
    `Contact: ${row.contactName}.`,
    row.videoLink ? `Video link: ${row.videoLink}` : null,
  ].filter((line): line is string => line !== null);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(organizationName)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:speaking-request-${row.id}@${host}`,
    `DTSTAMP:${now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
    ...when,
    `SUMMARY:${text(`${title} (${organizationName})`)}`,
    ...(place ? [`LOCATION:${text(place)}`] : []),
    ...(row.videoLink ? [`URL:${row.videoLink}`] : []),
    `DESCRIPTION:${text(details.join('\n'))}`,
    `STATUS:${row.status === 'declined' ? 'CANCELLED' : row.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('');
}
