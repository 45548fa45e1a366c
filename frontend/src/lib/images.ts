import { parseUploadUrl, uploadVariantUrl, uploadVariantWidths } from '@bb/shared/site';
import catalog from '../assets/images.json';

/**
 * The site's own artwork (frontend/art/<name>.svg), rasterised by scripts/build-images.mjs into
 * /images/<name>-<width>.avif and .webp for every width of the catalog. The catalog holds each
 * image's intrinsic size, so pages set width and height and nothing shifts while images load.
 */
export type ImageName = keyof typeof catalog.images;

export const IMAGE_WIDTHS: readonly number[] = catalog.widths;

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(name: ImageName): ImageSize {
  return catalog.images[name];
}

export type ImageFormat = 'avif' | 'webp';

export function imageUrl(name: string, width: number, format: ImageFormat = 'webp'): string {
  return `/images/${name}-${width}.${format}`;
}

export function imageSrcSet(name: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(', ');
}

export interface ResponsiveSources {
  src: string;
  /** Present when the URL is one of the catalog's generated images. */
  avifSrcSet?: string;
  webpSrcSet?: string;
  size?: ImageSize;
}

const GENERATED = /^\/images\/([a-z0-9-]+?)-(\d+)\.(?:webp|avif)$/;

/** The AVIF or WebP srcset of an uploaded image's stored widths. */
function uploadSrcSet(
  image: { hash: string; width: number; height: number },
  format: ImageFormat,
): string {
  return uploadVariantWidths(image.width)
    .map((width) => `${uploadVariantUrl(image, width, format)} ${width}w`)
    .join(', ');
}

/**
 * The responsive sources of an image URL stored in the database (a carousel item's or a
 * testimonial's imageUrl): a catalog image (`/images/gallery-1-960.webp`) or an upload
 * (`/uploads/{hash}-{width}x{height}-{variant}.webp`) gets its AVIF and WebP sets and intrinsic
 * size; any other URL is used as it is.
 */
export function responsiveFromUrl(url: string): ResponsiveSources {
  const upload = parseUploadUrl(url);
  if (upload) {
    const image = { hash: upload.hash, width: upload.width, height: upload.height };
    return {
      src: url,
      avifSrcSet: uploadSrcSet(image, 'avif'),
      webpSrcSet: uploadSrcSet(image, 'webp'),
      size: { width: upload.width, height: upload.height },
    };
  }
  const match = GENERATED.exec(url);
  const name = match?.[1];
  if (!name || !(name in catalog.images)) return { src: url };
  return {
    src: url,
    avifSrcSet: imageSrcSet(name, 'avif'),
    webpSrcSet: imageSrcSet(name, 'webp'),
    size: imageSize(name as ImageName),
  };
}
