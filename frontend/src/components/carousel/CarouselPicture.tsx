import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { responsiveFromUrl } from '../../lib/images';

interface CarouselPictureProps {
  /** A carousel item's imageUrl: a catalog image gets AVIF/WebP sets, an upload is used as it is. */
  url: string;
  alt: string;
  /** The displayed width per viewport, for the browser's choice among the widths. */
  sizes: string;
  /** Load at once (the visible slide) rather than when it nears the viewport. */
  eager?: boolean;
  sx?: SxProps<Theme>;
  /**
   * The image's focal point from the media library (0 to 1 across and down): where a frame of
   * another shape (object-fit: cover) centres it. Centre when not given.
   */
  focalX?: number;
  focalY?: number;
}

/**
 * The CSS object-position of a focal point (as @bb/shared/media's focalObjectPosition: written
 * here so the public pages' bundle takes nothing of the admin's media module).
 */
export function focalPosition(x: number | undefined, y: number | undefined): string | undefined {
  if (typeof x !== 'number' || typeof y !== 'number') return undefined;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const pc = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 100)}%`;
  return `${pc(x)} ${pc(y)}`;
}

/** A photo of a carousel, responsive when it is one of the site's generated images. */
export function CarouselPicture({
  url,
  alt,
  sizes,
  eager = false,
  sx,
  focalX,
  focalY,
}: CarouselPictureProps) {
  const { src, avifSrcSet, webpSrcSet, size } = responsiveFromUrl(url);
  const objectPosition = focalPosition(focalX, focalY);
  return (
    <picture>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
      <Box
        component="img"
        src={src}
        alt={alt}
        width={size?.width}
        height={size?.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={false}
        sx={[...(Array.isArray(sx) ? sx : [sx]), objectPosition ? { objectPosition } : false]}
      />
    </picture>
  );
}
