import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { watchReads } from '../../test/invalidation';
import { mockFetch, type Handlers } from '../../test/utils';
import { adminCarouselsApi } from './carousels';
import { adminCampaignsApi } from './newsletterCampaigns';
import { adminPagesApi } from './pages';
import { adminSettingsApi } from './settings';
import { adminStatsApi } from './stats';
import { adminTestimonialsApi } from './testimonials';

// The dashboard's list of what is scheduled (GET /api/admin/scheduled, tag 'Scheduled') is read
// again after exactly the mutations that can set, move or cancel a scheduled change (or change how
// it is shown: a campaign's subject, the organisation's time zone), and never after a refused one.

const READS = { scheduled: 'GET /api/admin/scheduled' } as const;
const LIST = { items: [], total: 0, timeZone: 'UTC' };
const PAGE = '/api/admin/pages/about';
const CAMPAIGN = '/api/admin/newsletter/campaigns/c1';

function handlers(status: number): Handlers {
  const answer = (body: unknown) => (status < 400 ? { status, body } : { status, body: {} });
  return {
    [READS.scheduled]: { body: LIST },
    [`PUT ${PAGE}/draft`]: answer({}),
    [`POST ${PAGE}/publish`]: answer({}),
    [`DELETE ${PAGE}/draft`]: answer({}),
    [`POST ${PAGE}/schedule`]: answer({}),
    [`DELETE ${PAGE}/schedule`]: answer({}),
    [`POST ${PAGE}/revisions/r1/restore`]: answer({}),
    'POST /api/admin/testimonials': answer({}),
    'PATCH /api/admin/testimonials/t1': answer({}),
    'DELETE /api/admin/testimonials/t1': answer({}),
    'POST /api/admin/carousel/home': answer({}),
    'PATCH /api/admin/carousel/home/i1': answer({}),
    'DELETE /api/admin/carousel/home/i1': answer({}),
    'PATCH /api/admin/carousel/home/reorder': answer([]),
    'PATCH /api/admin/carousel/home/config': answer({}),
    'POST /api/admin/newsletter/campaigns': answer({ id: 'c1' }),
    [`PATCH ${CAMPAIGN}`]: answer({ id: 'c1' }),
    [`DELETE ${CAMPAIGN}`]: status < 400 ? { status: 204 } : { status, body: {} },
    [`POST ${CAMPAIGN}/send`]: answer({ id: 'c1' }),
    [`POST ${CAMPAIGN}/cancel`]: answer({ id: 'c1' }),
    [`POST ${CAMPAIGN}/test`]: answer({ message: 'sent' }),
    'PATCH /api/admin/settings': answer({}),
  };
}

type Store = ReturnType<typeof makeStore>;
const pages = adminPagesApi.endpoints;
const testimonials = adminTestimonialsApi.endpoints;
const carousels = adminCarouselsApi.endpoints;
const campaigns = adminCampaignsApi.endpoints;
const AT = '2026-12-07T09:00:00.000Z';
const TESTIMONIAL = { name: 'A', title: 'B', company: 'C', content: 'D', publishAt: AT };

