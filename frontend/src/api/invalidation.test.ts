import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { mockFetch, type Handlers } from '../test/utils';
import { accountApi, preferencesApi } from './account';
import { authApi, type User } from './auth';
import { inquiriesApi } from './inquiries';
import { memberApi } from './member';
import { partnershipsApi } from './partnerships';
import { watchReads } from '../test/invalidation';
import { jordan } from '../test/users';

// What each mutation refreshes: the signed-in member's data that is on screen (the summary, the
// bookings, the inbox, the current user, the settings) is read again after exactly the mutations
// that change it, and never after a mutation that failed.

const member: User = jordan;

const READS = {
  summary: 'GET /api/my/summary',
  bookings: 'GET /api/my/bookings',
  messages: 'GET /api/my/messages',
  user: 'GET /api/user',
  preferences: 'GET /api/user/preferences',
} as const;
type Read = keyof typeof READS;

const thread = {
  id: 'm1',
  subject: 'Hello',
  from: 'Us',
  preview: 'Hi',
  body: 'Hi',
  date: '2026-01-10T09:31:00.000Z',
  read: true,
  type: 'inquiry',
  bookingId: null,
  replies: [],
};

function handlers(status: number): Handlers {
  const ok = (body: unknown) => (status < 400 ? { status, body } : { status, body: {} });
  return {
    [READS.user]: { body: member },
    [READS.preferences]: {
      body: {
        emailNotifications: true,
        pushNotifications: false,
        marketingEmails: false,
        darkMode: false,
      },
    },
    [READS.summary]: { body: {} },
    [READS.bookings]: { body: [] },
    [READS.messages]: { body: [thread] },
    'PATCH /api/my/bookings/b1': ok({}),
    'POST /api/my/messages/m1/read': ok(thread),
    'POST /api/my/messages/m1/reply': ok(thread),
    'POST /api/contact': ok({ message: 'ok' }),
    'POST /api/speaking-request': ok({ message: 'ok' }),
    'POST /api/corporate-partnership': ok({ message: 'ok' }),
    'PATCH /api/user': ok(member),
    'POST /api/user/password': ok({ message: 'ok' }),
    'PUT /api/user/preferences': ok({}),
    'POST /api/verify-email': ok({ message: 'ok' }),
    'POST /api/reset-password': ok({ message: 'ok' }),
    'POST /api/set-password': ok({ message: 'ok' }),
  };
}

type Store = ReturnType<typeof makeStore>;

const MUTATIONS: [string, (store: Store) => Promise<unknown>, Read[]][] = [
  [
    'updateMyBooking',
    (s) => s.dispatch(memberApi.endpoints.updateMyBooking.initiate({ id: 'b1', changes: {} })),
    ['bookings', 'summary'],
  ],
  [
    'markMessageRead',
    (s) => s.dispatch(memberApi.endpoints.markMessageRead.initiate('m1')),
    ['summary'],
  ],
  [
    'replyToMessage',
    (s) => s.dispatch(memberApi.endpoints.replyToMessage.initiate({ id: 'm1', message: 'Hi' })),
    ['messages', 'summary'],
  ],
  [
    'sendContactMessage',
    (s) =>
      s.dispatch(
        inquiriesApi.endpoints.sendContactMessage.initiate({
          name: 'A',
          email: 'a@example.org',
          inquiryType: 'general',
          message: 'Hi',
        }),
      ),
    ['messages', 'summary'],
  ],
  [
    'requestSpeaking',
    (s) =>
      s.dispatch(
        inquiriesApi.endpoints.requestSpeaking.initiate({
          contactName: 'A',
          email: 'a@example.org',
          company: 'B',
          eventType: 'keynote',
        }),
      ),
    ['bookings', 'messages', 'summary'],
  ],
  [
    'submitPartnershipInquiry',
    (s) =>
      s.dispatch(
        partnershipsApi.endpoints.submitPartnershipInquiry.initiate({
          companyName: 'B',
          contactName: 'A',
          email: 'a@example.org',
          partnershipType: 'client',
          contractDetails: { interests: [] },
        }),
      ),
    // A signed-in member's inbox receives an acknowledgement.
    ['messages', 'summary'],
  ],
  [
    'updateProfile',
    (s) => s.dispatch(accountApi.endpoints.updateProfile.initiate({ username: 'jordan' })),
    ['bookings', 'messages', 'summary'],
  ],
  [
    // The answer replaces the cached user; the address in force has not changed.
    'cancelEmailChange',
    (s) => s.dispatch(accountApi.endpoints.cancelEmailChange.initiate()),
    [],
  ],
  ['resendEmailChange', (s) => s.dispatch(accountApi.endpoints.resendEmailChange.initiate()), []],
  [
    'changePassword',
    (s) =>
      s.dispatch(
        accountApi.endpoints.changePassword.initiate({ currentPassword: 'a', newPassword: 'b' }),
      ),
    [],
  ],
  [
    'updatePreferences',
    (s) =>
      s.dispatch(
        preferencesApi.endpoints.updatePreferences.initiate({
          userId: 'u1',
          changes: { darkMode: true },
        }),
      ),
    [],
  ],
  [
    'verifyEmail',
    (s) => s.dispatch(authApi.endpoints.verifyEmail.initiate({ token: 't' })),
    // A confirmed change of address changes which requests are the member's.
    ['user', 'bookings', 'messages', 'summary'],
  ],
  [
    'resetPassword',
    (s) => s.dispatch(authApi.endpoints.resetPassword.initiate({ token: 't', password: 'secret' })),
    ['user'],
  ],
  [
    'setPassword',
    (s) =>
      s.dispatch(authApi.endpoints.setPassword.initiate({ token: 't', password: 'long-secret' })),
    ['user'],
  ],
];

/** A store whose member data is on screen (subscribed and loaded); counts reads from here on. */
async function memberOnScreen(status: number) {
  const fetchMock = mockFetch(handlers(status));
  const store = makeStore();
  const subscriptions = [
    store.dispatch(authApi.endpoints.getCurrentUser.initiate()),
    store.dispatch(memberApi.endpoints.getMySummary.initiate()),
    store.dispatch(memberApi.endpoints.getMyBookings.initiate()),
    store.dispatch(memberApi.endpoints.getMyMessages.initiate()),
    store.dispatch(preferencesApi.endpoints.getPreferences.initiate('u1')),
  ];
  return { store, ...(await watchReads(fetchMock, READS, subscriptions)) };
}

describe('what a mutation refreshes', () => {
  it.each(MUTATIONS)('%s', async (_name, mutate, expected) => {
    const { store, reread, settle, done } = await memberOnScreen(200);
    await mutate(store);
    await settle();
    expect(reread().sort()).toEqual([...expected].sort());
    done();
  });

  it.each(MUTATIONS)('%s, when it fails, refreshes nothing', async (_name, mutate) => {
    const { store, reread, settle, done } = await memberOnScreen(500);
    await mutate(store);
    await settle();
    expect(reread()).toEqual([]);
    done();
  });
});
