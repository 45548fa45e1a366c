/** The paged lists of the admin panel (users, the inboxes, testimonials). */

/**
 * One page of an admin list (users, the inboxes, testimonials): `?page=&pageSize=` pick it (without
 * them, the first page), `total` counts every row that matches the search and filters.
 */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
/** The highest page number a list takes (keeps the offset a sane number). */
export const LIST_PAGE_MAX = 100_000;
/** The largest page any list answers. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The longest search text a list takes. */
export const LIST_SEARCH_MAX = 200;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
