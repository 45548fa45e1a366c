import { format } from 'date-fns';
import {
  newsletterExportFileName,
  type AdminNewsletterPage,
  type NewsletterStatusFilter,
} from '@bb/shared/admin-content';
import { downloadAttachment } from '../../lib/download';
import { api, onSuccess } from '../base';

// Newsletter subscribers: GET /api/admin/newsletter-subscribers (searched, filtered, paged on the
// server), DELETE /api/admin/newsletter-subscribers/{id}, and the CSV export of every match.

export interface NewsletterFilters {
  search?: string;
  status?: NewsletterStatusFilter;
}

export interface NewsletterQuery extends NewsletterFilters {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The query string of the filters: a trimmed search when there is one, and the status. */
function filterParams({ search = '', status = 'all' }: NewsletterFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  params.set('status', status);
  return params;
}

export function newsletterListUrl(query: NewsletterQuery): string {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `/api/admin/newsletter-subscribers?${params.toString()}`;
}

/** The export's URL: every subscriber matching the search and status (not only the visible page). */
export function newsletterExportUrl(filters: NewsletterFilters): string {
  return `/api/admin/newsletter-subscribers/export?${filterParams(filters).toString()}`;
}

export const adminNewsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterSubscribers: build.query<AdminNewsletterPage, NewsletterQuery>({
      query: newsletterListUrl,
      providesTags: ['NewsletterSubscriber'],
    }),
    deleteNewsletterSubscriber: build.mutation<void, string>({
      query: (id) => ({
        url: `/api/admin/newsletter-subscribers/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: onSuccess(['NewsletterSubscriber', 'AuditEntry'] as const),
    }),
  }),
});

export const { useGetNewsletterSubscribersQuery, useDeleteNewsletterSubscriberMutation } =
  adminNewsletterApi;

/**
 * Export CSV: downloads the server's CSV of the subscribers matching `filters` and saves it under
 * the server's file name (newsletter-subscribers-{date}.csv). Answers the name; rejects with an
 * ApiError.
 */
export function downloadNewsletterExport(filters: NewsletterFilters): Promise<string> {
  return downloadAttachment(newsletterExportUrl(filters), {
    accept: 'text/csv',
    fallbackName: newsletterExportFileName(format(new Date(), 'yyyy-MM-dd')),
  });
}
