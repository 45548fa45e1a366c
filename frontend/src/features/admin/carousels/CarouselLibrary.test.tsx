import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCarouselItem } from '@bb/shared/admin-content';
import { renderAdminPage } from '../../../test/admin';
import { mediaItem, mediaPage } from '../../../test/media';
import { bodiesSent, type Handlers } from '../../../test/utils';
import AdminCarouselsPage from './AdminCarouselsPage';

// A carousel item from the media library: the Items tab's 'Choose from library' adds one with the
// library's alt text, and the item dialog's sets Image URL (and Alt text when it is empty).

const picked = mediaItem(5, { fileName: 'stage.jpg', altText: 'The speaker on stage' });

function render() {
  let items: AdminCarouselItem[] = [];
  const base = '/api/admin/carousel/mwo-show';
  const handlers: Handlers = {
    [`GET ${base}`]: () => ({ body: items }),
    [`GET ${base}/config`]: {
      body: { slug: 'mwo-show', autoPlay: true, intervalMs: 4000, loop: true },
    },
    [`POST ${base}`]: ({ body }) => {
      const created = {
        id: `n${items.length}`,
        slug: 'mwo-show',
        youtubeUrl: null,
        publishAt: null,
        unpublishAt: null,
        scheduledBy: null,
        createdAt: '2026-01-10T09:30:00.000Z',
        updatedAt: '2026-01-10T09:30:00.000Z',
        ...(body as object),
      } as AdminCarouselItem;
      items = [...items, created];
      return { status: 201, body: created };
    },
    'GET /api/admin/media': { body: mediaPage([picked]) },
  };
  return renderAdminPage('/admin/carousels', <AdminCarouselsPage />, handlers);
}

async function pick(user: ReturnType<typeof render>['user']) {
  const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
  await user.click(await within(picker).findByRole('radio', { name: /stage\.jpg/ }));
  await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
}

describe('AdminCarouselsPage: Choose from library', () => {
  it('adds an item from a library image with its alt text', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('tab', { name: 'Items (0)' });
    await user.click(
      screen.getByRole('button', {
        name: 'Choose from library: new item of the MWO Show Page carousel',
      }),
    );
    await pick(user);
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/admin/carousel/mwo-show')).toEqual([
        {
          slug: 'mwo-show',
          imageUrl: picked.url,
          altText: 'The speaker on stage',
          youtubeUrl: null,
          sortOrder: 0,
          isPublished: true,
        },
      ]),
    );
  });

  it("fills the item dialog's Image URL and empty Alt text from the library", async () => {
    const { user } = render();
    await screen.findByRole('tab', { name: 'Items (0)' });
    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    await user.click(
      within(dialog).getByRole('button', { name: 'Choose from library: Image URL' }),
    );
    await pick(user);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Image URL' })).toHaveValue(picked.url),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Alt text' })).toHaveValue(
      'The speaker on stage',
    );
  });
});
