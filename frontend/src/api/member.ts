import type { SpeakingRequestStatus } from '@bb/shared/inquiries';
import type { MemberMessageType } from '@bb/shared/member';
import { api, onSuccess, undoIfRefused } from './base';
import type { EventType, SpeakingBudget } from './inquiries';

// The member area's data: GET/PATCH/POST /api/my/* (docs/member-api.md). Every route needs a
// signed-in user with a verified e-mail address.

export type BookingStatus = SpeakingRequestStatus;

/** One of the member's speaking requests. */
export interface MemberBooking {
  id: string;
  /** e.g. "Keynote for Acme Corp". */
  title: string;
  eventType: EventType;
  /** e.g. "Keynote Speech". */
  eventTypeLabel: string;
  /** YYYY-MM-DD, or null when not known yet. */
  date: string | null;
  /** e.g. "14:00", null until the organisation sets it. */
  time: string | null;
  /** e.g. "15:30", null when not set. */
  endTime: string | null;
  location: string | null;
  /** The video call's link for an online event, null when not set. */
  videoLink: string | null;
  status: BookingStatus;
  contactName: string;
  email: string;
  company: string;
  attendeeCount: number | null;
  budget: SpeakingBudget | null;
  budgetLabel: string | null;
  message: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields a member may change while a request is pending. */
export interface BookingChanges {
  eventType?: EventType;
  eventDate?: string | null;
  attendeeCount?: number | null;
  budget?: SpeakingBudget | null;
  message?: string | null;
}

export type MessageType = MemberMessageType;

export interface MessageReply {
  id: string;
  message: string;
  date: string;
}

/** A message in the member's inbox, with the member's replies (oldest first). */
export interface MemberMessage {
  id: string;
  subject: string;
  from: string;
  preview: string;
  body: string;
  /** ISO timestamp. */
  date: string;
  read: boolean;
  type: MessageType;
  bookingId: string | null;
  replies: MessageReply[];
}

/** One message of a conversation, either way (GET /api/my/conversations). */
export interface ConversationEntry {
  id: string;
  author: 'organisation' | 'member';
  /** status: news of the inquiry's status (or of its address); message: a reply either way. */
  kind: 'message' | 'status';
  /** The organisation's name, or the member's own name. */
  from: string;
  subject: string | null;
  body: string;
  /** ISO timestamp. */
  date: string;
  read: boolean;
  /** The member's answer came by e-mail. */
  byEmail: boolean;
  /** An e-mail answer from another address than the conversation's: `from` is its sender's name. */
  otherAddress: boolean;
}

/** One of the member's inquiries with everything said about it. */
export interface MemberConversation {
  kind: 'speaking-request' | 'corporate-partnership' | 'contact-message';
  inquiryId: string;
  title: string;
  status: string;
  statusLabel: string;
  /** Where the organisation writes about it. */
  address: string;
  /** What the member sent. */
  inquiry: { date: string; message: string | null };
  /** Latest first. */
  entries: ConversationEntry[];
  unread: number;
}

/** A card of /my/messages: a conversation, or a message about no inquiry (conversation null). */
export interface MemberConversationItem extends MemberMessage {
  conversation: MemberConversation | null;
}

/** The soonest confirmed event still to come. */
export interface NextEvent {
  /** The speaking request's id. */
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** e.g. "14:00", null until the organisation sets it. */
  time: string | null;
}

/** The dashboard's figures and the bell: counts of the member's own data. */
export interface MemberSummary {
  /** Speaking requests: all, by status, and confirmed events dated today or later. */
  bookings: { total: number; pending: number; confirmed: number; upcoming: number };
  /** Null when no confirmed event is still to come. */
  nextEvent: NextEvent | null;
  messages: { total: number; unread: number; inquiries: number };
}

export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySummary: build.query<MemberSummary, void>({
      query: () => '/api/my/summary',
      providesTags: ['MemberSummary'],
    }),
    getMyBookings: build.query<MemberBooking[], void>({
      query: () => '/api/my/bookings',
      providesTags: ['SpeakingRequest'],
    }),
    getMyBooking: build.query<MemberBooking, string>({
      query: (id) => `/api/my/bookings/${encodeURIComponent(id)}`,
      providesTags: ['SpeakingRequest'],
    }),
    updateMyBooking: build.mutation<MemberBooking, { id: string; changes: BookingChanges }>({
      query: ({ id, changes }) => ({
        url: `/api/my/bookings/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: onSuccess(['SpeakingRequest', 'MemberSummary'] as const),
    }),
    getMyMessages: build.query<MemberMessage[], void>({
      query: () => '/api/my/messages',
      providesTags: ['MemberMessage'],
    }),
    /**
     * The member's conversations (one card per inquiry) and the messages about no inquiry, latest
     * activity first.
     */
    getMyConversations: build.query<MemberConversationItem[], void>({
      query: () => '/api/my/conversations',
      providesTags: ['MemberMessage'],
    }),
    /**
     * Marks a message read (idempotent; a conversation's message reads the whole conversation): the
     * list shows it read at once, the bell follows.
     */
    markMessageRead: build.mutation<MemberMessage, string>({
      query: (id) => ({ url: `/api/my/messages/${encodeURIComponent(id)}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            memberApi.util.updateQueryData('getMyMessages', undefined, (messages) => {
              const message = messages.find((m) => m.id === id);
              if (message) message.read = true;
            }),
          ),
          dispatch(
            memberApi.util.updateQueryData('getMyConversations', undefined, (items) => {
              const item = items.find((m) => m.id === id);
              if (!item) return;
              item.read = true;
              if (item.conversation) {
                item.conversation.unread = 0;
                for (const entry of item.conversation.entries) entry.read = true;
              }
            }),
          ),
        ];
        await undoIfRefused(queryFulfilled, ...patches);
      },
      invalidatesTags: onSuccess(['MemberSummary'] as const),
    }),
    /** Sends a reply; answers the thread with the new reply. */
    replyToMessage: build.mutation<MemberMessage, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/api/my/messages/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { message },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: thread } = await queryFulfilled;
          dispatch(
            memberApi.util.updateQueryData('getMyMessages', undefined, (messages) => {
              const index = messages.findIndex((m) => m.id === thread.id);
              if (index !== -1) messages[index] = thread;
            }),
          );
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: onSuccess(['MemberMessage', 'MemberSummary'] as const),
    }),
  }),
});

export const {
  useGetMySummaryQuery,
  useGetMyBookingsQuery,
  useGetMyBookingQuery,
  useUpdateMyBookingMutation,
  useGetMyMessagesQuery,
  useGetMyConversationsQuery,
  useMarkMessageReadMutation,
  useReplyToMessageMutation,
} = memberApi;
