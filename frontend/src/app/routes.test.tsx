import { PERMISSIONS } from '@bb/shared/staff-roles';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, renderWithProviders } from '../test/utils';
import { AppRoutes } from './routes';
import { expectLinks } from '../test/expectations';

/** Shows the router's current path, to see where a redirect went. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}
const renderWithRouterProbe = (path: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { path },
  );
const currentPath = () => screen.getByTestId('location').textContent;

const signedIn = {
  'GET /api/user': {
    body: {
      id: 'u1',
      username: 'sam',
      email: 'sam@example.org',
      isAdmin: false,
      emailVerified: true,
    },
  },
};
const comingSoonOn = { 'GET /api/coming-soon-status': { body: { enabled: true } } };
const COMING_SOON_HEADING = "We're Building Something Amazing";

describe('app routes', () => {
  it('shows a spinner while the current user and the coming-soon setting load', () => {
    mockFetch({ 'GET /api/coming-soon-status': () => new Promise(() => {}) });
    renderApp('/');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('renders the home hero with its calls to action and stats inside the site shell', async () => {
    mockFetch();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expectLinks([
      ['Book Today', '/mwo-show'],
      ['Learn Our Story', '/about'],
    ]);
    expect(screen.getByText('100 to 1000+')).toBeInTheDocument();
    expect(screen.getByText('2021')).toBeInTheDocument();
    expect(screen.getByText('Dream on 3 Award')).toBeInTheDocument();
    expect(screen.getAllByText('Building Bridges. Breaking Barriers.').length).toBeGreaterThan(0);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    await waitFor(() => expect(document.title).toMatch(/Building Bridges Inclusion$/));
  });

  it('renders the footer with its links, call to action, newsletter promise and copyright', async () => {
    mockFetch();
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const footerNav = within(footer).getByRole('navigation', { name: 'Footer' });
    const hrefs = within(footerNav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['About Us', '/about'],
      ['Speaking Topics', '/mwo-show'],
      ['Contact & Booking', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
    expect(
      within(footer).getByRole('heading', { name: 'Ready to Transform Your Organization?' }),
    ).toBeInTheDocument();
    expectLinks(
      [
        ['Explore Our Programs', '/programs'],
        ['Contact Us', '/contact'],
      ],
      footer,
    );
    expect(within(footer).getByText(/once monthly/)).toBeInTheDocument();
    expect(
      within(footer).getByText('© 2024 Building Bridges Inclusion. All rights reserved.'),
    ).toBeInTheDocument();
    const linkedIn = within(footer).getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('uses the organisation details from /api/site', async () => {
    mockFetch({
      'GET /api/site': {
        body: {
          organizationName: 'Bridges Org',
          tagline: 'Building Bridges. Breaking Barriers.',
          speakerName: 'Alex',
          phoneDisplay: '+1 555 0100',
          phoneHref: 'tel:+15550100',
          email: 'team@bridges.example',
          socialLinks: [
            { label: 'LinkedIn', url: 'https://www.linkedin.com/company/bridges' },
            { label: 'Evil', url: 'javascript:alert(1)' },
          ],
        },
      },
    });
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByText('© 2024 Bridges Org. All rights reserved.'),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /team@bridges.example/ })).toHaveAttribute(
      'href',
      'mailto:team@bridges.example',
    );
    expect(
      within(footer).getByRole('link', { name: 'LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/company/bridges');
    expect(within(footer).queryByRole('link', { name: /Evil/ })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    mockFetch();
    renderApp('/this/page/does-not-exist');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page inside the admin panel for an unknown admin path', async () => {
    mockFetch({
      'GET /api/user': {
        body: {
          ...signedIn['GET /api/user'].body,
          isAdmin: true,
          roles: ['administrator'],
          permissions: [...PERMISSIONS],
        },
      },
      'GET /api/admin/notifications': { body: { total: 0, items: [] } },
    });
    renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Administrator Panel', { selector: 'header *' })).toBeInTheDocument();
  });

  // Each auth path and the h1 of the page it shows (without a token where one is read).
  const AUTH_PAGES: [string, string][] = [
    ['/login', 'Sign In'],
    ['/auth', 'Sign In'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Forgot Password?'],
    ['/verify-email', 'Check Your Email'],
    ['/reset-password', 'Invalid Reset Link'],
    ['/set-password', 'Invalid Link'],
  ];

  it.each(AUTH_PAGES)('shows the auth page at %s (h1 %s) in the auth layout', async (path, h1) => {
    mockFetch();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    // The auth layout has no site navigation or footer.
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it.each([
    [[], '/my/dashboard'],
    [['administrator'], '/admin'],
    [['editor'], '/admin'],
  ])(
    'sends a signed-in user (roles: %j) from /login and /register to %s',
    async (roles, destination) => {
      for (const path of ['/login', '/register']) {
        mockFetch({
          'GET /api/user': {
            body: {
              ...signedIn['GET /api/user'].body,
              isAdmin: roles.includes('administrator'),
              roles,
            },
          },
        });
        const { unmount } = renderWithRouterProbe(path);
        await waitFor(() => expect(currentPath()).toBe(destination));
        expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
        unmount();
      }
    },
  );

  describe('coming-soon mode', () => {
    it.each(['/', '/about', '/my/dashboard', '/admin', '/no-such-page'])(
      'replaces %s for a signed-out visitor',
      async (path) => {
        mockFetch(comingSoonOn);
        renderApp(path);
        expect(
          await screen.findByRole('heading', { name: COMING_SOON_HEADING }),
        ).toBeInTheDocument();
        expect(screen.getByText('Building Bridges. Breaking Barriers.')).toBeInTheDocument();
        expect(
          screen.getByText('© 2024 Building Bridges Inclusion. All rights reserved.'),
        ).toBeInTheDocument();
        expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Book Today' })).not.toBeInTheDocument();
      },
    );

    it.each([
      '/login',
      '/auth',
      '/register',
      '/forgot-password',
      '/verify-email',
      '/reset-password',
      '/set-password',
      '/LOGIN/',
    ])('lets the auth path %s through', async (path) => {
      mockFetch(comingSoonOn);
      renderApp(path);
      const h1 = AUTH_PAGES.find(([p]) => p === path.toLowerCase().replace(/\/$/, ''))![1];
      expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: COMING_SOON_HEADING })).not.toBeInTheDocument();
    });

    it('lets the unsubscribe page through', async () => {
      mockFetch(comingSoonOn);
      renderApp('/newsletter/unsubscribe?token=abc');
      expect(
        await screen.findByRole('heading', { name: 'Unsubscribe from our newsletter' }),
      ).toBeInTheDocument();
    });

    it('is not shown to a signed-in user', async () => {
      mockFetch({ ...comingSoonOn, ...signedIn });
      renderApp('/');
      expect(await screen.findByRole('link', { name: 'Book Today' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: COMING_SOON_HEADING })).not.toBeInTheDocument();
    });

    it('is not shown when it is off', async () => {
      mockFetch();
      renderApp('/');
      expect(await screen.findByRole('link', { name: 'Book Today' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: COMING_SOON_HEADING })).not.toBeInTheDocument();
    });
  });
});
