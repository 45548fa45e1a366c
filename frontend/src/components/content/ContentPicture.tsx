import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageValue } from '@bb/shared/pages/fields';
import { responsiveFromUrl } from '../../lib/images';

interface ContentPictureProps {
  /** A page field's image: the site's artwork or an upload, with its alt text. */
  image: ImageValue;
  /** The displayed width per viewport, e.g. "(min-width: 900px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold (the page's largest image): load at once with high priority. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A page's image as a responsive picture (AVIF, then WebP, in every stored width, with its intrinsic
 * size so nothing shifts). A decorative image has an empty alt, which screen readers skip.
 */
export function ContentPicture({ image, sizes, priority = false, sx }: ContentPictureProps) {
  const { src, avifSrcSet, webpSrcSet, size } = responsiveFromUrl(image.url);
  return (
    <picture>
      {avifSrcSet && <source type="image/avif" srcSet={avifSrcSet} sizes={sizes} />}
      {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
      <Box
        component="img"
        src={src}
        width={size?.width}
        height={size?.height}
        alt={image.decorative ? '' : image.alt}
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
