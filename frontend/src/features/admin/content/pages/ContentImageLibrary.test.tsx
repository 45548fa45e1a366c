import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { adminPage } from '../../../../test/adminPages';
import { renderAdminPage } from '../../../../test/admin';
import { mediaItem, mediaPage } from '../../../../test/media';
import { MISSING_ALT_MESSAGE } from '@bb/shared/pages/checks';
import { IMAGE_CHANGED_TEXT } from './ContentFields';
import PageEditorPage from './PageEditorPage';

// A page's image field takes an image of the media library: its URL and the library's description
// of it (issue 44: the alt text of the previous picture never stays), or, when the library has none,
// an empty alt text that blocks publishing until it is written.

const picked = mediaItem(9, { fileName: 'hall.jpg', altText: 'A full school hall' });
const undescribed = mediaItem(8, { fileName: 'team.jpg', altText: null });

function render() {
  return renderAdminPage(
    '/admin/content/pages/about',
    <PageEditorPage />,
    {
      'GET /api/admin/pages/about': { body: adminPage('about') },
      'GET /api/admin/media': { body: mediaPage([picked, undescribed]) },
    },
    '/admin/content/pages/:slug',
  );
}

async function pick(
  user: ReturnType<typeof render>['user'],
  story: HTMLElement,
  name: RegExp = /hall\.jpg/,
) {
  await user.click(within(story).getByRole('button', { name: 'Choose from library: Image' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose from library' });
  await user.click(await within(picker).findByRole('radio', { name }));
  await user.click(within(picker).getByRole('button', { name: 'Use this image' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Choose from library' })).toBeNull(),
  );
}

describe('ContentFields: Choose from library', () => {
  it("replaces the previous picture's alt text with the library's description, or empties it and asks for one", async () => {
    const { user } = render();
    await screen.findByRole('form', { name: 'Edit the About page' });
    const story = screen.getByRole('region', { name: 'Our story' });
    const alt = () => within(story).getByRole('textbox', { name: 'Alt text of image' });
    expect(alt()).toHaveValue(DEFAULT_PAGES.about.story.image.alt);

    await pick(user, story);
    expect(alt()).toHaveValue('A full school hall');
    expect(within(story).getByText(IMAGE_CHANGED_TEXT.described)).toHaveAttribute('role', 'status');

    await pick(user, story, /team\.jpg/);
    expect(alt()).toHaveValue('');
    expect(within(story).getByText(IMAGE_CHANGED_TEXT.undescribed)).toHaveAttribute(
      'role',
      'status',
    );
    expect(alt()).toHaveAccessibleDescription(
      `Blocks publishing: ${MISSING_ALT_MESSAGE} What the image shows, for people who cannot see it.`,
    );

    // Marked decorative, then another picture: it is no longer taken as decorative.
    await user.click(within(story).getByRole('checkbox', { name: /^Decorative/ }));
    await pick(user, story);
    expect(within(story).getByRole('checkbox', { name: /^Decorative/ })).not.toBeChecked();
    expect(alt()).toHaveValue('A full school hall');
  }, 60_000);
});
