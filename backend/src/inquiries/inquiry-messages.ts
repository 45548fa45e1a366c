/**
 * The texts of the inbox messages that acknowledge an inquiry. They promise what the acknowledgement
 * e-mails promise (the same response times and lead time, from @bb/shared/inquiries). A partnership
 * inquiry's are in partnerships/partnership-messages.ts.
 */
import {
  speakingBudgetLabel,
  BOOKING_LEAD_TIME,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  RESPONSE_TIME,
} from '@bb/shared/inquiries';
import { formatCalendarDate } from './event-date';
import type { ContactMessage } from './contact-message.entity';
import type { SpeakingRequest } from './speaking-request.entity';

export interface InboxText {
  subject: string;
  body: string;
}

/** "Keynote for Acme Corp": a booking's title in the member area. */
export function bookingTitle(row: Pick<SpeakingRequest, 'eventType' | 'company'>): string {
  return `${EVENT_TYPE_LABELS[row.eventType] ?? row.eventType} for ${row.company}`;
}

export function contactInboxText(row: ContactMessage): InboxText {
  return {
    subject: 'We received your message',
    body: [
      `Thank you, ${row.name}. We have received your message and will get back to you within ${RESPONSE_TIME.contact}.`,
      `Inquiry type: ${INQUIRY_TYPE_LABELS[row.inquiryType] ?? row.inquiryType}`,
      `Your message:\n${row.message}`,
    ].join('\n\n'),
  };
}

export function speakingInboxText(row: SpeakingRequest): InboxText {
  const attendees = row.attendeeCount?.toLocaleString('en-US');
  return {
    subject: `Speaking request received: ${bookingTitle(row)}`,
    body: [
      `Thank you for your speaking request, ${row.contactName}. We have received it and will get back to you within ${RESPONSE_TIME.speaking} to talk about availability, format and next steps.`,
      `We advise booking ${BOOKING_LEAD_TIME} before your event. If your date is sooner, let us know when we reply and we will do our best to help.`,
      [
        `Organization: ${row.company}`,
        `Event type: ${EVENT_TYPE_LABELS[row.eventType] ?? row.eventType}`,
        `Event date: ${row.eventDate ? formatCalendarDate(row.eventDate) : 'To be determined'}`,
        `Audience size: ${attendees ? `${attendees} attendees` : 'Not specified'}`,
        `Budget: ${speakingBudgetLabel(row.budget) ?? 'To be determined'}`,
      ].join('\n'),
      'You can follow this request, and change it while it is pending, under My Bookings.',
    ].join('\n\n'),
  };
}

/** "09:30–11:00", or "09:30" without an end time (as My Bookings shows it). */
function timeSpan(row: Pick<SpeakingRequest, 'eventTime' | 'endTime'>): string {
  return row.endTime ? `${row.eventTime}–${row.endTime}` : (row.eventTime ?? '');
}

/**
 * The subject and text of a speaking request's status, for the inbox and the e-mail: what the status
 * means for the sender. `forMember: false` (a visitor's e-mail) leaves out the member area.
 */
export function statusText(row: SpeakingRequest, forMember = true): InboxText {
  const title = bookingTitle(row);
  const when = row.eventDate ? ` on ${formatCalendarDate(row.eventDate)}` : '';
  const details = [
    row.eventTime ? `Time: ${timeSpan(row)}` : null,
    row.location ? `Location: ${row.location}` : null,
    row.videoLink ? `Video link: ${row.videoLink}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const withDetails = (text: string) => (details ? `${text}\n\n${details}` : text);
  switch (row.status) {
    case 'confirmed':
      return {
        subject: `Booking confirmed: ${title}`,
        body: withDetails(
          `Good news, ${row.contactName}: your ${title}${when} is confirmed. We will be in touch about the details.` +
            (forMember ? ' You can see the booking under My Bookings.' : ''),
        ),
      };
    case 'declined':
      return {
        subject: `Booking declined: ${title}`,
        body: `We are sorry, ${row.contactName}: we cannot take on your ${title}${when}. Reply to this message if you would like to talk about other dates or formats.`,
      };
    case 'completed':
      return {
        subject: `Booking completed: ${title}`,
        body: `Thank you for having us, ${row.contactName}. Your ${title}${when} is now marked as completed. We would love to hear how it went: reply to this message with your feedback.`,
      };
    default:
      return {
        subject: `Booking under review: ${title}`,
        body: withDetails(
          `Your ${title}${when} is under review again. We will get back to you soon` +
            (forMember ? '; until then you can still change the request under My Bookings.' : '.'),
        ),
      };
  }
}
