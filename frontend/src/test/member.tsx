import type { TwoFactorStatus } from '@bb/shared/two-factor';
import userEvent from '@testing-library/user-event';
import type { User } from '../api/auth';
import type { Preferences } from '../api/account';
import type { MemberBooking, MemberMessage, MemberSummary } from '../api/member';
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
