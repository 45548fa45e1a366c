import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import { isOneOf } from '@bb/shared/options';

// The users table's state in the URL (so a view can be linked and survives a reload): search, role
// and status filters, sort column and direction, page and page size. Defaults are left out. The
// server searches, filters, sorts and pages (GET /api/admin/users); the page asks for what this says.

export { USER_DEFAULT_PAGE_SIZE, USER_PAGE_SIZES, USER_SORT_FIELDS };
export type { SortOrder, UserSortField };
/** The search's longest text (the server's limit). */
export const USER_SEARCH_MAX = LIST_SEARCH_MAX;

export interface UserListState {
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

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/** The state a URL's query describes; anything unknown falls back to its default. */
export function readUserListState(params: URLSearchParams): UserListState {
  const d = DEFAULT_USER_LIST_STATE;
  const role = params.get('role');
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    search: (params.get('search') ?? d.search).trim().slice(0, USER_SEARCH_MAX),
    role: isOneOf(USER_ROLE_FILTERS, role) ? role : d.role,
    status: isOneOf(USER_STATUS_FILTERS, status) ? status : d.status,
    sort: isOneOf(USER_SORT_FIELDS, sort) ? sort : d.sort,
    order: order === 'asc' || order === 'desc' ? order : d.order,
    page: positiveInt(params.get('page')) ?? d.page,
    pageSize:
      pageSize !== undefined && (USER_PAGE_SIZES as readonly number[]).includes(pageSize)
        ? pageSize
        : d.pageSize,
  };
}

/** Writes `state` into `params` (defaults removed; other parameters kept). */
export function writeUserListState(params: URLSearchParams, state: UserListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const d = DEFAULT_USER_LIST_STATE;
  const put = (key: keyof UserListState, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  put('search', state.search, d.search);
  put('role', state.role, d.role);
  put('status', state.status, d.status);
  // The direction is kept with a sort column; the default sort is left out as a whole.
  if (state.sort === d.sort && state.order === d.order) {
    next.delete('sort');
    next.delete('order');
  } else {
    next.set('sort', state.sort);
    next.set('order', state.order);
  }
  put('page', String(state.page), String(d.page));
  put('pageSize', String(state.pageSize), String(d.pageSize));
  return next;
}

/**
 * The table's state and a function that changes it. A change of search, filters, sort or page size
 * goes back to page 1 (the spec: the page resets to 1 when the size changes). Typing in the search
 * box replaces the history entry rather than adding one per key.
 */
export function useUserListState(): [
  UserListState,
  (changes: Partial<UserListState>, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUserListState(params), [params]);
  const update = useCallback(
    (changes: Partial<UserListState>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const before = readUserListState(current);
          const resets = (['search', 'role', 'status', 'sort', 'order', 'pageSize'] as const).some(
            (key) => key in changes && changes[key] !== before[key],
          );
          const next = { ...before, ...changes };
          if (resets && !('page' in changes)) next.page = 1;
          return writeUserListState(current, next);
        },
        { replace },
      );
    },
    [setParams],
  );
  return [state, update];
}

/** 'Admin' or 'User' (the Role column and the export). */
export const roleLabel = (user: Pick<AdminUser, 'isAdmin'>) => (user.isAdmin ? 'Admin' : 'User');
/** 'Verified' or 'Unverified' (the Status column and the export). */
export const statusLabel = (user: Pick<AdminUser, 'emailVerified'>) =>
  user.emailVerified ? 'Verified' : 'Unverified';
