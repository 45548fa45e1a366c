import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_SEARCH_MAX } from '@bb/shared/admin';
import {
  TESTIMONIAL_PAGE_SIZES,
  TESTIMONIAL_STATUS_FILTERS,
  type TestimonialStatusFilter,
} from '@bb/shared/admin-content';
import { isOneOf } from '@bb/shared/options';

// The testimonials list's state in the URL (so a view can be linked and survives a reload; the
// dashboard links to ?status=draft): search, status filter, page and page size. Defaults are left
// out of the URL. `?q=`, the search's earlier name, is still read.

export const TESTIMONIAL_DEFAULT_PAGE_SIZE: number = TESTIMONIAL_PAGE_SIZES[0];

export interface TestimonialListState {
  search: string;
  status: TestimonialStatusFilter;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const DEFAULTS: TestimonialListState = {
  search: '',
  status: 'all',
  page: 1,
  pageSize: TESTIMONIAL_DEFAULT_PAGE_SIZE,
};

const KEYS = ['search', 'status', 'page', 'pageSize'] as const;

/** The state a URL's query describes; anything unknown falls back to its default. */
export function readTestimonialListState(params: URLSearchParams): TestimonialListState {
  const status = params.get('status');
  const page = params.get('page');
  const pageSize = Number(params.get('pageSize'));
  return {
    search: (params.get('search') ?? params.get('q') ?? '').trim().slice(0, LIST_SEARCH_MAX),
    status: isOneOf(TESTIMONIAL_STATUS_FILTERS, status) ? status : DEFAULTS.status,
    page: page !== null && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : DEFAULTS.page,
    pageSize: (TESTIMONIAL_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULTS.pageSize,
  };
}

/** The API's query for a state: only what differs from the server's defaults. */
export function testimonialListQuery(state: TestimonialListState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of KEYS)
    if (String(state[key]) !== String(DEFAULTS[key])) query[key] = String(state[key]);
  return query;
}

/**
 * The list's state and a function that changes it: a new search, status or page size goes back
 * to page 1. The history entry is replaced (typing in the search box adds none).
 */
export function useTestimonialListState(): [
  TestimonialListState,
  (changes: Partial<TestimonialListState>) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTestimonialListState(params), [params]);
  const update = useCallback(
    (changes: Partial<TestimonialListState>) =>
      setParams(
        (current) => {
          const before = readTestimonialListState(current);
          const next = { ...before, ...changes };
          const resets = (['search', 'status', 'pageSize'] as const).some(
            (key) => key in changes && changes[key] !== before[key],
          );
          if (resets && !('page' in changes)) next.page = 1;
          const query = new URLSearchParams(current);
          query.delete('q');
          for (const key of KEYS) {
            const value = String(next[key]);
            if (value === String(DEFAULTS[key])) query.delete(key);
            else query.set(key, value);
          }
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [state, update];
}
