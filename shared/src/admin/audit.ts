/** The audit trail: its actions, targets, entries and query. */
import { INQUIRY_KINDS } from './inquiries';

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
  'user.change-roles',
  'user.resend-invitation',
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
  'media.update',
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
  'contact-message.convert',
  'page.save',
  'page.publish',
  'page.discard',
  'page.restore',
  'page.schedule',
  'page.unschedule',
  'review.submit',
  'review.decline',
  'review.approve',
  'review.withdraw',
  'newsletter-campaign.create',
  'newsletter-campaign.update',
  'newsletter-campaign.delete',
  'newsletter-campaign.test',
  'newsletter-campaign.send',
  'newsletter-campaign.schedule',
  'newsletter-campaign.start',
  'newsletter-campaign.pause',
  'newsletter-campaign.resume',
  'newsletter-campaign.cancel',
  'user.email-change',
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
  'user.change-roles': 'Staff roles changed',
  'user.resend-invitation': 'Invitation sent again',
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
  'media.update': 'Media details changed',
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
  'contact-message.convert': 'Contact message converted',
  'page.save': 'Page draft saved',
  'page.publish': 'Page published',
  'page.discard': 'Page draft discarded',
  'page.restore': 'Page revision restored as the draft',
  'page.schedule': 'Page publish scheduled',
  'page.unschedule': 'Scheduled page publish cancelled',
  'review.submit': 'Submitted for review',
  'review.decline': 'Review declined',
  'review.approve': 'Review approved',
  'review.withdraw': 'Review withdrawn',
  'newsletter-campaign.create': 'Newsletter campaign created',
  'newsletter-campaign.update': 'Newsletter campaign edited',
  'newsletter-campaign.delete': 'Newsletter campaign deleted',
  'newsletter-campaign.test': 'Newsletter test sent',
  'newsletter-campaign.send': 'Newsletter campaign sent',
  'newsletter-campaign.schedule': 'Newsletter campaign scheduled',
  'newsletter-campaign.start': 'Scheduled newsletter campaign started',
  'newsletter-campaign.pause': 'Newsletter campaign paused',
  'newsletter-campaign.resume': 'Newsletter campaign resumed',
  'newsletter-campaign.cancel': 'Newsletter campaign cancelled',
  'user.email-change': 'Own email address changed',
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
  /** A public page's document: its id is the page's slug. */
  'page',
  'newsletter-campaign',
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
