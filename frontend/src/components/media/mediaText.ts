import type { MediaItem } from '@bb/shared/media';

// How the media library and its picker name an image and say where it is used.

export const UNTITLED_IMAGE = 'Untitled image';

/** The image's file name, or 'Untitled image'. */
export const mediaName = (item: Pick<MediaItem, 'fileName'>): string =>
  item.fileName?.trim() || UNTITLED_IMAGE;

/** 'Unused', 'Used in 1 place', 'Used in 3 places'. */
export function usageText(useCount: number): string {
  if (useCount <= 0) return 'Unused';
  return `Used in ${useCount} ${useCount === 1 ? 'place' : 'places'}`;
}

/** '1 image', '42 images'. */
export const imageCountText = (total: number): string =>
  `${total.toLocaleString('en-US')} ${total === 1 ? 'image' : 'images'}`;

/** Why an image smaller than a field's minimum cannot be chosen for it. */
export const tooSmallReason = (minWidth: number, minHeight: number): string =>
  `Too small: at least ${minWidth} × ${minHeight} pixels`;

/** The responsive grid of thumbnails: 2 columns on a phone, more as the width allows. */
export const MEDIA_GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(160px, 1fr))',
  },
} as const;
