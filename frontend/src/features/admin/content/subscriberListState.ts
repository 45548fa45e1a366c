import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  NEWSLETTER_PAGE_SIZES,
  NEWSLETTER_STATUS_FILTERS,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import { isOneOf } from '@bb/shared/options';

// The subscribers list's state in the URL (so a view can be linked and survives a reload): search,
// status filter, page and page size. Defaults are left out of the URL.

export const SUBSCRIBER_DEFAULT_PAGE_SIZE = 10;
/** The search's longest text (the server's limit for the query). */
export const SUBSCRIBER_SEARCH_MAX = 200;

export interface SubscriberListState {
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

/** The state a URL's query describes; anything unknown falls back to its default. */
export function readSubscriberListState(params: URLSearchParams): SubscriberListState {
  const status = params.get('status');
  const page = params.get('page');
  const pageSize = Number(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, SUBSCRIBER_SEARCH_MAX),
    status: isOneOf(NEWSLETTER_STATUS_FILTERS, status) ? status : DEFAULTS.status,
    page: page !== null && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : DEFAULTS.page,
    pageSize: (NEWSLETTER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULTS.pageSize,
  };
}

/**
 * The list's state and a function that changes it: a new search, status or page size goes back
 * to page 1. The history entry is replaced (typing in the search box adds none).
 */
export function useSubscriberListState(): [
  SubscriberListState,
  (changes: Partial<SubscriberListState>) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSubscriberListState(params), [params]);
  const update = useCallback(
    (changes: Partial<SubscriberListState>) =>
      setParams(
        (current) => {
          const before = readSubscriberListState(current);
          const next = { ...before, ...changes };
          const resets = (['search', 'status', 'pageSize'] as const).some(
            (key) => key in changes && changes[key] !== before[key],
          );
          if (resets && !('page' in changes)) next.page = 1;
          const query = new URLSearchParams(current);
          for (const key of ['search', 'status', 'page', 'pageSize'] as const) {
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
