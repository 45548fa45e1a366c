// Test doubles for the browser APIs jsdom lacks: an IntersectionObserver that tests trigger by
// hand, and a reduced-motion switch for matchMedia.
import { vi } from 'vitest';
import { fakeMediaQueryList } from './mediaQuery';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.disconnected = true;
  }

  takeRecords() {
    return [];
  }

  /** Reports every observed element as visible at `ratio` (0 = not intersecting). */
  trigger(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function installFakeIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
  );
}
