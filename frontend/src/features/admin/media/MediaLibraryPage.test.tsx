import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAdminPage, toastRegion } from '../../../test/admin';
import { installFakeXhr, nextXhr } from '../../../test/fakeXhr';
import { mediaDetail, mediaHandlers, mediaItem, mediaPage } from '../../../test/media';
import { apiError, bodiesSent, callsTo, deferred, fill, type Handlers } from '../../../test/utils';
import { DESCRIBE_TEXT } from './DescribeUploadsDialog';
import { MEDIA_TEXT } from './MediaDetailsDialog';
import MediaLibraryPage from './MediaLibraryPage';

const three = [
  mediaItem(1, { useCount: 2 }),
  mediaItem(2, { fileName: null, altText: null }),
  mediaItem(3, { useCount: 1 }),
];

function render(handlers: Handlers = mediaHandlers(three), path = '/admin/media') {
  return renderAdminPage(path, <MediaLibraryPage />, handlers);
}

/** The query of each GET /api/admin/media, in order. */
function listQueries(fetchMock: ReturnType<typeof render>['fetchMock']) {
  return callsTo(fetchMock, 'GET /api/admin/media').map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );
}

const grid = () => screen.getByRole('list', { name: 'Images' });

describe('MediaLibraryPage', () => {
  it('lists the images from the server as buttons with their captions and the count', async () => {
    const { fetchMock } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Media Library' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 images' })).toBeInTheDocument();
    const tiles = within(grid()).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'photo-1.jpgUsed in 2 places',
      'Untitled imageUnusedNeeds a description',
      'photo-3.jpgUsed in 1 place',
    ]);
    const image = within(tiles[0]).getByRole('img', { name: 'Photo 1' });
    expect(image).toHaveAttribute('src', three[0].thumbnailUrl);
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    // No alt text: a decorative image, the caption names the button.
    expect(tiles[1].querySelector('img')).toHaveAttribute('alt', '');
    expect(listQueries(fetchMock)[0]).toEqual({
      page: '1',
      pageSize: '48',
      filter: 'all',
      sort: 'newest',
    });
    expect(screen.getByRole('button', { name: 'Upload images' })).toBeInTheDocument();
  });

  it('sends the search, filter, sort and page to the server', async () => {
    const { user, fetchMock } = render({
      'GET /api/admin/media': { body: mediaPage(three, { total: 100 }) },
    });
    await screen.findByRole('heading', { name: '100 images' });

    await fill(user, screen.getByRole('searchbox', { name: 'Search images' }), 'stage');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'stage' }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'unused' },
    });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'stage', filter: 'unused' }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'name' } });
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ sort: 'name' }));

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        page: '2',
        pageSize: '48',
        search: 'stage',
        filter: 'unused',
        sort: 'name',
      }),
    );

    const show = screen.getByRole('combobox', { name: 'Show' });
    expect(within(show).getByRole('option', { name: 'Needs a description' })).toHaveValue(
      'undescribed',
    );
    fireEvent.change(show, { target: { value: 'undescribed' } });
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ filter: 'undescribed', page: '1' }),
    );
  });

  it('says when nothing matches, and when the library is empty', async () => {
    render(mediaHandlers([]), '/admin/media?search=nothing');
    expect(await screen.findByRole('heading', { name: 'No images match.' })).toBeInTheDocument();
  });

  it('invites the first upload when the library is empty', async () => {
    render(mediaHandlers([]));
    expect(
      await screen.findByRole('heading', {
        name: 'No images yet. Upload images to start the library.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 images' })).toBeInTheDocument();
  });

  it('shows a retry when the list cannot be loaded', async () => {
    render({ 'GET /api/admin/media': apiError(500, 'Boom') });
    expect(await screen.findByText(/We could not load the media library/)).toBeInTheDocument();
  });

  it('saves the alt text, file name and focal point (click and sliders) from the details dialog', async () => {
    const item = three[0];
    let detail = mediaDetail(item, [
      { kind: 'page', label: 'About page', link: '/admin/content/pages/about', alt: null },
      {
        kind: 'carousel-item',
        label: 'Home carousel',
        link: '/admin/carousels?carousel=home',
        alt: 'Our speaker',
      },
    ]);
    const { user, fetchMock } = render({
      ...mediaHandlers(three),
      [`GET /api/admin/media/${item.id}`]: () => ({ body: detail }),
      [`PATCH /api/admin/media/${item.id}`]: ({ body }) => {
        detail = { ...detail, ...(body as object) };
        return { body: detail };
      },
    });
    const tile = (await screen.findAllByRole('button', { name: /photo-1\.jpg/ }))[0];
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'photo-1.jpg' });
    await within(dialog).findByRole('heading', { name: 'Used in' });

    // The facts and the uses.
    expect(within(dialog).getByText('1600 × 900 pixels')).toBeInTheDocument();
    expect(within(dialog).getByText('244 KB')).toBeInTheDocument();
    expect(within(dialog).getByText(/by ada\.lovelace$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'About page' })).toHaveAttribute(
      'href',
      '/admin/content/pages/about',
    );
    expect(within(dialog).getByText('Own alt text: Our speaker')).toBeInTheDocument();
    // Used: no Delete, and why.
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "This image can't be deleted while it is used. Remove it from the places above first.",
      ),
    ).toBeInTheDocument();

    // A click on the preview sets the focal point (25% across, 75% down)…
    const preview = within(dialog).getByTestId('focal-preview');
    preview.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100 }) as DOMRect;
    fireEvent.click(preview, { clientX: 50, clientY: 75 });
    const across = within(dialog).getByRole('slider', { name: 'Focal point across (%)' });
    const down = within(dialog).getByRole('slider', { name: 'Focal point down (%)' });
    expect(across).toHaveValue('25');
    expect(down).toHaveValue('75');
    expect(within(dialog).getByTestId('focal-marker')).toHaveStyle({ left: '25%', top: '75%' });
    // …and so does the keyboard's slider.
    fireEvent.change(down, { target: { value: '40' } });
    expect(down).toHaveValue('40');

    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });
    expect(alt).toHaveAccessibleDescription(
      'The default description wherever this image is used; a use may give its own.',
    );
    await user.clear(alt);
    await fill(user, alt, 'The speaker on stage');
    const name = within(dialog).getByRole('textbox', { name: 'File name' });
    await user.clear(name);
    await fill(user, name, 'stage.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodiesSent(fetchMock, `PATCH /api/admin/media/${item.id}`)).toEqual([
        { altText: 'The speaker on stage', fileName: 'stage.jpg', focalX: 0.25, focalY: 0.4 },
      ]),
    );
    expect(await within(toastRegion()).findByText('Image details saved')).toBeInTheDocument();
  });

  it("shows the server's message when the save is refused", async () => {
    const item = three[1];
    const { user } = render({
      ...mediaHandlers(three),
      [`PATCH /api/admin/media/${item.id}`]: apiError(
        400,
        'File name must be at most 255 characters, without control characters.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: /Untitled image/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Untitled image' });
    await within(dialog).findByText('Not used anywhere.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'File name must be at most 255 characters, without control characters.',
        { selector: '[role="alert"] *, [role="alert"]' },
      ),
    ).toBeInTheDocument();
  });

  it('deletes an unused image after a confirmation, and shows the 409 message when it is used', async () => {
    const item = three[1];
    let answer409 = true;
    const { user, fetchMock } = render({
      ...mediaHandlers(three),
      [`DELETE /api/admin/media/${item.id}`]: () =>
        answer409
          ? {
              status: 409,
              body: {
                statusCode: 409,
                message: 'This image is still used: Home. Remove it there first.',
                uses: [],
              },
            }
          : { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: /Untitled image/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Untitled image' });
    await within(dialog).findByText('Not used anywhere.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    expect(
      await within(confirm).findByText('This image is still used: Home. Remove it there first.'),
    ).toBeInTheDocument();

    answer409 = false;
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /api/admin/media/${item.id}`)).toHaveLength(2),
    );
    expect(await within(toastRegion()).findByText('Image deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Untitled image' })).not.toBeInTheDocument(),
    );
  });
});

describe('MediaLibraryPage: an image only old versions of pages show', () => {
  it('can be deleted after a confirmation that names those versions', async () => {
    const item = three[2];
    const { user, fetchMock } = render({
      ...mediaHandlers(three, {
        [item.id]: mediaDetail(item, [
          {
            kind: 'page-revision',
            label: 'About, revision 2',
            link: '/admin/content/pages/about/history',
            alt: 'Two people fitting the last plank into a bridge',
          },
          {
            kind: 'page-revision',
            label: 'About, revision 3',
            link: '/admin/content/pages/about/history',
            alt: null,
          },
        ]),
      }),
      [`DELETE /api/admin/media/${item.id}`]: { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: /photo-3\.jpg/ }));
    const dialog = await screen.findByRole('dialog', { name: 'photo-3.jpg' });
    expect(await within(dialog).findByText(MEDIA_TEXT.onlyRevisions)).toBeInTheDocument();
    expect(within(dialog).queryByText(MEDIA_TEXT.cannotDelete)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(confirm).toHaveTextContent('2 old versions of pages show this image:');
    expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['About, revision 2', 'About, revision 3']);
    expect(confirm).toHaveTextContent(
      'They will show a placeholder where it was, and restoring one will ask for another image. “photo-3.jpg” will be removed from the library and its files deleted. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /api/admin/media/${item.id}`)).toHaveLength(1),
    );
    expect(await within(toastRegion()).findByText('Image deleted')).toBeInTheDocument();
  });
});

