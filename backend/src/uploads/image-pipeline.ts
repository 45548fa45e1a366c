import {
  UPLOAD_MAX_MB,
  UPLOAD_MAX_PIXELS,
  UPLOAD_VARIANT_FORMATS,
  type UploadedImage,
  type UploadVariantFormat,
  uploadVariantUrl,
  uploadVariantWidths,
  UPLOADS_PREFIX,
} from '@bb/shared/admin-content';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { mailRenditionNames } from './mail-rendition';
import { contentTypeOf, type StorageDriver } from './storage/storage-driver';

/** The formats recognised by their bytes. */
export type UploadFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The longest side an upload may have: WebP cannot store more, so no variant could be written. */
export const UPLOAD_MAX_SIDE = 16_383;

/** What a refused upload answers (the admin screens show the message as it is). */
export const UPLOAD_MESSAGES = {
  notImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  tooLarge: `The image is too large: at most ${UPLOAD_MAX_MB} MB can be uploaded.`,
  tooManyPixels: `The image has too many pixels: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels can be uploaded.`,
  tooLong: `The image is too long or too wide: at most ${UPLOAD_MAX_SIDE} pixels on a side can be uploaded.`,
  unreadable: 'The image could not be read: the file is damaged or incomplete.',
  empty: 'The request has no image: send the image file as the request body.',
  interrupted: 'The upload was interrupted before the whole image arrived.',
} as const;

/** An upload the pipeline refuses: `status` is what the API answers (400, 413 or 415). */
export class UploadRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

/** The format the first bytes announce, or null: the name and declared type are never trusted. */
export function sniffFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')))
    return 'gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** One file to store. */
export interface ImageVariant {
  /** The stored file's name (the URL without UPLOADS_PREFIX). */
  name: string;
  format: UploadVariantFormat;
  width: number;
  contentType: string;
  data: Buffer;
}

export interface ProcessedImage {
  image: UploadedImage;
  /** What the bytes were. */
  sourceFormat: UploadFormat;
  sourceBytes: number;
  variants: ImageVariant[];
  /** What the variants take together. */
  storedBytes: number;
}

/**
 * Encoder settings: the qualities of the built images (frontend/scripts/build-images.mjs), at lower
 * efforts, chosen with `npm run bench:upload` (docs/performance.md): AVIF effort 1 took half the CPU
 * time of effort 2 for files no larger on a 12-megapixel photo (effort 4 took over ten times as
 * long), WebP effort 2 less than half of the default 4's for files 3% larger.
 */
const ENCODERS: Record<UploadVariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78, effort: 2 }),
};

/** The names of every stored file of an image, for removal: its variants and its mail rendition. */
export function variantNames(image: UploadedImage): string[] {
  return [
    ...uploadVariantWidths(image.width).flatMap((width) =>
      UPLOAD_VARIANT_FORMATS.map((format) =>
        uploadVariantUrl(image, width, format).slice(UPLOADS_PREFIX.length),
      ),
    ),
    ...mailRenditionNames(image),
  ];
}

/** The options every sharp reader of an upload gets: the pixel limit, and damage is an error. */
const INPUT_OPTIONS: sharp.SharpOptions = {
  failOn: 'error',
  limitInputPixels: UPLOAD_MAX_PIXELS,
  // An animated GIF or WebP: its first frame (the default, said here so it stays so).
  pages: 1,
};

function refusedByReader(err: unknown): UploadRefusedError {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message))
    return new UploadRefusedError(413, UPLOAD_MESSAGES.tooManyPixels);
  return new UploadRefusedError(400, UPLOAD_MESSAGES.unreadable);
}

/**
 * The upload pipeline (the PUT and `npm run bench:upload` run this same function): the bytes must
 * be a JPEG, PNG, WebP or GIF by their signature and by sharp's reading of the header, within the
 * pixel limit (checked from the header, before any decoding); then the image is decoded once,
 * turned upright from its EXIF orientation, scaled to the widest variant (JPEG and WebP shrink
 * while decoding) and each width is encoded as AVIF and WebP from that, in parallel. sharp writes
 * no metadata unless asked to, so no EXIF (GPS position, camera, author, orientation), ICC or XMP
 * is stored; colours are converted to sRGB first. An animated image keeps its first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (!input.length) throw new UploadRefusedError(400, UPLOAD_MESSAGES.empty);
  const sourceFormat = sniffFormat(input);
  if (!sourceFormat) throw new UploadRefusedError(415, UPLOAD_MESSAGES.notImage);

  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, INPUT_OPTIONS).metadata();
  } catch (err) {
    throw refusedByReader(err);
  }
  if (meta.format !== sourceFormat) throw new UploadRefusedError(415, UPLOAD_MESSAGES.notImage);
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!upright.width || !upright.height)
    throw new UploadRefusedError(400, UPLOAD_MESSAGES.unreadable);
  if (upright.width * upright.height > UPLOAD_MAX_PIXELS)
    throw new UploadRefusedError(413, UPLOAD_MESSAGES.tooManyPixels);
  if (upright.width > UPLOAD_MAX_SIDE || upright.height > UPLOAD_MAX_SIDE)
    throw new UploadRefusedError(413, UPLOAD_MESSAGES.tooLong);

  const image: UploadedImage = {
    hash: createHash('sha256').update(input).digest('hex').slice(0, 32),
    width: upright.width,
    height: upright.height,
  };
  const widths = uploadVariantWidths(image.width).sort((a, b) => b - a);

  // Decode once: upright, sRGB, 8 bits, at the widest variant's size.
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(input, INPUT_OPTIONS)
      .rotate()
      .resize({ width: widths[0], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw refusedByReader(err);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const variants = await Promise.all(
    widths.flatMap((width) =>
      UPLOAD_VARIANT_FORMATS.map(async (format): Promise<ImageVariant> => {
        let pipeline = sharp(data, raw);
        if (width !== info.width) pipeline = pipeline.resize({ width });
        const name = uploadVariantUrl(image, width, format).slice(UPLOADS_PREFIX.length);
        return {
          name,
          format,
          width,
          contentType: contentTypeOf(name),
          data: await ENCODERS[format](pipeline).toBuffer(),
        };
      }),
    ),
  );
  return {
    image,
    sourceFormat,
    sourceBytes: input.length,
    variants,
    storedBytes: variants.reduce((sum, v) => sum + v.data.length, 0),
  };
}

/**
 * Writes every variant; when one fails, removes those already written (and the driver leaves no
 * partial file), then throws: a failed upload leaves no file behind.
 */
export async function writeVariants(storage: StorageDriver, image: ProcessedImage): Promise<void> {
  const written: string[] = [];
  try {
    for (const variant of image.variants) {
      await storage.put(variant.name, variant.data, variant.contentType);
      written.push(variant.name);
    }
  } catch (err) {
    // The write's own failure is the one to report; a file whose removal fails too has no row, and
    // the hourly cleanup removes it later (orphaned-files.ts).
    await removeFiles(storage, written).catch(() => undefined);
    throw err;
  }
}

/** Removes files, each attempted even when another fails; throws the first failure. */
export async function removeFiles(storage: StorageDriver, names: string[]): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => storage.delete(name)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
