import { LIST_SEARCH_MAX } from '@bb/shared/admin';
import { CAMPAIGN_STATES } from '@bb/shared/newsletter';
import {
  type ListState,
  type ListStateSpec,
  optionParam,
  pageParam,
  pageSizeParam,
  searchParam,
  useUrlListState,
} from '../../../../lib/urlListState';
import {
  CAMPAIGN_SORTS,
  type CampaignListQuery,
  type CampaignSort,
  type CampaignStateFilter,
} from '../../../../api/admin/newsletterCampaigns';

// The campaigns list's state in the URL (so a view can be linked and survives a reload): search
// (the subject), state filter, sort and its order, page and page size. Defaults are left out. The
// server searches, filters, sorts and pages; the page asks for what this says.

export const CAMPAIGN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CAMPAIGN_DEFAULT_PAGE_SIZE = 25;
export const CAMPAIGN_SEARCH_MAX = LIST_SEARCH_MAX;

export interface CampaignListState extends ListState, CampaignListQuery {}

export const DEFAULT_CAMPAIGN_LIST_STATE: CampaignListState = {
  search: '',
  state: 'all',
  sort: 'updatedAt',
  order: 'desc',
  page: 1,
  pageSize: CAMPAIGN_DEFAULT_PAGE_SIZE,
};

const STATE_FILTERS: readonly CampaignStateFilter[] = ['all', ...CAMPAIGN_STATES];

export const CAMPAIGN_LIST_STATE: ListStateSpec<CampaignListState> = {
  read: (params) => {
    const d = DEFAULT_CAMPAIGN_LIST_STATE;
    const order = params.get('order');
    return {
      search: searchParam(params, ['search'], CAMPAIGN_SEARCH_MAX),
      state: optionParam(params, 'state', STATE_FILTERS, d.state),
      sort: optionParam<CampaignSort>(params, 'sort', CAMPAIGN_SORTS, d.sort),
      order: order === 'asc' || order === 'desc' ? order : d.order,
      page: pageParam(params),
      pageSize: pageSizeParam(params, CAMPAIGN_PAGE_SIZES, d.pageSize),
    };
  },
  defaults: DEFAULT_CAMPAIGN_LIST_STATE,
  keys: ['search', 'state', 'sort', 'order', 'page', 'pageSize'],
  resetsPage: ['search', 'state', 'sort', 'order', 'pageSize'],
  together: ['sort', 'order'],
  replace: false,
};

/**
 * The list's state and a function that changes it: a new search, filter, sort or page size goes
 * back to page 1; typing in the search box replaces the history entry.
 */
export const useCampaignListState = () => useUrlListState(CAMPAIGN_LIST_STATE);