describe('MediaLibraryPage uploads', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  it('uploads each chosen file as it is, named and marked as a library upload, then reads the list again', async () => {
    const { fetchMock } = render({
      ...mediaHandlers(three),
      'POST /api/objects/upload': { body: { uploadURL: '/api/objects/upload/x?s=1' } },
    });
    await screen.findByRole('heading', { name: '3 images' });
    const before = callsTo(fetchMock, 'GET /api/admin/media').length;
    const file = new File(['x'], 'Stage día.png', { type: 'image/png' });
    const wrong = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const input = screen.getByTestId('media-upload-input') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(input).toHaveAttribute('multiple');
    fireEvent.change(input, { target: { files: [wrong, file] } });

    const xhr = await nextXhr();
    expect(xhr.body).toBe(file);
    expect(xhr.headers['x-file-name']).toBe(encodeURIComponent('Stage día.png'));
    expect(xhr.headers['x-media-library']).toBe('1');
    expect(
      screen.getByRole('progressbar', { name: 'Uploading Stage día.png' }),
    ).toBeInTheDocument();
    xhr.respond(201, { url: '/uploads/x-960.webp' });

    expect(
      await within(toastRegion()).findByText('1 image uploaded, 1 failed'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed: Not a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/media').length).toBeGreaterThan(before),
    );
  });

  it('asks for a description of each new image; the ones skipped are found with "Needs a description"', async () => {
    const first = mediaItem(7, { fileName: 'stage.png', altText: null });
    const second = mediaItem(8, { fileName: 'team.png', altText: null });
    // The first image's details come when the test lets them.
    const details = deferred<void>();
    const handlers = mediaHandlers([...three, first, second]);
    const firstDetail = handlers[`GET /api/admin/media/${first.id}`];
    const { user, fetchMock } = render({
      ...handlers,
      [`GET /api/admin/media/${first.id}`]: async (request) => {
        await details.promise;
        return typeof firstDetail === 'function' ? firstDetail(request) : firstDetail;
      },
      'POST /api/objects/upload': { body: { uploadURL: '/api/objects/upload/x?s=1' } },
      [`PATCH /api/admin/media/${first.id}`]: ({ body }) => ({
        body: mediaDetail({ ...first, ...(body as object) }),
      }),
    });
    await screen.findByRole('heading', { name: '5 images' });
    const input = screen.getByTestId('media-upload-input') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          new File(['a'], 'stage.png', { type: 'image/png' }),
          new File(['b'], 'team.png', { type: 'image/png' }),
        ],
      },
    });
    (await nextXhr()).respond(201, { url: first.url });
    (await nextXhr()).respond(201, { url: second.url });

    const dialog = await screen.findByRole('dialog', { name: 'Describe the new images' });
    expect(within(dialog).getByText('Image 1 of 2: stage.png')).toHaveAttribute('role', 'status');
    // Until the image's form is there, Save description has nothing to submit.
    expect(within(dialog).queryByRole('textbox', { name: /^Alt text/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save description' })).toBeDisabled();
    details.resolve();
    const alt = await within(dialog).findByRole('textbox', { name: /^Alt text/ });
    expect(within(dialog).getByRole('button', { name: 'Save description' })).toBeEnabled();
    await waitFor(() => expect(alt).toHaveFocus());
    // Nothing typed: asked again.
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    await waitFor(() => expect(alt).toHaveAccessibleDescription(DESCRIBE_TEXT.required));
    await user.type(alt, 'The speaker on stage');
    await user.click(within(dialog).getByRole('button', { name: 'Save description' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Image 2 of 2: team.png')).toBeInTheDocument(),
    );
    expect(bodiesSent(fetchMock, `PATCH /api/admin/media/${first.id}`)).toEqual([
      { altText: 'The speaker on stage' },
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Alt text/ })).toHaveFocus(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Describe the new images' })).toBeNull(),
    );
    expect(screen.getByText('1 new image has no description yet.')).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show images that need a description' });
    await waitFor(() => expect(show).toHaveFocus());
    await user.click(show);
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ filter: 'undescribed' }),
    );
  });
});
