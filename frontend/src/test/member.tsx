import type { TwoFactorStatus } from '@bb/shared/two-factor';
import userEvent from '@testing-library/user-event';
import type { User } from '../api/auth';
import type { Preferences } from '../api/account';
import type {
  MemberBooking,
  MemberConversationItem,
  MemberMessage,
  MemberSummary,
} from '../api/member';
import { preloadRoute } from '../app/routes';
import { mockFetch, renderApp, type Handlers } from './utils';
import { jordan } from './users';

// Fixtures and a renderer for the member area's tests: the whole app at a /my/* path, with a
// signed-in verified member and the /api/my/* answers given.

export const member: User = jordan;

export const preferences: Preferences = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  darkMode: false,
};

export const twoFactorOff: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};

export function booking(overrides: Partial<MemberBooking> = {}): MemberBooking {
  return {
    id: 'b1',
    title: 'Keynote Speech for Acme Corp',
    eventType: 'keynote',
    eventTypeLabel: 'Keynote Speech',
    date: '2030-05-14',
    time: null,
    endTime: null,
    location: null,
    videoLink: null,
    status: 'pending',
    contactName: 'Jordan Lee',
    email: 'jordan@example.org',
    company: 'Acme Corp',
    attendeeCount: 250,
    budget: '10k-25k',
    budgetLabel: '$10,000 - $25,000',
    message: 'An all-hands keynote.',
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

export function message(overrides: Partial<MemberMessage> = {}): MemberMessage {
  return {
    id: 'm1',
    subject: 'We received your speaking request',
    from: 'Building Bridges Inclusion',
    preview: 'Thank you for your request. We will get back to you within 24 hours.',
    body: 'Thank you for your request.\nWe will get back to you within 24 hours.',
    date: '2026-01-10T09:31:00.000Z',
    read: false,
    type: 'inquiry',
    bookingId: 'b1',
    replies: [],
    ...overrides,
  };
}

/** A card of /my/messages about no inquiry: `message` as GET /api/my/conversations gives it. */
export function looseItem(overrides: Partial<MemberMessage> = {}): MemberConversationItem {
  return { ...message(overrides), conversation: null };
}

/**
 * A conversation about booking b1: the acknowledgement, the organisation's reply (unread) and
 * the member's answer, as GET /api/my/conversations gives it.
 */
export function conversationItem(
  overrides: Partial<MemberConversationItem> = {},
): MemberConversationItem {
  return {
    ...message({
      id: 'm1',
      subject: 'Your speaking request: Keynote Speech for Acme Corp',
      preview: 'Would Tuesday morning suit you?',
      body: 'Would Tuesday morning suit you?',
      date: '2026-01-11T10:00:00.000Z',
    }),
    conversation: {
      kind: 'speaking-request',
      inquiryId: 'b1',
      title: 'Your speaking request: Keynote Speech for Acme Corp',
      status: 'pending',
      statusLabel: 'Pending',
      address: 'jordan@example.org',
      inquiry: { date: '2026-01-10T09:30:00.000Z', message: 'An all-hands keynote.' },
      entries: [
        {
          id: 'e2',
          author: 'organisation',
          kind: 'message',
          from: 'Building Bridges Inclusion',
          subject: 'Re: Your speaking request: Keynote Speech for Acme Corp',
          body: 'Would Tuesday morning suit you?',
          date: '2026-01-11T10:00:00.000Z',
          read: false,
          byEmail: false,
          otherAddress: false,
        },
        {
          id: 'e1',
          author: 'member',
          kind: 'message',
          from: 'jordan',
          subject: null,
          body: 'Can we bring 20 more people?',
          date: '2026-01-10T12:00:00.000Z',
          read: true,
          byEmail: true,
          otherAddress: false,
        },
        {
          id: 'm0',
          author: 'organisation',
          kind: 'message',
          from: 'Building Bridges Inclusion',
          subject: 'Speaking request received: Keynote Speech for Acme Corp',
          body: 'Thank you for your speaking request.',
          date: '2026-01-10T09:31:00.000Z',
          read: true,
          byEmail: false,
          otherAddress: false,
        },
      ],
      unread: 1,
    },
    ...overrides,
  };
}

export function summary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    bookings: { total: 1, pending: 1, confirmed: 0, upcoming: 0 },
    nextEvent: null,
    messages: { total: 1, unread: 1, inquiries: 1 },
    ...overrides,
  };
}

/** The answers of a member with one booking and one unread message, merged with `handlers`. */
export function memberHandlers(handlers: Handlers = {}): Handlers {
  return {
    'GET /api/user': { body: member },
    'GET /api/user/preferences': { body: preferences },
    'GET /api/user/two-factor': { body: twoFactorOff },
    'GET /api/my/summary': { body: summary() },
    'GET /api/my/bookings': { body: [booking()] },
    'GET /api/my/messages': { body: [message()] },
    'GET /api/my/conversations': { body: [looseItem()] },
    ...handlers,
  };
}

/** Renders the app at `path` for the signed-in member; returns the fetch mock and a user. */
export function renderMember(path: string, handlers: Handlers = {}) {
  const fetchMock = mockFetch(memberHandlers(handlers));
  const result = renderApp(path);
  return { ...result, fetchMock, user: userEvent.setup() };
}

/** Loads the member pages' code once (a first lazy import can outlast findBy's default wait). */
export function preloadMemberPages(): Promise<void> {
  return Promise.all(
    ['/my/dashboard', '/my/profile', '/my/bookings', '/my/messages', '/my/settings'].map(
      preloadRoute,
    ),
  ).then(() => undefined);
}
