import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestimonialFormDialog } from '../../features/admin/testimonials/TestimonialFormDialog';
import { renderAdminPage } from '../../test/admin';
import { mediaItem, mediaPage } from '../../test/media';
import { bodiesSent, callsTo, fill } from '../../test/utils';

// The library's picker as an image field uses it: the testimonial photo (at least 150 × 150).

const big = mediaItem(1, {
  fileName: 'portrait.jpg',
  altText: 'Ada smiling',
  width: 800,
  height: 800,
});
const small = mediaItem(2, { fileName: 'icon.png', altText: null, width: 100, height: 100 });

function render() {
  return renderAdminPage(
    '/admin/testimonials',
    <TestimonialFormDialog open onClose={() => {}} testimonial={null} />,
    {
      'GET /api/admin/media': ({ url }) => ({
        body: mediaPage(url.searchParams.get('search') === 'none' ? [] : [big, small], {
          total: url.searchParams.get('search') === 'none' ? 0 : 2,
        }),
      }),
      'POST /api/admin/testimonials': ({ body }) => ({
        status: 201,
        body: { id: 't1', ...(body as object) },
      }),
    },
  );
}

beforeAll(() => {
  if (typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => {};
});

describe('MediaPickerDialog', () => {
  it('sets the testimonial photo to the picked image; too-small images are disabled with the reason', async () => {
    const { user, fetchMock } = render();
    const form = await screen.findByRole('dialog', { name: 'Create New Testimonial' });
    const choose = within(form).getByRole('button', { name: 'Choose from library: Profile Photo' });
    expect(choose).toHaveTextContent('Choose from library');
    await user.click(choose);

    const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
    const group = await within(picker).findByRole('group', { name: 'Images: 2 images' });
    expect(within(group).getByRole('radio', { name: /portrait\.jpg/ })).toBeEnabled();
    const icon = within(group).getByRole('radio', { name: /icon\.png/ });
    expect(icon).toBeDisabled();
    expect(within(picker).getByText('Too small: at least 150 × 150 pixels')).toBeInTheDocument();
    const use = within(picker).getByRole('button', { name: 'Use this image' });
    expect(use).toBeDisabled();

    // Searching asks the server.
    await fill(user, within(picker).getByRole('searchbox', { name: 'Search images' }), 'none');
    expect(await within(picker).findByText('No images match.')).toBeInTheDocument();
    await user.clear(within(picker).getByRole('searchbox', { name: 'Search images' }));
    await within(picker).findByRole('group', { name: 'Images: 2 images' });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/media').some(([input]) =>
          String(input).includes('search=none'),
        ),
      ).toBe(true),
    );

    await user.click(within(picker).getByRole('radio', { name: /portrait\.jpg/ }));
    expect(within(picker).getByRole('radio', { name: /portrait\.jpg/ })).toBeChecked();
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose from library' })).toBeNull(),
    );

    expect(within(form).getByRole('img', { name: 'The chosen profile photo' })).toHaveAttribute(
      'src',
      big.url,
    );
    await fill(user, within(form).getByRole('textbox', { name: 'Name' }), 'Ada Byron');
    await fill(user, within(form).getByRole('textbox', { name: 'Title' }), 'Director');
    await fill(user, within(form).getByRole('textbox', { name: 'Company' }), 'Initech');
    await fill(user, within(form).getByRole('textbox', { name: 'Content' }), 'Superb.');
    await user.click(within(form).getByRole('button', { name: 'Create Testimonial' }));
    await waitFor(() =>
      expect(bodiesSent(fetchMock, 'POST /api/admin/testimonials')).toEqual([
        expect.objectContaining({ imageUrl: big.url }),
      ]),
    );
  }, 30_000);

  it("chooses by keyboard: Space on a focused radio of the group (arrow keys are the browser's)", async () => {
    const { user } = render();
    const form = await screen.findByRole('dialog', { name: 'Create New Testimonial' });
    await user.click(
      within(form).getByRole('button', { name: 'Choose from library: Profile Photo' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
    const radios = await within(picker).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    radios[0].focus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    expect(within(picker).getByText('Chosen: portrait.jpg')).toHaveAttribute('role', 'status');
    expect(within(picker).getByRole('button', { name: 'Use this image' })).toBeEnabled();
  });
});