/** [name, mutation, whether it refreshes what is scheduled] */
const MUTATIONS: [string, (store: Store) => Promise<unknown>, boolean][] = [
  [
    'schedulePage',
    (s) => s.dispatch(pages.schedulePage.initiate({ slug: 'about', at: AT, version: 1 })),
    true,
  ],
  ['unschedulePage', (s) => s.dispatch(pages.unschedulePage.initiate('about')), true],
  [
    'publishPage (cancels a schedule)',
    (s) => s.dispatch(pages.publishPage.initiate({ slug: 'about', version: 1 })),
    true,
  ],
  [
    'discardPageDraft (cancels a schedule)',
    (s) => s.dispatch(pages.discardPageDraft.initiate('about')),
    true,
  ],
  [
    'savePageDraft',
    (s) =>
      s.dispatch(pages.savePageDraft.initiate({ slug: 'about', content: {} as never, version: 1 })),
    false,
  ],
  [
    'restorePageRevision',
    (s) => s.dispatch(pages.restorePageRevision.initiate({ slug: 'about', id: 'r1', version: 1 })),
    false,
  ],
  [
    'createTestimonial',
    (s) => s.dispatch(testimonials.createTestimonial.initiate(TESTIMONIAL)),
    true,
  ],
  [
    'updateTestimonial',
    (s) =>
      s.dispatch(
        testimonials.updateTestimonial.initiate({ id: 't1', changes: { unpublishAt: null } }),
      ),
    true,
  ],
  ['deleteTestimonial', (s) => s.dispatch(testimonials.deleteTestimonial.initiate('t1')), true],
  [
    'createCarouselItem',
    (s) =>
      s.dispatch(
        carousels.createCarouselItem.initiate({
          slug: 'home',
          body: { imageUrl: '/images/a.webp', publishAt: AT },
        }),
      ),
    true,
  ],
  [
    'updateCarouselItem',
    (s) =>
      s.dispatch(
        carousels.updateCarouselItem.initiate({
          slug: 'home',
          id: 'i1',
          changes: { publishAt: null },
        }),
      ),
    true,
  ],
  [
    'deleteCarouselItem',
    (s) => s.dispatch(carousels.deleteCarouselItem.initiate({ slug: 'home', id: 'i1' })),
    true,
  ],
  [
    'reorderCarouselItems',
    (s) => s.dispatch(carousels.reorderCarouselItems.initiate({ slug: 'home', ids: ['i1'] })),
    false,
  ],
  [
    'updateCarouselConfig',
    (s) =>
      s.dispatch(
        carousels.updateCarouselConfig.initiate({ slug: 'home', changes: { loop: false } }),
      ),
    false,
  ],
  [
    'sendCampaign (scheduled)',
    (s) => s.dispatch(campaigns.sendCampaign.initiate({ id: 'c1', at: AT })),
    true,
  ],
  [
    'controlCampaign (cancel)',
    (s) => s.dispatch(campaigns.controlCampaign.initiate({ id: 'c1', action: 'cancel' })),
    true,
  ],
  ['deleteCampaign', (s) => s.dispatch(campaigns.deleteCampaign.initiate('c1')), true],
  [
    'updateCampaign (the subject the list shows)',
    (s) =>
      s.dispatch(
        campaigns.updateCampaign.initiate({ id: 'c1', version: 1, changes: { subject: 'New' } }),
      ),
    true,
  ],
  [
    'createCampaign',
    (s) =>
      s.dispatch(
        campaigns.createCampaign.initiate({
          subject: 'A',
          previewText: '',
          body: [] as never,
          published: false,
        }),
      ),
    false,
  ],
  ['sendTestCampaign', (s) => s.dispatch(campaigns.sendTestCampaign.initiate('c1')), false],
  [
    'updateAdminSettings (the time zone)',
    (s) =>
      s.dispatch(
        adminSettingsApi.endpoints.updateAdminSettings.initiate({ timeZone: 'Europe/London' }),
      ),
    true,
  ],
];

/** A store with the dashboard's list on screen; counts its reads from here on. */
async function onScreen(status: number) {
  const fetchMock = mockFetch(handlers(status));
  const store = makeStore();
  const subscriptions = [
    store.dispatch(adminStatsApi.endpoints.getScheduled.initiate({ page: 1, pageSize: 5 })),
  ];
  return { store, fetchMock, ...(await watchReads(fetchMock, READS, subscriptions)) };
}

describe('what refreshes the list of what is scheduled', () => {
  it('asks for the first page of the list', async () => {
    const { fetchMock, done } = await onScreen(200);
    const [input] = fetchMock.mock.calls.find(([url]) => String(url).includes('scheduled'))!;
    expect(String(input)).toBe('/api/admin/scheduled?page=1&pageSize=5');
    done();
  });

  it.each(MUTATIONS)('%s', async (_name, mutate, refreshes) => {
    const { store, reread, settle, done } = await onScreen(200);
    await mutate(store);
    await settle();
    expect(reread()).toEqual(refreshes ? ['scheduled'] : []);
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
