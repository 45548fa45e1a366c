import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCampaign } from '../../../../test/campaignEditor';
import { mediaItem, mediaPage } from '../../../../test/media';

// An image of the media library in a newsletter's body: the description dialog offers the
// library's alt text.

const picked = mediaItem(4, { fileName: 'workshop.jpg', altText: 'A workshop' });

describe('NewsletterBodyField: Choose from library', () => {
  it("inserts a library image, its alt text offered from the library's", async () => {
    const { user } = renderCampaign('/admin/content/campaigns/new', [], {
      'GET /api/admin/media': { body: mediaPage([picked]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    await user.click(
      screen.getByRole('button', { name: 'Choose from library: image for the body' }),
    );
    const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
    await user.click(await within(picker).findByRole('radio', { name: /workshop\.jpg/ }));
    await user.click(within(picker).getByRole('button', { name: 'Use this image' }));

    const describe = await screen.findByRole('dialog', { name: 'Describe the image' });
    expect(within(describe).getByRole('textbox', { name: 'Alt text' })).toHaveValue('A workshop');
    await user.click(within(describe).getByRole('button', { name: 'Insert image' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue(
        `![A workshop](${picked.url})`,
      ),
    );
  });
});
