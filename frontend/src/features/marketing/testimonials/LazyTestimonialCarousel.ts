import { lazy } from 'react';

/** The testimonials carousel with Embla, downloaded only when a page is about to show it. */
export const LazyTestimonialCarousel = lazy(() => import('./TestimonialCarousel'));

/** Starts the download early (e.g. when the section nears the viewport). */
export function preloadTestimonialCarousel(): void {
  void import('./TestimonialCarousel').catch(() => {
    // The lazy component retries and the error boundary handles a second failure.
  });
}
