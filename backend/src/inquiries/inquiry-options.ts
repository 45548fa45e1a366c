/**
 * The option sets of the contact and speaking-request forms, exactly as the specification gives them
 * (spec 001, sections 3 and 5). The frontend and the admin panel mirror these lists.
 */

export const INQUIRY_TYPES = ['speaking', 'training', 'partnership', 'general'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general';
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  speaking: 'Speaking',
  training: 'Training',
  partnership: 'Partnership',
  general: 'General',
};

export const EVENT_TYPES = ['keynote', 'workshop', 'panel', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_EVENT_TYPE: EventType = 'keynote';
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  keynote: 'Keynote',
  workshop: 'Workshop',
  panel: 'Panel',
  conference: 'Conference',
};

/** Statuses of a speaking request (the admin panel changes them; any value may follow any other). */
export const SPEAKING_REQUEST_STATUSES = ['pending', 'confirmed', 'declined', 'completed'] as const;
export type SpeakingRequestStatus = (typeof SPEAKING_REQUEST_STATUSES)[number];

/** Status of a new contact message. The contact inbox of a later issue defines what follows. */
export const CONTACT_MESSAGE_STATUS_NEW = 'new';

/** Bounds of the speaking-request form. */
export const ATTENDEE_COUNT_MAX = 1_000_000;
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;

/** Response times promised to the sender (spec 001, section 9). */
export const RESPONSE_TIME = { contact: '24 hours', speaking: '24 hours', partnership: '48 hours' };
/** How far ahead the organisation advises booking a talk (spec 001, section 9). */
export const BOOKING_LEAD_TIME = '6-8 weeks';

/** Submissions of each form per client IP in INQUIRY_RATE_WINDOW_MS (see docs/decisions.md). */
export const INQUIRY_RATE_LIMIT = 8;
export const INQUIRY_RATE_WINDOW_MS = 15 * 60 * 1000;
