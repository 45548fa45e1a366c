import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../api/auth';
import { preloadRoute } from '../../app/routes';
import { staffRole } from '@bb/shared/staff-roles';
import { admin, adminHandlers } from '../../test/admin';
import { mockFetch, renderApp } from '../../test/utils';

// The staff banner while coming-soon mode is on (issue 20): administrators see it on the public
// pages and in the admin panel, with a link to the setting; visitors and members never do.

beforeAll(
  () => Promise.all(['/about', '/admin', '/my/profile'].map(preloadRoute)).then(() => undefined),
  60_000,
);

const member: User = {
  ...admin,
  id: 'm1',
  username: 'sam',
  isAdmin: false,
  roles: [],
  permissions: [],
};
const editor: User = {
  ...member,
  id: 'e1',
  username: 'eve',
  roles: ['editor'],
  permissions: [...staffRole('editor').permissions],
};
const ON = { 'GET /api/coming-soon-status': { body: { enabled: true } } };
const OFF = { 'GET /api/coming-soon-status': { body: { enabled: false } } };

const banner = () => screen.queryByRole('region', { name: 'Coming-soon mode' });

async function expectBanner() {
  const region = await screen.findByRole('region', { name: 'Coming-soon mode' });
  expect(within(region).getByText('Coming-soon mode is on.')).toBeInTheDocument();
  expect(
    within(region).getByText('Visitors who are not signed in see only the Coming Soon page.'),
  ).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'Coming-soon setting' })).toHaveAttribute(
    'href',
    '/admin/settings',
  );
  return region;
}

describe('the coming-soon banner', () => {
  it('shows on a public page to an administrator while the mode is on, in the navigation bar', async () => {
    mockFetch(adminHandlers(ON));
    renderApp('/about');
    const region = await expectBanner();
    expect(screen.getByRole('banner')).toContainElement(region);
    // Only one banner is announced (its copy in the page flow only takes its space).
    expect(screen.getAllByRole('region', { name: 'Coming-soon mode' })).toHaveLength(1);
    expect(screen.getAllByText('Coming-soon mode is on.')).toHaveLength(2);
  });

  it('shows in the admin panel while the mode is on', async () => {
    mockFetch(adminHandlers(ON));
    renderApp('/admin');
    await screen.findByRole('navigation', { name: 'Administrator Panel' });
    await expectBanner();
  });

  it('shows to any staff member, such as an editor, while the mode is on', async () => {
    mockFetch({ ...adminHandlers(ON), 'GET /api/user': { body: editor } });
    renderApp('/about');
    await expectBanner();
  });

  it('does not show to an administrator while the mode is off', async () => {
    mockFetch(adminHandlers(OFF));
    renderApp('/about');
    await screen.findByRole('link', { name: 'My Account' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('never shows to a visitor (who gets the coming-soon page) or a member', async () => {
    mockFetch(ON);
    const visitor = renderApp('/about');
    expect(
      await screen.findByRole('heading', { name: "We're Building Something Amazing" }),
    ).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    visitor.unmount();

    mockFetch({ ...ON, 'GET /api/user': { body: member } });
    renderApp('/about');
    await screen.findByRole('link', { name: 'My Account' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(
        "We're Building Something Amazing",
      ),
    );
    expect(banner()).not.toBeInTheDocument();
  });
});
