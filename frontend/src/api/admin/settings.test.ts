import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { settings, settingsHandlers } from '../../test/adminContent';
import { callsTo, mockFetch } from '../../test/utils';
import { settingsApi } from '../settings';
import { adminNewsletterApi } from './newsletter';
import { adminSettingsApi } from './settings';

// What the admin settings and newsletter mutations refresh: a saved setting is what public pages
// show (the organisation's details, coming-soon mode), read again at once; a refused one refreshes
// nothing. A removed subscriber's list is read again.

async function withPublicReads(status: number) {
  const fetchMock = mockFetch({
    ...settingsHandlers(settings()),
    ...(status >= 400 ? { 'PATCH /api/admin/settings': { status } } : {}),
  });
  const store = makeStore();
  const subscriptions = [
    store.dispatch(settingsApi.endpoints.getSite.initiate()),
    store.dispatch(settingsApi.endpoints.getComingSoonStatus.initiate()),
    store.dispatch(adminSettingsApi.endpoints.getAdminSettings.initiate()),
  ];
  await Promise.all(subscriptions);
  return { fetchMock, store, subscriptions };
}

describe('admin settings API', () => {
  it('refreshes the public details and coming-soon status after a saved change, and keeps the answer', async () => {
    const { fetchMock, store } = await withPublicReads(200);
    await store
      .dispatch(adminSettingsApi.endpoints.updateAdminSettings.initiate({ comingSoon: true }))
      .unwrap();
    await expect.poll(() => callsTo(fetchMock, 'GET /api/site').length).toBe(2);
    await expect.poll(() => callsTo(fetchMock, 'GET /api/coming-soon-status').length).toBe(2);
    // The PATCH's answer is the stored settings: the admin page shows it without reading again.
    expect(callsTo(fetchMock, 'GET /api/admin/settings')).toHaveLength(1);
    expect(
      adminSettingsApi.endpoints.getAdminSettings.select()(store.getState()).data?.comingSoon,
    ).toBe(true);
  });

  it('refreshes nothing after a refused change', async () => {
    const { fetchMock, store } = await withPublicReads(400);
    await store.dispatch(
      adminSettingsApi.endpoints.updateAdminSettings.initiate({ auditRetentionDays: 1 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, 'GET /api/site')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/coming-soon-status')).toHaveLength(1);
    expect(
      adminSettingsApi.endpoints.getAdminSettings.select()(store.getState()).data
        ?.auditRetentionDays,
    ).toBe(365);
  });

  it('reads the subscribers again after a removal', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/newsletter-subscribers': { body: { items: [], total: 0, subscribed: 0 } },
      'DELETE /api/admin/newsletter-subscribers/s1': { status: 204 },
    });
    const store = makeStore();
    const query = { page: 1, pageSize: 10 };
    await store.dispatch(adminNewsletterApi.endpoints.getNewsletterSubscribers.initiate(query));
    await store
      .dispatch(adminNewsletterApi.endpoints.deleteNewsletterSubscriber.initiate('s1'))
      .unwrap();
    await expect
      .poll(() => callsTo(fetchMock, 'GET /api/admin/newsletter-subscribers').length)
      .toBe(2);
  });
});
