import type { ContactMessageStatus } from '@bb/shared/inquiries';
import {
  contactMessagesExportFileName,
  type AdminContactMessage,
  type InboxPage,
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

// The admin panel's contact inbox: /api/admin/contact-messages (backend/src/inquiries).

const PATH = '/api/admin/contact-messages';
export type ContactMessagePage = InboxPage<AdminContactMessage, ContactMessageStatus>;

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['ContactMessage', 'AdminStats', 'AuditEntry'] as const;

export const adminContactMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the messages matching the filters, unread first, with the count cards. */
    getAdminContactMessages: build.query<ContactMessagePage, InboxQuery>({
      query: (query) => inboxListUrl(PATH, query),
      providesTags: ['ContactMessage'],
    }),
    /** One message with its whole thread, oldest first. */
    getAdminContactMessage: build.query<WithThread<AdminContactMessage>, string>({
      query: (id) => `/api/admin/contact-messages/${encodeURIComponent(id)}`,
      providesTags: ['ContactMessage'],
    }),
    /** new, read, replied or archived; the list shows the new one at once (undone on failure). */
    updateContactMessageStatus: build.mutation<
      AdminContactMessage,
      { id: string; status: ContactMessageStatus }
    >({
      query: ({ id, status }) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { status },
      }),
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const util = adminContactMessagesApi.util;
        await undoIfRefused(
          queryFulfilled,
          ...util.selectCachedArgsForQuery(getState(), 'getAdminContactMessages').map((args) =>
            dispatch(
              util.updateQueryData('getAdminContactMessages', args, (page) => {
                const item = page.items.find((m) => m.id === id);
                if (item) item.status = status;
              }),
            ),
          ),
          dispatch(
            adminContactMessagesApi.util.updateQueryData('getAdminContactMessage', id, (item) => {
              item.status = status;
            }),
          ),
        );
      },
      invalidatesTags: onSuccess(CHANGED),
    }),
    /** Sends a reply to the sender (e-mail, and their inbox when they are a member). */
    replyToContactMessage: build.mutation<ThreadEntry, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/api/admin/contact-messages/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: onSuccess(CHANGED),
    }),
  }),
});

export const {
  useGetAdminContactMessagesQuery,
  useGetAdminContactMessageQuery,
  useUpdateContactMessageStatusMutation,
  useReplyToContactMessageMutation,
} = adminContactMessagesApi;

/** Export CSV: every message matching `filters` (contact-messages-{date}.csv); answers the name. */
export function downloadContactMessagesExport(filters: InboxFilters): Promise<string> {
  return downloadInboxExport(PATH, filters, contactMessagesExportFileName);
}
