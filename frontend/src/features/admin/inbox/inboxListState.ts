import { INBOX_DEFAULT_PAGE_SIZE, INBOX_PAGE_SIZES, LIST_SEARCH_MAX } from '@bb/shared/admin';
import {
  type ListState,
  type ListStateSpec,
  pageParam,
  pageSizeParam,
  searchParam,
  useUrlListState,
} from '../../../lib/urlListState';

// An inquiry inbox's state in the URL (so that a view can be linked and survives a reload; the bell
// links to ?id=, the dashboard to ?status=): the search (?q=), the filters (?status=, ?type=), the
// triage filters (?assignee=, ?spam=), the page and its size (?page=, ?pageSize=) and the open
// inquiry (?id=). Defaults are left out of the URL.

export interface InboxListState extends ListState {
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
/** An inbox's parameters (lib/urlListState.ts). */
export const INBOX_LIST_STATE: ListStateSpec<InboxListState> = {
  read: (params) => ({
    q: searchParam(params, ['q'], LIST_SEARCH_MAX),
    status: params.get('status') ?? '',
    type: params.get('type') ?? '',
    assignee: params.get('assignee') ?? '',
    spam: params.get('spam') ?? '',
    id: params.get('id') ?? '',
    page: pageParam(params),
    pageSize: pageSizeParam(params, INBOX_PAGE_SIZES, DEFAULTS.pageSize),
  }),
  defaults: DEFAULTS,
  keys: ['q', 'status', 'type', 'assignee', 'spam', 'id', 'page', 'pageSize'],
  resetsPage: ['q', 'status', 'type', 'assignee', 'spam', 'pageSize'],
};

/**
 * The inbox's state and a function that changes several parts at once (an empty value removes
 * one): a new search, filter or page size goes back to page 1. The history entry is replaced.
 */
export const useInboxListState = () => useUrlListState(INBOX_LIST_STATE);
