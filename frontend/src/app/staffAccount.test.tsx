import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderApp } from '../test/utils';
import { memberHandlers, member, preloadMemberPages } from '../test/member';
import { admin, adminHandlers, preloadAdminPages, toastRegion } from '../test/admin';

// An administrator's own account: the account menu in the admin header, and the way back to the
// panel from the member area's pages (issue 20, "Small things people expect").

beforeAll(() => Promise.all([preloadAdminPages(), preloadMemberPages()]), 60_000);

/** The administrator, with the member area's answers too (their own profile and settings). */
function renderAsAdmin(path: string) {
  const fetchMock = mockFetch({
    ...memberHandlers(),
    ...adminHandlers(),
    'POST /api/logout': { body: { message: 'ok' } },
  });
  renderApp(path);
  return { fetchMock, user: userEvent.setup() };
}

const menuButton = () =>
  screen.findByRole('button', { name: `Account menu for ${admin.username}` });

describe('the admin account menu', () => {
  it('opens from the keyboard on My Profile, lists the account pages and Sign Out, and Escape returns to the button', async () => {
    const { user } = renderAsAdmin('/admin/users');
    const button = await menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(button).getByText(admin.username)).toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {
      name: `Account menu for ${admin.username}`,
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['My Profile', '/my/profile'],
      ['Change Password', '/my/settings'],
      ['Two-Factor Authentication', '/my/settings'],
      ['Sign Out', null],
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('My Profile opens the profile, whose header leads back to the admin panel', async () => {
    const { user } = renderAsAdmin('/admin/users');
    (await menuButton()).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Admin Panel' });
    expect(back).toHaveAttribute('href', '/admin');
    back.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('navigation', { name: 'Administrator Panel' }),
    ).toBeInTheDocument();
  });

  it('Change Password opens the member settings with the Change Password dialog open', async () => {
    const { user } = renderAsAdmin('/admin');
    await user.click(await menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByLabelText(/Current Password/)).toBeInTheDocument();
    // The page under the (modal) dialog is Settings.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Settings', hidden: true }),
    ).toBeInTheDocument();

    // Closed, it stays closed: the request to open it is forgotten.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
    );
  });

  it('Two-Factor Authentication opens the member settings, where the toggle is', async () => {
    const { user } = renderAsAdmin('/admin');
    await user.click(await menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Two-Factor Authentication' }));
    expect(
      await screen.findByRole('switch', { name: 'Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Sign Out signs out with the Logged out toast', async () => {
    const { user, fetchMock } = renderAsAdmin('/admin');
    await user.click(await menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(
      await within(toastRegion()).findByText('You have been successfully logged out.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
  });
});

describe('the way back to the admin panel from the member area', () => {
  it('is not offered to a member', async () => {
    mockFetch(memberHandlers());
    renderApp('/my/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getAllByText(member.username).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });
});
