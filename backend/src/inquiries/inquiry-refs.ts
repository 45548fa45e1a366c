import type { InquiryKind } from '@bb/shared/admin';
import { INQUIRY_TYPE_LABELS } from '@bb/shared/inquiries';
import { labelOf } from '@bb/shared/options';
import { bookingTitle } from './inquiry-messages';
import type { ContactMessage } from './contact-message.entity';
import type { InquiryRef } from './inquiry-responder';
import type { SpeakingRequest } from './speaking-request.entity';

/** The admin panel's refusals for an unknown inquiry. */
export const ADMIN_INQUIRY_MESSAGES = {
  speakingNotFound: 'We could not find that speaking request.',
  contactNotFound: 'We could not find that contact message.',
} as const;

/** The admin page that opens an inquiry, e.g. "/admin/bookings?id=…" (the bell, staff e-mails). */
export function adminPathOf(kind: InquiryKind, id: string): string {
  const page = {
    'speaking-request': 'bookings',
    'corporate-partnership': 'partnerships',
    'contact-message': 'messages',
  }[kind];
  return `/admin/${page}?id=${id}`;
}

/** A speaking request as the responder sees it. */
export function speakingRef(row: SpeakingRequest): InquiryRef {
  return {
    kind: 'speaking-request',
    id: row.id,
    email: row.email,
    userId: row.userId,
    title: `Your speaking request: ${bookingTitle(row)}`,
    createdAt: row.createdAt,
    memberPath: '/my/bookings',
    original: row.message,
    speakingRequestId: row.id,
  };
}

/**
 * A contact message as the responder sees it. A member's reply from their inbox is named after the
 * message it answered (`inReplyTo`), so that the conversation keeps one subject.
 */
export function contactRef(row: ContactMessage, inReplyTo: string | null): InquiryRef {
  return {
    kind: 'contact-message',
    id: row.id,
    email: row.email,
    userId: row.userId,
    title: inReplyTo ?? `Your message (${labelOf(INQUIRY_TYPE_LABELS, row.inquiryType)})`,
    createdAt: row.createdAt,
    memberPath: '/my/messages',
    original: row.message,
  };
}
