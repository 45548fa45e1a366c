/** Testimonials and page carousels: codes, labels, defaults and bounds (spec 001, sections 3 and 9). */

/** The carousels of the site, by the page they are on. */
export const CAROUSEL_SLUGS = ['mwo-show', 'home', 'programs'] as const;
export type CarouselSlug = (typeof CAROUSEL_SLUGS)[number];
/** Names the admin panel shows for each carousel. */
export const CAROUSEL_NAMES: Readonly<Record<CarouselSlug, string>> = {
  'mwo-show': 'MWO Show Page',
  home: 'Home Page',
  programs: 'Programs Page',
};
/** Settings of a carousel that has no stored configuration. */
export const DEFAULT_CAROUSEL_CONFIG = { autoPlay: true, intervalMs: 5000, loop: true } as const;
/** The shortest slide interval an administrator may set. */
export const MIN_CAROUSEL_INTERVAL_MS = 1000;
export const CAROUSEL_ALT_TEXT_MAX = 300;
export const URL_MAX = 500;

export const TESTIMONIAL_RATING_MIN = 1;
export const TESTIMONIAL_RATING_MAX = 5;
export const DEFAULT_TESTIMONIAL_RATING = 5;
export const TESTIMONIAL_NAME_MAX = 100;
export const TESTIMONIAL_TITLE_MAX = 100;
export const TESTIMONIAL_COMPANY_MAX = 120;
export const TESTIMONIAL_CONTENT_MAX = 2000;
