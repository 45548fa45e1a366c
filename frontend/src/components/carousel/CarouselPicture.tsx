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
}

/** A photo of a carousel, responsive when it is one of the site's generated images. */
export function CarouselPicture({ url, alt, sizes, eager = false, sx }: CarouselPictureProps) {
  const { src, avifSrcSet, webpSrcSet, size } = responsiveFromUrl(url);
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
        sx={sx}
      />
    </picture>
  );
}
