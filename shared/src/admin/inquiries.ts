/** The inquiries in the admin panel: threads, replies, status changes, triage, booking logistics, merge. */
import type { ContactMessageStatus, InquiryType, SpeakingRequestStatus } from '../inquiries';
import type { PartnershipStatus, PartnershipType } from '../partnerships';

/** The kinds of inquiry the admin panel handles; also the audit trail's target types for them. */
export const INQUIRY_KINDS = [
  'speaking-request',
  'corporate-partnership',
  'contact-message',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Who wrote an entry of an inquiry's thread. */
/**
 * Who wrote an entry: the organisation (a reply the sender received), the sender (a member's answer),
 * or an administrator's internal note (never shown to the sender, never sent).
 */
export type ThreadAuthor = 'organisation' | 'sender' | 'note';

/** One reply in an inquiry's thread (the inquiry itself is not an entry); threads are oldest first. */
export interface ThreadEntry {
  id: string;
  author: ThreadAuthor;
  /** The administrator's username, or the sender's name. */
  authorName: string;
  body: string;
  createdAt: string;
  /**
   * Present only for a customer's answer that came by e-mail (issue 46): `body` is its new text (the
   * quoted history and signature removed); the whole original is one click away.
   */
  email?: ThreadEmail;
}

/** How a thread entry that came by e-mail arrived. */
export interface ThreadEmail {
  /** The address it came from. */
  from: string;
  /** It came from another address than the inquiry's (kept, and marked so). */
  otherAddress: boolean;
  /** The stored original: GET /api/admin/inbound-mail/{originalId}. */
  originalId: string;
  /** Its attachments, for staff to download (never public). */
  attachments: ThreadAttachment[];
}

/** A file that came with an e-mail answer: GET /api/admin/inbound-mail/{originalId}/attachments/{id}. */
export interface ThreadAttachment {
  id: string;
  filename: string;
  contentType: string;
  /** Bytes. */
  size: number;
}

/** GET /api/admin/inbound-mail/{id}: the whole original of an e-mail answer, as safe text. */
export interface InboundOriginal {
  id: string;
  from: string;
  to: string;
  subject: string;
  receivedAt: string;
  /** The whole text, quoted history included (HTML turned into text). */
  text: string;
}

/** POST /api/admin/{speaking-requests|corporate-partnerships|contact-messages}/{id}/reply */
export interface AdminReplyBody {
  message: string;
}
export const ADMIN_REPLY_MAX = 5000;
/** The longest internal note (POST …/{id}/notes). */
export const ADMIN_NOTE_MAX = 2000;
/** The admin API's path of each inbox (`/api/admin/<path>`). */
export const INQUIRY_API_PATHS = {
  'speaking-request': 'speaking-requests',
  'corporate-partnership': 'corporate-partnerships',
  'contact-message': 'contact-messages',
} as const satisfies Record<InquiryKind, string>;

/** The longest personal line an administrator may add to a status notice. */
export const STATUS_NOTE_MAX = 1000;

/**
 * PATCH /api/admin/speaking-requests/{id}/status and /api/admin/corporate-partnerships/{id}/status:
 * the spec's `status`, and how the sender is told. `notify` (default true) false changes the status
 * and tells nobody; `note` is a personal line put above the notice's standard text.
 */
export interface StatusChange<S extends string> {
  status: S;
  notify?: boolean;
  note?: string;
}

/**
 * POST …/{id}/status-notice: what a status change would send, made by the change's own code and
 * rolled back. `email` is null when no e-mail would go (the same status, a member whose Email
 * Notifications are off, a sender who deleted their account); `inbox` says whether a message would
 * go to the member's inbox.
 */
export interface StatusNoticePreview {
  email: { to: string; subject: string; text: string; attachments: string[] } | null;
  inbox: boolean;
}

/** Fields every admin view of an inquiry has. */
interface AdminInquiryBase {
  id: string;
  email: string;
  createdAt: string;
  /** The member account it belongs to (sent signed in, or from their verified address); null for a visitor. */
  memberId: string | null;
  /** How many entries its thread has. */
  replyCount: number;
  /** The administrator it is assigned to (PATCH …/{id}/assignee); null when nobody. */
  assignee: InquiryAssignee | null;
  /** When it was archived (POST …/{id}/archive or …/spam); null when in the inbox. */
  archivedAt: string | null;
  /** Archived as spam (POST …/{id}/spam): its sender's address is marked as spam. */
  spam: boolean;
  /** Sent from an address marked as spam before it arrived ("Possible spam"). */
  possibleSpam: boolean;
  /**
   * How many inquiries of this kind its sender's address has sent, this one included (archived and
   * spam ones too): the list's "2 from this sender". 0 when it keeps no address.
   */
  fromSender: number;
}

/** Who an inquiry is assigned to. */
export interface InquiryAssignee {
  id: string;
  username: string;
}

/** PATCH /api/admin/{kind}/{id}/assignee: an administrator's id, or null to unassign. */
export interface AssigneeBody {
  assigneeId: string | null;
}

/**
 * What PATCH …/assignee and POST …/archive, …/restore, …/spam, …/not-spam answer: the inquiry's
 * triage fields as they are now.
 */
export interface InquiryTriage {
  id: string;
  assignee: InquiryAssignee | null;
  archivedAt: string | null;
  spam: boolean;
  possibleSpam: boolean;
}

/** Speaking request (admin view), spec 001 section 3. */
export interface AdminSpeakingRequest extends AdminInquiryBase {
  eventType: string;
  company: string;
  contactName: string;
  eventDate: string | null;
  attendeeCount: number | null;
  budget: string | null;
  message: string | null;
  status: SpeakingRequestStatus;
  /** Booking logistics, set by the organisation (PATCH …/{id}/logistics); null until set. */
  eventTime: string | null;
  endTime: string | null;
  location: string | null;
  videoLink: string | null;
  /** Internal: never shown to the sender. */
  feeNote: string | null;
}

/**
 * PATCH /api/admin/speaking-requests/{id}/logistics: any of these; null clears one. Times are
 * 24-hour "HH:MM" at the venue; the end needs a start and comes after it.
 */
export interface BookingLogisticsBody {
  eventDate?: string | null;
  eventTime?: string | null;
  endTime?: string | null;
  location?: string | null;
  videoLink?: string | null;
  feeNote?: string | null;
}
export const BOOKING_LOCATION_MAX = 200;
export const BOOKING_VIDEO_LINK_MAX = 500;
export const BOOKING_FEE_NOTE_MAX = 1000;
/** "HH:MM", 00:00 to 23:59. */
export const BOOKING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The calendar file's name for a booking, e.g. "booking-2027-05-14-harbour-trust.ics". */
export function bookingCalendarFileName(eventDate: string, company: string): string {
  const slug = company
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return `booking-${eventDate}${slug ? `-${slug}` : ''}.ics`;
}

/** Corporate partnership (admin view), spec 001 section 3. */
export interface AdminPartnership extends AdminInquiryBase {
  companyName: string;
  partnershipType: PartnershipType;
  contactName: string;
  status: PartnershipStatus;
  contractDetails: Record<string, unknown> | null;
}

/** Contact message (admin view). */
export interface AdminContactMessage extends AdminInquiryBase {
  name: string;
  company: string | null;
  inquiryType: InquiryType;
  message: string;
  status: ContactMessageStatus;
  /** For a member's reply from their inbox: the subject of the message they answered. */
  inReplyTo: string | null;
  /**
   * The inquiry it was turned into (POST …/{id}/convert): its conversation lives there now; the
   * message itself stays, archived. Null when not converted.
   */
  convertedTo: ConvertedInquiry | null;
}

/** The kinds a contact message can be turned into. */
export const CONVERSION_TARGETS = ['speaking-request', 'corporate-partnership'] as const;
export type ConversionTarget = (typeof CONVERSION_TARGETS)[number];

/** An inquiry a contact message was turned into. */
export interface ConvertedInquiry {
  kind: ConversionTarget;
  id: string;
}

/**
 * POST /api/admin/contact-messages/{id}/convert: the new inquiry's fields that a contact message
 * lacks or that the administrator corrects (the dialog prefills the message's name, company and
 * text). `target` speaking-request takes the event fields, corporate-partnership `partnershipType`
 * (required there); a field of the other kind is refused. The sender's address and account, the
 * assignee, the conversation and the internal notes are carried over.
 */
export interface ConvertContactMessageRequest {
  target: ConversionTarget;
  contactName: string;
  /** The organization (a speaking request's company, a partnership's company name). */
  company: string;
  /** What they wrote: a speaking request's message, a partnership's additional information. */
  message?: string;
  eventType?: string;
  eventDate?: string;
  attendeeCount?: number;
  budget?: string;
  partnershipType?: PartnershipType;
}

/** What POST …/convert answers: the new inquiry, and the admin page that opens it. */
export interface ConvertedInquiryAnswer extends ConvertedInquiry {
  path: string;
}

/** POST /api/admin/{kind}/{id}/merge: the duplicate (same kind, same sender) joins this inquiry. */
export interface MergeInquiryRequest {
  duplicateId: string;
}

/** GET /api/admin/{kind}/{id}: the inquiry with its whole thread, oldest first. */
export type WithThread<T> = T & { thread: ThreadEntry[] };
