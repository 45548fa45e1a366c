import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { callsTo, mockFetch, type Handlers } from '../../test/utils';
import { carouselsApi } from '../carousels';
import { adminCarouselsApi, reorderBody } from './carousels';

// An administrator's carousel change refreshes the public carousel of that page (GET
// /api/carousel/{slug}, spec 001 section 7) and the admin list, not another page's; a refused
// change refreshes nothing.

type Store = ReturnType<typeof makeStore>;

const item = {
  id: 'i1',
  slug: 'home',
  imageUrl: '/images/gallery-1-960.webp',
  altText: 'A photo',
  youtubeUrl: null,
  sortOrder: 0,
  isPublished: true,
  createdAt: '2026-01-10T09:30:00.000Z',
  updatedAt: '2026-01-10T09:30:00.000Z',
};
const config = { slug: 'home', autoPlay: true, intervalMs: 5000, loop: true };
const publicCarousel = (slug: string) => ({ ...config, slug, items: [] });

function handlers(status: number): Handlers {
  const answer = (body: unknown) => (status < 400 ? { status, body } : { status, body: {} });
  return {
    'GET /api/carousel/home': { body: publicCarousel('home') },
    'GET /api/carousel/mwo-show': { body: publicCarousel('mwo-show') },
    'GET /api/admin/carousel/home': { body: [item] },
    'POST /api/admin/carousel/home': answer(item),
    'PATCH /api/admin/carousel/home/i1': answer(item),
    'DELETE /api/admin/carousel/home/i1': status < 400 ? { status: 204 } : { status, body: {} },
    'PATCH /api/admin/carousel/home/config': answer(config),
    'PATCH /api/admin/carousel/home/reorder': answer([item]),
  };
}

const MUTATIONS: [string, (store: Store) => unknown][] = [
  [
    'createCarouselItem',
    (s) =>
      s.dispatch(
        adminCarouselsApi.endpoints.createCarouselItem.initiate({
          slug: 'home',
          body: { imageUrl: item.imageUrl },
        }),
      ),
  ],
  [
    'updateCarouselItem',
    (s) =>
      s.dispatch(
        adminCarouselsApi.endpoints.updateCarouselItem.initiate({
          slug: 'home',
          id: 'i1',
          changes: { altText: 'B' },
        }),
      ),
  ],
  [
    'deleteCarouselItem',
    (s) =>
      s.dispatch(
        adminCarouselsApi.endpoints.deleteCarouselItem.initiate({ slug: 'home', id: 'i1' }),
      ),
  ],
  [
    'updateCarouselConfig',
    (s) =>
      s.dispatch(
        adminCarouselsApi.endpoints.updateCarouselConfig.initiate({
          slug: 'home',
          changes: { intervalMs: 3000 },
        }),
      ),
  ],
  [
    'reorderCarouselItems',
    (s) =>
      s.dispatch(
        adminCarouselsApi.endpoints.reorderCarouselItems.initiate({ slug: 'home', ids: ['i1'] }),
      ),
  ],
];

async function setup(status: number) {
  const fetchMock = mockFetch(handlers(status));
  const store = makeStore();
  store.dispatch(carouselsApi.endpoints.getCarousel.initiate('home'));
  store.dispatch(carouselsApi.endpoints.getCarousel.initiate('mwo-show'));
  store.dispatch(adminCarouselsApi.endpoints.getAdminCarouselItems.initiate('home'));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  return { fetchMock, store };
}

describe('admin carousel mutations', () => {
  it.each(MUTATIONS)(
    '%s refreshes the public carousel of its page and the admin list',
    async (_name, run) => {
      const { fetchMock, store } = await setup(200);
      await run(store);
      await waitFor(() => expect(callsTo(fetchMock, 'GET /api/carousel/home')).toHaveLength(2));
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET /api/admin/carousel/home')).toHaveLength(2),
      );
      expect(callsTo(fetchMock, 'GET /api/carousel/mwo-show')).toHaveLength(1);
    },
  );

  it.each(MUTATIONS)('%s refreshes nothing when refused', async (_name, run) => {
    const { fetchMock, store } = await setup(400);
    await run(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchMock, 'GET /api/carousel/home')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/admin/carousel/home')).toHaveLength(1);
  });

  it('sends the slug with the body, as the spec has it', async () => {
    const { fetchMock, store } = await setup(200);
    await MUTATIONS[0][1](store);
    const [call] = callsTo(fetchMock, 'POST /api/admin/carousel/home');
    expect(JSON.parse(String(call[1]?.body))).toEqual({ imageUrl: item.imageUrl, slug: 'home' });
  });

  it('numbers the reorder from 0 in the new order', () => {
    expect(reorderBody(['c', 'a', 'b'])).toEqual({
      items: [
        { id: 'c', sortOrder: 0 },
        { id: 'a', sortOrder: 1 },
        { id: 'b', sortOrder: 2 },
      ],
    });
  });
});
