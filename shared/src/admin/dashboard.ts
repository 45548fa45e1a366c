/** The admin dashboard's figures, the bell's notifications and the system health. */
import type { Permission } from '../staff-roles';
import type { InquiryKind } from './inquiries';

/**
 * GET /api/admin/stats. Each section is there only when the caller may open what it counts
 * (../staff-roles.ts): users 'users'; testimonials 'testimonials'; speakingRequests, partnerships
 * and contactMessages 'inbox'. An administrator gets them all.
 */
export interface AdminStats {
  users?: {
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
  testimonials?: { total: number; published: number; draft: number };
  speakingRequests?: {
    total: number;
    pending: number;
    confirmed: number;
    declined: number;
    completed: number;
    /** Received since the start of the current calendar month (UTC). */
    thisMonth: number;
  };
  partnerships?: {
    total: number;
    new: number;
    inDiscussion: number;
    proposalSent: number;
    active: number;
    onHold: number;
    closed: number;
  };
  contactMessages?: { total: number; unread: number };
}

/** The permission each section of AdminStats needs (GET /api/admin/stats leaves out the others). */
export const ADMIN_STATS_PERMISSIONS = {
  users: 'users',
  testimonials: 'testimonials',
  speakingRequests: 'inbox',
  partnerships: 'inbox',
  contactMessages: 'inbox',
} as const satisfies Record<keyof AdminStats, Permission>;

/** A user counts as active when they signed in within this many days (and are not suspended). */
export const ACTIVE_USER_DAYS = 30;

/** One item waiting for the organisation (the bell's list). */
export interface AdminNotification {
  /** An inquiry (for those who hold 'inbox'), or a review waiting for the caller's decision. */
  kind: InquiryKind | 'review';
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
    /** The upload budgets (settings) and what counts against them. */
    budget: UploadBudget;
  };
}

/** The budgets and what counts against them now (the dashboard's storage card; the refusals). */
export interface UploadBudget {
  /** What the images first stored today take (since midnight in `timeZone`). */
  todayBytes: number;
  dailyLimitBytes: number;
  /** What every stored image takes. */
  storedBytes: number;
  storageLimitBytes: number;
  /** The organisation's time zone, whose midnight starts a new day. */
  timeZone: string;
  /** When today's budget starts again (the next midnight there), ISO. */
  resetsAt: string;
}
