import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the viewport a part's code and data start loading: 600 px. */
const NEAR_MARGIN = '600px 0px';

/**
 * True once `ref`'s element comes within `rootMargin` (an IntersectionObserver margin) of the
 * viewport, and from then on: the moment to download code and data that only that part of the page
 * needs. False in the first render, on the server as in the browser (so hydration matches); without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  rootMargin: string = NEAR_MARGIN,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver !== 'function') {
      // Nothing to wait for: load now (a microtask keeps the state change out of the effect body).
      let active = true;
      void Promise.resolve().then(() => active && setNear(true));
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
