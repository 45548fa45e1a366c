import {
  LIST_SEARCH_MAX,
  USER_DEFAULT_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_ROLE_FILTERS,
  USER_SORT_FIELDS,
  USER_STATUS_FILTERS,
  type AdminUser,
  type SortOrder,
  type UserRoleFilter,
  type UserSortField,
  type UserStatusFilter,
} from '@bb/shared/admin';
import { roleLabels } from '@bb/shared/staff-roles';
import {
  type ListState,
  type ListStateSpec,
  optionParam,
  pageParam,
  pageSizeParam,
  searchParam,
  useUrlListState,
} from '../../../lib/urlListState';

// The users table's state in the URL (so a view can be linked and survives a reload): search, role
// and status filters, sort column and direction, page and page size. Defaults are left out. The
// server searches, filters, sorts and pages (GET /api/admin/users); the page asks for what this says.

export { USER_DEFAULT_PAGE_SIZE, USER_PAGE_SIZES, USER_SORT_FIELDS };
export type { SortOrder, UserSortField };
/** The search's longest text (the server's limit). */
export const USER_SEARCH_MAX = LIST_SEARCH_MAX;

export interface UserListState extends ListState {
  search: string;
  role: UserRoleFilter;
  status: UserStatusFilter;
  sort: UserSortField;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_USER_LIST_STATE: UserListState = {
  search: '',
  role: 'all',
  status: 'all',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: USER_DEFAULT_PAGE_SIZE,
};

/** The users table's parameters (lib/urlListState.ts): the sort and its order go together. */
export const USER_LIST_STATE: ListStateSpec<UserListState> = {
  read: (params) => {
    const d = DEFAULT_USER_LIST_STATE;
    const order = params.get('order');
    return {
      search: searchParam(params, ['search'], USER_SEARCH_MAX),
      role: optionParam(params, 'role', USER_ROLE_FILTERS, d.role),
      status: optionParam(params, 'status', USER_STATUS_FILTERS, d.status),
      sort: optionParam(params, 'sort', USER_SORT_FIELDS, d.sort),
      order: order === 'asc' || order === 'desc' ? order : d.order,
      page: pageParam(params),
      pageSize: pageSizeParam(params, USER_PAGE_SIZES, d.pageSize),
    };
  },
  defaults: DEFAULT_USER_LIST_STATE,
  keys: ['search', 'role', 'status', 'sort', 'order', 'page', 'pageSize'],
  resetsPage: ['search', 'role', 'status', 'sort', 'order', 'pageSize'],
  together: ['sort', 'order'],
  // Sorting and paging add history entries (Back returns to the view before); the search box says
  // replace as it types.
  replace: false,
};

/**
 * The table's state and a function that changes it. A change of search, filters, sort or page size
 * goes back to page 1 (the spec: the page resets to 1 when the size changes). Typing in the search
 * box replaces the history entry rather than adding one per key.
 */
export const useUserListState = () => useUrlListState(USER_LIST_STATE);

/** The role filter's choices (the spec's three, then the staff roles), in the select's order. */
export const ROLE_FILTER_LABELS: Readonly<Record<UserRoleFilter, string>> = {
  all: 'All Roles',
  admin: 'Administrators',
  user: 'Regular Users',
  staff: 'All Staff',
  editor: 'Editors',
  inbox: 'Inbox',
  newsletter: 'Newsletter',
  contributor: 'Contributors',
};
export { USER_ROLE_FILTERS };

/** The Role column: the labels of the user's roles ('Administrator', 'Editor, Inbox'), or 'User'. */
export const roleLabel = (user: Pick<AdminUser, 'roles'>) =>
  user.roles.length > 0 ? roleLabels(user.roles) : 'User';
/** 'Verified' or 'Unverified' (the Status column and the export). */
export const statusLabel = (user: Pick<AdminUser, 'emailVerified'>) =>
  user.emailVerified ? 'Verified' : 'Unverified';
