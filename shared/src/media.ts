/**
 * The media library (issue 24 part 3, /admin/media): every uploaded image in one place with its
 * library details (original file name, default alt text, uploader, focal point) and the places
 * that use it. Shapes of GET/PATCH/DELETE /api/admin/media(/{id}).
 */
import type { ListPage } from './admin/lists';
import {
  parseUploadUrl,
  type UploadedImage,
  uploadUrl,
  UPLOADS_PREFIX,
  uploadVariantUrl,
  uploadVariantWidths,
} from './site';

export const MEDIA_FILTERS = [
  'all',
  'unused',
  'pages',
  'carousels',
  'testimonials',
  'newsletters',
  'kept',
  'undescribed',
] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

export const MEDIA_FILTER_LABELS: Readonly<Record<MediaFilter, string>> = {
  all: 'All images',
  unused: 'Unused',
  pages: 'Used on a page',
  carousels: 'Used in a carousel',
  testimonials: 'Used in a testimonial',
  newsletters: 'Used in a newsletter',
  kept: 'Kept in the library',
  undescribed: 'Needs a description',
};

export const MEDIA_SORTS = ['newest', 'oldest', 'name'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];

export const MEDIA_SORT_LABELS: Readonly<Record<MediaSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'File name',
};

export const MEDIA_PAGE_SIZE_DEFAULT = 48;
export const MEDIA_FILE_NAME_MAX = 255;
export const MEDIA_ALT_TEXT_MAX = 300;
/** The header of the upload PUT that carries the original file name (percent-encoded UTF-8). */
export const MEDIA_FILE_NAME_HEADER = 'X-File-Name';

export const MEDIA_USE_KINDS = [
  'page',
  'page-draft',
  'page-revision',
  'testimonial',
  'carousel-item',
  'newsletter-campaign',
] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** Which filter a use counts under. */
export const MEDIA_USE_FILTER: Readonly<Record<MediaUseKind, MediaFilter>> = {
  page: 'pages',
  'page-draft': 'pages',
  'page-revision': 'pages',
  testimonial: 'testimonials',
  'carousel-item': 'carousels',
  'newsletter-campaign': 'newsletters',
};

/** One place that uses an image: what a module answers for each image it uses. */
export interface MediaUse {
  kind: MediaUseKind;
  /** What the place is called: a page title, a testimonial's name, a campaign's subject… */
  label: string;
  /** The admin page of the place. */
  link: string;
  /** The alt text this use gives the image, or null when it takes the library's default. */
  alt: string | null;
}

/** A module's answer: a use with the upload URL it names (any variant). */
export interface MediaUseOfUrl extends MediaUse {
  url: string;
}

export interface MediaItem {
  /** The content hash. */
  id: string;
  /** The 960-pixel WebP variant (or the largest narrower one): the URL an image field stores. */
  url: string;
  /** The smallest WebP variant. */
  thumbnailUrl: string;
  width: number;
  height: number;
  /** What the stored files take together. */
  bytes: number;
  fileName: string | null;
  altText: string | null;
  /** ISO time of the last upload of these bytes. */
  uploadedAt: string;
  uploadedBy: string | null;
  focalX: number;
  focalY: number;
  kept: boolean;
  useCount: number;
}

/** GET /api/admin/media?page=&pageSize=&search=&filter=&sort= (search: file name and alt text). */
export type MediaPage = ListPage<MediaItem>;

export interface MediaDetail extends MediaItem {
  uses: MediaUse[];
}

/**
 * PATCH /api/admin/media/{id}: any of these (null clears a text). Editing an image's details in
 * the library keeps it there on purpose (`kept`), so the hourly clean-up leaves it even unused.
 */
export interface MediaUpdate {
  fileName?: string | null;
  altText?: string | null;
  focalX?: number;
  focalY?: number;
}

/** The 409 of a refused delete: the message names the places (GET /api/admin/media/{id} lists them). */
export interface MediaInUseError {
  statusCode: 409;
  message: string;
}

