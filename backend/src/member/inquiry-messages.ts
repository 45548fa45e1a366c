/**
 * The texts of the inbox messages that acknowledge an inquiry. They promise what the acknowledgement
 * e-mails promise (the same response times and lead time, from inquiry-options.ts).
 */
import {
  speakingBudgetLabel,
  BOOKING_LEAD_TIME,
  EVENT_TYPE_LABELS,
  INQUIRY_TYPE_LABELS,
  RESPONSE_TIME,
} from '@bb/shared/inquiries';
import { PARTNERSHIP_TYPE_LABELS } from '@bb/shared/partnerships';
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
