import {
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import { isOneOf } from '@bb/shared/options';
import {
  type ListState,
  type ListStateSpec,
  pageParam,
  pageSizeParam,
  searchParam,
  useUrlListState,
} from '../../../lib/urlListState';

// The subscribers list's state in the URL (so a view can be linked and survives a reload): search,
// status filter, page and page size. Defaults are left out of the URL.

export const SUBSCRIBER_DEFAULT_PAGE_SIZE = 10;
/** The search's longest text (the server's limit for the query). */
export const SUBSCRIBER_SEARCH_MAX = 200;

export interface SubscriberListState extends ListState {
  search: string;
  status: NewsletterStatusFilter;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const DEFAULTS: SubscriberListState = {
  search: '',
  status: 'all',
  page: 1,
  pageSize: SUBSCRIBER_DEFAULT_PAGE_SIZE,
};

/** The subscribers list's parameters (lib/urlListState.ts). */
export const SUBSCRIBER_LIST_STATE: ListStateSpec<SubscriberListState> = {
  read: (params) => {
    const status = params.get('status');
    return {
      search: searchParam(params, ['search'], SUBSCRIBER_SEARCH_MAX),
      status: isOneOf(NEWSLETTER_STATUS_FILTERS, status) ? status : DEFAULTS.status,
      page: pageParam(params),
      pageSize: pageSizeParam(params, NEWSLETTER_PAGE_SIZES, DEFAULTS.pageSize),
    };
  },
  defaults: DEFAULTS,
  keys: ['search', 'status', 'page', 'pageSize'],
  resetsPage: ['search', 'status', 'pageSize'],
};

/**
 * The list's state and a function that changes it: a new search, status or page size goes back
 * to page 1. The history entry is replaced (typing in the search box adds none).
 */
export const useSubscriberListState = () => useUrlListState(SUBSCRIBER_LIST_STATE);
