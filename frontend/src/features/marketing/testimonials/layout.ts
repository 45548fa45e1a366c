/**
 * Sizes shared by the testimonial carousels and their loading and empty states, so that the space
 * a carousel takes is reserved before its data and code arrive (nothing shifts). The card heights
 * hold a quote of about 350 characters (the sample testimonials measured 320-470 px at these
 * widths); a longer quote makes its card taller.
 */

/** The one-card carousel (the reusable testimonials section). */
export const SINGLE_CARD_MIN_HEIGHT = { xs: 500, sm: 380, md: 380 } as const;

/** The cards of the several-per-view carousel (1, 2 or 3 per view by screen width). */
export const MULTI_CARD_MIN_HEIGHT = { xs: 480, sm: 520, md: 440, lg: 490 } as const;

/** Flex basis of a slide of the several-per-view carousel: 1, 2 or 3 cards per view. */
export const MULTI_SLIDE_BASIS = { xs: '100%', sm: '50%', lg: '33.3333%' } as const;

/** Carousel buttons (previous, next, dots) are 44 px square targets. */
export const CONTROL_SIZE = 44;

/** Space between the slides and the controls row (theme spacing units). */
export const CONTROLS_MARGIN = 3;

/** Horizontal gap between slides (theme spacing units), as padding inside each slide. */
export const SLIDE_GAP = 3;

/** The hint under the one-card carousel (spec text). */
export const NAVIGATION_HINT = 'Use arrows or dots to navigate testimonials';
