import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { refusal } from '../../components/twoFactor/testFixtures';
import { adminUser, preloadAdminPages, renderAdminPage, usersList } from './adminTestUtils';
import { settings, settingsHandlers } from './contentFixtures';
import AdminSettingsPage from './settings/AdminSettingsPage';
import AdminUsersPage from './users/AdminUsersPage';

// axe-core on the admin panel's two-factor parts: Reset Two-Factor and the administrators' switch.

beforeAll(() => preloadAdminPages(), 60_000);

describe('two-factor sign-in in the admin panel (axe)', () => {
  it('the Security tab with two-factor on, and the reset confirmation', async () => {
    const { user } = renderAdminPage('/admin/users', <AdminUsersPage />, {
      'GET /api/admin/users': usersList([adminUser({ twoFactorEnabled: true })]),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for alice' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    await screen.findByRole('dialog', { name: 'Reset Two-Factor' });
    expect(await axeViolations()).toEqual([]);
  });

  it("settings: the administrators' switch and its refusal", async () => {
    const { user } = renderAdminPage('/admin/settings', <AdminSettingsPage />, {
      ...settingsHandlers(settings()),
      'PATCH /api/admin/settings': refusal(
        400,
        'Turn on two-factor sign-in for your account first.',
      ),
    });
    const require = await screen.findByRole('switch', {
      name: 'Require two-factor sign-in for administrators',
    });
    expect(await axeViolations()).toEqual([]);
    await user.click(require);
    await screen.findByText('Turn on two-factor sign-in for your account first.');
    expect(await axeViolations()).toEqual([]);
  });
});
