import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the viewport a carousel's code and data start loading. */
export const NEAR_MARGIN = '600px 0px';

/**
 * True once the element comes within `rootMargin` of the viewport. Always false on the server and
 * at hydration; without IntersectionObserver (old browsers, tests) it becomes true at once.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return near;
}
