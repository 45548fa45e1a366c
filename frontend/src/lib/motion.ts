const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion. Only call from effects and event handlers. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : false;
}

/** `behavior` for scrolling: smooth, or instant under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
