/**
 * What public pages need of the admin panel's content (issue 12): the organisation details and their
 * defaults, the names of uploaded images and YouTube addresses. Kept apart from `./admin-content`
 * (which re-exports it) so that the public pages' first load carries only this, not the admin rules.
 */

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

/** A YouTube video's address: youtube.com/watch?v=, youtu.be/, /embed/ or /shorts/ with an 11-character id. */
const YOUTUBE_URL =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#][^\s]*)?$/;
/** The video id of a YouTube address, or null when it is not one. */
export function youtubeVideoId(url: string): string | null {
  return YOUTUBE_URL.exec(url.trim())?.[1] ?? null;
}
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
