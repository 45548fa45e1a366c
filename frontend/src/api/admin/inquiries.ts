import type { ContactMessageStatus, SpeakingRequestStatus } from '@bb/shared/inquiries';
import type { PartnershipStatus } from '@bb/shared/partnerships';
import {
  contactMessagesExportFileName,
  partnershipsExportFileName,
  speakingRequestsExportFileName,
  type AdminContactMessage,
  type AdminPartnership,
  type AdminSpeakingRequest,
  type BookingLogisticsBody,
  type InboxPage,
  type InquiryKind,
  type StatusChange,
  type StatusNoticePreview,
  type ThreadEntry,
  type WithThread,
} from '@bb/shared/admin';
import { api, onSuccess, undoIfRefused } from '../base';
import {
  downloadInboxExport,
  INQUIRY_TAGS,
  inboxListUrl,
  inquiryUrl,
  type InboxFilters,
  type InboxQuery,
} from './inboxQuery';

// The admin panel's three inquiry inboxes, one set of endpoints taking the `kind`:
// /api/admin/speaking-requests, /corporate-partnerships and /contact-messages (backend/src/inquiries
// and backend/src/partnerships): the list with its count cards, one inquiry with its thread, the
// status change (and, for the kinds that tell the sender, the notice's preview), the reply, the
// export, and a booking's logistics (speaking requests only). Each kind's tag (INQUIRY_TAGS) keeps
// the refreshes to its own inbox.

/** Each kind's list item and statuses. */
export interface InquiryKinds {
  'speaking-request': { item: AdminSpeakingRequest; status: SpeakingRequestStatus };
  'corporate-partnership': { item: AdminPartnership; status: PartnershipStatus };
  'contact-message': { item: AdminContactMessage; status: ContactMessageStatus };
}
export type InquiryOf<K extends InquiryKind> = InquiryKinds[K]['item'];
export type InquiryStatusOf<K extends InquiryKind> = InquiryKinds[K]['status'];
/** Any kind's list item. */
export type AnyInquiry = InquiryOf<InquiryKind>;

/** The kinds whose status change may tell the sender (…/{id}/status and …/{id}/status-notice). */
export type NoticeKind = Exclude<InquiryKind, 'contact-message'>;

/**
 * A status change of any kind: contact messages take the status alone (PATCH …/{id}). `inPlace`
 * (never sent) keeps the lists shown as they are: the item changes where it stands, the count cards
 * follow, and the lists are read again only when the person moves to another page, filter or search
 * (InboxPage) or reloads, so a row does not move away under the pointer (opening a new message marks
 * it read, and the contact inbox lists unread first).
 */
export type InquiryStatusUpdate = (
  | { [K in NoticeKind]: { kind: K; id: string } & StatusChange<InquiryStatusOf<K>> }[NoticeKind]
  | { kind: 'contact-message'; id: string; status: ContactMessageStatus }
) & { inPlace?: boolean };

export type InquiryStatusPreview = {
  [K in NoticeKind]: { kind: K; id: string; status: InquiryStatusOf<K>; note?: string };
}[NoticeKind];

const EXPORT_FILE_NAMES = {
  'speaking-request': speakingRequestsExportFileName,
  'corporate-partnership': partnershipsExportFileName,
  'contact-message': contactMessagesExportFileName,
} as const satisfies Record<InquiryKind, (date: string) => string>;

/** A tag a change of an inquiry refreshes. */
type InquiryTag =
  | (typeof INQUIRY_TAGS)[InquiryKind]
  | { type: (typeof INQUIRY_TAGS)[InquiryKind]; id: string }
  | 'AdminStats'
  | 'AuditEntry';

/** What a status change or a reply refreshes: its inbox's lists and details, the figures, the trail. */
const changed = (kind: InquiryKind) => [INQUIRY_TAGS[kind], 'AdminStats', 'AuditEntry'] as const;

/** PATCH /api/admin/contact-messages/{id} { status }, or PATCH /api/admin/{inbox}/{id}/status. */
function statusRequest({ inPlace: _inPlace, ...change }: InquiryStatusUpdate) {
  if (change.kind === 'contact-message') {
    return {
      url: inquiryUrl(change.kind, change.id),
      method: 'PATCH' as const,
      body: { status: change.status },
    };
  }
  const { kind, id, ...body } = change;
  return { url: `${inquiryUrl(kind, id)}/status`, method: 'PATCH' as const, body };
}

