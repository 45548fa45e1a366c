import type { SpeakingRequestStatus } from '@bb/shared/inquiries';
import type {
  AdminSpeakingRequest,
  BookingLogisticsBody,
  StatusChange,
  StatusNoticePreview,
  ThreadEntry,
  WithThread,
} from '@bb/shared/admin';
import { api, onSuccess, undoIfRefused } from '../base';

// The admin panel's speaking requests: /api/admin/speaking-requests (backend/src/inquiries).

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['SpeakingRequest', 'AdminStats', 'AuditEntry'] as const;

export const adminSpeakingRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSpeakingRequests: build.query<AdminSpeakingRequest[], void>({
      query: () => '/api/admin/speaking-requests',
      providesTags: ['SpeakingRequest'],
    }),
    /** One request with its whole thread, oldest first. */
    getAdminSpeakingRequest: build.query<WithThread<AdminSpeakingRequest>, string>({
      query: (id) => `/api/admin/speaking-requests/${encodeURIComponent(id)}`,
      providesTags: ['SpeakingRequest'],
    }),
    /** What a status change would send (the server makes the change and rolls it back). */
    previewSpeakingRequestStatus: build.mutation<
      StatusNoticePreview,
      { id: string } & StatusChange<SpeakingRequestStatus>
    >({
      query: ({ id, ...change }) => ({
        url: `/api/admin/speaking-requests/${encodeURIComponent(id)}/status-notice`,
        method: 'POST',
        body: change,
      }),
    }),
    /** Any status may follow any other; the list shows the new one at once (undone on failure). */
    updateSpeakingRequestStatus: build.mutation<
      AdminSpeakingRequest,
      { id: string } & StatusChange<SpeakingRequestStatus>
    >({
      query: ({ id, ...change }) => ({
        url: `/api/admin/speaking-requests/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: change,
      }),
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        await undoIfRefused(
          queryFulfilled,
          dispatch(
            adminSpeakingRequestsApi.util.updateQueryData(
              'getAdminSpeakingRequests',
              undefined,
              (list) => {
                const item = list.find((r) => r.id === id);
                if (item) item.status = status;
              },
            ),
          ),
          dispatch(
            adminSpeakingRequestsApi.util.updateQueryData('getAdminSpeakingRequest', id, (item) => {
              item.status = status;
            }),
          ),
        );
      },
      invalidatesTags: onSuccess(CHANGED),
    }),
    /** Sets a booking's date, times, place or video link and fee note (null clears one). */
    updateBookingLogistics: build.mutation<
      AdminSpeakingRequest,
      { id: string } & BookingLogisticsBody
    >({
      query: ({ id, ...body }) => ({
        url: `/api/admin/speaking-requests/${encodeURIComponent(id)}/logistics`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: onSuccess(CHANGED),
    }),
    /** Sends a reply to the requester (e-mail, and their inbox when they are a member). */
    replyToSpeakingRequest: build.mutation<ThreadEntry, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/api/admin/speaking-requests/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: onSuccess(CHANGED),
    }),
  }),
});

export const {
  usePreviewSpeakingRequestStatusMutation,
  useGetAdminSpeakingRequestsQuery,
  useGetAdminSpeakingRequestQuery,
  useUpdateSpeakingRequestStatusMutation,
  useReplyToSpeakingRequestMutation,
  useUpdateBookingLogisticsMutation,
} = adminSpeakingRequestsApi;
