import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderApp } from '../../test/utils';
import {
  ADMIN_SECTION_PATHS,
  admin,
  contributor,
  editor,
  inboxPerson,
  member,
  newsletterPerson,
  staffMember,
  notifications,
  preloadAdminPages,
  renderAdminApp,
  toastRegion,
} from '../../test/admin';
import { ADMIN_NAV, ADMIN_PAGES } from './adminPages';
import { initialsOf } from './AdminLayout';
import { expectVerificationRequired } from '../../test/expectations';

beforeAll(() => preloadAdminPages(), 60_000);

const nav = () => screen.getByRole('navigation', { name: 'Administrator Panel' });

describe('AdminLayout', () => {
  it("lists the spec's eight links in order plus Messages and Audit Log, only the pages that exist", () => {
    expect(ADMIN_PAGES.map((page) => page.label)).toEqual([
      'Dashboard',
      'Users',
      'Testimonials',
      'Speaking Requests',
      'Partnerships',
      'Content',
      'Media Library',
      'Carousels',
      'Settings',
      'Messages',
      'Audit Log',
    ]);
    expect(ADMIN_NAV.map((page) => page.to)).toEqual(['/admin', ...ADMIN_SECTION_PATHS]);
  });

  it('shows the navigation, the administrator, Sign Out and View Site around the page', async () => {
    renderAdminApp('/admin/users');
    const links = within(await screen.findByRole('navigation', { name: 'Administrator Panel' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Testimonials', '/admin/testimonials'],
      ['Speaking Requests', '/admin/bookings'],
      ['Partnerships', '/admin/partnerships'],
      ['Content', '/admin/content'],
      ['Media Library', '/admin/media'],
      ['Carousels', '/admin/carousels'],
      ['Settings', '/admin/settings'],
      ['Messages', '/admin/messages'],
      ['Audit Log', '/admin/audit-log'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('Administrator Panel')).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Administrator menu' });
    expect(within(aside).getByText('AL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(aside).getByText(admin.username)).toBeInTheDocument();
    expect(within(aside).getByText('Administrator')).toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('signs out with the Logged out toast', async () => {
    const { fetchMock, user } = renderAdminApp('/admin', {
      'POST /api/logout': { body: { message: 'ok' } },
    });
    const aside = await screen.findByRole('complementary', { name: 'Administrator menu' });
    await user.click(within(aside).getByRole('button', { name: 'Sign Out' }));
    expect(
      await within(toastRegion()).findByText('You have been successfully logged out.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
  });

  it('shows the 404 page inside the panel for an unknown admin path', async () => {
    renderAdminApp('/admin/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
  });

  it('makes initials from the username', () => {
    expect(initialsOf('ada.lovelace')).toBe('AL');
    expect(initialsOf('sam')).toBe('S');
    expect(initialsOf('jo_ann-smith')).toBe('JA');
  });
});

describe('the bell', () => {
  it('shows how many inquiries wait and opens the list of them', async () => {
    const { user } = renderAdminApp('/admin/users', {
      'GET /api/admin/notifications': { body: notifications({ total: 7 }) },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 7 waiting' });
    expect(within(bell).getByText('7')).toBeInTheDocument();
    await user.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Waiting for you' });
    expect(
      within(list).getByRole('link', { name: 'Speaking request from Acme Corp' }),
    ).toHaveAttribute('href', '/admin/bookings?id=sr1');
    expect(within(list).getByRole('link', { name: 'Message from Sam Rivera' })).toHaveAttribute(
      'href',
      '/admin/messages?id=c1',
    );
    expect(within(list).getByText('Jordan Lee · Keynote')).toBeInTheDocument();
    expect(within(list).getByText('Showing the newest 2 of 7.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('following an item goes to its page and closes the list', async () => {
    const { user } = renderAdminApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 waiting' }));
    await user.click(screen.getByRole('link', { name: 'Message from Sam Rivera' }));
    expect(screen.queryByRole('dialog', { name: 'Waiting for you' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Messages' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('lists a draft waiting for review as such, linking to the draft', async () => {
    const { user } = renderAdminApp('/admin/users', {
      'GET /api/admin/notifications': {
        body: {
          total: 1,
          items: [
            {
              kind: 'review',
              id: 'r1',
              title: 'Page to review: About',
              detail: 'casey · New team photo',
              createdAt: '2026-11-20T10:30:00.000Z',
              path: '/admin/content/pages/about',
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 waiting' }));
    const list = await screen.findByRole('dialog', { name: 'Waiting for you' });
    expect(within(list).getByRole('link', { name: 'Page to review: About' })).toHaveAttribute(
      'href',
      '/admin/content/pages/about',
    );
    expect(
      within(list).getByText('Waiting for your review · casey · New team photo'),
    ).toBeVisible();
  });

  it('has no badge when nothing waits, and says so in the list', async () => {
    const { user } = renderAdminApp('/admin/users', {
      'GET /api/admin/notifications': { body: { total: 0, items: [] } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, nothing waiting' });
    expect(bell.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
    await user.click(bell);
    const list = await screen.findByRole('dialog', { name: 'Waiting for you' });
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(list).getByText(
        'Nothing is waiting: no pending speaking requests, new partnerships or unread messages.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the admin guard', () => {
  it('shows Access Denied to a member', async () => {
    mockFetch({ 'GET /api/user': { body: member } });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this area")).toBeInTheDocument();
    expect(screen.getByText('This area is restricted to administrators only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/my/dashboard',
    );
    expect(
      screen.queryByRole('navigation', { name: 'Administrator Panel' }),
    ).not.toBeInTheDocument();
  });

  it('asks an unverified administrator to verify their e-mail address', async () => {
    mockFetch({ 'GET /api/user': { body: { ...admin, emailVerified: false } } });
    renderApp('/admin');
    await expectVerificationRequired();
    expect(
      screen.queryByRole('navigation', { name: 'Administrator Panel' }),
    ).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    mockFetch();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for no admin data before the guard lets the administrator in', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': { body: member } });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/')),
    ).toHaveLength(0);
  });
});

/** The side navigation's links (label and address), in order. */
async function navLinks() {
  const links = within(await screen.findByRole('navigation', { name: 'Administrator Panel' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
  return links;
}

describe('staff roles (issue 45)', () => {
  it.each([
    [
      'an editor',
      editor,
      ['Dashboard', 'Testimonials', 'Content', 'Media Library', 'Carousels', 'Settings'],
    ],
    [
      'an inbox person',
      inboxPerson,
      ['Dashboard', 'Speaking Requests', 'Partnerships', 'Messages'],
    ],
    ['a newsletter writer', newsletterPerson, ['Dashboard', 'Content', 'Media Library']],
    ['a contributor', contributor, ['Dashboard', 'Content', 'Media Library']],
  ])(
    'opens the panel to %s, listing only the pages their roles open',
    async (_who, person, expected) => {
      renderAdminApp('/admin', { 'GET /api/user': { body: person } });
      expect(await navLinks()).toEqual(expected);
    },
  );

  it('lists every page for a person holding several roles that together open them', async () => {
    renderAdminApp('/admin', {
      'GET /api/user': { body: staffMember(['editor', 'inbox', 'newsletter']) },
    });
    expect(await navLinks()).toEqual([
      'Dashboard',
      'Testimonials',
      'Speaking Requests',
      'Partnerships',
      'Content',
      'Media Library',
      'Carousels',
      'Settings',
      'Messages',
    ]);
  });

  it("shows the person's roles in the header, and Administrator for an administrator", async () => {
    renderAdminApp('/admin', {
      'GET /api/user': { body: staffMember(['editor', 'inbox'], { username: 'sam.staff' }) },
    });
    const aside = await screen.findByRole('complementary', { name: 'Administrator menu' });
    expect(within(aside).getByText('sam.staff')).toBeInTheDocument();
    expect(within(aside).getByText('Editor, Inbox')).toBeInTheDocument();
    expect(within(aside).queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('shows Access Denied naming the role needed on a deep link to a page the roles do not open', async () => {
    const { fetchMock } = renderAdminApp('/admin/users', { 'GET /api/user': { body: editor } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }),
    ).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this area")).toBeInTheDocument();
    expect(
      screen.getByText('Managing users and their roles needs the Administrator role.'),
    ).toBeInTheDocument();
    // Inside the panel: the editor's navigation stays, Go to Dashboard leads to theirs.
    expect(nav()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(callsTo(fetchMock, 'GET /api/admin/users')).toHaveLength(0);
  });

  it.each([
    [
      '/admin/messages',
      contributor,
      'Answering speaking requests, partnership inquiries and contact messages needs the Inbox or Administrator role.',
    ],
    [
      '/admin/content/campaigns',
      editor,
      'Writing newsletter campaigns needs the Contributor, Newsletter or Administrator role.',
    ],
    [
      '/admin/content/pages/home',
      inboxPerson,
      'Editing page drafts needs the Contributor, Editor or Administrator role.',
    ],
    ['/admin/audit-log', editor, 'Reading the audit log needs the Administrator role.'],
  ])('names the role needed for %s', async (path, person, refusal) => {
    renderAdminApp(path, { 'GET /api/user': { body: person } });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });

  it('opens a page the roles open (the editor on Testimonials)', async () => {
    renderAdminApp('/admin/testimonials', {
      'GET /api/user': { body: editor },
      // The list as the server answers it (with its counts: the page reads them once it has loaded).
      'GET /api/admin/testimonials': {
        body: {
          items: [],
          total: 0,
          page: 1,
          pageSize: 20,
          counts: { total: 0, published: 0, draft: 0 },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testimonials' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('No testimonials yet. Create your first one!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });

  it("the bell's empty list says nothing waits, not that no inquiries do, to those without the inboxes", async () => {
    const { user } = renderAdminApp('/admin', {
      'GET /api/user': { body: editor },
      'GET /api/admin/notifications': { body: { total: 0, items: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, nothing waiting' }));
    const list = await screen.findByRole('dialog', { name: 'Waiting for you' });
    expect(within(list).getByText('Nothing is waiting for you.')).toBeInTheDocument();
  });
});
