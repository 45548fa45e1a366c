import type { PartnershipStatus } from '@bb/shared/partnerships';
import {
  partnershipsExportFileName,
  type AdminPartnership,
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

// The admin panel's corporate partnership inquiries: /api/admin/corporate-partnerships
// (backend/src/partnerships).

const PATH = '/api/admin/corporate-partnerships';
export type PartnershipPage = InboxPage<AdminPartnership, PartnershipStatus>;

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['Partnership', 'AdminStats', 'AuditEntry'] as const;

export const adminPartnershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the inquiries matching the filters, newest first, with the count cards. */
    getAdminPartnerships: build.query<PartnershipPage, InboxQuery>({
      query: (query) => inboxListUrl(PATH, query),
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
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const util = adminPartnershipsApi.util;
        await undoIfRefused(
          queryFulfilled,
          ...util.selectCachedArgsForQuery(getState(), 'getAdminPartnerships').map((args) =>
            dispatch(
              util.updateQueryData('getAdminPartnerships', args, (page) => {
                const item = page.items.find((p) => p.id === id);
                if (item) item.status = status;
              }),
            ),
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

/** Export CSV: every inquiry matching `filters` (corporate-partnerships-{date}.csv); answers the name. */
export function downloadPartnershipsExport(filters: InboxFilters): Promise<string> {
  return downloadInboxExport(PATH, filters, partnershipsExportFileName);
}
