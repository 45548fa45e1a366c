import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INBOX_DEFAULT_PAGE_SIZE, INBOX_PAGE_SIZES, LIST_SEARCH_MAX } from '@bb/shared/admin';

// An inquiry inbox's state in the URL (so that a view can be linked and survives a reload; the bell
// links to ?id=, the dashboard to ?status=): the search (?q=), the filters (?status=, ?type=), the
// triage filters (?assignee=, ?spam=), the page and its size (?page=, ?pageSize=) and the open
// inquiry (?id=). Defaults are left out of the URL.

export interface InboxListState {
  q: string;
  /** As in the URL; each page checks it against its choices. */
  status: string;
  type: string;
  /** The triage filters (?assignee=me|none, ?spam=possible), as in the URL. */
  assignee: string;
  spam: string;
  /** The open inquiry's id. */
  id: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

const DEFAULTS: InboxListState = {
  q: '',
  status: '',
  type: '',
  assignee: '',
  spam: '',
  id: '',
  page: 1,
  pageSize: INBOX_DEFAULT_PAGE_SIZE,
};
const KEYS = ['q', 'status', 'type', 'assignee', 'spam', 'id', 'page', 'pageSize'] as const;
/** A change of these goes back to the first page. */
const RESETS_PAGE = ['q', 'status', 'type', 'assignee', 'spam', 'pageSize'] as const;

/** The state a URL's query describes; anything unknown falls back to its default. */
export function readInboxListState(params: URLSearchParams): InboxListState {
  const page = params.get('page');
  const pageSize = Number(params.get('pageSize'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, LIST_SEARCH_MAX),
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    assignee: params.get('assignee') ?? '',
    spam: params.get('spam') ?? '',
    id: params.get('id') ?? '',
    page: page !== null && /^[1-9]\d{0,4}$/.test(page) ? Number(page) : DEFAULTS.page,
    pageSize: (INBOX_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULTS.pageSize,
  };
}

/**
 * The inbox's state and a function that changes several parts at once (an empty value removes
 * one): a new search, filter or page size goes back to page 1. The history entry is replaced.
 */
export function useInboxListState(): [InboxListState, (changes: Partial<InboxListState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInboxListState(params), [params]);
  const update = useCallback(
    (changes: Partial<InboxListState>) =>
      setParams(
        (current) => {
          const before = readInboxListState(current);
          const next = { ...before, ...changes };
          const resets = RESETS_PAGE.some((key) => key in changes && changes[key] !== before[key]);
          if (resets && !('page' in changes)) next.page = 1;
          const query = new URLSearchParams(current);
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
