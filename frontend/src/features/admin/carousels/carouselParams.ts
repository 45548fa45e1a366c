import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CAROUSEL_SLUGS, type CarouselSlug } from '@bb/shared/content';
import { isOneOf } from '@bb/shared/options';

// The carousels page's state in the URL (a view can be linked, as the audit log does with
// /admin/carousels?slug=home, and survives a reload): the carousel and the tab. Defaults are left
// out: mwo-show and the Items tab.

export const CAROUSEL_TABS = ['items', 'configuration'] as const;
export type CarouselTab = (typeof CAROUSEL_TABS)[number];

export const DEFAULT_SLUG: CarouselSlug = 'mwo-show';
export const DEFAULT_TAB: CarouselTab = 'items';

export interface CarouselParams {
  slug: CarouselSlug;
  tab: CarouselTab;
}

export function readCarouselParams(params: URLSearchParams): CarouselParams {
  const slug = params.get('slug');
  const tab = params.get('tab');
  return {
    slug: isOneOf(CAROUSEL_SLUGS, slug) ? slug : DEFAULT_SLUG,
    tab: isOneOf(CAROUSEL_TABS, tab) ? tab : DEFAULT_TAB,
  };
}

export function useCarouselParams(): [CarouselParams, (changes: Partial<CarouselParams>) => void] {
  const [params, setParams] = useSearchParams();
  const state = readCarouselParams(params);
  const update = useCallback(
    (changes: Partial<CarouselParams>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        const merged = { ...readCarouselParams(current), ...changes };
        if (merged.slug === DEFAULT_SLUG) next.delete('slug');
        else next.set('slug', merged.slug);
        if (merged.tab === DEFAULT_TAB) next.delete('tab');
        else next.set('tab', merged.tab);
        return next;
      }),
    [setParams],
  );
  return [state, update];
}
