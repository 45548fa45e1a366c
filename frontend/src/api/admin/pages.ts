import type { AdminPage, PageSummary } from '@bb/shared/pages/admin';
import type { PageContent, PageSlug } from '@bb/shared/pages/registry';
import type { Revision, RevisionPage, RevisionSummary } from '@bb/shared/pages/revisions';
import { api, onSuccess } from '../base';

// The public pages' documents: GET /api/admin/pages (the list), GET /api/admin/pages/{slug} (the
// editor's page), PUT .../draft, POST .../publish, DELETE .../draft. A publish refreshes the public
// page's document ('Page' by slug: the public query provides the same tag); every change refreshes
// the list and the audit trail. The history: GET .../revisions, GET .../revisions/{id} and POST
// .../revisions/{id}/restore (the revision becomes the draft); a publish adds a revision.
// Scheduled publishing: POST .../schedule { at, version } (the draft publishes by itself at `at`)
// and DELETE .../schedule; these, a publish and a discard (which cancel a schedule) refresh the
// dashboard's list of what is scheduled ('Scheduled').
// A publish or a schedule approves a waiting review, a discard withdraws it: they refresh the
// waiting reviews ('Review') and the bell ('AdminStats'), and the editor's page (its `review`).

export type { AdminPage, PageSummary, Revision, RevisionPage, RevisionSummary };

const pagePath = (slug: PageSlug) => `/api/admin/pages/${encodeURIComponent(slug)}`;
const revisionsTag = (slug: PageSlug) => ({ type: 'Page' as const, id: `revisions:${slug}` });
const changed = (slug: PageSlug) => [
  { type: 'Page' as const, id: 'LIST' },
  { type: 'Page' as const, id: slug },
  revisionsTag(slug),
  'AuditEntry' as const,
  'Scheduled' as const,
  'Review' as const,
  'AdminStats' as const,
];
/** What a change of the schedule refreshes: the list (its "Scheduled:" times), the dashboard, the trail. */
const SCHEDULE_CHANGED = [
  { type: 'Page' as const, id: 'LIST' },
  'Scheduled' as const,
  'AuditEntry' as const,
  'Review' as const,
  'AdminStats' as const,
];

/** Puts a change's answer (the page as stored) in the editor's cache. */
async function storeAnswer(
  slug: PageSlug,
  queryFulfilled: Promise<{ data: AdminPage }>,
  dispatch: (action: unknown) => unknown,
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(adminPagesApi.util.upsertQueryData('getAdminPage', slug, data));
  } catch {
    // Refused: the editor shows why; nothing in the cache changes.
  }
}

export const adminPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPages: build.query<PageSummary[], void>({
      query: () => '/api/admin/pages',
      providesTags: [{ type: 'Page', id: 'LIST' }],
    }),
    getAdminPage: build.query<AdminPage, PageSlug>({
      query: (slug) => pagePath(slug),
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: `admin:${slug}` }],
    }),
    savePageDraft: build.mutation<
      AdminPage,
      { slug: PageSlug; content: PageContent<PageSlug>; version: number }
    >({
      query: ({ slug, content, version }) => ({
        url: `${pagePath(slug)}/draft`,
        method: 'PUT',
        body: { content, version },
      }),
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
        storeAnswer(slug, queryFulfilled, dispatch),
      invalidatesTags: onSuccess([{ type: 'Page' as const, id: 'LIST' }, 'AuditEntry' as const]),
    }),
    publishPage: build.mutation<AdminPage, { slug: PageSlug; version: number }>({
      query: ({ slug, version }) => ({
        url: `${pagePath(slug)}/publish`,
        method: 'POST',
        body: { version },
      }),
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
        storeAnswer(slug, queryFulfilled, dispatch),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : changed(slug)),
    }),
    discardPageDraft: build.mutation<AdminPage, PageSlug>({
      query: (slug) => ({ url: `${pagePath(slug)}/draft`, method: 'DELETE' }),
      onQueryStarted: (slug, { dispatch, queryFulfilled }) =>
        storeAnswer(slug, queryFulfilled, dispatch),
      invalidatesTags: onSuccess(SCHEDULE_CHANGED),
    }),
    /** Schedules the draft (as saved at that time) to publish at `at` (UTC, ISO 8601). */
    schedulePage: build.mutation<AdminPage, { slug: PageSlug; at: string; version: number }>({
      query: ({ slug, at, version }) => ({
        url: `${pagePath(slug)}/schedule`,
        method: 'POST',
        body: { at, version },
      }),
      onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
        storeAnswer(slug, queryFulfilled, dispatch),
      invalidatesTags: onSuccess(SCHEDULE_CHANGED),
    }),
    /** Cancels the scheduled publish (the draft stays a draft). */
    unschedulePage: build.mutation<AdminPage, PageSlug>({
      query: (slug) => ({ url: `${pagePath(slug)}/schedule`, method: 'DELETE' }),
      onQueryStarted: (slug, { dispatch, queryFulfilled }) =>
        storeAnswer(slug, queryFulfilled, dispatch),
      invalidatesTags: onSuccess(SCHEDULE_CHANGED),
    }),
    getPageRevisions: build.query<RevisionPage, { slug: PageSlug; page: number; pageSize: number }>(
      {
        query: ({ slug, page, pageSize }) =>
          `${pagePath(slug)}/revisions?page=${page}&pageSize=${pageSize}`,
        providesTags: (_result, _error, { slug }) => [revisionsTag(slug)],
      },
    ),
    getPageRevision: build.query<Revision<PageContent<PageSlug>>, { slug: PageSlug; id: string }>({
      query: ({ slug, id }) => `${pagePath(slug)}/revisions/${encodeURIComponent(id)}`,
    }),
    restorePageRevision: build.mutation<AdminPage, { slug: PageSlug; id: string; version: number }>(
      {
        query: ({ slug, id, version }) => ({
          url: `${pagePath(slug)}/revisions/${encodeURIComponent(id)}/restore`,
          method: 'POST',
          body: { version },
        }),
        onQueryStarted: ({ slug }, { dispatch, queryFulfilled }) =>
          storeAnswer(slug, queryFulfilled, dispatch),
        invalidatesTags: onSuccess([{ type: 'Page' as const, id: 'LIST' }, 'AuditEntry' as const]),
      },
    ),
  }),
});

export const {
  useGetPageRevisionsQuery,
  useGetPageRevisionQuery,
  useRestorePageRevisionMutation,
  useGetAdminPagesQuery,
  useGetAdminPageQuery,
  useSavePageDraftMutation,
  usePublishPageMutation,
  useDiscardPageDraftMutation,
  useSchedulePageMutation,
  useUnschedulePageMutation,
} = adminPagesApi;

/** The preview of a page's draft (served HTML without scripts), for the editor's frame. */
export const pagePreviewUrl = (slug: PageSlug, mode: 'light' | 'dark' = 'light') =>
  `${pagePath(slug)}/preview${mode === 'dark' ? '?mode=dark' : ''}`;

/** The reload after a 409: the page as stored now. */
export const refetchAdminPage = (slug: PageSlug) =>
  adminPagesApi.endpoints.getAdminPage.initiate(slug, { forceRefetch: true, subscribe: false });
