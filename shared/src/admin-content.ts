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

/**
 * The widths an upload is stored in, as the public `Picture` component's built images
 * (frontend/src/assets/images.json): those not wider than the original, or the original width
 * alone when it is narrower than the smallest.
 */
export const UPLOAD_WIDTHS = [480, 960, 1440] as const;
export const UPLOAD_DEFAULT_WIDTH = 960;
export const UPLOAD_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type UploadVariantFormat = (typeof UPLOAD_VARIANT_FORMATS)[number];

export function uploadVariantWidths(originalWidth: number): number[] {
  const widths = UPLOAD_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length ? widths : [originalWidth];
}

/** An uploaded image: its content hash and its upright size in pixels. */
export interface UploadedImage {
  hash: string;
  width: number;
  height: number;
}

/**
 * Stored variants are named `/uploads/{hash}-{width}x{height}-{variantWidth}.{avif|webp}`: the name
 * carries the upright size, so a page reserves the image's space without asking the server.
 * `hash` is 32 lowercase hex characters of the SHA-256 of the stored pixels' source bytes.
 */
export const UPLOADS_PREFIX = '/uploads/';
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(avif|webp)$/;

export function uploadVariantUrl(
  image: UploadedImage,
  variantWidth: number,
  format: UploadVariantFormat = 'webp',
): string {
  return `${UPLOADS_PREFIX}${image.hash}-${image.width}x${image.height}-${variantWidth}.${format}`;
}

/** The URL an upload is known by (`url`, `publicPath`, and what testimonials and carousel items store). */
export function uploadUrl(image: UploadedImage): string {
  const widths = uploadVariantWidths(image.width);
  const width = [...widths].reverse().find((w) => w <= UPLOAD_DEFAULT_WIDTH) ?? widths[0];
  return uploadVariantUrl(image, width, 'webp');
}

/** The upload a URL names (any of its variants), or null when it is not an upload's URL. */
export function parseUploadUrl(
  url: string,
): (UploadedImage & { variantWidth: number; format: UploadVariantFormat }) | null {
  const match = UPLOAD_URL.exec(url);
  if (!match) return null;
  return {
    hash: match[1],
    width: Number(match[2]),
    height: Number(match[3]),
    variantWidth: Number(match[4]),
    format: match[5] as UploadVariantFormat,
  };
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

/** A YouTube video's address: youtube.com/watch?v=, youtu.be/, /embed/ or /shorts/ with an 11-character id. */
const YOUTUBE_URL =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#][^\s]*)?$/;
/** The video id of a YouTube address, or null when it is not one. */
export function youtubeVideoId(url: string): string | null {
  return YOUTUBE_URL.exec(url.trim())?.[1] ?? null;
}
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
}

/** One entry of an export file: a testimonial without id and createdAt (spec section 9). */
export type TestimonialExportEntry = Omit<AdminTestimonial, 'id' | 'createdAt' | 'updatedAt'>;
export const testimonialExportFileName = (date: string) => `testimonials-export-${date}.json`;

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

export interface SocialLink {
  label: string;
  /** https only. */
  url: string;
}

/** The organisation's details shown on public pages (the spec's {name}, {phone}, ...). */
export interface SiteDetails {
  organizationName: string;
  tagline: string;
  speakerName: string;
  /** The phone number as shown, e.g. "+1 (555) 010-0199". */
  phoneDisplay: string;
  /** The same number as a `tel:` link, e.g. "tel:+15550100199". */
  phoneHref: string;
  email: string;
  socialLinks: SocialLink[];
}

/**
 * The details until an administrator edits them: neutral defaults. The phone number is in the range
 * reserved for fiction (555-01xx) and the address under example.org, so nothing real is implied. The
 * build prerenders the public pages with these.
 */
export const DEFAULT_SITE_DETAILS: SiteDetails = {
  organizationName: 'Building Bridges Inclusion',
  tagline: 'Building Bridges. Breaking Barriers.',
  speakerName: 'Our Founder',
  phoneDisplay: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  email: 'hello@example.org',
  socialLinks: [
    { label: 'LinkedIn', url: 'https://www.linkedin.com/' },
    { label: 'Instagram', url: 'https://www.instagram.com/' },
  ],
};

export const SITE_TEXT_MAX = 120;
export const SOCIAL_LINKS_MAX = 8;
export const SOCIAL_LABEL_MAX = 40;
/** A `tel:` link: "tel:" then an optional "+" and 3 to 20 digits (visual separators "-", "." allowed). */
export const PHONE_HREF_PATTERN = /^tel:\+?[0-9][0-9.-]{2,24}$/;

/** GET /api/admin/settings. */
export interface AdminSettings {
  comingSoon: boolean;
  siteDetails: SiteDetails;
  /** Where notices of new inquiries go; null means the organisation's e-mail (siteDetails.email). */
  notificationEmail: string | null;
  /** Days the audit trail and sign-in history are kept. */
  auditRetentionDays: number;
}

/** PATCH /api/admin/settings: any of the fields; siteDetails may be partial. Answers AdminSettings. */
export interface AdminSettingsPatch {
  comingSoon?: boolean;
  siteDetails?: Partial<SiteDetails>;
  notificationEmail?: string | null;
  auditRetentionDays?: number;
}
export const AUDIT_RETENTION_DAYS_MIN = 30;
export const AUDIT_RETENTION_DAYS_MAX = 3650;

// ---- Newsletter subscribers ----

export type NewsletterSubscriptionStatus = 'subscribed' | 'unsubscribed';

/** One row of GET /api/admin/newsletter-subscribers. */
export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  status: NewsletterSubscriptionStatus;
  subscribedAt: string;
  unsubscribedAt: string | null;
}

/**
 * GET /api/admin/newsletter-subscribers?search=&status=&page=&pageSize= answers
 * `{items, total, subscribed}` (`subscribed`: how many are subscribed in all, whatever the filter),
 * newest first. GET /api/admin/newsletter-subscribers/export?search=&status= answers the CSV of every
 * match. DELETE /api/admin/newsletter-subscribers/{id} removes the address entirely (204).
 */
export interface AdminNewsletterPage {
  items: AdminNewsletterSubscriber[];
  total: number;
  subscribed: number;
}
export const NEWSLETTER_STATUS_FILTERS = ['all', 'subscribed', 'unsubscribed'] as const;
export type NewsletterStatusFilter = (typeof NEWSLETTER_STATUS_FILTERS)[number];
export const NEWSLETTER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const NEWSLETTER_EXPORT_COLUMNS = ['Email', 'Status', 'Subscribed', 'Unsubscribed'] as const;
export const newsletterExportFileName = (date: string) => `newsletter-subscribers-${date}.csv`;
