/**
 * The texts of the inbox messages that acknowledge an inquiry. They promise what the acknowledgement
 * e-mails promise (the same response times and lead time, from @bb/shared/inquiries).
 */
import {
  speakingBudgetLabel,
  BOOKING_LEAD_TIME,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  RESPONSE_TIME,
} from '@bb/shared/inquiries';
import { PARTNERSHIP_STATUS_LABELS, PARTNERSHIP_TYPE_LABELS } from '@bb/shared/partnerships';
import { formatCalendarDate } from '../inquiries/event-date';
import type { ContactMessage } from '../inquiries/contact-message.entity';
import type { SpeakingRequest } from '../inquiries/speaking-request.entity';
import type { CorporatePartnership } from '../partnerships/corporate-partnership.entity';

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

export function partnershipInboxText(row: CorporatePartnership): InboxText {
  return {
    subject: `Partnership inquiry received: ${row.companyName}`,
    body: [
      `Thank you for your partnership inquiry, ${row.contactName}. We have received your inquiry for ${row.companyName}. Our team will contact you within ${RESPONSE_TIME.partnership} to learn about your goals and suggest how we could work together.`,
      `Partnership type: ${PARTNERSHIP_TYPE_LABELS[row.partnershipType] ?? row.partnershipType}`,
    ].join('\n\n'),
  };
}

/**
 * The subject and text of a speaking request's status, for the inbox and the e-mail: what the status
 * means for the sender. `forMember: false` (a visitor's e-mail) leaves out the member area.
 */
export function statusText(row: SpeakingRequest, forMember = true): InboxText {
  const title = bookingTitle(row);
  const when = row.eventDate ? ` on ${formatCalendarDate(row.eventDate)}` : '';
  const details = [
    row.eventTime ? `Time: ${row.eventTime}` : null,
    row.location ? `Location: ${row.location}` : null,
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

/** The subject and text of a partnership inquiry's status, for the inbox and the e-mail. */
export function partnershipStatusText(row: CorporatePartnership): InboxText {
  const label = PARTNERSHIP_STATUS_LABELS[row.status] ?? row.status;
  const subject = `Partnership inquiry update: ${row.companyName} (${label})`;
  const name = row.contactName;
  const company = row.companyName;
  switch (row.status) {
    case 'in-discussion':
      return {
        subject,
        body: `Thank you, ${name}: we are now discussing a partnership with ${company}. We will be in touch about goals, format and next steps; reply to this message if you have questions in the meantime.`,
      };
    case 'proposal-sent':
      return {
        subject,
        body: `We have sent ${company} our partnership proposal, ${name}. Please look out for it, and reply to this message with any questions or changes you would like.`,
      };
    case 'active':
      return {
        subject,
        body: `Welcome on board, ${name}: the partnership with ${company} is now active. Thank you for working with us; we will be in touch about the first steps.`,
      };
    case 'on-hold':
      return {
        subject,
        body: `The partnership inquiry of ${company} is on hold for now, ${name}. We will let you know when we can take it further; reply to this message if anything changes on your side.`,
      };
    case 'closed':
      return {
        subject,
        body: `The partnership inquiry of ${company} is now closed, ${name}. Thank you for your interest; reply to this message or send a new inquiry if you would like to talk again.`,
      };
    default:
      return {
        subject,
        body: `The partnership inquiry of ${company} is back among our new inquiries, ${name}. Our team will contact you within ${RESPONSE_TIME.partnership}.`,
      };
  }
}
