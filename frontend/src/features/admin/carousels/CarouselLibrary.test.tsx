import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCarouselItem } from '@bb/shared/admin-content';
import { renderAdminPage } from '../../../test/admin';
import { mediaDetail, mediaItem, mediaPage } from '../../../test/media';
import { bodiesSent, type Handlers } from '../../../test/utils';
import { DESCRIBE_NEW_IMAGE, DESCRIBE_NEW_IMAGE_REQUIRED } from './CarouselItemDialog';
import AdminCarouselsPage from './AdminCarouselsPage';

// A carousel item from the media library: the Items tab's 'Choose from library' adds one with the
// library's alt text, and the item dialog's sets Image URL (and Alt text when it is empty).

const picked = mediaItem(5, { fileName: 'stage.jpg', altText: 'The speaker on stage' });
const undescribed = mediaItem(6, { fileName: 'team.jpg', altText: null });
const typed = mediaItem(7, { fileName: 'hall.jpg', altText: 'A full school hall' });

const BRIDGE: AdminCarouselItem = {
  id: 'b1',
  slug: 'mwo-show',
  imageUrl: '/images/gallery-2-960.webp',
  altText: 'Two people fitting the last plank into a bridge',
  youtubeUrl: null,
  sortOrder: 0,
  isPublished: true,
  publishAt: null,
  unpublishAt: null,
  scheduledBy: null,
  createdAt: '2026-01-10T09:30:00.000Z',
  updatedAt: '2026-01-10T09:30:00.000Z',
};

function render(initial: AdminCarouselItem[] = []) {
  let items: AdminCarouselItem[] = initial;
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
    'GET /api/admin/media': { body: mediaPage([picked, undescribed]) },
    [`GET /api/admin/media/${typed.id}`]: { body: mediaDetail(typed) },
    [`PATCH ${base}/b1`]: ({ body }) => ({ body: { ...BRIDGE, ...(body as object) } }),
  };
  return renderAdminPage('/admin/carousels', <AdminCarouselsPage />, handlers);
}

async function pick(user: ReturnType<typeof render>['user'], name: RegExp = /stage\.jpg/) {
  const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
  await user.click(await within(picker).findByRole('radio', { name }));
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

  it("an edited item's replaced image takes its library description, or asks for one before saving", async () => {
    const { user, fetchMock } = render([BRIDGE]);
    await screen.findByRole('tab', { name: 'Items (1)' });
    await user.click(screen.getByRole('button', { name: /^Edit item #0/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel Item' });
    const url = () => within(dialog).getByRole('textbox', { name: 'Image URL' });
    const alt = () => within(dialog).getByRole('textbox', { name: /^Alt text/ });
    const choose = () =>
      user.click(within(dialog).getByRole('button', { name: 'Choose from library: Image URL' }));
    expect(alt()).toHaveValue(BRIDGE.altText);

    // Picked with a description: the description comes with it.
    await choose();
    await pick(user);
    await waitFor(() => expect(alt()).toHaveValue('The speaker on stage'));
    // Picked without one: emptied, and asked for.
    await choose();
    await pick(user, /team\.jpg/);
    await waitFor(() => expect(alt()).toHaveValue(''));
    expect(alt()).toHaveAccessibleDescription(DESCRIBE_NEW_IMAGE);
    expect(alt()).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(alt()).toHaveAccessibleDescription(DESCRIBE_NEW_IMAGE_REQUIRED));
    expect(alt()).toHaveFocus();
    expect(bodiesSent(fetchMock, 'PATCH /api/admin/carousel/mwo-show/b1')).toEqual([]);

    // Typed back to its own image: its own alt text returns; typed to an upload: the library's.
    await user.clear(url());
    await user.type(url(), BRIDGE.imageUrl);
    await waitFor(() => expect(alt()).toHaveValue(BRIDGE.altText));
    await user.clear(url());
    await user.click(url());
    await user.paste(typed.url);
    await waitFor(() => expect(alt()).toHaveValue('A full school hall'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'PATCH /api/admin/carousel/mwo-show/b1')).toEqual([
        expect.objectContaining({ imageUrl: typed.url, altText: 'A full school hall' }),
      ]),
    );
  }, 60_000);
});
