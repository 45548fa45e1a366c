import Box from '@mui/material/Box';
import { focalObjectPosition, type MediaItem } from '@bb/shared/media';

interface MediaThumbnailProps {
  item: Pick<MediaItem, 'thumbnailUrl' | 'altText' | 'width' | 'height' | 'focalX' | 'focalY'>;
  /** Dimmed: the image cannot be chosen here. */
  dimmed?: boolean;
}

/**
 * A library image as a square tile's picture (the library's grid and the picker): its smallest
 * variant, cropped around its focal point, described by its alt text (or none when it has none).
 */
export function MediaThumbnail({ item, dimmed = false }: MediaThumbnailProps) {
  return (
    <Box
      component="img"
      src={item.thumbnailUrl}
      alt={item.altText ?? ''}
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1 / 1',
        objectFit: 'cover',
        objectPosition: focalObjectPosition(item.focalX, item.focalY),
        borderRadius: 1,
        bgcolor: 'action.hover',
        opacity: dimmed ? 0.45 : 1,
      }}
    />
  );
}
