import { LIST_SEARCH_MAX } from '@bb/shared/admin';
import {
  MEDIA_FILTERS,
  MEDIA_PAGE_SIZE_DEFAULT,
  MEDIA_SORTS,
  type MediaFilter,
  type MediaSort,
} from '@bb/shared/media';
import {
  type ListState,
  type ListStateSpec,
  optionParam,
  pageParam,
  pageSizeParam,
  searchParam,
  useUrlListState,
} from '../../../lib/urlListState';

// The media library's state in the URL (so a view can be linked and survives a reload): search
// (file name and alt text), filter, sort, page and page size. Defaults are left out. The server
// searches, filters, sorts and pages; the page asks for what this says.

export const MEDIA_PAGE_SIZES = [24, MEDIA_PAGE_SIZE_DEFAULT, 96] as const;

export interface MediaListState extends ListState {
  search: string;
  filter: MediaFilter;
  sort: MediaSort;
}

export const DEFAULT_MEDIA_LIST_STATE: MediaListState = {
  search: '',
  filter: 'all',
  sort: 'newest',
  page: 1,
  pageSize: MEDIA_PAGE_SIZE_DEFAULT,
};

export const MEDIA_LIST_STATE: ListStateSpec<MediaListState> = {
  read: (params) => {
    const d = DEFAULT_MEDIA_LIST_STATE;
    return {
      search: searchParam(params, ['search'], LIST_SEARCH_MAX),
      filter: optionParam(params, 'filter', MEDIA_FILTERS, d.filter),
      sort: optionParam(params, 'sort', MEDIA_SORTS, d.sort),
      page: pageParam(params),
      pageSize: pageSizeParam(params, MEDIA_PAGE_SIZES, d.pageSize),
    };
  },
  defaults: DEFAULT_MEDIA_LIST_STATE,
  keys: ['search', 'filter', 'sort', 'page', 'pageSize'],
  resetsPage: ['search', 'filter', 'sort', 'pageSize'],
  replace: false,
};

/** The library's state and a function that changes it: any change but the page's goes back to page 1. */
export const useMediaListState = () => useUrlListState(MEDIA_LIST_STATE);
