/**
 * The admin panel's API contract (issue 11; spec 001 sections 2-9): the shapes of `/api/admin/*`
 * answers, the codes of the audit trail, and the users table's query (search, filters, sort, page),
 * which the server's list and CSV export apply. Dates are ISO 8601 strings; calendar dates `YYYY-MM-DD`.
 */
import type { ContactMessageStatus, InquiryType, SpeakingRequestStatus } from './inquiries';
import type { PartnershipStatus, PartnershipType } from './partnerships';

// ---- Dashboard ----

/** GET /api/admin/stats (the dashboard's cards and the bell). */
export interface AdminStats {
  users: {
    total: number;
    admins: number;
    verified: number;
    unverified: number;
    suspended: number;
    /** Not suspended, and signed in within the last ACTIVE_USER_DAYS days. */
    active: number;
    /** Created since the start of the current calendar month (UTC). */
    newThisMonth: number;
  };
  testimonials: { total: number; published: number; draft: number };
  speakingRequests: {
    total: number;
    pending: number;
    confirmed: number;
    declined: number;
    completed: number;
    /** Received since the start of the current calendar month (UTC). */
    thisMonth: number;
  };
  partnerships: {
    total: number;
    new: number;
    inDiscussion: number;
    proposalSent: number;
    active: number;
    onHold: number;
    closed: number;
  };
  contactMessages: { total: number; unread: number };
}

/** A user counts as active when they signed in within this many days (and are not suspended). */
export const ACTIVE_USER_DAYS = 30;

