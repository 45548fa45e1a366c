import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/Toaster';
import { imageFile, loadImage, stubCanvas, layOutAt } from '../../../test/canvas';
import { installFakeXhr, nextXhr } from '../../../test/fakeXhr';
import { callsTo, mockFetch, renderWithProviders } from '../../../test/utils';
import { ImageUploadCropDialog, type ImageUploadCropDialogProps } from './ImageUploadCropDialog';

const STORED = `/uploads/${'c'.repeat(32)}-540x540-480.webp`;
const UPLOAD_URL = '/api/objects/upload/tok?signature=s';

function Harness(props: Partial<ImageUploadCropDialogProps>) {
  const [open, setOpen] = useState(true);
  const [url, setUrl] = useState('');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open crop
      </button>
      <output data-testid="uploaded">{url}</output>
      <ImageUploadCropDialog
        open={open}
        onClose={() => setOpen(false)}
        onUploaded={setUrl}
        aspect={1}
        minWidth={150}
        minHeight={150}
        {...props}
      />
      <Toaster />
    </>
  );
}

function renderDialog(props: Partial<ImageUploadCropDialogProps> = {}) {
  const result = renderWithProviders(<Harness {...props} />);
  // A file of any type can be chosen ("All files" in the browser's chooser).
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload and Crop Image' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Chooses `file` and lets the browser "decode" it at the given size. */
async function chooseImage(
  user: ReturnType<typeof userEvent.setup>,
  file = imageFile(),
  width = 800,
  height = 600,
) {
  await user.upload(fileInput(), file);
  const image = await screen.findByRole('img', { name: `The chosen image, ${file.name}` });
  loadImage(image, width, height);
  await screen.findByRole('group', { name: /^Crop area/ });
}

/** The dialog's error alert says `text` (its toast announcer is an alert too). */
async function expectAlert(text: string) {
  await waitFor(() =>
    expect(
      within(dialog())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toContain(text),
  );
}

describe('Upload and Crop Image dialog', () => {
  beforeAll(() => {
    // jsdom has no scrolling; the crop area scrolls its box when a handle takes focus.
    if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
  });

  beforeEach(() => {
    installFakeXhr();
    // The crop box's container as laid out: the image's natural size (jsdom lays nothing out).
    layOutAt(800, 600);
  });

  it('offers to choose an image, with Cancel and a disabled Upload Image', async () => {
    renderDialog();
    expect(dialog()).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Choose Image' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    expect(within(dialog()).queryByRole('button', { name: 'Choose Different' })).toBeNull();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), imageFile('notes.txt', 'text/plain'));
    await expectAlert('Invalid file type: Please select an image file');
    expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
  });

  it('refuses a file over the size limit (5MB unless given)', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), imageFile('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    await expectAlert('File too large: Please select an image smaller than 5MB');
  });

  it('uses the given size limit in its message', async () => {
    const { user } = renderDialog({ maxSizeMB: 2 });
    await user.upload(fileInput(), imageFile('big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    await expectAlert('File too large: Please select an image smaller than 2MB');
  });

  it('refuses an image smaller than the smallest crop', async () => {
    const { user } = renderDialog();
    await user.upload(fileInput(), imageFile('tiny.png'));
    loadImage(await screen.findByRole('img', { name: 'The chosen image, tiny.png' }), 120, 400);
    await expectAlert('Image too small: Please select an image at least 150 × 150 pixels');
    expect(within(dialog()).getByRole('button', { name: 'Choose Image' })).toBeInTheDocument();
  });

  it('shows the crop centred over 90% of the image, focused, with scale, rotation and preview', async () => {
    stubCanvas();
    const { user } = renderDialog();
    await chooseImage(user);
    const area = screen.getByRole('group', { name: /^Crop area/ });
    // A square on an 800 x 600 image: 90% of the height (540 px), centred.
    expect(area.style).toMatchObject({ left: '16.25%', top: '5%', width: '67.5%', height: '90%' });
    await waitFor(() => expect(area).toHaveFocus());

    const slider = screen.getByRole('slider', { name: 'Scale: 1.0×' });
    expect(slider).toHaveAttribute('min', '0.5');
    expect(slider).toHaveAttribute('max', '3');
    expect(slider).toHaveAttribute('step', '0.1');
    fireEvent.change(slider, { target: { value: 1.5 } });
    expect(screen.getByText('Scale: 1.5×')).toBeInTheDocument();

    expect(screen.getByText('Rotation: 0°')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(screen.getByText('Rotation: 90°')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(screen.getByText('Rotation: 0°')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The chosen image, photo.png' }).style.transform).toBe(
      'scale(1.5) rotate(0deg)',
    );

    const preview = screen.getByRole('img', { name: 'Preview of the cropped image' });
    expect(preview.tagName).toBe('CANVAS');
    // 540 x 540 source pixels, drawn at 150 px at most.
    expect(preview).toHaveAttribute('width', '150');
    expect(preview).toHaveAttribute('height', '150');
    expect(within(dialog()).getByRole('button', { name: 'Choose Different' })).toBeEnabled();
    expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });

  it('starts no smaller than the smallest crop when 90% would be', async () => {
    stubCanvas();
    layOutAt(160, 160);
    const { user } = renderDialog();
    await chooseImage(user, imageFile(), 160, 160);
    const area = screen.getByRole('group', { name: /^Crop area/ });
    // 90% would be 144 px: the smallest crop is 150 px, centred.
    expect(area.style.width).toBe(`${(150 / 160) * 100}%`);
    expect(area.style.height).toBe(`${(150 / 160) * 100}%`);
    expect(area.style.left).toBe(`${(5 / 160) * 100}%`);
  });

  it('moves the crop area and resizes it from a labelled corner by keyboard', async () => {
    stubCanvas();
    const { user } = renderDialog();
    await chooseImage(user);
    const area = screen.getByRole('group', { name: /^Crop area/ });
    await waitFor(() => expect(area).toHaveFocus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(area.style.left).toBe(`${(128 / 800) * 100}%`);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(area.style.top).toBe(`${(40 / 600) * 100}%`);

    const corner = screen.getByRole('button', {
      name: 'Bottom right corner of the crop area: the arrow keys resize it',
    });
    for (const name of [
      'Top left corner of the crop area: the arrow keys resize it',
      'Top right corner of the crop area: the arrow keys resize it',
      'Bottom left corner of the crop area: the arrow keys resize it',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    corner.focus();
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    // Smaller by 10 px, still square.
    expect(area.style.width).toBe(`${(530 / 800) * 100}%`);
    expect(area.style.height).toBe(`${(530 / 600) * 100}%`);
  });

  it('uploads the crop as a JPEG at quality 0.9 with a progress bar, then closes', async () => {
    const { toBlob } = stubCanvas(new Blob(['cropped'], { type: 'image/jpeg' }));
    const fetchMock = mockFetch({
      'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL, publicPath: STORED } },
    });
    const { user } = renderDialog();
    await chooseImage(user);
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));

    const xhr = await nextXhr();
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toHaveLength(1);
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers['content-type']).toBe('image/jpeg');
    expect((xhr.body as Blob).type).toBe('image/jpeg');
    // The cropped blob has no name: the chosen file's goes to the media library.
    expect(xhr.headers['x-file-name']).toBe('photo.png');
    expect(xhr.headers['x-media-library']).toBeUndefined();
    expect(within(dialog()).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Choose Different' })).toBeDisabled();

    xhr.progress(1, 2);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));

    xhr.respond(201, { url: STORED });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upload and Crop Image' })).toBeNull(),
    );
    expect(screen.getByTestId('uploaded')).toHaveTextContent(STORED);
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
  });

  it("says 'Failed to generate cropped image' when the canvas yields nothing, and uploads nothing", async () => {
    stubCanvas(null);
    const fetchMock = mockFetch();
    const { user } = renderDialog();
    await chooseImage(user);
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    await expectAlert('Failed to generate cropped image');
    expect(await screen.findAllByText('Upload failed')).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toHaveLength(0);
    expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });

  it("shows the server's refusal in the dialog and a toast 'Upload failed', keeping the crop", async () => {
    stubCanvas();
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const { user } = renderDialog();
    await chooseImage(user);
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    (await nextXhr()).respond(413, { statusCode: 413, message: 'The image is larger than 5 MB.' });
    await expectAlert('The image is larger than 5 MB.');
    expect(await screen.findAllByText('Upload failed')).not.toHaveLength(0);
    expect(screen.getByRole('group', { name: /^Crop area/ })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    expect(screen.getByTestId('uploaded')).toHaveTextContent('');
  });

  it('Choose Different replaces the image with another', async () => {
    stubCanvas();
    const { user } = renderDialog();
    await chooseImage(user);
    const click = vi.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Choose Different' }));
    expect(click).toHaveBeenCalled();
    await chooseImage(user, imageFile('second.jpg', 'image/jpeg'));
    expect(screen.queryByRole('img', { name: 'The chosen image, photo.png' })).toBeNull();
  });

  it('starts afresh after closing (Cancel, Escape or the close button)', async () => {
    stubCanvas();
    const { user } = renderDialog();
    for (const close of [
      () => user.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
      () => user.keyboard('{Escape}'),
      () => user.click(within(dialog()).getByRole('button', { name: 'Close' })),
    ]) {
      await chooseImage(user);
      fireEvent.change(screen.getByRole('slider'), { target: { value: 2 } });
      await close();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Upload and Crop Image' })).toBeNull(),
      );
      await user.click(screen.getByRole('button', { name: 'Open crop' }));
      expect(
        await within(dialog()).findByRole('button', { name: 'Choose Image' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: /The chosen image/ })).toBeNull();
      expect(within(dialog()).getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    }
  });

  it('stops an upload under way when closed', async () => {
    stubCanvas();
    mockFetch({ 'POST /api/objects/upload': { body: { uploadURL: UPLOAD_URL } } });
    const { user } = renderDialog();
    await chooseImage(user);
    await user.click(screen.getByRole('button', { name: 'Upload Image' }));
    const xhr = await nextXhr();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByText('Upload failed')).toBeNull();
  });
});
