import type { PageSlug } from '@bb/shared/pages/registry';
import type { Review, ReviewList } from '@bb/shared/reviews';
import { api, type ApiDispatch } from '../base';
import { adminCampaignsApi } from './newsletterCampaigns';
import { adminPagesApi } from './pages';

// Review before publishing (backend/src/reviews/): GET /api/admin/reviews (the waiting reviews the
// caller may decide, oldest first: the dashboard's card), POST /api/admin/pages/{slug}/review
// { version, note? } and POST /api/admin/newsletter/campaigns/{id}/review (submit), and
// POST .../review/decline { note }. Each answers the Review, which goes straight into the page's
// or the campaign's cached `review`; then the page or campaign is read again, and the list ('Review'),
// the bell ('AdminStats': its review items) and the audit trail refresh. A publish, a schedule, a
// send or a discard (which approve or withdraw a review) refresh 'Review' and 'AdminStats' from
// their own files.

export type { Review, ReviewList };

const pagePath = (slug: PageSlug) => `/api/admin/pages/${encodeURIComponent(slug)}/review`;
const campaignPath = (id: string) =>
  `/api/admin/newsletter/campaigns/${encodeURIComponent(id)}/review`;

/** What a review's change refreshes besides its page or campaign. */
const REVIEWS_CHANGED = ['Review', 'AdminStats', 'AuditEntry'] as const;
const pageChanged = (slug: PageSlug) => [
  { type: 'Page' as const, id: `admin:${slug}` },
  { type: 'Page' as const, id: 'LIST' },
  ...REVIEWS_CHANGED,
];
const campaignChanged = (id: string) => [
  { type: 'NewsletterCampaign' as const, id },
  ...REVIEWS_CHANGED,
];

/** Puts the answered review on the page (or campaign) the editor has cached: shown at once. */
async function storeOnPage(
  slug: PageSlug,
  dispatch: ApiDispatch,
  queryFulfilled: Promise<{ data: Review }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      adminPagesApi.util.updateQueryData('getAdminPage', slug, (page) => {
        page.review = data;
      }),
    );
  } catch {
    // Refused: the dialog shows why; nothing in the cache changes.
  }
}

/** Puts the answered review on the campaign the composer has cached. */
async function storeOnCampaign(
  id: string,
  dispatch: ApiDispatch,
  queryFulfilled: Promise<{ data: Review }>,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      adminCampaignsApi.util.updateQueryData('getCampaign', id, (campaign) => {
        campaign.review = data;
      }),
    );
  } catch {
    // Refused: the dialog shows why; nothing in the cache changes.
  }
}

export const adminReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The waiting reviews the signed-in person may decide, oldest first. */
    getReviews: build.query<ReviewList, void>({
      query: () => '/api/admin/reviews',
      providesTags: ['Review'],
    }),
    submitPageReview: build.mutation<Review, { slug: PageSlug; version: number; note?: string }>({
      query: ({ slug, version, note }) => ({
        url: pagePath(slug),
        method: 'POST',
        body: note ? { version, note } : { version },
      }),
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
        storeOnPage(slug, dispatch, queryFulfilled),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : pageChanged(slug)),
    }),
    declinePageReview: build.mutation<Review, { slug: PageSlug; note: string }>({
      query: ({ slug, note }) => ({
        url: `${pagePath(slug)}/decline`,
        method: 'POST',
        body: { note },
      }),
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
        storeOnPage(slug, dispatch, queryFulfilled),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : pageChanged(slug)),
    }),
    submitCampaignReview: build.mutation<Review, { id: string; version: number; note?: string }>({
      query: ({ id, version, note }) => ({
        url: campaignPath(id),
        method: 'POST',
        body: note ? { version, note } : { version },
      }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        storeOnCampaign(id, dispatch, queryFulfilled),
      invalidatesTags: (_result, error, { id }) => (error ? [] : campaignChanged(id)),
    }),
    declineCampaignReview: build.mutation<Review, { id: string; note: string }>({
      query: ({ id, note }) => ({
        url: `${campaignPath(id)}/decline`,
        method: 'POST',
        body: { note },
      }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) =>
        storeOnCampaign(id, dispatch, queryFulfilled),
      invalidatesTags: (_result, error, { id }) => (error ? [] : campaignChanged(id)),
    }),
  }),
});

export const {
  useGetReviewsQuery,
  useSubmitPageReviewMutation,
  useDeclinePageReviewMutation,
  useSubmitCampaignReviewMutation,
  useDeclineCampaignReviewMutation,
} = adminReviewsApi;
