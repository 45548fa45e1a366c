import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { mockFetch, type Handlers } from '../../test/utils';
import { auditApi } from './audit';
import { adminInquiriesApi } from './inquiries';
import { adminStatsApi } from './stats';
import { watchReads } from '../../test/invalidation';

// What the inboxes' mutations refresh: a status change or a reply reads again the list and the
// open details of its own kind, the figures (stats and the bell) and the audit trail, and nothing
// of the other kinds; a refused one refreshes nothing.

const READS = {
  requests: 'GET /api/admin/speaking-requests',
  request: 'GET /api/admin/speaking-requests/x',
  partnerships: 'GET /api/admin/corporate-partnerships',
  partnership: 'GET /api/admin/corporate-partnerships/x',
  messages: 'GET /api/admin/contact-messages',
  message: 'GET /api/admin/contact-messages/x',
  stats: 'GET /api/admin/stats',
  bell: 'GET /api/admin/notifications',
  audit: 'GET /api/admin/audit-log',
} as const;
type Read = keyof typeof READS;

const item = { id: 'x', status: 'pending', thread: [] };
/** A list's first page holding the item. */
const page = { items: [item], total: 1, page: 1, pageSize: 20, counts: { total: 1, byStatus: {} } };
/** The first page of an inbox, as the pages ask for it. */
const FIRST = { page: 1, pageSize: 20 };

function handlers(status: number): Handlers {
  const answer = (body: unknown) => (status < 400 ? { status, body } : { status, body: {} });
  return {
    [READS.requests]: { body: page },
    [READS.request]: { body: item },
    [READS.partnerships]: { body: page },
    [READS.partnership]: { body: item },
    [READS.messages]: { body: page },
    [READS.message]: { body: item },
    [READS.stats]: { body: {} },
    [READS.bell]: { body: { total: 0, items: [] } },
    [READS.audit]: { body: { items: [], total: 0 } },
    'PATCH /api/admin/speaking-requests/x/status': answer(item),
    'POST /api/admin/speaking-requests/x/reply': answer({}),
    'PATCH /api/admin/corporate-partnerships/x/status': answer(item),
    'POST /api/admin/corporate-partnerships/x/reply': answer({}),
    'PATCH /api/admin/contact-messages/x': answer(item),
    'POST /api/admin/contact-messages/x/reply': answer({}),
  };
}

type Store = ReturnType<typeof makeStore>;
const FIGURES: Read[] = ['stats', 'bell', 'audit'];

const { endpoints } = adminInquiriesApi;
const SPEAKING = 'speaking-request' as const;
const PARTNERSHIP = 'corporate-partnership' as const;
const CONTACT = 'contact-message' as const;

const MUTATIONS: [string, (store: Store) => Promise<unknown>, Read[]][] = [
  [
    'updateInquiryStatus (speaking request)',
    (s) =>
      s.dispatch(
        endpoints.updateInquiryStatus.initiate({ kind: SPEAKING, id: 'x', status: 'confirmed' }),
      ),
    ['requests', 'request', ...FIGURES],
  ],
  [
    'replyToInquiry (speaking request)',
    (s) =>
      s.dispatch(endpoints.replyToInquiry.initiate({ kind: SPEAKING, id: 'x', message: 'Hi' })),
    ['requests', 'request', ...FIGURES],
  ],
  [
    'updateInquiryStatus (partnership)',
    (s) =>
      s.dispatch(
        endpoints.updateInquiryStatus.initiate({ kind: PARTNERSHIP, id: 'x', status: 'active' }),
      ),
    ['partnerships', 'partnership', ...FIGURES],
  ],
  [
    'replyToInquiry (partnership)',
    (s) =>
      s.dispatch(endpoints.replyToInquiry.initiate({ kind: PARTNERSHIP, id: 'x', message: 'Hi' })),
    ['partnerships', 'partnership', ...FIGURES],
  ],
  [
    'updateInquiryStatus (contact message)',
    (s) =>
      s.dispatch(
        endpoints.updateInquiryStatus.initiate({ kind: CONTACT, id: 'x', status: 'archived' }),
      ),
    ['messages', 'message', ...FIGURES],
  ],
  [
    'replyToInquiry (contact message)',
    (s) => s.dispatch(endpoints.replyToInquiry.initiate({ kind: CONTACT, id: 'x', message: 'Hi' })),
    ['messages', 'message', ...FIGURES],
  ],
];

/** A store with every inbox, the figures and the trail on screen; counts reads from here on. */
async function onScreen(status: number) {
  const fetchMock = mockFetch(handlers(status));
  const store = makeStore();
  const subscriptions = [
    ...[SPEAKING, PARTNERSHIP, CONTACT].flatMap((kind) => [
      store.dispatch(endpoints.getInbox.initiate({ kind, ...FIRST })),
      store.dispatch(endpoints.getInquiry.initiate({ kind, id: 'x' })),
    ]),
    store.dispatch(adminStatsApi.endpoints.getAdminStats.initiate()),
    store.dispatch(adminStatsApi.endpoints.getAdminNotifications.initiate()),
    store.dispatch(auditApi.endpoints.getAuditLog.initiate({})),
  ];
  return { store, ...(await watchReads(fetchMock, READS, subscriptions)) };
}

describe('what an inbox mutation refreshes', () => {
  it.each(MUTATIONS)('%s', async (_name, mutate, expected) => {
    const { store, reread, settle, done } = await onScreen(200);
    await mutate(store);
    await settle();
    expect(reread().sort()).toEqual([...expected].sort());
    done();
  });

  it.each(MUTATIONS)('%s, when it fails, refreshes nothing', async (_name, mutate) => {
    const { store, reread, settle, done } = await onScreen(400);
    await mutate(store);
    await settle();
    expect(reread()).toEqual([]);
    done();
  });
});

describe('a status change shows at once and is undone when refused', () => {
  it('in the list and the details', async () => {
    const { store, done } = await onScreen(400);
    const pending = store.dispatch(
      endpoints.updateInquiryStatus.initiate({ kind: SPEAKING, id: 'x', status: 'declined' }),
    );
    const list = () =>
      endpoints.getInbox.select({ kind: SPEAKING, ...FIRST })(store.getState()).data?.items;
    const detail = () =>
      endpoints.getInquiry.select({ kind: SPEAKING, id: 'x' })(store.getState()).data;
    expect(list()?.[0].status).toBe('declined');
    expect(detail()?.status).toBe('declined');
    // The other kinds' inquiry with the same id is another inquiry: left as it was.
    const partnerships = endpoints.getInbox.select({ kind: PARTNERSHIP, ...FIRST })(
      store.getState(),
    );
    expect(partnerships.data?.items[0].status).toBe('pending');
    await pending;
    expect(list()?.[0].status).toBe('pending');
    expect(detail()?.status).toBe('pending');
    done();
  });
});
