import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSize, imageSrcSet, imageUrl, type ImageName } from '../lib/images';

interface PictureProps {
  /** An image of the catalog (src/assets/images.json). */
  image: ImageName;
  /** What the image shows, for people who cannot see it; '' only for a purely decorative image. */
  alt: string;
  /** The displayed width per viewport, e.g. "(min-width: 900px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold (the page's largest image): load at once with high priority. */
  priority?: boolean;
  /** Styles of the <img> (it fills its container's width and keeps its aspect ratio by default). */
  sx?: SxProps<Theme>;
}

/**
 * A responsive image: AVIF, then WebP, in the catalog's widths, with the intrinsic width and height
 * set so that the browser reserves its space before it loads (no layout shift).
 */
export function Picture({ image, alt, sizes, priority = false, sx }: PictureProps) {
  const { width, height } = imageSize(image);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <Box
        component="img"
        src={imageUrl(image, 960)}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={[
          { display: 'block', width: '100%', height: 'auto' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </picture>
  );
}
