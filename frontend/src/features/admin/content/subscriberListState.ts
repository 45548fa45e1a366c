import {
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import {
  type ListStateSpec,
  type SearchStatusListState,
  searchStatusListSpec,
  useUrlListState,
} from '../../../lib/urlListState';

// The subscribers list's state in the URL (so a view can be linked and survives a reload): search,
// status filter, page and page size. Defaults are left out of the URL.

export const SUBSCRIBER_DEFAULT_PAGE_SIZE = 10;
/** The search's longest text (the server's limit for the query). */
export const SUBSCRIBER_SEARCH_MAX = 200;

export type SubscriberListState = SearchStatusListState<NewsletterStatusFilter>;

/** The subscribers list's parameters (lib/urlListState.ts). */
export const SUBSCRIBER_LIST_STATE: ListStateSpec<SubscriberListState> = searchStatusListSpec({
  statuses: NEWSLETTER_STATUS_FILTERS,
  pageSizes: NEWSLETTER_PAGE_SIZES,
  defaultPageSize: SUBSCRIBER_DEFAULT_PAGE_SIZE,
  searchMax: SUBSCRIBER_SEARCH_MAX,
});

/**
 * The list's state and a function that changes it: a new search, status or page size goes back
 * to page 1. The history entry is replaced (typing in the search box adds none).
 */
export const useSubscriberListState = () => useUrlListState(SUBSCRIBER_LIST_STATE);