export const adminInquiriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a kind's inquiries matching the filters, with the count cards. */
    getInbox: build.query<InboxPage<AnyInquiry, string>, { kind: InquiryKind } & InboxQuery>({
      query: ({ kind, ...query }) => inboxListUrl(kind, query),
      providesTags: (_result, _error, { kind }) => [INQUIRY_TAGS[kind]],
    }),
    /** One inquiry with its whole thread, oldest first (its own tag too: a change in place reads it again). */
    getInquiry: build.query<WithThread<AnyInquiry>, { kind: InquiryKind; id: string }>({
      query: ({ kind, id }) => inquiryUrl(kind, id),
      providesTags: (_result, _error, { kind, id }) => [
        INQUIRY_TAGS[kind],
        { type: INQUIRY_TAGS[kind], id },
      ],
    }),
    /** What a status change would send (the server makes the change and rolls it back). */
    previewInquiryStatus: build.mutation<StatusNoticePreview, InquiryStatusPreview>({
      query: ({ kind, id, ...change }) => ({
        url: `${inquiryUrl(kind, id)}/status-notice`,
        method: 'POST',
        body: change,
      }),
    }),
    /**
     * Any status may follow any other; lists and details show the new one at once (undone on
     * failure). Without `inPlace` the kind's lists are read again; with it they stay as they are,
     * their count cards moved from the old status to the new one.
     */
    updateInquiryStatus: build.mutation<AnyInquiry, InquiryStatusUpdate>({
      query: statusRequest,
      async onQueryStarted({ kind, id, status, inPlace }, { dispatch, getState, queryFulfilled }) {
        const util = adminInquiriesApi.util;
        const state = getState();
        const lists = util
          .selectCachedArgsForQuery(state, 'getInbox')
          .filter((args) => args.kind === kind);
        // The item as it was (from its details or any list), for the count cards of a change in place.
        const known = [
          adminInquiriesApi.endpoints.getInquiry.select({ kind, id })(state).data,
          ...lists.map((args) =>
            adminInquiriesApi.endpoints.getInbox
              .select(args)(state)
              .data?.items.find((i) => i.id === id),
          ),
        ].find(Boolean);
        // Counted as the server counts them: the inquiries in the inbox (not archived), by status.
        const moveCount =
          inPlace && known && known.status !== status && !known.archivedAt ? known.status : null;
        await undoIfRefused(
          queryFulfilled,
          ...lists.map((args) =>
            dispatch(
              util.updateQueryData('getInbox', args, (page) => {
                const item = page.items.find((i) => i.id === id);
                if (item) item.status = status;
                const byStatus = page.counts.byStatus;
                if (moveCount !== null && moveCount in byStatus && status in byStatus) {
                  byStatus[moveCount] -= 1;
                  byStatus[status] += 1;
                }
              }),
            ),
          ),
          dispatch(
            util.updateQueryData('getInquiry', { kind, id }, (item) => {
              item.status = status;
            }),
          ),
        );
      },
      invalidatesTags: (result, error, { kind, id, inPlace }) =>
        onSuccess<InquiryTag>(
          inPlace ? [{ type: INQUIRY_TAGS[kind], id }, 'AdminStats', 'AuditEntry'] : changed(kind),
        )(result, error),
    }),
    /** Sends a reply to the sender (e-mail, and their inbox when they are a member). */
    replyToInquiry: build.mutation<ThreadEntry, { kind: InquiryKind; id: string; message: string }>(
      {
        query: ({ kind, id, message }) => ({
          url: `${inquiryUrl(kind, id)}/reply`,
          method: 'POST',
          body: { message },
        }),
        invalidatesTags: (result, error, { kind }) => onSuccess(changed(kind))(result, error),
      },
    ),
    /** Sets a booking's date, times, place or video link and fee note (null clears one). */
    updateBookingLogistics: build.mutation<
      AdminSpeakingRequest,
      { id: string } & BookingLogisticsBody
    >({
      query: ({ id, ...body }) => ({
        url: `${inquiryUrl('speaking-request', id)}/logistics`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: onSuccess(changed('speaking-request')),
    }),
  }),
});

export const {
  useGetInboxQuery,
  useGetInquiryQuery,
  usePreviewInquiryStatusMutation,
  useUpdateInquiryStatusMutation,
  useReplyToInquiryMutation,
  useUpdateBookingLogisticsMutation,
} = adminInquiriesApi;

/**
 * Export CSV: every inquiry of the kind matching `filters` ({inbox}-{date}.csv); answers the saved
 * file's name.
 */
export function downloadInquiriesExport(kind: InquiryKind, filters: InboxFilters): Promise<string> {
  return downloadInboxExport(kind, filters, EXPORT_FILE_NAMES[kind]);
}
