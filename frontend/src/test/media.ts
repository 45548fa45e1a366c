import type { MediaDetail, MediaItem, MediaPage } from '@bb/shared/media';
import type { Handlers } from './utils';

// Fixtures of the media library (GET/PATCH/DELETE /api/admin/media).

export const mediaId = (n: number) => String(n).padStart(32, 'a').slice(-32);

export function mediaItem(n: number, overrides: Partial<MediaItem> = {}): MediaItem {
  const id = mediaId(n);
  return {
    id,
    url: `/uploads/${id}-1600x900-960.webp`,
    thumbnailUrl: `/uploads/${id}-1600x900-320.webp`,
    width: 1600,
    height: 900,
    bytes: 250_000,
    fileName: `photo-${n}.jpg`,
    altText: `Photo ${n}`,
    uploadedAt: '2026-03-04T14:05:00.000Z',
    uploadedBy: 'ada.lovelace',
    focalX: 0.5,
    focalY: 0.5,
    kept: false,
    useCount: 0,
    ...overrides,
  };
}

export function mediaDetail(item: MediaItem, uses: MediaDetail['uses'] = []): MediaDetail {
  return { ...item, useCount: uses.length, uses };
}

export function mediaPage(items: MediaItem[], overrides: Partial<MediaPage> = {}): MediaPage {
  return { items, total: items.length, page: 1, pageSize: 48, ...overrides };
}

/** GET /api/admin/media answering `items` (one page), and each image's details. */
export function mediaHandlers(
  items: MediaItem[],
  details: Record<string, MediaDetail> = {},
  overrides: Partial<MediaPage> = {},
): Handlers {
  return {
    'GET /api/admin/media': { body: mediaPage(items, overrides) },
    ...Object.fromEntries(
      items.map((item) => [
        `GET /api/admin/media/${item.id}`,
        { body: details[item.id] ?? mediaDetail(item) },
      ]),
    ),
  };
}
