import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { adminPage } from '../../../../test/adminPages';
import { renderAdminPage } from '../../../../test/admin';
import { mediaItem, mediaPage } from '../../../../test/media';
import PageEditorPage from './PageEditorPage';

// A page's image field takes an image of the media library: its URL, and the library's alt text
// when the field has none of its own.

const picked = mediaItem(9, { fileName: 'hall.jpg', altText: 'A full school hall' });

function render() {
  return renderAdminPage(
    '/admin/content/pages/about',
    <PageEditorPage />,
    {
      'GET /api/admin/pages/about': { body: adminPage('about') },
      'GET /api/admin/media': { body: mediaPage([picked]) },
    },
    '/admin/content/pages/:slug',
  );
}

async function pickHall(user: ReturnType<typeof render>['user'], story: HTMLElement) {
  await user.click(within(story).getByRole('button', { name: 'Choose from library: Image' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
  await user.click(await within(picker).findByRole('radio', { name: /hall\.jpg/ }));
  await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose from library' })).toBeNull(),
  );
}

describe('ContentFields: Choose from library', () => {
  it("keeps the field's own alt text, and takes the library's when there is none", async () => {
    const { user } = render();
    await screen.findByRole('form', { name: 'Edit the About page' });
    const story = screen.getByRole('region', { name: 'Our story' });
    const alt = () => within(story).getByRole('textbox', { name: 'Alt text of image' });
    const own = DEFAULT_PAGES.about.story.image.alt;
    expect(alt()).toHaveValue(own);

    await pickHall(user, story);
    expect(alt()).toHaveValue(own);

    await user.clear(alt());
    await pickHall(user, story);
    expect(alt()).toHaveValue('A full school hall');
  }, 45_000);
});
