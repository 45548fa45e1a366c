import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within `margin` of the viewport (and from then on): the moment to
 * download code that only that part of the page needs. Without IntersectionObserver it is true at
 * once. False in the first render, on the server as in the browser.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '600px'): boolean {
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
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
