import { format } from 'date-fns';
import { formatCount } from '@bb/shared/options';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditTargetType,
  type InquiryKind,
} from '@bb/shared/admin';

// How the admin pages write dates, sizes, browsers and audit entries (the inboxes' date formats
// are in shared/inquiryFormat.ts, and used here too).

export { formatDateTime, formatRelative } from './shared/inquiryFormat';
export { formatCount } from '@bb/shared/options';

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mar 4, 2026' (the users table's 'MMM d, yyyy'), in the reader's time zone. */
export function formatDate(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'MMM d, yyyy') : iso;
}

/** 'Mar 4, 2026, 2:05:09 PM' local. */
export function formatDateTimeSeconds(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'MMM d, yyyy, h:mm:ss a') : iso;
}

/** '2026-03-04 14:05:09 UTC'. */
export function formatUtc(iso: string): string {
  const date = parse(iso);
  return date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : iso;
}

/** '12.5 MB' (binary multiples, as disks are measured by the system): the shared wording. */
export { formatStorageSize as formatBytes } from '@bb/shared/admin-content';

/** 'Chrome on Windows', from a user agent; null when there is none. */
export function browserOf(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(userAgent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

export const AUDIT_TARGET_TYPE_LABELS: Readonly<Record<AuditTargetType, string>> = {
  user: 'User',
  'speaking-request': 'Speaking request',
  'corporate-partnership': 'Partnership',
  'contact-message': 'Contact message',
  testimonial: 'Testimonial',
  'carousel-item': 'Carousel item',
  carousel: 'Carousel',
  upload: 'Image',
  settings: 'Settings',
  'newsletter-subscriber': 'Newsletter subscriber',
  page: 'Page',
  'newsletter-campaign': 'Newsletter campaign',
};

export const auditActionLabel = (action: AuditAction | string) =>
  AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/**
 * How many times an entry happened, in words, when more than once: a signed-in user's refused admin
 * requests to one route within one minute share one entry. Null for a single event.
 */
export function auditCountText(entry: Pick<AuditEntry, 'count'>): string | null {
  return entry.count > 1 ? `${formatCount(entry.count)} times within one minute` : null;
}

/** The admin page that opens an inquiry: /admin/bookings?id=…, /admin/partnerships?id=…, /admin/messages?id=…. */
export function inquiryPath(kind: InquiryKind, id: string): string {
  const page = {
    'speaking-request': 'bookings',
    'corporate-partnership': 'partnerships',
    'contact-message': 'messages',
  }[kind];
  return `/admin/${page}?id=${encodeURIComponent(id)}`;
}

/** Where an audit entry's target is shown in the admin panel, if anywhere. */
export function auditTargetPath(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>,
) {
  if (!entry.targetType || !entry.targetId) return null;
  const id = encodeURIComponent(entry.targetId);
  switch (entry.targetType) {
    case 'user':
      return entry.targetLabel
        ? `/admin/users?search=${encodeURIComponent(entry.targetLabel)}`
        : null;
    case 'speaking-request':
    case 'corporate-partnership':
    case 'contact-message':
      return inquiryPath(entry.targetType, entry.targetId);
    case 'testimonial':
      return '/admin/testimonials';
    case 'carousel':
      return `/admin/carousels?slug=${id}`;
    case 'page':
      return `/admin/content/pages/${id}`;
    case 'newsletter-campaign':
      return `/admin/content/campaigns/${id}`;
    default:
      return null;
  }
}

/** A changed value as text: 'yes'/'no' for flags, '(empty)' for nothing. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  // A list (an order of items, the social links) as its items in words, not as JSON.
  if (Array.isArray(value)) return value.length ? value.map(listItemText).join(', ') : '(none)';
  return JSON.stringify(value);
}

/** One item of a list in an audit change: a link as 'LinkedIn (https://…)', a text as itself. */
function listItemText(item: unknown): string {
  if (item && typeof item === 'object' && 'label' in item) {
    const { label, url } = item as { label: unknown; url?: unknown };
    return typeof url === 'string' ? `${String(label)} (${url})` : String(label);
  }
  return formatChangeValue(item);
}

/** Field names as people read them: 'emailVerified' -> 'email verified'. */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}
