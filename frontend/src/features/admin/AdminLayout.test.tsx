import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderApp } from '../../test/utils';
import {
  ADMIN_SECTION_PATHS,
  admin,
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
    mockFetch({ 'GET /api/user': { body: { ...admin, isAdmin: false } } });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this area")).toBeInTheDocument();
    expect(screen.getByText('This area is restricted to administrators only.')).toBeInTheDocument();
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
    const fetchMock = mockFetch({ 'GET /api/user': { body: { ...admin, isAdmin: false } } });
    renderApp('/admin');
    await screen.findByRole('heading', { name: 'Access Denied' });
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin/')),
    ).toHaveLength(0);
  });
});
