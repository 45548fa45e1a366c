/**
 * The admin panel's API contract, part 2 (issue 12; spec 001 sections "Admin testimonials", "Admin
 * carousels", "Image upload and crop dialog", 3, 5, 7-9): testimonials, carousels, image uploads, the
 * organisation's details and settings, and the newsletter subscribers. Dates are ISO 8601 strings.
 * Bounds that both sides check come from `./content`.
 */
import {
  CAROUSEL_ALT_TEXT_MAX,
  type CarouselSlug,
  TESTIMONIAL_COMPANY_MAX,
  TESTIMONIAL_CONTENT_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_RATING_MAX,
  TESTIMONIAL_RATING_MIN,
  TESTIMONIAL_TITLE_MAX,
  URL_MAX,
} from './content';
import type { ListPage, UploadBudget } from './admin';
import { type Consent, SUBSCRIBER_STATES, type SubscriberState } from './newsletter';
import { parseUploadUrl, type SiteDetails } from './site';

export * from './site';

// ---- Uploads ----

/** POST /api/objects/upload (administrators, no body): where to PUT one image. */
export interface UploadStart {
  /**
   * This server's address for one PUT of the raw image body (`/api/objects/upload/...`, signed,
   * usable once, expiring UPLOAD_URL_TTL_MS after it was given).
   */
  uploadURL: string;
  /** The URL the image will have once stored (the same as the PUT's `url`). */
  publicPath: string;
}

