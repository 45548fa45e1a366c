import { api } from './base';

/** The pages that have a carousel an administrator edits. */
export type CarouselSlug = 'mwo-show' | 'home' | 'programs';

/** One published slide. */
export interface CarouselItem {
  id: string;
  /** A catalog image (`/images/gallery-1-960.webp`) or an uploaded file's URL. */
  imageUrl: string;
  /** What the photo shows; null or empty when the administrator left it blank. */
  altText: string | null;
  youtubeUrl: string | null;
  sortOrder: number;
  /** The image's focal point in the media library, 0 to 1 (older answers have none: centre). */
  focalX?: number;
  focalY?: number;
}

/** A page's carousel: its settings and its published slides, in order. */
export interface Carousel {
  slug: CarouselSlug;
  autoPlay: boolean;
  /** Milliseconds each slide stays before the next one (at least 1000). */
  intervalMs: number;
  loop: boolean;
  items: CarouselItem[];
}

export const carouselsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCarousel: build.query<Carousel, CarouselSlug>({
      query: (slug) => `/api/carousel/${encodeURIComponent(slug)}`,
      // The admin carousel mutations invalidate { type: 'Carousel', id: slug } (or the whole type).
      providesTags: (_result, _error, slug) => [{ type: 'Carousel', id: slug }],
    }),
  }),
});

export const { useGetCarouselQuery } = carouselsApi;
