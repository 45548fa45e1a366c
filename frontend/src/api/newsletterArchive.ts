import type { ArchivedCampaign, ArchivedCampaignDetail } from '@bb/shared/newsletter';
import { api, apiBaseQuery } from './base';

export type { ArchivedCampaign, ArchivedCampaignDetail };

/**
 * The public newsletter archive (backend module newsletter-campaigns: GET /api/newsletter/archive
 * and /api/newsletter/archive/{slug}). An issue that is not in the archive (404, or 400 for an
 * address no issue can have) is `null`, not an error: the page then shows its "not found" state, and
 * a server render can carry that answer like any other (app/embeddedNewsletterArchive.ts).
 */
export const newsletterArchiveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewsletterArchive: build.query<ArchivedCampaign[], void>({
      query: () => '/api/newsletter/archive',
      providesTags: [{ type: 'NewsletterArchive', id: 'LIST' }],
    }),
    getNewsletterIssue: build.query<ArchivedCampaignDetail | null, string>({
      async queryFn(slug, queryApi, extraOptions) {
        const result = await apiBaseQuery(
          `/api/newsletter/archive/${encodeURIComponent(slug)}`,
          queryApi,
          extraOptions as object,
        );
        if (result.error?.status === 404 || result.error?.status === 400) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as ArchivedCampaignDetail };
      },
      providesTags: (_result, _error, slug) => [{ type: 'NewsletterArchive', id: slug }],
    }),
  }),
});

export const { useGetNewsletterArchiveQuery, useGetNewsletterIssueQuery } = newsletterArchiveApi;