/** PUT {uploadURL}: the stored image's URL (its UPLOAD_DEFAULT_WIDTH WebP variant, or the widest under it). */
export interface UploadResult {
  url: string;
}

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** The largest image body accepted (5 MB, the spec's per-file limit). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_MB = 5;
/** The most pixels an upload may have (about 25 megapixels): larger is refused before decoding. */
export const UPLOAD_MAX_PIXELS = 25_000_000;
/** What the server accepts, recognised by the bytes (never by name or declared type). */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;
/** The `accept` of the file inputs (the server decides by the bytes in any case). */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** Uploaded files that nothing uses are removed once they are older than this. */
export const UPLOAD_ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;

// ---- Upload budgets (issue 44) ----

/** A megabyte as the budgets count it (and the dashboard shows sizes): 1024 × 1024 bytes. */
export const MEGABYTE = 1024 * 1024;
/**
 * What the images first stored on one day (in the organisation's time zone) may add to the storage,
 * by default: about 300 photos at the widths kept.
 */
export const UPLOAD_DAILY_BUDGET_MB_DEFAULT = 200;
/** What all the stored images may take together, by default (5 GB). */
export const UPLOAD_STORAGE_BUDGET_MB_DEFAULT = 5120;
/** The budgets' bounds, in MB (a terabyte at most). */
export const UPLOAD_BUDGET_MB_MIN = 1;
export const UPLOAD_BUDGET_MB_MAX = 1_048_576;

/** A size as the admin panel shows it: '812 bytes', '1.5 MB', '200 MB', '4.9 GB'. */
export function formatStorageSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return 'unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}

/**
 * The refusal of an upload over a budget (429 for the day's, with Retry-After; 507 for the
 * storage's), naming the limit. `adding`: the refused image's bytes, when it was read already.
 */
export function uploadBudgetMessage(
  which: 'daily' | 'storage',
  budget: UploadBudget,
  adding?: number,
): string {
  const more = adding ? ` and this image needs ${formatStorageSize(adding)}` : '';
  if (which === 'daily')
    return (
      `The daily upload budget of ${formatStorageSize(budget.dailyLimitBytes)} is used up: ` +
      `${formatStorageSize(budget.todayBytes)} of images were added today${more}. Uploads start ` +
      `again at midnight (${budget.timeZone}), or an administrator can raise the budget in Settings.`
    );
  return (
    `The storage budget of ${formatStorageSize(budget.storageLimitBytes)} for uploaded images is ` +
    `used up: the stored images take ${formatStorageSize(budget.storedBytes)}${more}. Delete ` +
    `images nothing uses in the Media Library, or an administrator can raise the budget in Settings.`
  );
}

/**
 * The site's own images: the built catalog (`/images/{name}-{width}.{avif|webp}`) and uploads. The
 * Content-Security-Policy serves images from the site only, so a stored imageUrl must be one of these.
 */
const CATALOG_IMAGE_URL = /^\/images\/[a-z0-9-]+-\d{1,5}\.(?:avif|webp|png|jpe?g)$/;
export function isSiteImageUrl(url: string): boolean {
  return CATALOG_IMAGE_URL.test(url) || parseUploadUrl(url) !== null;
}
export const SITE_IMAGE_URL_MESSAGE =
  "imageUrl must be one of this site's images (/images/...) or an uploaded image (/uploads/...): the site shows images from its own address only.";

export const YOUTUBE_URL_MESSAGE =
  'youtubeUrl must be a YouTube video address (https://www.youtube.com/watch?v=... or https://youtu.be/...).';

// ---- Image upload and crop (spec section 9) ----

export const CROP_SCALE_MIN = 0.5;
export const CROP_SCALE_MAX = 3;
export const CROP_SCALE_STEP = 0.1;
export const CROP_ROTATE_STEP_DEGREES = 90;
export const CROP_PREVIEW_MAX_PX = 150;
/** The default crop: this share of the image, centred. */
export const CROP_DEFAULT_SHARE = 0.9;
export const CROP_JPEG_QUALITY = 0.9;
export const CAROUSEL_CROP_ASPECT = 16 / 9;
export const TESTIMONIAL_CROP_ASPECT = 1;
export const TESTIMONIAL_PHOTO_MIN_PX = 150;
/** The single-image upload's defaults (spec section 5). */
export const SINGLE_UPLOAD_MIN_PX = 100;
/** The multi-image upload's default maximum, and the carousel's. */
export const MULTI_UPLOAD_MAX_FILES = 10;
export const CAROUSEL_UPLOAD_MAX_FILES = 20;

// ---- Testimonials ----

/** An admin list item (GET /api/admin/testimonials, newest first; drafts included). */
export interface AdminTestimonial {
  id: string;
  name: string;
  title: string;
  company: string;
  content: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  isPublished: boolean;
  imageUrl: string | null;
  /** When it publishes by itself (UTC); null: not scheduled. */
  publishAt: string | null;
  /** When it unpublishes by itself (UTC); null: not scheduled. */
  unpublishAt: string | null;
  /** Who set the schedule (their username then); null without one. */
  scheduledBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/testimonials; PATCH takes any of these. rating defaults to 5, isPublished to false. */
export interface TestimonialBody {
  name: string;
  title: string;
  company: string;
  content: string;
  rating?: number;
  isPublished?: boolean;
  /** An uploaded image (or a site image); null or '' removes it. */
  imageUrl?: string | null;
  /** Publish at this time (ISO 8601 with offset, in the future); null cancels. */
  publishAt?: string | null;
  /** Unpublish at this time (after publishAt when both are set); null cancels. */
  unpublishAt?: string | null;
}

/**
 * One entry of an export file: a testimonial without id and createdAt (spec section 9), nor its
 * schedule (a time that may have passed when the file is imported).
 */
export type TestimonialExportEntry = Omit<
  AdminTestimonial,
  'id' | 'createdAt' | 'updatedAt' | 'publishAt' | 'unpublishAt' | 'scheduledBy'
>;
export const testimonialExportFileName = (date: string) => `testimonials-export-${date}.json`;

/** GET /api/admin/testimonials?status=: every testimonial, the published ones or the drafts. */
export const TESTIMONIAL_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type TestimonialStatusFilter = (typeof TESTIMONIAL_STATUS_FILTERS)[number];
/** The page sizes the testimonials page offers; the first is the default. */
export const TESTIMONIAL_PAGE_SIZES = [20, 50, 100] as const;

/** How many testimonials there are in all, whatever the search and filter. */
export interface TestimonialCounts {
  total: number;
  published: number;
  draft: number;
}

/**
 * GET /api/admin/testimonials?page=&pageSize=&search=&status= answers one page of the matches
 * (newest first) and the counts over every testimonial. GET /api/admin/testimonials/export answers
 * every testimonial as a JSON array of AdminTestimonial, newest first (X-Total-Count: how many).
 */
export interface AdminTestimonialPage extends ListPage<AdminTestimonial> {
  counts: TestimonialCounts;
}

/**
 * Why one import entry would be refused, in the server's words (empty when it would be accepted):
 * the spec's required fields, then the bounds the server checks. The import preview lists these.
 */
export function testimonialEntryProblems(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return ['The entry is not an object.'];
  const e = entry as Record<string, unknown>;
  const problems: string[] = [];
  const text = (field: string, max: number, label: string) => {
    const value = e[field];
    if (typeof value !== 'string' || !value.trim()) problems.push(`${label} is required.`);
    else if (value.trim().length > max)
      problems.push(`${label} must be at most ${max} characters.`);
  };
  text('name', TESTIMONIAL_NAME_MAX, 'Name');
  text('title', TESTIMONIAL_TITLE_MAX, 'Title');
  text('company', TESTIMONIAL_COMPANY_MAX, 'Company');
  text('content', TESTIMONIAL_CONTENT_MAX, 'Content');
  if (
    e.rating !== undefined &&
    !(
      Number.isInteger(e.rating) &&
      (e.rating as number) >= TESTIMONIAL_RATING_MIN &&
      (e.rating as number) <= TESTIMONIAL_RATING_MAX
    )
  )
    problems.push(
      `Rating must be a whole number from ${TESTIMONIAL_RATING_MIN} to ${TESTIMONIAL_RATING_MAX}.`,
    );
  if (e.isPublished !== undefined && typeof e.isPublished !== 'boolean')
    problems.push('isPublished must be true or false.');
  if (e.imageUrl !== undefined && e.imageUrl !== null && e.imageUrl !== '') {
    if (
      typeof e.imageUrl !== 'string' ||
      e.imageUrl.length > URL_MAX ||
      !isSiteImageUrl(e.imageUrl)
    )
      problems.push(SITE_IMAGE_URL_MESSAGE);
  }
  return problems;
}

// ---- Carousels ----

/** An admin carousel item (GET /api/admin/carousel/{slug}, by sortOrder; drafts included). */
export interface AdminCarouselItem {
  id: string;
  slug: CarouselSlug;
  imageUrl: string;
  altText: string | null;
  youtubeUrl: string | null;
  sortOrder: number;
  isPublished: boolean;
  /** When it publishes by itself (UTC); null: not scheduled. */
  publishAt: string | null;
  /** When it unpublishes by itself (UTC); null: not scheduled. */
  unpublishAt: string | null;
  /** Who set the schedule (their username then); null without one. */
  scheduledBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * POST /api/admin/carousel/{slug} (imageUrl required; sortOrder defaults to one above the highest,
 * isPublished to true); PATCH /api/admin/carousel/{slug}/{id} takes any of these. The spec's body
 * also carries `slug`: when present it must equal the path's.
 */
export interface CarouselItemBody {
  slug?: CarouselSlug;
  imageUrl: string;
  altText?: string | null;
  youtubeUrl?: string | null;
  sortOrder?: number;
  isPublished?: boolean;
  /** Publish at this time (ISO 8601 with offset, in the future); null cancels. */
  publishAt?: string | null;
  /** Unpublish at this time (after publishAt when both are set); null cancels. */
  unpublishAt?: string | null;
}
export { CAROUSEL_ALT_TEXT_MAX };

/** GET/PATCH /api/admin/carousel/{slug}/config (PATCH: any of the three; `slug` as above). */
export interface CarouselConfigBody {
  slug?: CarouselSlug;
  autoPlay?: boolean;
  intervalMs?: number;
  loop?: boolean;
}
export interface AdminCarouselConfig {
  slug: CarouselSlug;
  autoPlay: boolean;
  intervalMs: number;
  loop: boolean;
}
export const CAROUSEL_INTERVAL_STEP_MS = 500;
export const CAROUSEL_INTERVAL_MAX_MS = 600_000;

/**
 * PATCH /api/admin/carousel/{slug}/reorder: every item of the carousel, each once, in the new order;
 * the server renumbers them 0, 1, 2... in that order (one transaction) and answers the list.
 */
export interface CarouselReorderBody {
  items: { id: string; sortOrder: number }[];
}

// ---- Organisation details and settings ----

export const SITE_TEXT_MAX = 120;
export const SOCIAL_LINKS_MAX = 8;
export const SOCIAL_LABEL_MAX = 40;
/** A `tel:` link: "tel:" then an optional "+" and 3 to 20 digits (visual separators "-", "." allowed). */
export const PHONE_HREF_PATTERN = /^tel:\+?[0-9][0-9.-]{2,24}$/;
/** Said when the phone link would dial another number than the one shown (issue 20). */
export const PHONE_MISMATCH =
  'The phone link must dial the number shown: change both together (Fill from the shown number).';

/**
 * Whether the `tel:` link dials the number shown: the same digits, or a number shown without its
 * country code that the link dials with it ("(555) 010-0199" and "tel:+15550100199"; "020 7946 0000"
 * and "tel:+442079460000", the trunk 0 left out). Separators and words in the shown text do not count.
 */
export function phoneLinkDialsShown(display: string, href: string): boolean {
  const shown = display.replace(/\D/g, '');
  const linked = href.replace(/^tel:/i, '').replace(/\D/g, '');
  if (shown.length > 0 && shown === linked) return true;
  if (display.trim().startsWith('+') || !/^tel:\+/i.test(href)) return false;
  const national = shown.replace(/^0/, '');
  // A country code is 1 to 3 digits.
  const codeLength = linked.length - national.length;
  return national.length >= 3 && codeLength >= 1 && codeLength <= 3 && linked.endsWith(national);
}

/** GET /api/admin/settings. */
export interface AdminSettings {
  comingSoon: boolean;
  siteDetails: SiteDetails;
  /** Where notices of new inquiries go; null means the organisation's e-mail (siteDetails.email). */
  notificationEmail: string | null;
  /** Days the audit trail and sign-in history are kept. */
  auditRetentionDays: number;
  /**
   * Administrators without two-factor sign-in must set it up at their next sign-in, before anything
   * else; turning it on needs the acting administrator to have it on.
   */
  requireAdminTwoFactor: boolean;
  /**
   * Newsletter messages sent per minute (the campaigns' throttle), as set here; null: the
   * environment's default (`newsletterRateDefault`).
   */
  newsletterRatePerMinute: number | null;
  /** NEWSLETTER_RATE_PER_MINUTE, or 60 without it (read-only). */
  newsletterRateDefault: number;
  /** The organisation's time zone (IANA name): scheduled times are shown and entered in it. */
  timeZone: string;
  /** MB the images first stored on one day may take together (UPLOAD_BUDGET_MB_MIN to _MAX). */
  uploadDailyBudgetMb: number;
  /** MB every stored image may take together. */
  uploadStorageBudgetMb: number;
}

/** PATCH /api/admin/settings: any of the fields; siteDetails may be partial. Answers AdminSettings. */
export interface AdminSettingsPatch {
  comingSoon?: boolean;
  siteDetails?: Partial<SiteDetails>;
  notificationEmail?: string | null;
  auditRetentionDays?: number;
  requireAdminTwoFactor?: boolean;
  /** 1 to 10,000 messages a minute; null: back to the environment's default. */
  newsletterRatePerMinute?: number | null;
  /** An IANA time zone name ("Europe/London", "UTC"). */
  timeZone?: string;
  /** Whole MB, UPLOAD_BUDGET_MB_MIN to UPLOAD_BUDGET_MB_MAX. */
  uploadDailyBudgetMb?: number;
  uploadStorageBudgetMb?: number;
}
export const AUDIT_RETENTION_DAYS_MIN = 30;
export const AUDIT_RETENTION_DAYS_MAX = 3650;

// ---- Newsletter subscribers ----

/** One row of GET /api/admin/newsletter-subscribers. */
export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  status: SubscriberState;
  /** The latest sign-up (or the setting turned on): the list's order. */
  subscribedAt: string;
  unsubscribedAt: string | null;
  /** When the mail server refused the address permanently (status `bounced`), and its answer. */
  bouncedAt: string | null;
  bounceReason: string | null;
  consent: Consent;
}

/**
 * GET /api/admin/newsletter-subscribers?search=&status=&page=&pageSize= answers
 * `{items, total, counts}` (`counts`: how many addresses are in each state, whatever the filter),
 * newest first. GET /api/admin/newsletter-subscribers/export?search=&status= answers the CSV of every
 * match. DELETE /api/admin/newsletter-subscribers/{id} removes the address entirely (204).
 */
export interface AdminNewsletterPage {
  items: AdminNewsletterSubscriber[];
  total: number;
  counts: Record<SubscriberState, number>;
}
export const NEWSLETTER_STATUS_FILTERS = ['all', ...SUBSCRIBER_STATES] as const;
export type NewsletterStatusFilter = (typeof NEWSLETTER_STATUS_FILTERS)[number];
export const NEWSLETTER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const NEWSLETTER_EXPORT_COLUMNS = [
  'Email',
  'Status',
  'Subscribed',
  'Unsubscribed',
  'Bounced',
  'Consent Source',
  'Consent Given',
  'Consent Confirmed',
  'Consent Wording',
] as const;
export const newsletterExportFileName = (date: string) => `newsletter-subscribers-${date}.csv`;