/** The kinds of inquiry the admin panel handles; also the audit trail's target types for them. */
export const INQUIRY_KINDS = [
  'speaking-request',
  'corporate-partnership',
  'contact-message',
] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** One item waiting for the organisation (the bell's list). */
export interface AdminNotification {
  kind: InquiryKind;
  id: string;
  /** e.g. "Speaking request from Acme Corp" */
  title: string;
  /** e.g. "Jane Doe · Keynote" */
  detail: string;
  createdAt: string;
  /** The admin page that shows it, e.g. "/admin/bookings?id=..." */
  path: string;
}

/**
 * GET /api/admin/notifications: what waits (pending speaking requests, new partnerships, unread
 * contact messages); `total` counts all of them, `items` holds the newest NOTIFICATION_LIMIT.
 */
export interface AdminNotifications {
  total: number;
  items: AdminNotification[];
}
export const NOTIFICATION_LIMIT = 20;

/** GET /api/admin/system: the dashboard's system health, from real figures. */
export interface AdminSystemHealth {
  database: { status: 'up' | 'down'; latencyMs: number; sizeBytes: number };
  mailQueue: { status: 'up' | 'down'; waiting: number; active: number; failed: number };
  storage: {
    driver: 'local' | 's3';
    /** Bytes the uploads take (local driver); null when not measurable. */
    usedBytes: number | null;
    /** Free bytes on the uploads' disk (local driver); null when not measurable. */
    availableBytes: number | null;
    totalBytes: number | null;
  };
}

// ---- Paged lists ----

/**
 * One page of an admin list (users, the inboxes, testimonials): `?page=&pageSize=` pick it (without
 * them, the first page), `total` counts every row that matches the search and filters.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
/** The highest page number a list takes (keeps the offset a sane number). */
export const LIST_PAGE_MAX = 100_000;
/** The largest page any list answers. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The longest search text a list takes. */
export const LIST_SEARCH_MAX = 200;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

// ---- The inquiry inboxes (speaking requests, partnerships, contact messages) ----

/** An inbox's count cards: every inquiry of the kind and how many have each status, whatever the filters. */
export interface InboxCounts<S extends string> {
  total: number;
  byStatus: Record<S, number>;
}

/**
 * GET /api/admin/speaking-requests, /corporate-partnerships, /contact-messages: one page of the
 * inquiries matching the search and filters (`total` counts them), and the inbox's counts.
 */
export interface InboxPage<T, S extends string> extends ListPage<T> {
  counts: InboxCounts<S>;
}
/** The page sizes an inbox offers; the first is the default. */
export const INBOX_PAGE_SIZES = [20, 50, 100] as const;
export const INBOX_DEFAULT_PAGE_SIZE = INBOX_PAGE_SIZES[0];
/** The status filter that lets every status through (also what no `status` means). */
export const INBOX_ALL = 'all';
/** The contact inbox's default view: every message but the archived ones. */
export const CONTACT_INBOX_VIEW = 'inbox';
/**
 * The status filter's view of the archived inquiries (POST …/{id}/archive, …/spam): every other
 * view and status leaves them out, and so do the count cards.
 */
export const INBOX_ARCHIVED_VIEW = 'archived';
/** `?assignee=` of an inbox: `me` (the administrator asking), `none` (unassigned) or a user's id. */
export const INBOX_ASSIGNEE_ME = 'me';
export const INBOX_ASSIGNEE_NONE = 'none';
/** `?spam=` of an inbox: only the inquiries sent from an address marked as spam after it was marked. */
export const INBOX_POSSIBLE_SPAM = 'possible';

/** The exports' file names (YYYY-MM-DD, the day of the export). */
export const speakingRequestsExportFileName = (date: string) => `speaking-requests-${date}.csv`;
export const partnershipsExportFileName = (date: string) => `corporate-partnerships-${date}.csv`;
export const contactMessagesExportFileName = (date: string) => `contact-messages-${date}.csv`;

// ---- Users ----

/** A user as the admin panel sees it (never the password hash). */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  suspended: boolean;
  /** False until the owner of an account an administrator created has set a password. */
  hasPassword: boolean;
  /** Two-factor sign-in is on (see two-factor.ts); an administrator can reset it. */
  twoFactorEnabled: boolean;
  notes: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** POST /api/admin/users */
export interface CreateAdminUserBody {
  username: string;
  email: string;
  isAdmin?: boolean;
}

/** PATCH /api/admin/users/{id}: any of these. */
export interface UpdateAdminUserBody {
  username?: string;
  email?: string;
  isAdmin?: boolean;
  emailVerified?: boolean;
  suspended?: boolean;
  notes?: string | null;
}

export const ADMIN_NOTES_MAX = 5000;

/** DELETE /api/admin/users/{id} and POST .../send-password-reset answer `{ message }`. */
export interface AdminMessageAnswer {
  message: string;
}

/** One sign-in of a user (the Edit User dialog's Activity tab). */
export interface SignInRecord {
  at: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** e.g. "Chrome 131 on Windows", from the user agent; null when unknown. */
  browser: string | null;
}

/** GET /api/admin/users/{id}/activity: the newest first, at most ACTIVITY_LIMIT of each. */
export interface AdminUserActivity {
  signIns: SignInRecord[];
  /** Administrative actions on this account (audit entries whose target is the user). */
  actions: AuditEntry[];
}
export const ACTIVITY_LIMIT = 20;

/** The users table's filters (search box, role and status selects), in the URL and the export. */
export const USER_ROLE_FILTERS = ['all', 'admin', 'user'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const USER_STATUS_FILTERS = ['all', 'verified', 'unverified'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export interface UserFilters {
  search?: string;
  role?: UserRoleFilter;
  status?: UserStatusFilter;
}

/** The users table's sort columns (the Role and Status columns sort by their labels). */
export const USER_SORT_FIELDS = ['username', 'email', 'role', 'status', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** The page sizes the users table offers (spec 001 section 9); the first is the default. */
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_DEFAULT_PAGE_SIZE = 10;

/** GET /api/admin/users: one page of the table, its search, filters and sort. */
export interface UserListQuery extends UserFilters {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: UserSortField;
  order?: SortOrder;
}

/** The figures of the users page's stat cards, over every user whatever the filters. */
export interface AdminUserCounts {
  total: number;
  admins: number;
  verified: number;
  unverified: number;
  suspended: number;
  /** Created since the 1st of this month (UTC). */
  newThisMonth: number;
}

/** GET /api/admin/users answers one page of users and the stat cards' figures. */
export interface AdminUserPage extends ListPage<AdminUser> {
  counts: AdminUserCounts;
}

/** The export's columns (spec 001 section 9) and its file name. */
export const USER_EXPORT_COLUMNS = ['Username', 'Email', 'Role', 'Status', 'Created Date'] as const;
export const userExportFileName = (date: string) => `users-export-${date}.csv`;

// ---- Inquiries ----

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
}

/** POST /api/admin/{kind}/{id}/merge: the duplicate (same kind, same sender) joins this inquiry. */
export interface MergeInquiryRequest {
  duplicateId: string;
}

/** GET /api/admin/{kind}/{id}: the inquiry with its whole thread, oldest first. */
export type WithThread<T> = T & { thread: ThreadEntry[] };

// ---- Audit trail ----

export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.grant-admin',
  'user.revoke-admin',
  'user.verify-email',
  'user.unverify-email',
  'user.suspend',
  'user.reactivate',
  'user.delete',
  'user.send-password-reset',
  'user.reset-two-factor',
  'speaking-request.status',
  'speaking-request.reply',
  'corporate-partnership.status',
  'corporate-partnership.reply',
  'contact-message.status',
  'contact-message.reply',
  'admin.sign-in-failed',
  'admin.access-denied',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'carousel-item.create',
  'carousel-item.update',
  'carousel-item.delete',
  'carousel.reorder',
  'carousel.config',
  'upload.create',
  'upload.delete',
  'settings.update',
  'newsletter-subscriber.delete',
  'user.two-factor-on',
  'user.two-factor-off',
  'user.recovery-codes',
  'speaking-request.logistics',
  'speaking-request.note',
  'corporate-partnership.note',
  'contact-message.note',
  'speaking-request.assign',
  'corporate-partnership.assign',
  'contact-message.assign',
  'speaking-request.archive',
  'corporate-partnership.archive',
  'contact-message.archive',
  'speaking-request.restore',
  'corporate-partnership.restore',
  'contact-message.restore',
  'speaking-request.spam',
  'corporate-partnership.spam',
  'contact-message.spam',
  'speaking-request.not-spam',
  'corporate-partnership.not-spam',
  'contact-message.not-spam',
  'speaking-request.delete',
  'corporate-partnership.delete',
  'contact-message.delete',
  'speaking-request.merge',
  'corporate-partnership.merge',
  'contact-message.merge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'user.create': 'User created',
  'user.update': 'User edited',
  'user.grant-admin': 'Administrator role given',
  'user.revoke-admin': 'Administrator role removed',
  'user.verify-email': 'Email marked verified',
  'user.unverify-email': 'Email marked unverified',
  'user.suspend': 'User suspended',
  'user.reactivate': 'User reactivated',
  'user.delete': 'User deleted',
  'user.send-password-reset': 'Password reset email sent',
  'user.reset-two-factor': 'Two-factor sign-in reset',
  'speaking-request.status': 'Speaking request status changed',
  'speaking-request.reply': 'Reply to a speaking request',
  'corporate-partnership.status': 'Partnership status changed',
  'corporate-partnership.reply': 'Reply to a partnership inquiry',
  'contact-message.status': 'Contact message status changed',
  'contact-message.reply': 'Reply to a contact message',
  'admin.sign-in-failed': 'Failed administrator sign-in',
  'admin.access-denied': 'Refused admin request',
  'testimonial.create': 'Testimonial created',
  'testimonial.update': 'Testimonial edited',
  'testimonial.delete': 'Testimonial deleted',
  'carousel-item.create': 'Carousel item created',
  'carousel-item.update': 'Carousel item edited',
  'carousel-item.delete': 'Carousel item deleted',
  'carousel.reorder': 'Carousel items reordered',
  'carousel.config': 'Carousel configuration changed',
  'upload.create': 'Image uploaded',
  'upload.delete': 'Unused image removed',
  'settings.update': 'Site settings changed',
  'newsletter-subscriber.delete': 'Newsletter subscriber removed',
  'user.two-factor-on': 'Own two-factor sign-in turned on',
  'user.two-factor-off': 'Own two-factor sign-in turned off',
  'user.recovery-codes': 'Own recovery codes replaced',
  'speaking-request.logistics': 'Booking logistics changed',
  'speaking-request.note': 'Internal note on a speaking request',
  'corporate-partnership.note': 'Internal note on a partnership',
  'contact-message.note': 'Internal note on a contact message',
  'speaking-request.assign': 'Speaking request assigned',
  'corporate-partnership.assign': 'Partnership inquiry assigned',
  'contact-message.assign': 'Contact message assigned',
  'speaking-request.archive': 'Speaking request archived',
  'corporate-partnership.archive': 'Partnership inquiry archived',
  'contact-message.archive': 'Contact message archived',
  'speaking-request.restore': 'Speaking request restored',
  'corporate-partnership.restore': 'Partnership inquiry restored',
  'contact-message.restore': 'Contact message restored',
  'speaking-request.spam': 'Speaking request marked as spam',
  'corporate-partnership.spam': 'Partnership inquiry marked as spam',
  'contact-message.spam': 'Contact message marked as spam',
  'speaking-request.not-spam': 'Speaking request marked as not spam',
  'corporate-partnership.not-spam': 'Partnership inquiry marked as not spam',
  'contact-message.not-spam': 'Contact message marked as not spam',
  'speaking-request.delete': 'Speaking request deleted',
  'corporate-partnership.delete': 'Partnership inquiry deleted',
  'contact-message.delete': 'Contact message deleted',
  'speaking-request.merge': 'Duplicate speaking requests merged',
  'corporate-partnership.merge': 'Duplicate partnership inquiries merged',
  'contact-message.merge': 'Duplicate contact messages merged',
};

export const AUDIT_TARGET_TYPES = [
  'user',
  ...INQUIRY_KINDS,
  'testimonial',
  'carousel-item',
  /** A whole carousel: its id is the slug. */
  'carousel',
  /** An uploaded image: its id is the content hash. */
  'upload',
  /** The site settings: no id. */
  'settings',
  'newsletter-subscriber',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** A field's value before and after a change (plain fields only; never passwords, tokens or secrets). */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  id: string;
  /** When, UTC. */
  at: string;
  actorId: string | null;
  actorName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  action: AuditAction;
  targetType: AuditTargetType | null;
  targetId: string | null;
  /** What the target was called at the time (a username, a company), so the entry reads after a delete. */
  targetLabel: string | null;
  changes: AuditChanges | null;
  /** Anything else worth keeping, e.g. the refused request's method and route. */
  detail: string | null;
  /**
   * How many times it happened: 1, except for a signed-in user's refused admin requests, which are
   * one entry per user, route and minute (`at` is the first of them).
   */
  count: number;
}

/**
 * The two kinds of entry: what administrators (and the site's own clean-up) changed, and the
 * security events around the admin area (refused admin requests, failed administrator sign-ins).
 */
export const AUDIT_KINDS = ['change', 'security'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_SECURITY_ACTIONS: readonly AuditAction[] = [
  'admin.sign-in-failed',
  'admin.access-denied',
];

export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  change: 'Administrative changes',
  security: 'Refusals and failed sign-ins',
};

export const auditKindOf = (action: AuditAction): AuditKind =>
  AUDIT_SECURITY_ACTIONS.includes(action) ? 'security' : 'change';

/** GET /api/admin/audit-log query: all optional. */
export interface AuditLogQuery {
  page?: number;
  pageSize?: number;
  /** An actor's username (exact, without regard to case) or id. */
  actor?: string;
  /** Only changes (the dashboard's recent activity) or only security events. */
  kind?: AuditKind;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  to?: string;
}
/** The page sizes the audit log page offers; the API takes any page size from 1 to AUDIT_PAGE_SIZE_MAX. */
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;

/** GET /api/admin/audit-log answer, newest first. */
export interface AuditLogPage {
  items: AuditEntry[];
  total: number;
}

/** Default of AUDIT_RETENTION_DAYS. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;
