import type { PartnershipStatus } from '@bb/shared/partnerships';
import type {
  AdminPartnership,
  StatusChange,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import { api, onSuccess, undoIfRefused } from '../base';

// The admin panel's corporate partnership inquiries: /api/admin/corporate-partnerships
// (backend/src/partnerships).

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['Partnership', 'AdminStats', 'AuditEntry'] as const;

export const adminPartnershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminPartnerships: build.query<AdminPartnership[], void>({
      query: () => '/api/admin/corporate-partnerships',
      providesTags: ['Partnership'],
    }),
    /** One inquiry with its whole thread, oldest first. */
    getAdminPartnership: build.query<WithThread<AdminPartnership>, string>({
      query: (id) => `/api/admin/corporate-partnerships/${encodeURIComponent(id)}`,
      providesTags: ['Partnership'],
    }),
    /** What a status change would send (the server makes the change and rolls it back). */
    previewPartnershipStatus: build.mutation<
      StatusNoticePreview,
      { id: string } & StatusChange<PartnershipStatus>
    >({
      query: ({ id, ...change }) => ({
        url: `/api/admin/corporate-partnerships/${encodeURIComponent(id)}/status-notice`,
        method: 'POST',
        body: change,
      }),
    }),
    /** Any status may follow any other; the list shows the new one at once (undone on failure). */
    updatePartnershipStatus: build.mutation<
      AdminPartnership,
      { id: string } & StatusChange<PartnershipStatus>
    >({
      query: ({ id, ...change }) => ({
        url: `/api/admin/corporate-partnerships/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: change,
      }),
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        await undoIfRefused(
          queryFulfilled,
          dispatch(
            adminPartnershipsApi.util.updateQueryData('getAdminPartnerships', undefined, (list) => {
              const item = list.find((p) => p.id === id);
              if (item) item.status = status;
            }),
          ),
          dispatch(
            adminPartnershipsApi.util.updateQueryData('getAdminPartnership', id, (item) => {
              item.status = status;
            }),
          ),
        );
      },
      invalidatesTags: onSuccess(CHANGED),
    }),
    /** Sends a reply to the contact (e-mail, and their inbox when they are a member). */
    replyToPartnership: build.mutation<ThreadEntry, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/api/admin/corporate-partnerships/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: onSuccess(CHANGED),
    }),
  }),
});

export const {
  usePreviewPartnershipStatusMutation,
  useGetAdminPartnershipsQuery,
  useGetAdminPartnershipQuery,
  useUpdatePartnershipStatusMutation,
  useReplyToPartnershipMutation,
} = adminPartnershipsApi;
