import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeMediaQueryList } from './mediaQuery';

afterEach(() => {
  cleanup();
});

// findBy* and waitFor give up after 1 s by default. Lazy pages and forms load their chunks on first
// use, which on a loaded two-core CI machine has taken longer: wait up to 5 s (a passing test does
// not wait longer for it).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine: provide what the app calls.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => fakeMediaQueryList(query, false),
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Nor can Embla measure slides (or find the IntersectionObserver it needs) in jsdom: the carousels
// on Embla run on the fake in fakeEmbla.ts.
vi.mock('embla-carousel-react', async () => ({
  default: (await import('./fakeEmbla')).useFakeEmblaCarousel,
}));

// The server's signed-in hint cookie (api/auth.ts): present by default, so that the app asks
// GET /api/user and each test's handler decides who is signed in. auth.test.ts removes it.
beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
});
