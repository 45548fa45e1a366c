import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminTestimonial,
  AdminTestimonialPage,
  TestimonialExportEntry,
} from '@bb/shared/admin-content';
import { imageFile, loadImage, stubCanvas, layOutAt } from '../../../test/canvas';
import { installFakeXhr, nextXhr } from '../../../test/fakeXhr';
import { bodiesSent, callsTo, fill, type Handlers, type MockResponse } from '../../../test/utils';
import { settings } from '../../../test/adminContent';
import { renderAdminPage, toastRegion } from '../../../test/admin';
import AdminTestimonialsPage from './AdminTestimonialsPage';

const HASH = 'e'.repeat(32);
const PHOTO = `/uploads/${HASH}-600x600-480.webp`;

function testimonial(overrides: Partial<AdminTestimonial> = {}): AdminTestimonial {
  return {
    id: 't1',
    name: 'Jane Doe',
    title: 'Head of People',
    company: 'Acme Corp',
    content: 'A session that changed how our teams work together.',
    rating: 4,
    isPublished: true,
    imageUrl: null,
    publishAt: null,
    unpublishAt: null,
    scheduledBy: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    updatedAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

const jane = testimonial();
const sam = testimonial({
  id: 't2',
  name: 'Sam Rivera',
  title: 'CTO',
  company: 'Globex',
  content: 'Practical, warm and eye-opening.',
  rating: 5,
  isPublished: false,
  imageUrl: PHOTO,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-02T10:00:00.000Z',
});

const toast = () => within(toastRegion());

/** The server's page of `items` (newest first), its counts over `all`. */
function pageOf(
  items: AdminTestimonial[],
  { all = items, page = 1, pageSize = 20, total = items.length } = {},
): AdminTestimonialPage {
  const published = all.filter((t) => t.isPublished).length;
  return {
    items,
    total,
    page,
    pageSize,
    counts: { total: all.length, published, draft: all.length - published },
  };
}

const EMPTY = { body: pageOf([]) };

/** The query of each GET /api/admin/testimonials made, as an object. */
const listQueries = (fetchMock: Parameters<typeof callsTo>[0]) =>
  callsTo(fetchMock, 'GET /api/admin/testimonials').map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

function render(path = '/admin/testimonials', handlers: Handlers = {}) {
  return renderAdminPage(path, <AdminTestimonialsPage />, {
    'GET /api/admin/testimonials': { body: pageOf([sam, jane]) },
    'GET /api/admin/testimonials/export': { body: [sam, jane] },
    ...handlers,
  });
}

const cards = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
const card = (name: string) => cards().find((li) => within(li).queryByText(name))!;
const formDialog = (name: 'Create New Testimonial' | 'Edit Testimonial') =>
  screen.getByRole('dialog', { name });

/** The file input of Import (hidden: the Import button opens it). */
const importInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"][accept=".json,application/json"]')!;

function jsonFile(data: unknown, name = 'testimonials.json') {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return new File([text], name, { type: 'application/json' });
}

beforeAll(() => {
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
});

describe('AdminTestimonialsPage: the list', () => {
  it('shows three skeleton rows while loading', async () => {
    render('/admin/testimonials', {
      'GET /api/admin/testimonials': () => new Promise<MockResponse>(() => {}),
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(document.querySelectorAll('.MuiSkeleton-root')).toHaveLength(3);
  });

  it('shows the empty state when there are none', async () => {
    render('/admin/testimonials', { 'GET /api/admin/testimonials': EMPTY });
    expect(
      await screen.findByRole('heading', { name: 'No testimonials yet. Create your first one!' }),
    ).toBeInTheDocument();
  });

  it('shows each as a card: name, stars, title and company, preview, time, Published or Draft', async () => {
    vi.useFakeTimers({ now: new Date('2026-02-03T10:00:00.000Z'), toFake: ['Date'] });
    try {
      render();
      await screen.findByRole('heading', { name: 'Testimonials (2)' });
      const [first, second] = cards();
      // The photo or initials beside the name are decorative: the heading is the name.
      expect(within(first).getByRole('heading', { level: 3 })).toHaveAccessibleName('Sam Rivera');
      expect(within(second).getByRole('heading', { level: 3 })).toHaveAccessibleName('Jane Doe');
      const janeCard = card('Jane Doe');
      expect(within(janeCard).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      expect(within(janeCard).getByText('Head of People, Acme Corp')).toBeInTheDocument();
      expect(
        within(janeCard).getByText('A session that changed how our teams work together.'),
      ).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
      expect(within(janeCard).getByText('Published')).toBeInTheDocument();
      expect(within(janeCard).getByText(/ago$/)).toHaveAttribute(
        'datetime',
        '2026-01-10T09:30:00.000Z',
      );
      const samCard = card('Sam Rivera');
      expect(within(samCard).getByText('Draft')).toBeInTheDocument();
      expect(within(samCard).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(samCard.querySelector('img')).toHaveAttribute('src', PHOTO);
      expect(
        within(samCard).getByRole('button', { name: 'Edit the testimonial from Sam Rivera' }),
      ).toBeInTheDocument();
      expect(
        within(samCard).getByRole('button', { name: 'Delete the testimonial from Sam Rivera' }),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters drafts from the URL (the dashboard links to ?status=draft)', async () => {
    const { fetchMock } = render('/admin/testimonials?status=draft', {
      'GET /api/admin/testimonials': { body: pageOf([sam], { all: [sam, jane] }) },
    });
    await screen.findByRole('heading', { name: 'Testimonials (1)' });
    expect(cards()).toHaveLength(1);
    expect(card('Sam Rivera')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    expect(listQueries(fetchMock)).toEqual([{ status: 'draft' }]);
  });

  it('asks the server for the page, search and status in the URL, and pages accessibly', async () => {
    const many = Array.from({ length: 20 }, (_, k) =>
      testimonial({ id: `p${k}`, name: `Person ${k}` }),
    );
    const { user, fetchMock } = render('/admin/testimonials?q=person&page=2', {
      'GET /api/admin/testimonials': {
        body: pageOf(many, { page: 2, total: 45, all: [...many, sam, jane] }),
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (45)' });
    // ?q= (the search's earlier name) is still read.
    expect(listQueries(fetchMock)[0]).toEqual({ search: 'person', page: '2' });
    const pages = screen.getByRole('navigation', { name: 'Testimonials pages' });
    expect(within(pages).getByText('Showing 21 to 40 of 45 testimonials')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ search: 'person', page: '3' }),
    );
    await user.selectOptions(within(pages).getByRole('combobox', { name: 'Rows per page' }), '50');
    // A new page size goes back to page 1.
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ search: 'person', pageSize: '50' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        search: 'person',
        pageSize: '50',
        status: 'published',
      }),
    );
  });

  it('says none match (not the empty state) when testimonials exist but the filter finds none', async () => {
    render('/admin/testimonials?status=published', {
      'GET /api/admin/testimonials': { body: pageOf([], { all: [sam] }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'No testimonials match your search criteria' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'No testimonials yet. Create your first one!' }),
    ).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Testimonials pages' })).toBeNull();
  });
});

describe('AdminTestimonialsPage: create, edit, delete', () => {
  // Much typing: 45 s on a busy machine (it took 20 s with other test runs alongside).
  it('creates one: required fields, rating 5 by default, the body sent, the toast, the list read again', async () => {
    const created = testimonial({ id: 't3', name: 'Ada Byron' });
    const { user, fetchMock } = render('/admin/testimonials', {
      'POST /api/admin/testimonials': { status: 201, body: created },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = formDialog('Create New Testimonial');
    const rating = within(dialog).getByRole('combobox', { name: 'Rating' });
    expect(rating).toHaveValue('5');
    expect([...(rating as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '5 Stars',
      '4 Stars',
      '3 Stars',
      '2 Stars',
      '1 Star',
    ]);
    expect(within(dialog).getByRole('switch', { name: 'Published' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    for (const message of [
      'Name is required',
      'Title is required',
      'Company is required',
      'Content is required',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Ada Byron ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Director');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Initech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Superb.');
    await user.selectOptions(rating, '4');
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));

    expect(await toast().findByText('Testimonial created successfully')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/admin/testimonials');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Byron',
      title: 'Director',
      company: 'Initech',
      content: 'Superb.',
      rating: 4,
      isPublished: true,
      imageUrl: null,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New Testimonial' })).toBeNull(),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/testimonials')).toHaveLength(2));
  }, 45_000);

  it("keeps the dialog open with what was typed and the server's messages on the fields when refused", async () => {
    const { user } = render('/admin/testimonials', {
      'POST /api/admin/testimonials': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'imageUrl must be one of this site’s images.',
          errors: { company: 'Company must be at most 120 characters.' },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = formDialog('Create New Testimonial');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Director');
    await user.type(within(dialog).getByRole('textbox', { name: 'Company' }), 'Initech');
    await user.type(within(dialog).getByRole('textbox', { name: 'Content' }), 'Superb.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));

    expect(await toast().findByText('Error')).toBeInTheDocument();
    expect(toast().getByText('imageUrl must be one of this site’s images.')).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Company must be at most 120 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Company' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(within(dialog).getByRole('textbox', { name: 'Content' })).toHaveValue('Superb.');
    expect(screen.getByRole('dialog', { name: 'Create New Testimonial' })).toBeInTheDocument();
  });

  it("says 'Failed to create testimonial' when the server gives no message", async () => {
    const { user } = render('/admin/testimonials', {
      'POST /api/admin/testimonials': { status: 500, body: '' },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = formDialog('Create New Testimonial');
    for (const name of ['Name', 'Title', 'Company', 'Content']) {
      await user.type(within(dialog).getByRole('textbox', { name }), 'x');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));
    expect(await toast().findByText('Failed to create testimonial')).toBeInTheDocument();
  });

  it('edits one: its values shown, the whole body PATCHed, the toast', async () => {
    const { user, fetchMock } = render('/admin/testimonials', {
      'PATCH /api/admin/testimonials/t2': ({ body }) => ({
        body: { ...sam, ...(body as object) },
      }),
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Sam Rivera' }));
    const dialog = formDialog('Edit Testimonial');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Sam Rivera');
    expect(within(dialog).getByRole('combobox', { name: 'Rating' })).toHaveValue('5');
    expect(within(dialog).getByRole('img', { name: 'The chosen profile photo' })).toHaveAttribute(
      'src',
      PHOTO,
    );
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, 'Practical and warm.');
    await user.click(within(dialog).getByRole('switch', { name: 'Published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await toast().findByText('Testimonial updated successfully')).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/testimonials/t2');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Sam Rivera',
      title: 'CTO',
      company: 'Globex',
      content: 'Practical and warm.',
      rating: 5,
      isPublished: true,
      imageUrl: PHOTO,
    });
  });

  it('removes the photo with Remove Photo (imageUrl null)', async () => {
    const { user, fetchMock } = render('/admin/testimonials', {
      'PATCH /api/admin/testimonials/t2': { body: { ...sam, imageUrl: null } },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Sam Rivera' }));
    const dialog = formDialog('Edit Testimonial');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Photo' }));
    expect(within(dialog).queryByRole('img', { name: 'The chosen profile photo' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add Photo' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast().findByText('Testimonial updated successfully');
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/testimonials/t2');
    expect(JSON.parse(String(init?.body)).imageUrl).toBeNull();
  });

  it('adds a photo through the square crop dialog (150 px minimum) and sends its URL', async () => {
    installFakeXhr();
    stubCanvas();
    layOutAt(600, 400);
    const { user, fetchMock } = render('/admin/testimonials', {
      'POST /api/objects/upload': { body: { uploadURL: '/api/objects/upload/x?s=1' } },
      'PATCH /api/admin/testimonials/t1': { body: { ...jane, imageUrl: PHOTO } },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Jane Doe' }));
    await user.click(
      within(formDialog('Edit Testimonial')).getByRole('button', { name: 'Add Photo' }),
    );
    const crop = screen.getByRole('dialog', { name: 'Upload and Crop Image' });
    const input = crop.ownerDocument.querySelector<HTMLInputElement>(
      'input[type="file"][accept="image/*"]',
    )!;
    await user.upload(input, imageFile('jane.png'));
    loadImage(
      await within(crop).findByRole('img', { name: 'The chosen image, jane.png' }),
      600,
      400,
    );
    const area = await within(crop).findByRole('group', { name: /^Crop area/ });
    // Square, 90% of the height.
    expect(area.style.width).toBe(`${(360 / 600) * 100}%`);
    expect(area.style.height).toBe('90%');
    await user.click(within(crop).getByRole('button', { name: 'Upload Image' }));
    (await nextXhr()).respond(201, { url: PHOTO });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload and Crop Image' })).toBeNull(),
    );
    const dialog = formDialog('Edit Testimonial');
    expect(within(dialog).getByRole('img', { name: 'The chosen profile photo' })).toHaveAttribute(
      'src',
      PHOTO,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await toast().findByText('Testimonial updated successfully');
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/admin/testimonials/t1');
    expect(JSON.parse(String(init?.body)).imageUrl).toBe(PHOTO);
  });

  it('deletes one after confirmation; Cancel deletes nothing', async () => {
    const { user, fetchMock } = render('/admin/testimonials', {
      'DELETE /api/admin/testimonials/t1': {
        body: { message: 'Testimonial deleted successfully' },
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Delete the testimonial from Jane Doe' }));
    let confirm = screen.getByRole('dialog', { name: 'Delete Testimonial' });
    expect(confirm).toHaveTextContent('Delete the testimonial from Jane Doe?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete Testimonial' })).toBeNull(),
    );
    expect(callsTo(fetchMock, 'DELETE /api/admin/testimonials/t1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the testimonial from Jane Doe' }));
    confirm = screen.getByRole('dialog', { name: 'Delete Testimonial' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast().findByText('Testimonial deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/admin/testimonials/t1')).toHaveLength(1);
  });

  it("keeps the confirmation open with the server's refusal", async () => {
    const { user } = render('/admin/testimonials', {
      'DELETE /api/admin/testimonials/t1': {
        status: 404,
        body: { statusCode: 404, message: 'Testimonial not found' },
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Delete the testimonial from Jane Doe' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Testimonial' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await toast().findByText('Error')).toBeInTheDocument();
    expect(await within(confirm).findAllByText('Testimonial not found')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Delete Testimonial' })).toBeInTheDocument();
  });
});

describe('AdminTestimonialsPage: export and import', () => {
  let saved: { name: string; blob: Blob }[];
  let original: { create: typeof URL.createObjectURL; revoke: typeof URL.revokeObjectURL };

  beforeEach(() => {
    saved = [];
    original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    let last: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      last = blob as Blob;
      return 'blob:testimonials';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: last! });
    });
  });

  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('exports every testimonial without id, createdAt and updatedAt, oldest first', async () => {
    vi.useFakeTimers({ now: new Date(2026, 1, 3, 12), toFake: ['Date'] });
    try {
      const { user } = render();
      await screen.findByRole('heading', { name: 'Testimonials (2)' });
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await toast().findByText('Export successful')).toBeInTheDocument();
      expect(toast().getByText('Exported 2 testimonials.')).toBeInTheDocument();
      expect(saved.map((s) => s.name)).toEqual(['testimonials-export-2026-02-03.json']);
      expect(JSON.parse(await saved[0].blob.text())).toEqual([
        {
          name: 'Jane Doe',
          title: 'Head of People',
          company: 'Acme Corp',
          content: 'A session that changed how our teams work together.',
          rating: 4,
          isPublished: true,
          imageUrl: null,
        },
        {
          name: 'Sam Rivera',
          title: 'CTO',
          company: 'Globex',
          content: 'Practical, warm and eye-opening.',
          rating: 5,
          isPublished: false,
          imageUrl: PHOTO,
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('exports every testimonial, not only the page shown, read from the export route', async () => {
    const all = Array.from({ length: 30 }, (_, k) =>
      testimonial({
        id: `e${k}`,
        name: `Person ${k}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + k)).toISOString(),
      }),
    ).reverse();
    const { user, fetchMock } = render('/admin/testimonials?pageSize=20', {
      'GET /api/admin/testimonials': { body: pageOf(all.slice(0, 20), { all, total: 30 }) },
      'GET /api/admin/testimonials/export': { body: all },
    });
    await screen.findByRole('heading', { name: 'Testimonials (30)' });
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toast().findByText('Exported 30 testimonials.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/admin/testimonials/export')).toHaveLength(1);
    const file = JSON.parse(await saved[0].blob.text()) as TestimonialExportEntry[];
    // Oldest first, as an import posts them.
    expect(file.map((e) => e.name)).toEqual(Array.from({ length: 30 }, (_, k) => `Person ${k}`));
  });

  it("says 'No data to export' when there are none", async () => {
    const { user } = render('/admin/testimonials', {
      'GET /api/admin/testimonials': EMPTY,
      'GET /api/admin/testimonials/export': { body: [] },
    });
    await screen.findByRole('heading', { name: 'No testimonials yet. Create your first one!' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toast().findByText('No data to export')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('refuses a file that is not JSON, or not an array', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.upload(importInput(), jsonFile('{ not json'));
    expect(await toast().findByText('Import failed')).toBeInTheDocument();
    expect(toast().getByText('Failed to parse the import file.')).toBeInTheDocument();

    await user.upload(importInput(), jsonFile({ name: 'Jane' }));
    expect(
      await toast().findByText('Invalid file format. Expected an array of testimonials.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import Testimonials' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);
  });

  it('refuses a file of more than 500 entries before any preview, posting nothing', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    const entry = (i: number) => ({ name: `P${i}`, title: 'A', company: 'B', content: 'C' });
    await user.upload(importInput(), jsonFile(Array.from({ length: 50_000 }, (_, i) => entry(i))));
    expect(await toast().findByText('Import failed')).toBeInTheDocument();
    expect(
      toast().getByText(
        'Too many testimonials: the file holds 50,000 and at most 500 can be imported at once. Split it into smaller files.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import Testimonials' })).toBeNull();

    await user.upload(importInput(), jsonFile(Array.from({ length: 501 }, (_, i) => entry(i))));
    expect(
      await toast().findByText(
        'Too many testimonials: the file holds 501 and at most 500 can be imported at once. Split it into smaller files.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Import Testimonials' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);

    // 500 are previewed, every one listed.
    await user.upload(importInput(), jsonFile(Array.from({ length: 500 }, (_, i) => entry(i))));
    const preview = await screen.findByRole('dialog', { name: 'Import Testimonials' });
    expect(preview).toHaveTextContent(
      'testimonials.json holds 500 testimonials; 500 can be imported.',
    );
    expect(within(preview).getAllByText('Ready to import')).toHaveLength(500);
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    const file = jsonFile(`[${' '.repeat(5 * 1024 * 1024 - 1)}]`);
    const read = vi.spyOn(file, 'text');
    await user.upload(importInput(), file);
    expect(await toast().findByText('Import failed')).toBeInTheDocument();
    expect(
      toast().getByText('The file is too large: at most 5 MB can be imported.'),
    ).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Import Testimonials' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);
  });

  it('previews every entry with why each would fail; Cancel imports nothing', async () => {
    const { user, fetchMock } = render();
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.upload(
      importInput(),
      jsonFile([
        { name: 'Ada Byron', title: 'Director', company: 'Initech', content: 'Superb.' },
        { name: 'No Content', title: 'CEO', company: 'Hooli' },
        { name: 'Bad Rating', title: 'CEO', company: 'Umbrella', content: 'Ok.', rating: 7 },
      ]),
    );
    const preview = await screen.findByRole('dialog', { name: 'Import Testimonials' });
    expect(preview).toHaveTextContent(
      'testimonials.json holds 3 testimonials; 1 can be imported, the others are skipped.',
    );
    expect(
      within(preview).getByText(
        'Invalid testimonial data. Missing required fields (name, title, company, content).',
      ),
    ).toBeInTheDocument();
    const items = within(preview)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.textContent)).toEqual([
      '1. Ada Byron, InitechReady to import',
      '2. No Content, HoolliWill be skipped: Content is required.'.replace('Hoolli', 'Hooli'),
      '3. Bad Rating, UmbrellaWill be skipped: Rating must be a whole number from 1 to 5.',
    ]);
    await user.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import Testimonials' })).toBeNull(),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/testimonials')).toHaveLength(0);
  });

  it('posts the entries one at a time, showing how far it is, skips failures and says N of M', async () => {
    let inFlight = 0;
    let most = 0;
    let releaseSecond = () => {};
    const secondHeld = new Promise<void>((resolve) => (releaseSecond = resolve));
    let posts = 0;
    const { user, fetchMock } = render('/admin/testimonials', {
      'POST /api/admin/testimonials': async ({ body }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        posts += 1;
        if (posts === 2) await secondHeld;
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        const entry = body as { name: string };
        return entry.name === 'Refused'
          ? { status: 400, body: { statusCode: 400, message: 'Refused.' } }
          : { status: 201, body: testimonial({ id: entry.name, name: entry.name }) };
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.upload(
      importInput(),
      jsonFile([
        { id: 'old', createdAt: 'x', name: 'One', title: 'A', company: 'B', content: 'C' },
        { name: 'Refused', title: 'A', company: 'B', content: 'C' },
        { name: 'Missing', title: 'A', company: 'B' },
        { name: 'Two', title: 'A', company: 'B', content: 'C', rating: 3, isPublished: true },
      ]),
    );
    const preview = await screen.findByRole('dialog', { name: 'Import Testimonials' });
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    // The second of three being posted.
    const progress = await within(preview).findByRole('progressbar', {
      name: 'Importing 1 of 3...',
    });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(within(preview).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    releaseSecond();
    expect(await toast().findByText('Import completed')).toBeInTheDocument();
    expect(toast().getByText('Successfully imported 2 of 4 testimonials.')).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST /api/admin/testimonials').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(sent).toEqual([
      { name: 'One', title: 'A', company: 'B', content: 'C' },
      { name: 'Refused', title: 'A', company: 'B', content: 'C' },
      { name: 'Two', title: 'A', company: 'B', content: 'C', rating: 3, isPublished: true },
    ]);
    expect(most).toBe(1);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/testimonials')).toHaveLength(2));
  });

  it('imports an exported file back unchanged', async () => {
    const { user, fetchMock } = render('/admin/testimonials', {
      'POST /api/admin/testimonials': ({ body }) => ({
        status: 201,
        body: testimonial({ ...(body as object), id: 'new' }),
      }),
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await toast().findByText('Export successful');
    const text = await saved[0].blob.text();
    const exported = JSON.parse(text) as TestimonialExportEntry[];

    await user.upload(importInput(), new File([text], saved[0].name, { type: 'application/json' }));
    const preview = await screen.findByRole('dialog', { name: 'Import Testimonials' });
    expect(preview).toHaveTextContent(`${saved[0].name} holds 2 testimonials; 2 can be imported.`);
    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(
      await toast().findByText('Successfully imported 2 of 2 testimonials.'),
    ).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST /api/admin/testimonials').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    // The same fields and values (imageUrl null is simply not sent: no photo).
    expect(posts).toEqual(
      exported.map(({ imageUrl, ...rest }) => (imageUrl ? { ...rest, imageUrl } : rest)),
    );
  });
});

describe('AdminTestimonialsPage: scheduled publishing', () => {
  const NOW = new Date('2026-11-28T12:00:00.000Z');
  const zone = (timeZone: string): Handlers => ({
    'GET /api/admin/settings': { body: settings({ timeZone }) },
  });
  const scheduleGroup = (dialog: HTMLElement) =>
    within(dialog).getByRole('group', { name: 'Schedule' });
  /** A datetime-local field of the Schedule group, by its label. */
  const timeField = (dialog: HTMLElement, label: 'Publish on' | 'Unpublish on') =>
    within(scheduleGroup(dialog)).getByLabelText(label);

  afterEach(() => {
    vi.useRealTimers();
  });

  it("creates one with a publish and an unpublish time on the organisation's clocks, sent in UTC", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { user, fetchMock } = render('/admin/testimonials', {
      ...zone('Europe/London'),
      'POST /api/admin/testimonials': ({ body }) => ({
        status: 201,
        body: testimonial({ id: 't3', ...(body as object) }),
      }),
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = formDialog('Create New Testimonial');
    for (const [name, value] of [
      ['Name', 'Ada Byron'],
      ['Title', 'Director'],
      ['Company', 'Initech'],
      ['Content', 'Superb.'],
    ] as const)
      await fill(user, within(dialog).getByRole('textbox', { name }), value);
    const publish = timeField(dialog, 'Publish on');
    const unpublish = timeField(dialog, 'Unpublish on');
    await waitFor(() =>
      expect(publish).toHaveAccessibleDescription(
        "Times are in Europe/London (the organisation's time zone).",
      ),
    );
    expect(unpublish).toHaveAccessibleDescription(
      "Times are in Europe/London (the organisation's time zone).",
    );
    await user.type(publish, '2027-06-01T09:00');
    await user.type(unpublish, '2027-07-01T17:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Testimonial' }));

    expect(await toast().findByText('Testimonial created successfully')).toBeInTheDocument();
    // London is on UTC+1 in summer.
    expect(bodiesSent(fetchMock, 'POST /api/admin/testimonials')).toEqual([
      {
        name: 'Ada Byron',
        title: 'Director',
        company: 'Initech',
        content: 'Superb.',
        rating: 5,
        isPublished: false,
        imageUrl: null,
        publishAt: '2027-06-01T08:00:00.000Z',
        unpublishAt: '2027-07-01T16:30:00.000Z',
      },
    ]);
  });

  it('refuses a past time and an unpublish before the publish, sending nothing', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { user, fetchMock } = render('/admin/testimonials', zone('UTC'));
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Jane Doe' }));
    const dialog = formDialog('Edit Testimonial');
    const publish = timeField(dialog, 'Publish on');
    const unpublish = timeField(dialog, 'Unpublish on');
    await user.type(publish, '2026-11-28T11:00');
    await user.type(unpublish, '2026-11-27T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(publish).toHaveAccessibleDescription(
        "Choose a time in the future. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(publish).toHaveAttribute('aria-invalid', 'true');
    await user.clear(publish);
    await user.type(publish, '2026-12-07T09:00');
    await user.clear(unpublish);
    await user.type(unpublish, '2026-12-07T08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(unpublish).toHaveAccessibleDescription(
        "Unpublish must come after publish. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(publish).toHaveAttribute('aria-invalid', 'false');
    expect(callsTo(fetchMock, 'PATCH /api/admin/testimonials/t1')).toHaveLength(0);
  });

  it('shows a scheduled one with its times, and cancels one time by clearing it (null), keeping the other', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const scheduled = testimonial({
      isPublished: false,
      publishAt: '2026-12-07T14:00:00.000Z',
      unpublishAt: '2027-01-07T14:00:00.000Z',
      scheduledBy: 'ada.lovelace',
    });
    const { user, fetchMock } = render('/admin/testimonials', {
      ...zone('America/New_York'),
      'GET /api/admin/testimonials': { body: pageOf([scheduled]) },
      'PATCH /api/admin/testimonials/t1': ({ body }) => ({
        body: { ...scheduled, ...(body as object) },
      }),
    });
    await screen.findByRole('heading', { name: 'Testimonials (1)' });
    const jane = card('Jane Doe');
    await waitFor(() =>
      expect(jane).toHaveTextContent('Publishes Mon, 7 Dec 2026, 09:00 (America/New_York)'),
    );
    expect(jane).toHaveTextContent('Unpublishes Thu, 7 Jan 2027, 09:00 (America/New_York)');
    expect(jane.querySelector('time[datetime="2026-12-07T14:00:00.000Z"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Jane Doe' }));
    const dialog = formDialog('Edit Testimonial');
    expect(timeField(dialog, 'Publish on')).toHaveValue('2026-12-07T09:00');
    const unpublish = timeField(dialog, 'Unpublish on');
    expect(unpublish).toHaveValue('2027-01-07T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Clear Unpublish on' }));
    expect(unpublish).toHaveValue('');
    expect(unpublish).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await toast().findByText('Testimonial updated successfully')).toBeInTheDocument();
    const [sent] = bodiesSent(fetchMock, 'PATCH /api/admin/testimonials/t1') as Record<
      string,
      unknown
    >[];
    // The unchanged publish time is not sent again; the cleared one is cancelled.
    expect(sent.unpublishAt).toBeNull();
    expect(sent).not.toHaveProperty('publishAt');
  });

  it("puts the server's refusal of a time on its field", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const { user } = render('/admin/testimonials', {
      ...zone('UTC'),
      'PATCH /api/admin/testimonials/t1': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'A time can be at most 366 days ahead.',
          errors: { publishAt: 'A time can be at most 366 days ahead.' },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Testimonials (2)' });
    await user.click(screen.getByRole('button', { name: 'Edit the testimonial from Jane Doe' }));
    const dialog = formDialog('Edit Testimonial');
    const publish = timeField(dialog, 'Publish on');
    await user.type(publish, '2027-01-10T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(publish).toHaveAccessibleDescription(
        "A time can be at most 366 days ahead. Times are in UTC (the organisation's time zone).",
      ),
    );
    expect(publish).toHaveValue('2027-01-10T09:00');
  });
});
