import { LIST_SEARCH_MAX } from '@bb/shared/admin';
import {
  TESTIMONIAL_PAGE_SIZES,
  TESTIMONIAL_STATUS_FILTERS,
  type TestimonialStatusFilter,
} from '@bb/shared/admin-content';
import {
  type ListStateSpec,
  type SearchStatusListState,
  searchStatusListSpec,
  useUrlListState,
} from '../../../lib/urlListState';

// The testimonials list's state in the URL (so a view can be linked and survives a reload; the
// dashboard links to ?status=draft): search, status filter, page and page size. Defaults are left
// out of the URL. `?q=`, the search's earlier name, is still read.

export const TESTIMONIAL_DEFAULT_PAGE_SIZE: number = TESTIMONIAL_PAGE_SIZES[0];

export type TestimonialListState = SearchStatusListState<TestimonialStatusFilter>;

/** The testimonials list's parameters (lib/urlListState.ts); `?q=` is read and dropped. */
export const TESTIMONIAL_LIST_STATE: ListStateSpec<TestimonialListState> = searchStatusListSpec({
  statuses: TESTIMONIAL_STATUS_FILTERS,
  pageSizes: TESTIMONIAL_PAGE_SIZES,
  defaultPageSize: TESTIMONIAL_DEFAULT_PAGE_SIZE,
  searchMax: LIST_SEARCH_MAX,
  retiredSearchNames: ['q'],
});
const DEFAULTS = TESTIMONIAL_LIST_STATE.defaults;

/** The API's query for a state: only what differs from the server's defaults. */
export function testimonialListQuery(state: TestimonialListState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of TESTIMONIAL_LIST_STATE.keys)
    if (String(state[key]) !== String(DEFAULTS[key])) query[key] = String(state[key]);
  return query;
}

/**
 * The list's state and a function that changes it: a new search, status or page size goes back
 * to page 1. The history entry is replaced (typing in the search box adds none).
 */
export const useTestimonialListState = () => useUrlListState(TESTIMONIAL_LIST_STATE);
