import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

// A paged admin list's state in the URL (so a view can be linked, survives a reload, and Back
// returns to it): each list describes its parameters once (how the URL reads, the defaults, which
// changes go back to page 1) and gets the state and a function that changes it. Defaults are left
// out of the URL; parameters the list does not own are kept.

/** A list's state: its parameters by URL name (text or numbers), a 1-based `page` and a `pageSize` among them. */
export interface ListState {
  page: number;
  pageSize: number;
}

export interface ListStateSpec<S extends ListState> {
  /** The state a URL's query describes; anything unknown or out of range falls back to its default. */
  read: (params: URLSearchParams) => S;
  defaults: S;
  /** The parameters the list writes, in this order. */
  keys: readonly (keyof S & string)[];
  /** A change of these goes back to page 1 (unless the change names a page too). */
  resetsPage: readonly (keyof S & string)[];
  /** Written together, or left out together when all are at their defaults (a sort and its order). */
  together?: readonly (keyof S & string)[];
  /** Earlier names of parameters, read by `read` and dropped when the state is written. */
  retired?: readonly string[];
  /** Whether a change adds a history entry (`replace: false`) unless it says; true by default. */
  replace?: boolean;
}

/** A whole number from 1 to `max` written plainly ('7', not '07' or '7.0'), else undefined. */
export function positiveParam(value: string | null, max = 100_000): number | undefined {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

/** `?page=`: 1 when missing or not a page number. */
export const pageParam = (params: URLSearchParams): number =>
  positiveParam(params.get('page')) ?? 1;

/** `?pageSize=`: one of `sizes`, else `fallback`. */
export function pageSizeParam(
  params: URLSearchParams,
  sizes: readonly number[],
  fallback: number,
): number {
  const size = positiveParam(params.get('pageSize'));
  return size !== undefined && sizes.includes(size) ? size : fallback;
}

/** A search text from `?name=` (or the first of `names` given), trimmed and cut to `max`. */
export function searchParam(
  params: URLSearchParams,
  names: readonly string[],
  max: number,
): string {
  for (const name of names) {
    const value = params.get(name);
    if (value !== null) return value.trim().slice(0, max);
  }
  return '';
}

/** `?name=`: one of `options`, else `fallback`. */
export function optionParam<T extends string>(
  params: URLSearchParams,
  name: string,
  options: readonly T[],
  fallback: T,
): T {
  const value = params.get(name);
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The state of a list with a search, a status filter and pages (subscribers, testimonials). */
export interface SearchStatusListState<Status extends string> extends ListState {
  search: string;
  status: Status;
}

interface SearchStatusListOptions<Status extends string> {
  statuses: readonly Status[];
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The search's longest text (the server's limit). */
  searchMax: number;
  /** Earlier names of the search, read after `?search=` and dropped when the state is written. */
  retiredSearchNames?: readonly string[];
}

/**
 * The parameters of a list with `?search=`, `?status=` (default 'all'), `?page=` and `?pageSize=`:
 * a new search, status or page size goes back to page 1.
 */
export function searchStatusListSpec<Status extends string>({
  statuses,
  pageSizes,
  defaultPageSize,
  searchMax,
  retiredSearchNames = [],
}: SearchStatusListOptions<Status>): ListStateSpec<SearchStatusListState<Status>> {
  const defaults: SearchStatusListState<Status> = {
    search: '',
    status: 'all' as Status,
    page: 1,
    pageSize: defaultPageSize,
  };
  return {
    read: (params) => ({
      search: searchParam(params, ['search', ...retiredSearchNames], searchMax),
      status: optionParam(params, 'status', statuses, defaults.status),
      page: pageParam(params),
      pageSize: pageSizeParam(params, pageSizes, defaults.pageSize),
    }),
    defaults,
    keys: ['search', 'status', 'page', 'pageSize'],
    resetsPage: ['search', 'status', 'pageSize'],
    ...(retiredSearchNames.length > 0 ? { retired: retiredSearchNames } : {}),
  };
}

/** `state` written into `params`: defaults removed, retired names dropped, other parameters kept. */
export function writeListState<S extends ListState>(
  spec: ListStateSpec<S>,
  params: URLSearchParams,
  state: S,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of spec.retired ?? []) next.delete(name);
  const atDefault = (key: keyof S & string) => String(state[key]) === String(spec.defaults[key]);
  const together = spec.together ?? [];
  const groupAtDefault = together.every(atDefault);
  for (const key of spec.keys) {
    const leftOut = together.includes(key) ? groupAtDefault : atDefault(key);
    if (leftOut) next.delete(key);
    else next.set(key, String(state[key]));
  }
  return next;
}

/** `changes` applied to `before`: a change of a `resetsPage` parameter goes back to page 1. */
export function changedListState<S extends ListState>(
  spec: ListStateSpec<S>,
  before: S,
  changes: Partial<S>,
): S {
  const next = { ...before, ...changes };
  const resets = spec.resetsPage.some((key) => key in changes && changes[key] !== before[key]);
  if (resets && !('page' in changes)) next.page = 1;
  return next;
}

/**
 * The list's state in the URL and a function that changes several parts at once. Each change
 * replaces the history entry unless the spec or the call says otherwise (typing in a search box
 * must not add one entry per key).
 */
export function useUrlListState<S extends ListState>(
  spec: ListStateSpec<S>,
): [S, (changes: Partial<S>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => spec.read(params), [spec, params]);
  const update = useCallback(
    (changes: Partial<S>, { replace = spec.replace ?? true }: { replace?: boolean } = {}) =>
      setParams(
        (current) =>
          writeListState(spec, current, changedListState(spec, spec.read(current), changes)),
        { replace },
      ),
    [spec, setParams],
  );
  return [state, update];
}
