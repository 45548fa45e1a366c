import { vi } from 'vitest';

// What window.matchMedia answers in tests (jsdom has none): a MediaQueryList that matches or not
// and never changes.

export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Makes window.matchMedia say whether the user prefers reduced motion (for this test). */
export function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, reduce && query.includes('prefers-reduced-motion')),
  );
}
