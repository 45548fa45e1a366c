import {
  type UploadedImage,
  uploadVariantUrl,
  uploadVariantWidths,
  UPLOADS_PREFIX,
} from '@bb/shared/admin-content';
import sharp from 'sharp';

/**
 * An uploaded image's rendition for e-mail. Mail clients show JPEG and PNG everywhere (Outlook on
 * Windows and others show no WebP, none shows AVIF), so an image in a mail is this file: a baseline
 * JPEG (Outlook on Windows shows only the first pass of a progressive one), or a PNG when the image
 * has transparency. It is stored beside the image's variants, by the same storage driver, and served
 * by GET /uploads/{name} to any origin (a mail app, a provider's image proxy, the admin's sandboxed
 * preview). docs/decisions.md, "Images in e-mail".
 */

export const MAIL_RENDITION_FORMATS = ['jpg', 'png'] as const;
export type MailRenditionFormat = (typeof MAIL_RENDITION_FORMATS)[number];

/** The width an image takes in a mail's column (its 600 px less the padding), in CSS pixels. */
export const MAIL_IMAGE_CSS_WIDTH = 544;

const RENDITION_NAME = /^([0-9a-f]{32})-(\d{1,5})x(\d{1,5})-(\d{1,5})\.(jpg|png)$/;

/**
 * The rendition's width: twice the mail's column, for high-density screens, but never wider than the
 * widest stored variant it is made from.
 */
export function mailRenditionWidth(image: UploadedImage): number {
  return Math.min(MAIL_IMAGE_CSS_WIDTH * 2, Math.max(...uploadVariantWidths(image.width)));
}

/** The stored file's name: `{hash}-{w}x{h}-{renditionWidth}.{jpg|png}`, like the variants'. */
export function mailRenditionName(image: UploadedImage, format: MailRenditionFormat): string {
  return `${image.hash}-${image.width}x${image.height}-${mailRenditionWidth(image)}.${format}`;
}

/** The image a rendition's file name belongs to, or null when the name is not a rendition's. */
export function parseMailRenditionName(name: string): UploadedImage | null {
  const match = RENDITION_NAME.exec(name);
  if (!match) return null;
  const image = { hash: match[1], width: Number(match[2]), height: Number(match[3]) };
  return match[4] === String(mailRenditionWidth(image)) ? image : null;
}

/** The names a rendition of the image may have (its removal takes both). */
export function mailRenditionNames(image: UploadedImage): string[] {
  return MAIL_RENDITION_FORMATS.map((format) => mailRenditionName(image, format));
}

/** The stored variant a rendition is made from: the widest WebP. */
export function renditionSourceName(image: UploadedImage): string {
  const widest = Math.max(...uploadVariantWidths(image.width));
  return uploadVariantUrl(image, widest, 'webp').slice(UPLOADS_PREFIX.length);
}

/**
 * Makes the rendition from the widest WebP variant (in libuv's thread pool, as all of sharp's work):
 * a JPEG of an opaque image, flattened and at quality 82 (the site's own share image's), or a PNG of
 * one with any transparent pixel. No metadata, as the variants.
 */
export async function makeMailRendition(
  image: UploadedImage,
  source: Buffer,
): Promise<{ format: MailRenditionFormat; data: Buffer }> {
  const { isOpaque } = await sharp(source).stats();
  const scaled = sharp(source).resize({
    width: mailRenditionWidth(image),
    withoutEnlargement: true,
  });
  if (isOpaque)
    return {
      format: 'jpg',
      data: await scaled
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, progressive: false, chromaSubsampling: '4:2:0' })
        .toBuffer(),
    };
  return { format: 'png', data: await scaled.png({ compressionLevel: 9 }).toBuffer() };
}
