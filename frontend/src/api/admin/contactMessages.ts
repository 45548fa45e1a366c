import type { ContactMessageStatus } from '@bb/shared/inquiries';
import type { AdminContactMessage, ThreadEntry, WithThread } from '@bb/shared/admin';
import { api, onSuccess, undoIfRefused } from '../base';

// The admin panel's contact inbox: /api/admin/contact-messages (backend/src/inquiries).

/** What a status change or a reply refreshes: the lists and details, the figures, the trail. */
const CHANGED = ['ContactMessage', 'AdminStats', 'AuditEntry'] as const;

export const adminContactMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The inbox, unread first. */
    getAdminContactMessages: build.query<AdminContactMessage[], void>({
      query: () => '/api/admin/contact-messages',
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
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        await undoIfRefused(
          queryFulfilled,
          dispatch(
            adminContactMessagesApi.util.updateQueryData(
              'getAdminContactMessages',
              undefined,
              (list) => {
                const item = list.find((m) => m.id === id);
                if (item) item.status = status;
              },
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
