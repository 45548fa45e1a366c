import { vi } from 'vitest';
import { fakeMediaQueryList } from './mediaQuery';

/** Whether a media query's width conditions hold at `width` (any other feature does not match). */
function matchesAt(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/**
 * Lays the page out as a browser `width` CSS pixels wide would for media queries (MUI's
 * useMediaQuery: a phone's full-screen dialogs, a desktop's side navigation). Undone after the
 * test by `unstubGlobals`.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('matchMedia', (query: string) =>
    fakeMediaQueryList(query, matchesAt(query, width)),
  );
}

/** The two widths every admin page and dialog is checked at (DESIGN.md, Accessibility). */
export const VIEWPORT_WIDTHS = [1280, 390] as const;
