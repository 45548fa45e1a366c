import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCarouselItem } from '@bb/shared/admin-content';
import type { Handlers, MockResponse } from '../../../test/utils';
import { setViewportWidth, VIEWPORT_WIDTHS } from '../../../test/viewport';
import { renderAdminPage } from '../adminTestUtils';
import AdminCarouselsPage from './AdminCarouselsPage';
import { MISSING_ALT_WARNING } from './carouselText';

// axe-core on /admin/carousels at 1280 and 390 px in jsdom (media queries follow the width; the
// end-to-end suite checks colours and real layout in Chromium): the list with every kind of item,
// the empty, loading and failed states, uploads in progress and failed, the item dialogs, the
// delete confirmation and the Configuration tab with an error.

const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../../../api/admin/uploads', () => ({ uploadImage }));
// The crop dialog has its own axe test (features/admin/shared).
vi.mock('../shared/ImageUploadCropDialog', () => ({ ImageUploadCropDialog: () => null }));

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: TAGS },
    // jsdom has no layout: contrast is checked in the browser.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

function item(overrides: Partial<AdminCarouselItem> = {}): AdminCarouselItem {
  return {
    id: 'i1',
    slug: 'mwo-show',
    imageUrl: '/images/gallery-1-960.webp',
    altText: 'The speaker on stage',
    youtubeUrl: null,
    sortOrder: 0,
    isPublished: true,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

const items = [
  item(),
  item({
    id: 'i2',
    sortOrder: 1,
    imageUrl: `/uploads/${'a'.repeat(32)}-1600x900-960.webp`,
    altText: null,
    youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  }),
  item({ id: 'i3', sortOrder: 2, altText: null, isPublished: false }),
];

function handlers(list: AdminCarouselItem[] = items, extra: Handlers = {}): Handlers {
  return {
    'GET /api/admin/carousel/mwo-show': { body: list },
    'GET /api/admin/carousel/mwo-show/config': {
      body: { slug: 'mwo-show', autoPlay: true, intervalMs: 4000, loop: true },
    },
    ...extra,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(VIEWPORT_WIDTHS)('/admin/carousels at %i px: axe finds nothing', (width) => {
  it('in the list, with uploads under way and failed, and in the item dialogs', async () => {
    setViewportWidth(width);
    uploadImage
      .mockRejectedValueOnce(new Error('Failed to upload file'))
      .mockImplementationOnce(() => new Promise(() => {}));
    const { user } = renderAdminPage(
      '/admin/carousels',
      <AdminCarouselsPage />,
      handlers(items, {
        'POST /api/admin/carousel/mwo-show': {
          status: 400,
          body: { statusCode: 400, message: 'Bad', errors: { imageUrl: 'Not an image.' } },
        },
      }),
    );
    await screen.findByRole('tab', { name: 'Items (3)' });
    expect(screen.getByText(MISSING_ALT_WARNING)).toBeInTheDocument();
    expect(await violations()).toEqual([]);

    fireEvent.drop(screen.getByTestId('carousel-drop-zone'), {
      dataTransfer: {
        files: [
          new File(['x'], 'broken.png', { type: 'image/png' }),
          new File(['x'], 'slow.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    await screen.findByRole('progressbar', { name: 'Uploading slow.jpg' });
    await within(screen.getByRole('list', { name: 'Uploads' })).findByText(/Failed:/);
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const add = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    await user.click(within(add).getByRole('button', { name: 'Add Item' }));
    await within(add).findByText('Image URL is required');
    expect(await violations()).toEqual([]);
    await user.click(within(add).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit item #0, The speaker on stage' }));
    await screen.findByRole('dialog', { name: 'Edit Carousel Item' });
    expect(await violations()).toEqual([]);
  });

  it('in the delete confirmation', async () => {
    setViewportWidth(width);
    const { user } = renderAdminPage('/admin/carousels', <AdminCarouselsPage />, handlers());
    await user.click(await screen.findByRole('button', { name: 'Delete item #2' }));
    await screen.findByRole('dialog', { name: 'Delete Carousel Item' });
    expect(await violations()).toEqual([]);
  });

  it('when empty, loading and failed', async () => {
    setViewportWidth(width);
    const empty = renderAdminPage('/admin/carousels', <AdminCarouselsPage />, handlers([]));
    await screen.findByText('No carousel items found.');
    expect(await violations()).toEqual([]);
    empty.unmount();

    const loading = renderAdminPage('/admin/carousels', <AdminCarouselsPage />, {
      'GET /api/admin/carousel/mwo-show': () => new Promise<MockResponse>(() => {}),
    });
    await screen.findByRole('progressbar', { name: 'Loading carousel items' });
    expect(await violations()).toEqual([]);
    loading.unmount();

    renderAdminPage('/admin/carousels', <AdminCarouselsPage />, {
      'GET /api/admin/carousel/mwo-show': { status: 500, body: { statusCode: 500 } },
    });
    await screen.findByRole('button', { name: 'Try again' });
    expect(await violations()).toEqual([]);
  });

  it('in the Configuration tab with an error', async () => {
    setViewportWidth(width);
    const { user } = renderAdminPage(
      '/admin/carousels?tab=configuration',
      <AdminCarouselsPage />,
      handlers(),
    );
    const interval = await screen.findByRole('spinbutton', {
      name: 'Slide interval (milliseconds)',
    });
    expect(await violations()).toEqual([]);
    await user.clear(interval);
    await user.type(interval, '10');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await screen.findByText(/must be at least/);
    expect(await violations()).toEqual([]);
  });
});