export const MEDIA_MESSAGES = {
  notFound: 'No image with this id: it may have been deleted.',
  badId: 'An image id is 32 lowercase hexadecimal characters.',
  deleted: 'Image deleted',
  fileName: `File name must be at most ${MEDIA_FILE_NAME_MAX} characters, without control characters.`,
  altText: `Alt text must be at most ${MEDIA_ALT_TEXT_MAX} characters.`,
  focal: 'A focal point is a number from 0 to 1.',
  filter: `Filter must be one of: ${MEDIA_FILTERS.join(', ')}.`,
  sort: `Sort must be one of: ${MEDIA_SORTS.join(', ')}.`,
  noChange: 'Send at least one of fileName, altText, focalX and focalY.',
} as const;

/** An image's id (its content hash): 32 lowercase hexadecimal characters. */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The 409 message of a delete refused because the image is used. */
export function mediaInUseMessage(uses: readonly MediaUse[]): string {
  const labels = [...new Set(uses.map((u) => u.label))];
  const shown = labels.slice(0, 5).join(', ');
  const more = labels.length > 5 ? ` and ${labels.length - 5} more` : '';
  return `This image is still used: ${shown}${more}. Remove it there first.`;
}

export const mediaUrl = (image: UploadedImage): string => uploadUrl(image);

export const mediaThumbnailUrl = (image: UploadedImage): string =>
  uploadVariantUrl(image, uploadVariantWidths(image.width)[0], 'webp');

/**
 * An original file name as sent in the upload's X-File-Name header: percent-decoded, control
 * characters removed, trimmed; null when absent, undecodable, empty or too long (the upload goes
 * on without a name rather than failing).
 */
export function decodeMediaFileName(header: string | undefined | null): string | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > 3 * 4 * 255) return null;
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  name = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (!name || [...name].length > MEDIA_FILE_NAME_MAX) return null;
  return name;
}

/** Where an image is centred when no focal point was chosen. */
export const MEDIA_FOCAL_CENTRE = 0.5;

/** The CSS object-position of a focal point (0 to 1 across and down). */
export function focalObjectPosition(x: number, y: number): string {
  const pc = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 100)}%`;
  return `${pc(x)} ${pc(y)}`;
}

/** The header of the upload PUT that marks an upload made through the media library (value 1). */
export const MEDIA_LIBRARY_HEADER = 'X-Media-Library';

/**
 * Where an image deleted from the library stood in a kept revision (issue 44): the site's own
 * placeholder artwork (frontend/art/image-deleted.svg), shown by the history, the compare and the
 * preview of a restored draft, and refused by a publish (the page checks: DELETED_IMAGE_MESSAGE).
 */
export const DELETED_IMAGE_URL = '/images/image-deleted-960.webp';

/** Whether `url` is the placeholder of a deleted image (any of its widths and formats). */
export const isDeletedImage = (url: unknown): boolean =>
  typeof url === 'string' && /^\/images\/image-deleted-\d+\.(?:webp|avif)$/.test(url);

/** The page check's message at an image field that shows the placeholder (it blocks a publish). */
export const DELETED_IMAGE_MESSAGE =
  'The image this version had has been deleted from the media library: upload or choose another.';

/** The uses that keep an image from being deleted: all but kept revisions (they take a placeholder). */
export const blockingUses = (uses: readonly MediaUse[]): MediaUse[] =>
  uses.filter((use) => use.kind !== 'page-revision');

/**
 * A copy of `value` in which every upload address (any variant) of the images `deleted` names is
 * the placeholder (DELETED_IMAGE_URL); `value` itself when there is none.
 */
export function withDeletedImages<T>(value: T, deleted: ReadonlySet<string>): T {
  if (!deleted.size) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const hash = v.startsWith(UPLOADS_PREFIX) ? parseUploadUrl(v)?.hash : undefined;
      return hash && deleted.has(hash) ? DELETED_IMAGE_URL : v;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, walk(item)]));
    return v;
  };
  return walk(value) as T;
}

/** The hashes of every upload address among the strings of `value`, at any depth. */
export function uploadHashesIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const hash = value.startsWith(UPLOADS_PREFIX) ? parseUploadUrl(value)?.hash : undefined;
    if (hash) into.add(hash);
  } else if (Array.isArray(value)) for (const item of value) uploadHashesIn(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) uploadHashesIn(item, into);
  return into;
}
