/**
 * Contact messages and speaking requests: their codes, the labels people see, and their bounds
 * (spec 001, sections 3, 4 and 9). The forms, the e-mails, the member area and the admin panel all
 * read them from here, and the database's CHECK constraints list the same codes.
 */
import { labelOf } from './options';

/** What a contact message is about, in the specification's order. */
export const INQUIRY_TYPES = ['speaking', 'training', 'partnership', 'general'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'general';
/** The order the contact form offers them: the default first. */
export const INQUIRY_TYPES_AS_OFFERED: readonly InquiryType[] = [
  'general',
  'speaking',
  'training',
  'partnership',
];
export const INQUIRY_TYPE_LABELS: Readonly<Record<InquiryType, string>> = {
  general: 'General inquiry',
  speaking: 'Speaking engagement',
  training: 'Corporate training',
  partnership: 'Partnership',
};

/** Where a contact message is in the organisation's inbox. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const CONTACT_MESSAGE_STATUS_LABELS: Readonly<Record<ContactMessageStatus, string>> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};

export const EVENT_TYPES = ['keynote', 'workshop', 'panel', 'conference'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const DEFAULT_EVENT_TYPE: EventType = 'keynote';
export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  keynote: 'Keynote',
  workshop: 'Workshop',
  panel: 'Panel discussion',
  conference: 'Conference',
};

/** The budget codes the speaking-request form offers (and the only ones the API accepts). */
export const SPEAKING_BUDGETS = [
  'under-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  '50k-plus',
  'discuss',
] as const;
export type SpeakingBudget = (typeof SPEAKING_BUDGETS)[number];

/**
 * The codes the specification's admin view labels: the form's set with `over-50k` and `tbd` instead
 * of `50k-plus` and `discuss` (spec 001, section 3 gives both sets). A stored code of either set has a
 * label; the pairs that mean the same thing read alike.
 */
export const SPEAKING_BUDGET_ADMIN_CODES = [
  'under-5k',
  '5k-10k',
  '10k-25k',
  '25k-50k',
  'over-50k',
  'tbd',
] as const;

export const SPEAKING_BUDGET_LABELS: Readonly<
  Record<SpeakingBudget | (typeof SPEAKING_BUDGET_ADMIN_CODES)[number], string>
> = {
  'under-5k': 'Under $5,000',
  '5k-10k': '$5,000 - $10,000',
  '10k-25k': '$10,000 - $25,000',
  '25k-50k': '$25,000 - $50,000',
  '50k-plus': 'Over $50,000',
  'over-50k': 'Over $50,000',
  discuss: "Let's discuss",
  tbd: 'To be determined',
};

/** The label of a speaking-request budget code of either set; null when there is none. */
export function speakingBudgetLabel(code: string | null | undefined): string | null {
  return code ? labelOf(SPEAKING_BUDGET_LABELS, code) : null;
}

/** A speaking request's status; any value may follow any other (spec 001, section 4). */
export const SPEAKING_REQUEST_STATUSES = ['pending', 'confirmed', 'declined', 'completed'] as const;
export type SpeakingRequestStatus = (typeof SPEAKING_REQUEST_STATUSES)[number];
export const DEFAULT_SPEAKING_REQUEST_STATUS: SpeakingRequestStatus = 'pending';
export const SPEAKING_REQUEST_STATUS_LABELS: Readonly<Record<SpeakingRequestStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  declined: 'Declined',
  completed: 'Completed',
};

/** Bounds of the speaking-request form. */
export const ATTENDEE_COUNT_MIN = 1;
export const ATTENDEE_COUNT_MAX = 1_000_000;
export const EVENT_YEAR_MIN = 2000;
export const EVENT_YEAR_MAX = 2100;

/** Response times promised to the sender (spec 001, section 9). */
export const RESPONSE_TIME = {
  contact: '24 hours',
  speaking: '24 hours',
  partnership: '48 hours',
} as const;
/** How far ahead the organisation advises booking a talk (spec 001, section 9). */
export const BOOKING_LEAD_TIME = '6-8 weeks';
