import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminCarouselConfig, AdminCarouselItem } from '@bb/shared/admin-content';
import type { CarouselSlug } from '@bb/shared/content';
import {
  bodiesSent,
  callsTo,
  deferred,
  type Handlers,
  type MockResponse,
} from '../../../test/utils';
import { settings } from '../../../test/adminContent';
import { currentUrl, renderAdminPage, toastRegion } from '../../../test/admin';
import { imageFile, loadImage, stubCanvas, layOutAt } from '../../../test/canvas';
import { FakeXhr, installFakeXhr, nextXhr } from '../../../test/fakeXhr';
import AdminCarouselsPage from './AdminCarouselsPage';
import { NEW_ITEM_PLACE } from './CarouselItemDialog';
import { ITEMS_PANEL_ID, MISSING_ALT_WARNING } from './carouselText';

// Uploads go through the network edge: POST /api/objects/upload (the fetch mock) and the image's
// PUT (a fake XMLHttpRequest, src/test/fakeXhr.ts); Upload & Crop opens the real crop dialog.

const CROPPED_URL = `/uploads/${'c'.repeat(32)}-1600x900-960.webp`;
const uploadUrl = (n: number) => `/uploads/${String(n).repeat(32).slice(0, 32)}-1200x800-960.webp`;

function item(overrides: Partial<AdminCarouselItem> = {}): AdminCarouselItem {
  return {
    id: 'i1',
    slug: 'mwo-show',
    imageUrl: '/images/gallery-1-960.webp',
    altText: 'The speaker on stage',
    youtubeUrl: null,
    sortOrder: 0,
    isPublished: true,
    publishAt: null,
    unpublishAt: null,
    scheduledBy: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

const three = [
  item(),
  item({
    id: 'i2',
    sortOrder: 1,
    altText: 'A workshop in a school hall',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  }),
  item({ id: 'i3', sortOrder: 2, altText: null, isPublished: false }),
];

const CONFIG: AdminCarouselConfig = {
  slug: 'mwo-show',
  autoPlay: true,
  intervalMs: 4000,
  loop: true,
};

/** A small server: the carousel's items and configuration, changed by the page's requests. */
function server(slug: CarouselSlug, initial: AdminCarouselItem[], extra: Handlers = {}) {
  let items = initial.map((i) => ({ ...i, slug }));
  let config = { ...CONFIG, slug };
  let next = 100;
  const base = `/api/admin/carousel/${slug}`;
  const handlers: Handlers = {
    [`GET ${base}`]: () => ({ body: [...items].sort((a, b) => a.sortOrder - b.sortOrder) }),
    [`GET ${base}/config`]: () => ({ body: config }),
    [`POST ${base}`]: ({ body }) => {
      const created = item({ ...(body as Partial<AdminCarouselItem>), id: `n${next++}`, slug });
      items = [...items, created];
      return { status: 201, body: created };
    },
    [`PATCH ${base}/reorder`]: ({ body }) => {
      const order = (body as { items: { id: string }[] }).items.map((entry) => entry.id);
      items = order.map((id, sortOrder) => ({ ...items.find((i) => i.id === id)!, sortOrder }));
      return { body: items };
    },
    ...Object.fromEntries(
      items.map((i) => [
        `DELETE ${base}/${i.id}`,
        () => {
          items = items.filter((kept) => kept.id !== i.id);
          return { status: 204 };
        },
      ]),
    ),
    [`PATCH ${base}/config`]: ({ body }) => {
      config = { ...config, ...(body as Partial<AdminCarouselConfig>) };
      return { body: config };
    },
    ...extra,
  };
  return handlers;
}

function render(path = '/admin/carousels', handlers: Handlers = server('mwo-show', three)) {
  return renderAdminPage(path, <AdminCarouselsPage />, handlers);
}

const toast = () => toastRegion();
const list = () => screen.getByRole('list', { name: /^Items of the/ });
const rows = () => within(list()).getAllByRole('listitem');
/** Each row's '#n' and its text, in order. */
const order = () => rows().map((row) => row.textContent ?? '');
/** Types `text` into `field` at once (a paste: quicker than key by key). */
async function fill(user: ReturnType<typeof render>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as unknown;

function image(name: string, type = 'image/jpeg', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('carousel-drop-zone'), { dataTransfer: { files } });
}

beforeEach(() => {
  installFakeXhr();
});

/** Where POST /api/objects/upload sends the image's PUT. */
const UPLOAD_TICKET = {
  'POST /api/objects/upload': { body: { uploadURL: '/api/objects/upload/x?s=1' } },
};
/** The upload requests made: the tickets asked for (fetch) and the images sent (PUT). */
function uploadsSent(fetchMock: ReturnType<typeof render>['fetchMock']) {
  return {
    tickets: callsTo(fetchMock, 'POST /api/objects/upload').length,
    images: FakeXhr.requests.filter((xhr) => xhr.body !== undefined).length,
  };
}

describe('AdminCarouselsPage: selector, URL and tabs', () => {
  it('starts on the MWO Show Page carousel, lists the three carousels, and keeps the choice in the URL', async () => {
    const { user, fetchMock } = render('/admin/carousels', {
      ...server('mwo-show', three),
      ...server('programs', []),
    });
    const select = screen.getByRole('combobox', { name: 'Carousel' });
    expect(select).toHaveValue('mwo-show');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MWO Show Page', 'Home Page', 'Programs Page']);
    expect(await screen.findByRole('tab', { name: 'Items (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.selectOptions(select, 'programs');
    expect(currentUrl()).toBe('/admin/carousels?slug=programs');
    expect(await screen.findByText('No carousel items found.')).toBeInTheDocument();
    expect(screen.getByText('Add your first item to get started.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Items (0)' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/carousel/programs')).toHaveLength(1);
  });

  it("opens the carousel the URL names (the audit log's links)", async () => {
    render('/admin/carousels?slug=home', server('home', [item({ id: 'h1' })]));
    expect(screen.getByRole('combobox', { name: 'Carousel' })).toHaveValue('home');
    expect(await screen.findByRole('tab', { name: 'Items (1)' })).toBeInTheDocument();
  });

  it('switches to the Configuration tab (ARIA tabs), in the URL too', async () => {
    const { user } = render();
    const items = await screen.findByRole('tab', { name: 'Items (3)' });
    expect(screen.getByRole('tabpanel', { name: 'Items (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Configuration' }));
    expect(currentUrl()).toBe('/admin/carousels?tab=configuration');
    expect(items).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Configuration' });
    expect(
      await within(panel).findByRole('spinbutton', { name: 'Slide interval (seconds)' }),
    ).toHaveValue(4);
  });
});

describe('AdminCarouselsPage: the list', () => {
  it('shows each item by sortOrder with #n, Published or Draft, Video, the alt text or No description', async () => {
    render('/admin/carousels', server('mwo-show', [three[2], three[0], three[1]]));
    await screen.findByRole('tab', { name: 'Items (3)' });
    const [first, second, third] = rows();
    expect(within(first).getByText('#0')).toBeInTheDocument();
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('The speaker on stage')).toBeInTheDocument();
    expect(within(first).queryByText('Video')).not.toBeInTheDocument();
    expect(within(second).getByText('#1')).toBeInTheDocument();
    expect(within(second).getByText('Video')).toBeInTheDocument();
    expect(within(third).getByText('#2')).toBeInTheDocument();
    expect(within(third).getByText('Draft')).toBeInTheDocument();
    expect(within(third).getByText('No description')).toBeInTheDocument();
    // A draft without alt text is not shown to visitors: no warning yet.
    expect(screen.queryByText(MISSING_ALT_WARNING)).not.toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Edit item #0, The speaker on stage' }),
    ).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Delete item #2' })).toBeInTheDocument();
  });

  it('warns about a published item without alt text', async () => {
    render('/admin/carousels', server('mwo-show', [item({ altText: '  ' })]));
    const warning = await screen.findByText(MISSING_ALT_WARNING);
    expect(warning).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit item #0' })).toHaveAccessibleDescription(
      MISSING_ALT_WARNING,
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    render('/admin/carousels', {
      'GET /api/admin/carousel/mwo-show': { status: 500, body: { message: 'boom' } },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('AdminCarouselsPage: Add Item Manually, edit and delete', () => {
  it('requires the image URL, then creates the item with the typed fields, at the end of the list', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    // One way to order the items, the list's: no number to type here (issue 44).
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    expect(within(dialog).getByText(NEW_ITEM_PLACE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(await within(dialog).findByText('Image URL is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Image URL' })).toHaveFocus();

    await fill(user, within(dialog).getByRole('textbox', { name: 'Image URL' }), uploadUrl(7));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Alt text' }), 'A panel');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'YouTube URL' }),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show');
    expect(bodyOf(call)).toEqual({
      slug: 'mwo-show',
      imageUrl: uploadUrl(7),
      altText: 'A panel',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      sortOrder: 3,
      isPublished: false,
    });
    expect(
      await within(toast()).findByText('Carousel item created successfully'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Items (4)' })).toBeInTheDocument();
  });

  it("refuses another site's image and a non-YouTube video before sending", async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Image URL' }),
      'https://elsewhere.example/a.jpg',
    );
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'YouTube URL' }),
      'https://vimeo.com/1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    expect(
      await within(dialog).findByText(/the site shows images from its own address only/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a YouTube video address/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')).toHaveLength(0);
  });

  it("shows the server's field errors on their fields and keeps what was typed", async () => {
    const { user } = render('/admin/carousels', {
      ...server('mwo-show', three),
      'POST /api/admin/carousel/mwo-show': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Alt text is not allowed here.',
          errors: { altText: 'Alt text is not allowed here.' },
        },
      },
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Image URL' }), uploadUrl(3));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Alt text' }), 'Typed text');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    await waitFor(() => expect(alt).toHaveAccessibleDescription('Alt text is not allowed here.'));
    expect(alt).toHaveValue('Typed text');
    expect(within(dialog).getByRole('textbox', { name: 'Image URL' })).toHaveValue(uploadUrl(3));
    expect(within(toast()).getByText('Error')).toBeInTheDocument();
  });

  it('edits an item (PATCH) and deletes one after confirmation', async () => {
    const { user, fetchMock } = render('/admin/carousels', {
      ...server('mwo-show', three),
      'PATCH /api/admin/carousel/mwo-show/i1': ({ body }) => ({
        body: item(body as Partial<AdminCarouselItem>),
      }),
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Edit item #0, The speaker on stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel Item' });
    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    await user.clear(alt);
    await fill(user, alt, 'The speaker with the audience');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const edited = bodyOf(callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/i1')[0]);
    expect(edited).toMatchObject({
      slug: 'mwo-show',
      altText: 'The speaker with the audience',
      isPublished: true,
    });
    // Its place is the list's to change: an edit keeps it.
    expect(edited).not.toHaveProperty('sortOrder');
    expect(
      await within(toast()).findByText('Carousel item updated successfully'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete item #2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Carousel Item' });
    expect(confirm).toHaveTextContent(
      'Item #2 will be removed from the MWO Show Page carousel. This cannot be undone.',
    );
    expect(callsTo(fetchMock, 'DELETE /api/admin/carousel/mwo-show/i3')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/admin/carousel/mwo-show/i3')).toHaveLength(1);
    expect(
      await within(toast()).findByText('Carousel item deleted successfully'),
    ).toBeInTheDocument();
    // The deleted item's Delete button had focus: it goes to the Items panel, not the page.
    await screen.findByRole('tab', { name: 'Items (2)' });
    await waitFor(() => expect(document.getElementById(ITEMS_PANEL_ID)).toHaveFocus());
  });

  it('keeps the delete confirmation open with the reason when the server refuses', async () => {
    const { user } = render('/admin/carousels', {
      ...server('mwo-show', three),
      'DELETE /api/admin/carousel/mwo-show/i1': { status: 500, body: { statusCode: 500 } },
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Delete item #0, The speaker on stage' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Carousel Item' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Item' }));
    await waitFor(() =>
      expect(within(confirm).getAllByRole('alert')[0]).toHaveTextContent(
        'Failed to delete carousel item',
      ),
    );
    expect(confirm).toBeInTheDocument();
  });
});

describe('AdminCarouselsPage: uploads', () => {
  it('refuses files that are not images, and more than 20, without uploading', async () => {
    const { fetchMock } = render('/admin/carousels', server('mwo-show', three, UPLOAD_TICKET));
    await screen.findByRole('tab', { name: 'Items (3)' });
    drop([image('a.jpg'), image('notes.pdf', 'application/pdf')]);
    expect(await within(toast()).findByText('Invalid files')).toBeInTheDocument();
    expect(within(toast()).getByText('Please select only image files')).toBeInTheDocument();

    drop(Array.from({ length: 21 }, (_, i) => image(`p${i}.png`, 'image/png')));
    expect(await within(toast()).findByText('Too many files')).toBeInTheDocument();
    expect(within(toast()).getByText('Maximum 20 images allowed')).toBeInTheDocument();
    expect(uploadsSent(fetchMock)).toEqual({ tickets: 0, images: 0 });
  });

  it('the zone is a keyboard-reachable button with the formats and limits, and a file input', async () => {
    const { user, fetchMock } = render('/admin/carousels', server('mwo-show', [], UPLOAD_TICKET));
    await screen.findByText('No carousel items found.');
    const choose = screen.getByRole('button', { name: 'Choose Images' });
    expect(choose).toHaveAccessibleDescription(/JPG, PNG, GIF, WebP up to 5MB each/);
    expect(choose).toHaveAccessibleDescription(/at most 20 images/);
    const input = screen.getByLabelText<HTMLInputElement>('Choose images to upload');
    expect(input).toHaveAttribute('multiple');
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, [image('one.webp', 'image/webp')]);
    const put = await nextXhr();
    expect(put.method).toBe('PUT');
    // The file's own name goes to the media library.
    expect(put.headers['x-file-name']).toBe('one.webp');
    expect(uploadsSent(fetchMock)).toEqual({ tickets: 1, images: 1 });
    put.respond(201, { url: uploadUrl(1) });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')).toHaveLength(1),
    );
  });

  it('uploads each file with its own progress bar, numbers new items from the highest, and reports a failure per file', async () => {
    const { fetchMock } = render('/admin/carousels', server('mwo-show', three, UPLOAD_TICKET));
    await screen.findByRole('tab', { name: 'Items (3)' });

    drop([image('stage.jpg'), image('broken.png', 'image/png'), image('hall.gif', 'image/gif')]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading stage.jpg' });
    const first = await nextXhr();
    act(() => first.progress(40, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();
    // The others wait their turn, each with its bar.
    expect(screen.getByRole('progressbar', { name: 'Uploading broken.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading hall.gif' })).toBeInTheDocument();
    act(() => first.respond(201, { url: uploadUrl(1) }));
    const second = await nextXhr();
    act(() =>
      second.respond(400, {
        statusCode: 400,
        message: 'The file is not an image the site accepts.',
      }),
    );
    const third = await nextXhr();
    act(() => third.respond(201, { url: uploadUrl(2) }));

    expect(await within(toast()).findByText('Upload failed')).toBeInTheDocument();
    expect(within(toast()).getByText('Failed to upload broken.png')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')).toHaveLength(2),
    );
    const bodies = callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show').map(bodyOf);
    // Three items (0 to 2): the new ones are 3 and 4, published, no alt text, no video.
    expect(bodies).toEqual([
      {
        slug: 'mwo-show',
        imageUrl: uploadUrl(1),
        altText: '',
        youtubeUrl: null,
        sortOrder: 3,
        isPublished: true,
      },
      {
        slug: 'mwo-show',
        imageUrl: uploadUrl(2),
        altText: '',
        youtubeUrl: null,
        sortOrder: 4,
        isPublished: true,
      },
    ]);
    // The failure stays listed with its reason until dismissed.
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByRole('listitem')).toHaveLength(1));
    expect(uploads).toHaveTextContent('broken.png');
    expect(uploads).toHaveTextContent('The file is not an image the site accepts.');
    expect(
      await screen.findByText('2 of 3 images added to the carousel; 1 failed.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Items (5)' })).toBeInTheDocument();
    // New items are published without alt text: each shows the warning.
    expect(screen.getAllByText(MISSING_ALT_WARNING)).toHaveLength(2);
  });

  it('numbers the first upload of an empty carousel 0, and refuses a file over 5MB without sending it', async () => {
    const { fetchMock } = render('/admin/carousels', server('mwo-show', [], UPLOAD_TICKET));
    await screen.findByText('No carousel items found.');
    drop([image('big.jpg', 'image/jpeg', 6 * 1024 * 1024), image('small.jpg')]);
    (await nextXhr()).respond(201, { url: uploadUrl(1) });
    expect(await within(toast()).findByText('Failed to upload big.jpg')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')).toHaveLength(1),
    );
    expect(uploadsSent(fetchMock)).toEqual({ tickets: 1, images: 1 });
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')[0])).toMatchObject({
      sortOrder: 0,
    });
    expect(screen.getByRole('list', { name: 'Uploads' })).toHaveTextContent('Larger than 5MB');
  });

  it('Upload & Crop opens the 16:9 crop dialog and adds the cropped image as a new item', async () => {
    stubCanvas();
    layOutAt(1600, 1200);
    const { user, fetchMock } = render(
      '/admin/carousels',
      server('mwo-show', three, UPLOAD_TICKET),
    );
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Upload & Crop' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload and Crop Image' });
    expect(dialog).toHaveTextContent('smaller than 5MB');
    const input = dialog.ownerDocument.querySelector<HTMLInputElement>(
      'input[type="file"][accept="image/*"]',
    )!;
    await user.upload(input, imageFile('stage.png'));
    loadImage(
      await within(dialog).findByRole('img', { name: 'The chosen image, stage.png' }),
      1600,
      1200,
    );
    const area = await within(dialog).findByRole('group', { name: /^Crop area/ });
    // 16:9, 90% of the width: 1440 by 810 of 1600 by 1200.
    expect(area.style.width).toBe('90%');
    expect(area.style.height).toBe(`${(810 / 1200) * 100}%`);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Image' }));
    (await nextXhr()).respond(201, { url: CROPPED_URL });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')).toHaveLength(1),
    );
    expect(bodyOf(callsTo(fetchMock, 'POST /api/admin/carousel/mwo-show')[0])).toEqual({
      slug: 'mwo-show',
      imageUrl: CROPPED_URL,
      altText: '',
      youtubeUrl: null,
      sortOrder: 3,
      isPublished: true,
    });
    expect(
      await within(toast()).findByText('Carousel item created successfully'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload and Crop Image' })).toBeNull(),
    );
  });
});

describe('AdminCarouselsPage: reorder', () => {
  it('Move up / Move down send the whole new order, announce it and keep focus on the item', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('tab', { name: 'Items (3)' });
    expect(
      screen.getByRole('button', { name: 'Move up: item #0, The speaker on stage' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: item #2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up: item #2' }));
    expect(await screen.findByText('Item #2 moved up to position 2 of 3.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/reorder');
    expect(bodyOf(call)).toEqual({
      items: [
        { id: 'i1', sortOrder: 0 },
        { id: 'i3', sortOrder: 1 },
        { id: 'i2', sortOrder: 2 },
      ],
    });
    expect(await within(toast()).findByText('Items reordered successfully')).toBeInTheDocument();
    await waitFor(() => expect(order()[1]).toMatch(/^#1.*Draft/));
    // The item kept its place in the tab order: its Move up button has focus, now named #1.
    expect(screen.getByRole('button', { name: 'Move up: item #1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Move up: item #1' }));
    await waitFor(() => expect(order()[0]).toMatch(/^#0.*Draft/));
    // At the top Move up is disabled: focus goes to Move down.
    expect(screen.getByRole('button', { name: 'Move down: item #0' })).toHaveFocus();
  });

  it('puts the items back and says so when the server refuses', async () => {
    const refused = deferred<MockResponse>();
    const { user } = render('/admin/carousels', {
      ...server('mwo-show', three),
      'PATCH /api/admin/carousel/mwo-show/reorder': () => refused.promise,
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(
      screen.getByRole('button', { name: 'Move down: item #0, The speaker on stage' }),
    );
    // Shown at once, before the answer.
    await waitFor(() => expect(order()[1]).toMatch(/The speaker on stage/));
    refused.resolve({ status: 500, body: { statusCode: 500 } });
    expect(await within(toast()).findByText('Failed to reorder items')).toBeInTheDocument();
    expect(within(toast()).getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(order()[0]).toMatch(/The speaker on stage/));
    expect(
      screen.getByText('The new order was not saved: the items are back in their previous order.'),
    ).toBeInTheDocument();
  });

  it('drags an item by keyboard (25 px per arrow press) and announces each step', async () => {
    // jsdom has no layout: each row is 100 px tall, one under the other.
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const row = this.closest('li[data-item-id]');
        const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
        const top = index * 110;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          right: 600,
          bottom: top + 100,
          width: 600,
          height: 100,
          toJSON: () => ({}),
        } as DOMRect;
      });
    try {
      const { user, fetchMock } = render();
      await screen.findByRole('tab', { name: 'Items (3)' });
      const handle = screen.getByRole('button', { name: 'Drag item #0, The speaker on stage' });
      expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
      expect(handle).toHaveAccessibleDescription(/Space or Enter to pick it up/);
      handle.focus();
      await user.keyboard(' ');
      expect(
        await screen.findByText('Picked up item #0, The speaker on stage, in position 1 of 3.'),
      ).toBeInTheDocument();
      // The rows' centres are 110 px apart: after two presses of 25 px the item is still nearest
      // its own place, after three it is nearest the next one.
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.queryByText(/is over position 2 of 3/)).not.toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(
        await screen.findByText('Item #0, The speaker on stage is over position 2 of 3.'),
      ).toBeInTheDocument();
      await user.keyboard(' ');
      await waitFor(() =>
        expect(callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/reorder')).toHaveLength(1),
      );
      expect(bodyOf(callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/reorder')[0])).toEqual({
        items: [
          { id: 'i2', sortOrder: 0 },
          { id: 'i1', sortOrder: 1 },
          { id: 'i3', sortOrder: 2 },
        ],
      });
      expect(await within(toast()).findByText('Items reordered successfully')).toBeInTheDocument();
    } finally {
      rect.mockRestore();
    }
  });
});

describe('AdminCarouselsPage: configuration', () => {
  it('takes seconds in half-second steps as its help says, refuses the rest, saves 5 seconds for an empty one', async () => {
    const { user, fetchMock } = render('/admin/carousels?tab=configuration');
    const interval = await screen.findByRole('spinbutton', { name: 'Slide interval (seconds)' });
    expect(interval).toHaveValue(4);
    expect(interval).toHaveAccessibleDescription(
      'How long each slide is shown, in seconds: from 1 to 600, in steps of half a second (such as 4.5). Left empty, 5.',
    );
    expect(interval).toHaveAttribute('min', '1');
    expect(interval).toHaveAttribute('max', '600');
    expect(interval).toHaveAttribute('step', '0.5');
    expect(screen.getByRole('switch', { name: 'Auto-play' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Loop' })).toBeChecked();

    const save = () => user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    const patches = () => callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/config');
    for (const [typed, message] of [
      ['0.5', 'The slide interval must be at least 1 second.'],
      ['6.7', 'The slide interval must be in steps of half a second, such as 4 or 4.5.'],
      ['601', 'The slide interval must be at most 600 seconds (10 minutes).'],
    ]) {
      await user.clear(interval);
      await user.type(interval, typed);
      await save();
      await waitFor(() => expect(interval).toHaveAccessibleDescription(message));
      expect(interval).toHaveAttribute('aria-invalid', 'true');
    }
    expect(patches()).toHaveLength(0);

    // Half a second more than 6: 6500 ms.
    await user.clear(interval);
    await user.type(interval, '6.5');
    await save();
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(bodyOf(patches()[0])).toMatchObject({ intervalMs: 6500 });
    // The saved configuration starts the form again: a new field.
    const field = () => screen.getByRole('spinbutton', { name: 'Slide interval (seconds)' });
    await waitFor(() => expect(field()).not.toBe(interval));
    const saved = field();
    expect(saved).toHaveValue(6.5);

    await user.clear(saved);
    await user.click(screen.getByRole('switch', { name: 'Loop' }));
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(bodyOf(patches()[1])).toEqual({
      slug: 'mwo-show',
      intervalMs: 5000,
      autoPlay: true,
      loop: false,
    });
    expect(
      await within(toast()).findByText('Carousel configuration updated successfully'),
    ).toBeInTheDocument();
    // The saved value is the form's new start: the empty field now reads 5.
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Slide interval (seconds)' })).toHaveValue(5),
    );
  });

  it('says so when the configuration is refused', async () => {
    const { user } = render('/admin/carousels?tab=configuration', {
      ...server('mwo-show', three),
      'PATCH /api/admin/carousel/mwo-show/config': { status: 500, body: { statusCode: 500 } },
    });
    await screen.findByRole('spinbutton', { name: 'Slide interval (seconds)' });
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(await within(toast()).findByText('Failed to update configuration')).toBeInTheDocument();
  });
});

describe('AdminCarouselsPage: scheduled publishing', () => {
  const NOW = new Date('2026-11-28T12:00:00.000Z');
  const zone = (timeZone: string): Handlers => ({
    'GET /api/admin/settings': { body: settings({ timeZone }) },
  });
  const timeField = (dialog: HTMLElement, label: 'Publish on' | 'Unpublish on') =>
    within(within(dialog).getByRole('group', { name: 'Schedule' })).getByLabelText(label);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds an item that publishes and unpublishes by itself, the times typed on the organisation's clocks", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { user, fetchMock } = render('/admin/carousels', {
      ...server('mwo-show', three),
      ...zone('America/New_York'),
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Add Item Manually' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Carousel Item' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Image URL' }), uploadUrl(5));
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    const publish = timeField(dialog, 'Publish on');
    await waitFor(() =>
      expect(publish).toHaveAccessibleDescription(
        "Times are in America/New_York (the organisation's time zone).",
      ),
    );
    await user.type(publish, '2026-12-07T09:00');
    await user.type(timeField(dialog, 'Unpublish on'), '2026-12-31T23:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Item' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // New York is UTC-5 in December.
    expect(bodiesSent(fetchMock, 'POST /api/admin/carousel/mwo-show')).toEqual([
      {
        slug: 'mwo-show',
        imageUrl: uploadUrl(5),
        altText: '',
        youtubeUrl: null,
        sortOrder: 3,
        isPublished: false,
        publishAt: '2026-12-07T14:00:00.000Z',
        unpublishAt: '2027-01-01T04:30:00.000Z',
      },
    ]);
    // The list read again shows the new item's schedule.
    const added = (await screen.findAllByText(/^Publishes/)).map((note) => note.closest('li'));
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveTextContent('Publishes Mon, 7 Dec 2026, 09:00 (America/New_York)');
    expect(added[0]).toHaveTextContent('Unpublishes Thu, 31 Dec 2026, 23:30 (America/New_York)');
  });

  it('refuses an unpublish that does not come after the publish, sending nothing', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { user, fetchMock } = render('/admin/carousels', {
      ...server('mwo-show', three),
      ...zone('UTC'),
    });
    await screen.findByRole('tab', { name: 'Items (3)' });
    await user.click(screen.getByRole('button', { name: 'Edit item #0, The speaker on stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel Item' });
    await user.type(timeField(dialog, 'Publish on'), '2026-12-07T09:00');
    const unpublish = timeField(dialog, 'Unpublish on');
    await user.type(unpublish, '2026-12-07T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(unpublish).toHaveAccessibleDescription(
        "Unpublish must come after publish. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(callsTo(fetchMock, 'PATCH /api/admin/carousel/mwo-show/i1')).toHaveLength(0);
  });

  it("shows an item's schedule, and clearing its publish time cancels it (null)", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const scheduled = item({
      isPublished: false,
      publishAt: '2027-06-01T08:00:00.000Z',
      unpublishAt: '2027-07-01T08:00:00.000Z',
      scheduledBy: 'ada.lovelace',
    });
    const { user, fetchMock } = render('/admin/carousels', {
      ...server('mwo-show', [scheduled]),
      ...zone('Europe/London'),
      'PATCH /api/admin/carousel/mwo-show/i1': ({ body }) => ({
        body: { ...scheduled, ...(body as object) },
      }),
    });
    await screen.findByRole('tab', { name: 'Items (1)' });
    const [row] = rows();
    await waitFor(() =>
      expect(row).toHaveTextContent('Publishes Tue, 1 Jun 2027, 09:00 (Europe/London)'),
    );
    expect(row).toHaveTextContent('Unpublishes Thu, 1 Jul 2027, 09:00 (Europe/London)');

    await user.click(screen.getByRole('button', { name: 'Edit item #0, The speaker on stage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Carousel Item' });
    const publish = timeField(dialog, 'Publish on');
    expect(publish).toHaveValue('2027-06-01T09:00');
    expect(timeField(dialog, 'Unpublish on')).toHaveValue('2027-07-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Clear Publish on' }));
    expect(publish).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = bodiesSent(fetchMock, 'PATCH /api/admin/carousel/mwo-show/i1') as Record<
      string,
      unknown
    >[];
    expect(sent.publishAt).toBeNull();
    expect(sent).not.toHaveProperty('unpublishAt');
  });
});
