import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@bb/shared/staff-roles';
import type { User } from '../api/auth';
import { deferred, mockFetch, renderWithProviders, type MockResponse } from '../test/utils';
import { Navbar } from './Navbar';

// The public navigation bar's account link (issue 20): Sign In for a visitor, My Account when
// signed in, in the bar at desktop width and in the phone menu, beside the spec's six links.

const member: User = {
  id: 'm1',
  username: 'sam',
  email: 'sam@example.org',
  isAdmin: false,
  emailVerified: true,
  roles: [],
  permissions: [],
  pendingEmail: null,
  firstSignIn: false,
};
const administrator: User = {
  ...member,
  id: 'a1',
  username: 'ada',
  isAdmin: true,
  roles: ['administrator'],
  permissions: [...PERMISSIONS],
};

const SIX_LINKS = [
  'Home',
  'About Us',
  'The MWO Show',
  'Programs',
  'Corporate Engagement',
  'Contact',
];

function setup(userAnswer?: MockResponse | (() => Promise<MockResponse>)) {
  mockFetch(userAnswer ? { 'GET /api/user': userAnswer } : {});
  renderWithProviders(<Navbar overHero={false} />, { path: '/about' });
  const bar = screen.getByRole('banner');
  const nav = within(bar).getByRole('navigation', { name: 'Main' });
  const menuButton = within(bar).getByRole('button', { name: 'Menu' });
  const menu = () => document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
  return { bar, nav, menuButton, menu, user: userEvent.setup() };
}

/** The bar's own account link (the phone menu's is hidden while the menu is closed). */
const barLink = (bar: HTMLElement, name: string) => within(bar).getByRole('link', { name });

describe('the account link of the public navigation bar', () => {
  it('is Sign In, to /login, for a visitor, after the six main links, which stay as they are', async () => {
    const { bar, nav } = setup();
    await waitFor(() => expect(barLink(bar, 'Sign In')).toHaveAttribute('href', '/login'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SIX_LINKS);
    const links = within(bar).getAllByRole('link');
    expect(links.at(-1)).toBe(barLink(bar, 'Sign In'));
    expect(within(bar).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('is My Account, to /my/dashboard, for a signed-in member', async () => {
    const { bar } = setup({ body: member });
    expect(await within(bar).findByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/my/dashboard',
    );
    expect(within(bar).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('is My Account, to the admin panel, for an administrator', async () => {
    const { bar } = setup({ body: administrator });
    expect(await within(bar).findByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('is Sign In until the user has loaded (a prerendered page is a visitor’s), keeping the space of both labels', async () => {
    const answer = deferred<MockResponse>();
    const { bar } = setup(() => answer.promise);
    const link = barLink(bar, 'Sign In');
    // Both labels are laid out in one cell; the one not in use is hidden, so the width never changes.
    expect(within(link).getByText('My Account')).toHaveAttribute('aria-hidden', 'true');
    expect(within(link).getByText('Sign In')).not.toHaveAttribute('aria-hidden');

    answer.resolve({ body: member });
    await waitFor(() => expect(barLink(bar, 'My Account')).toBe(link));
    expect(within(link).getByText('Sign In')).toHaveAttribute('aria-hidden', 'true');
    expect(within(link).getByText('My Account')).not.toHaveAttribute('aria-hidden');
  });

  it('is in the phone menu too, after the six links, reached by keyboard; following it closes the menu', async () => {
    const { menuButton, menu, user } = setup({ body: member });
    menuButton.focus();
    await user.keyboard('{Enter}');
    const panel = menu()?.parentElement as HTMLElement;
    expect(panel).toBeVisible();
    expect(within(menu() as HTMLElement).getAllByRole('link')).toHaveLength(6);
    const accountLink = await within(panel).findByRole('link', { name: 'My Account' });
    expect(accountLink).toHaveAttribute('href', '/my/dashboard');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual([...SIX_LINKS, expect.stringContaining('My Account')]);

    for (let i = 0; i < SIX_LINKS.length + 1; i += 1) await user.tab();
    expect(accountLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
