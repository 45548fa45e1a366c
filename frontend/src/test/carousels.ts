import type { Carousel } from '../api/carousels';

/** The speaker page's carousel as first seeded: six photos, autoplay every 4 s, looping. */
export const SHOW_CAROUSEL: Carousel = {
  slug: 'mwo-show',
  autoPlay: true,
  intervalMs: 4000,
  loop: true,
  items: Array.from({ length: 6 }, (_, i) => ({
    id: `photo-${i + 1}`,
    imageUrl: `/images/gallery-${i + 1}-960.webp`,
    altText: `Seeded photo ${i + 1}`,
    youtubeUrl: null,
    sortOrder: i,
  })),
};
