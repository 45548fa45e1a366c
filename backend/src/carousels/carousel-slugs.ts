/** The carousels of the site (spec 001, section 9), by the page they are on. */
export const CAROUSEL_SLUGS = ['mwo-show', 'home', 'programs'] as const;
export type CarouselSlug = (typeof CAROUSEL_SLUGS)[number];

/** Names the admin panel shows for each carousel. */
export const CAROUSEL_NAMES: Record<CarouselSlug, string> = {
  'mwo-show': 'MWO Show Page',
  home: 'Home Page',
  programs: 'Programs Page',
};

export function isCarouselSlug(value: string): value is CarouselSlug {
  return (CAROUSEL_SLUGS as readonly string[]).includes(value);
}

/** Settings of a carousel that has no stored configuration. */
export const DEFAULT_CAROUSEL_CONFIG = { autoPlay: true, intervalMs: 5000, loop: true } as const;
/** The shortest slide interval an administrator may set. */
export const MIN_CAROUSEL_INTERVAL_MS = 1000;
