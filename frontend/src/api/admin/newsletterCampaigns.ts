import type { AdminMessageAnswer } from '@bb/shared/admin';
import type {
  Campaign,
  CampaignPage,
  CampaignPreview,
  CampaignState,
  NewsletterBody,
} from '@bb/shared/newsletter';
import { api, onSuccess, type ApiDispatch } from '../base';

// Newsletter campaigns (backend/src/newsletter-campaigns/): GET/POST
// /api/admin/newsletter/campaigns (GET: one page, searched, filtered and sorted on the server, with
// the admin lists' query: ?page= (1-based) &pageSize= &search= &state= &sort= &order=),
// GET /api/admin/newsletter/campaigns/audience, GET/PATCH/DELETE .../{id}, GET .../{id}/preview and
// POST .../{id}/test|send|pause|resume|cancel. Every change refreshes the list and the campaign
// ('NewsletterCampaign') and the audit trail; those that can change a scheduled send (an edit of the
// subject the dashboard shows, send or schedule, cancel, delete) refresh the dashboard's list of
// what is scheduled ('Scheduled') too. A send or a schedule approves a waiting review, a delete
// withdraws it: they refresh the waiting reviews ('Review') and the bell ('AdminStats').

export const CAMPAIGN_SORTS = ['updatedAt', 'subject', 'state', 'sendAt'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export type CampaignStateFilter = CampaignState | 'all';

export interface CampaignListQuery {
  search: string;
  state: CampaignStateFilter;
  sort: CampaignSort;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** What a create or an edit sends (the body as blocks). */
export interface CampaignFields {
  subject: string;
  previewText: string;
  body: NewsletterBody;
  published: boolean;
}

const CAMPAIGNS = '/api/admin/newsletter/campaigns';
const campaignPath = (id: string) => `${CAMPAIGNS}/${encodeURIComponent(id)}`;
const CHANGED = [{ type: 'NewsletterCampaign', id: 'LIST' }, 'AuditEntry'] as const;
/** What a change of campaign `id`'s sending refreshes. */
const sendingChanged = (id: string) =>
  [
    { type: 'NewsletterCampaign', id },
    { type: 'NewsletterCampaign', id: 'LIST' },
    'AuditEntry',
    'Scheduled',
    'Review',
    'AdminStats',
  ] as const;

/** GET /api/admin/newsletter/campaigns for one page of the list: a search only when there is one. */
export function campaignListUrl({ search, state, sort, order, page, pageSize }: CampaignListQuery) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  params.set('state', state);
  params.set('sort', sort);
  params.set('order', order);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `${CAMPAIGNS}?${params.toString()}`;
}

/** A campaign's action without a body of its own (POST .../{id}/{action}). */
export type CampaignControl = 'pause' | 'resume' | 'cancel';

/** Keeps the answer of a change as the campaign's cached value (no second read). */
async function storeAnswer(dispatch: ApiDispatch, queryFulfilled: Promise<{ data: Campaign }>) {
  try {
    const { data } = await queryFulfilled;
    void dispatch(adminCampaignsApi.util.upsertQueryData('getCampaign', data.id, data));
  } catch {
    // Refused: nothing changes (the caller shows why).
  }
}

export const adminCampaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignPage, CampaignListQuery>({
      query: campaignListUrl,
      providesTags: (result) => [
        { type: 'NewsletterCampaign' as const, id: 'LIST' },
        ...(result?.items ?? []).map(({ id }) => ({ type: 'NewsletterCampaign' as const, id })),
      ],
    }),
    getCampaign: build.query<Campaign, string>({
      query: (id) => campaignPath(id),
      providesTags: (_result, _error, id) => [{ type: 'NewsletterCampaign', id }],
    }),
    /** Who a campaign sent now would reach. */
    getCampaignAudience: build.query<{ confirmed: number }, void>({
      query: () => `${CAMPAIGNS}/audience`,
      providesTags: [{ type: 'NewsletterCampaign', id: 'AUDIENCE' }],
      keepUnusedDataFor: 0,
    }),
    /** The e-mail as it renders now: read afresh each time the preview opens. */
    getCampaignPreview: build.query<CampaignPreview, string>({
      query: (id) => `${campaignPath(id)}/preview`,
      keepUnusedDataFor: 0,
    }),
    createCampaign: build.mutation<Campaign, CampaignFields>({
      query: (body) => ({ url: CAMPAIGNS, method: 'POST', body }),
      invalidatesTags: onSuccess(CHANGED),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    updateCampaign: build.mutation<
      Campaign,
      { id: string; version: number; changes: Partial<CampaignFields> }
    >({
      query: ({ id, version, changes }) => ({
        url: campaignPath(id),
        method: 'PATCH',
        body: { ...changes, version },
      }),
      invalidatesTags: (_result, error) =>
        error ? [] : [{ type: 'NewsletterCampaign', id: 'LIST' }, 'AuditEntry', 'Scheduled'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    deleteCampaign: build.mutation<void, string>({
      query: (id) => ({ url: campaignPath(id), method: 'DELETE' }),
      // The list only: the deleted campaign's own query is not read again (it would answer 404).
      invalidatesTags: onSuccess([...CHANGED, 'Scheduled', 'Review', 'AdminStats'] as const),
    }),
    sendTestCampaign: build.mutation<AdminMessageAnswer, string>({
      query: (id) => ({ url: `${campaignPath(id)}/test`, method: 'POST', body: {} }),
      invalidatesTags: onSuccess(['AuditEntry'] as const),
    }),
    /** Sends now, or with `at` (UTC, ISO 8601) schedules. */
    sendCampaign: build.mutation<Campaign, { id: string; at?: string }>({
      query: ({ id, at }) => ({
        url: `${campaignPath(id)}/send`,
        method: 'POST',
        body: at ? { at } : {},
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : sendingChanged(id)),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
    controlCampaign: build.mutation<Campaign, { id: string; action: CampaignControl }>({
      query: ({ id, action }) => ({
        url: `${campaignPath(id)}/${action}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : sendingChanged(id)),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => storeAnswer(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useGetCampaignsQuery,
  useGetCampaignQuery,
  useGetCampaignAudienceQuery,
  useLazyGetCampaignAudienceQuery,
  useLazyGetCampaignPreviewQuery,
  useGetCampaignPreviewQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useDeleteCampaignMutation,
  useSendTestCampaignMutation,
  useSendCampaignMutation,
  useControlCampaignMutation,
} = adminCampaignsApi;
