import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { MockResponse } from '../../test/utils';
import { setViewportWidth, VIEWPORT_WIDTHS } from '../../test/viewport';
import { renderAdminPage } from './adminTestUtils';
import AdminContentPage from './content/AdminContentPage';
import { settings, settingsHandlers, subscriberPage } from './contentFixtures';
import AdminSettingsPage from './settings/AdminSettingsPage';

// axe-core on /admin/content and /admin/settings, their states and dialogs, at 1280 and 390 px wide
// (media queries as at that width: on phones the dialogs are full screen and the preview is below
// the form). Colours are checked in the browser by the end-to-end suite.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const never = () => new Promise<MockResponse>(() => {});

describe.each(VIEWPORT_WIDTHS)('content and settings accessibility (axe) at %i px', (width) => {
  const renderContent = () =>
    renderAdminPage('/admin/content', <AdminContentPage />, {
      ...settingsHandlers(),
      'GET /api/admin/newsletter-subscribers': { body: subscriberPage() },
    });

  it('the content page: details, preview and subscribers', async () => {
    setViewportWidth(width);
    renderContent();
    await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    await screen.findByRole('form', { name: 'Organisation details' });
    expect(await violations()).toEqual([]);
  });

  it('the content page with refused fields and a new social link', async () => {
    setViewportWidth(width);
    const { user } = renderContent();
    await screen.findByRole('form', { name: 'Organisation details' });
    await user.clear(screen.getByRole('textbox', { name: /^Organisation name/ }));
    await user.clear(screen.getByRole('textbox', { name: /^Phone link/ }));
    await user.paste('phone');
    await user.click(screen.getByRole('button', { name: 'Add Social Link' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Organisation name is required');
    expect(await violations()).toEqual([]);
  });

  it("the content page's remove confirmation", async () => {
    setViewportWidth(width);
    const { user } = renderContent();
    await user.click(await screen.findByRole('button', { name: 'Remove bob@example.org' }));
    await screen.findByRole('dialog', { name: 'Remove Subscriber' });
    expect(await violations()).toEqual([]);
  });

  it('the content page while loading', async () => {
    setViewportWidth(width);
    renderAdminPage('/admin/content', <AdminContentPage />, {
      'GET /api/admin/settings': never,
      'GET /api/admin/newsletter-subscribers': never,
    });
    await screen.findByRole('heading', { level: 1, name: 'Content' });
    expect(await violations()).toEqual([]);
  });

  it('the content page with no subscribers, and with none matching', async () => {
    setViewportWidth(width);
    const { unmount } = renderAdminPage('/admin/content', <AdminContentPage />, {
      'GET /api/admin/settings': never,
      'GET /api/admin/newsletter-subscribers': { body: subscriberPage([], 0, 0) },
    });
    await screen.findByRole('heading', { name: 'No subscribers yet' });
    expect(await violations()).toEqual([]);
    unmount();

    renderAdminPage('/admin/content?search=zzz', <AdminContentPage />, {
      'GET /api/admin/settings': never,
      'GET /api/admin/newsletter-subscribers': { body: subscriberPage([], 0, 3) },
    });
    await screen.findByRole('heading', { name: 'No matching subscribers' });
    expect(await violations()).toEqual([]);
  });

  it('the settings page: off and on, refused fields, and the confirmation', async () => {
    setViewportWidth(width);
    const first = renderAdminPage(
      '/admin/settings',
      <AdminSettingsPage />,
      settingsHandlers(settings({ comingSoon: true, notificationEmail: 'alerts@example.org' })),
    );
    await screen.findByRole('switch', { name: 'Coming soon mode' });
    expect(await violations()).toEqual([]);
    first.unmount();

    const { user } = renderAdminPage('/admin/settings', <AdminSettingsPage />, settingsHandlers());
    await user.click(await screen.findByRole('switch', { name: 'Coming soon mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn On Coming Soon Mode' });
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByRole('textbox', { name: 'Notification address' }), 'nobody@');
    await user.clear(screen.getByRole('spinbutton', { name: /^Audit retention/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Audit retention is required');
    expect(await violations()).toEqual([]);
  });

  it('the settings page while loading', async () => {
    setViewportWidth(width);
    renderAdminPage('/admin/settings', <AdminSettingsPage />, {
      'GET /api/admin/settings': never,
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(await violations()).toEqual([]);
  });
});
