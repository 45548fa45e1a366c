import type { SpeakingRequestStatus } from '@bb/shared/inquiries';
import {
  speakingRequestsExportFileName,
  type AdminSpeakingRequest,
  type BookingLogisticsBody,
  type InboxPage,
  type StatusChange,
  type StatusNoticePreview,
  type ThreadEntry,
  type WithThread,
} from '@bb/shared/admin';
import { api, onSuccess, undoIfRefused } from '../base';
import {
  downloadInboxExport,
  inboxListUrl,
  type InboxFilters,
  type InboxQuery,
} from './inboxQuery';

// The admin panel's speaking requests: /api/admin/speaking-requests (backend/src/inquiries).

const PATH = '/api/admin/speaking-requests';
export type SpeakingRequestPage = InboxPage<AdminSpeakingRequest, SpeakingRequestStatus>;

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['SpeakingRequest', 'AdminStats', 'AuditEntry'] as const;

export const adminSpeakingRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the requests matching the filters, newest first, with the count cards. */
    getAdminSpeakingRequests: build.query<SpeakingRequestPage, InboxQuery>({
      query: (query) => inboxListUrl(PATH, query),
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
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const util = adminSpeakingRequestsApi.util;
        await undoIfRefused(
          queryFulfilled,
          ...util.selectCachedArgsForQuery(getState(), 'getAdminSpeakingRequests').map((args) =>
            dispatch(
              util.updateQueryData('getAdminSpeakingRequests', args, (page) => {
                const item = page.items.find((r) => r.id === id);
                if (item) item.status = status;
              }),
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

/** Export CSV: every request matching `filters` (speaking-requests-{date}.csv); answers the name. */
export function downloadSpeakingRequestsExport(filters: InboxFilters): Promise<string> {
  return downloadInboxExport(PATH, filters, speakingRequestsExportFileName);
}
