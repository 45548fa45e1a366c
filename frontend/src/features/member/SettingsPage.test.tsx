import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, callsTo } from '../../test/utils';
import { preferences, preloadMemberPages, renderMember } from '../../test/member';
import { jordan } from '../../test/users';
import { expectToast } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);
afterEach(() => vi.restoreAllMocks());

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const toggle = (name: string) => screen.getByRole('switch', { name });
const bodiesSent = (fetchMock: ReturnType<typeof renderMember>['fetchMock'], key: string) =>
  callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** PUT /api/user/preferences answering the stored settings with the change applied. */
const savePreferences =
  (stored = { ...preferences }) =>
  ({ body }: { body: unknown }) => {
    Object.assign(stored, body);
    return { body: stored };
  };

describe('SettingsPage', () => {
  it('shows the four sections with the stored settings and the two-factor status', async () => {
    renderMember('/my/settings', {
      'GET /api/user/preferences': {
        body: { ...preferences, marketingEmails: true, emailNotifications: false },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const name of ['Notifications', 'Security', 'Appearance', 'Danger Zone']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(toggle('Email Notifications')).toBeEnabled());
    expect(toggle('Email Notifications')).not.toBeChecked();
    expect(toggle('Marketing Emails')).toBeChecked();
    expect(toggle('Dark Mode')).not.toBeChecked();
    const twoFactor = toggle('Two-Factor Authentication');
    await waitFor(() => expect(twoFactor).toBeEnabled());
    expect(twoFactor).not.toBeChecked();
    expect(twoFactor).toHaveAccessibleDescription(/^Off: you sign in with your password alone\./);
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Your Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });

  it('stores a toggle on the server and confirms with Settings Updated', async () => {
    const { user, fetchMock } = renderMember('/my/settings', {
      'PUT /api/user/preferences': savePreferences(),
    });
    await waitFor(() => expect(toggle('Marketing Emails')).toBeEnabled());
    await user.click(toggle('Marketing Emails'));
    await expectToast(toasts(), 'Settings Updated', 'Your preferences have been saved');
    expect(bodiesSent(fetchMock, 'PUT /api/user/preferences')).toEqual([{ marketingEmails: true }]);
    expect(toggle('Marketing Emails')).toBeChecked();
  });

  it('Dark Mode switches the whole site to the dark theme at once', async () => {
    const { user, store } = renderMember('/my/settings', {
      'PUT /api/user/preferences': savePreferences(),
    });
    await waitFor(() => expect(toggle('Dark Mode')).toBeEnabled());
    expect(store.getState().ui.colorMode).toBe('light');
    await user.click(toggle('Dark Mode'));
    await waitFor(() => expect(store.getState().ui.colorMode).toBe('dark'));
    // The page background follows the theme.
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 16, 24)'),
    );
    expect(toggle('Dark Mode')).toBeChecked();
  });

  it('a signed-in member with Dark Mode on gets the dark theme on public pages too', async () => {
    const { store } = renderMember('/privacy', {
      'GET /api/user/preferences': { body: { ...preferences, darkMode: true } },
    });
    await waitFor(() => expect(store.getState().ui.colorMode).toBe('dark'));
  });

  it('puts a toggle back and says so when the server refuses', async () => {
    const { user } = renderMember('/my/settings', {
      'PUT /api/user/preferences': apiError(500, 'Something went wrong on our side.'),
    });
    await waitFor(() => expect(toggle('Email Notifications')).toBeEnabled());
    expect(toggle('Email Notifications')).toBeChecked();
    await user.click(toggle('Email Notifications'));
    const text = await within(toasts()).findByText('Something went wrong on our side.');
    expect(text.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(toggle('Email Notifications')).toBeChecked());
  });

  it('Change Password checks the fields, sends current and new, and confirms', async () => {
    const { user, fetchMock } = renderMember('/my/settings', {
      'POST /api/user/password': { body: { message: 'Your password has been changed.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await expectToast(dialog, 'Current password is required', 'New password is required');

    await user.type(within(dialog).getByLabelText(/^Current Password/), 'old-secret');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'abc');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await expectToast(dialog, 'Password must be at least 6 characters', "Passwords don't match");
    expect(callsTo(fetchMock, 'POST /api/user/password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^New Password/));
    await user.type(within(dialog).getByLabelText(/^New Password/), 'new-secret-42');
    await user.clear(within(dialog).getByLabelText(/^Confirm New Password/));
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'new-secret-42');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectToast(toasts(), 'Password Changed', 'Your password has been changed.');
    expect(bodiesSent(fetchMock, 'POST /api/user/password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret-42' },
    ]);
  });

  it("holds an administrator's new password to 8 characters, and its hint says so", async () => {
    const { user, fetchMock } = renderMember('/my/settings', {
      'GET /api/user': { body: { ...jordan, isAdmin: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const field = within(dialog).getByLabelText(/^New Password/);
    expect(field).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(within(dialog).getByLabelText(/^Current Password/), 'old-secret');
    await user.type(field, 'Tide7!x');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'Tide7!x');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /A staff member's password must be at least 8 characters\./,
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST /api/user/password')).toHaveLength(0);
  });

  it("shows the server's answer to a wrong current password in the dialog", async () => {
    const { user } = renderMember('/my/settings', {
      'POST /api/user/password': apiError(401, 'Your current password is not correct.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText(/^Current Password/), 'wrong-one');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'new-secret-42');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'new-secret-42');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    const shown = await within(dialog).findByText('Your current password is not correct.');
    expect(shown.closest('[role="alert"]')).not.toBeNull();
  });

  it('Download Your Data saves the JSON file the server sends', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs: record the file instead.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:my-data';
    };
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user, fetchMock } = renderMember('/my/settings', {
      'GET /api/user/export': { body: { account: { username: 'jordan' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Your Data' }));
    expect(await within(toasts()).findByText('Download Started')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/user/export')).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(JSON.parse(await created[0].text())).toEqual({ account: { username: 'jordan' } });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('Delete Account needs the password, then removes the account and leaves the member area', async () => {
    const { user, fetchMock } = renderMember('/my/settings', {
      'DELETE /api/user': { body: { message: 'Your account has been deleted.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    // It says what goes and what the organisation keeps, as the server does it.
    expect(
      within(dialog).getByText(
        /deletes your account, your settings, your messages and your newsletter subscription\. Speaking requests and partnership inquiries you sent stay with us for our records, without your name, e-mail address or message\./,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(
      await within(dialog).findByText('Please enter your password to confirm'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/user')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Password/), 'my-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    // The dialog closes (so the toasts' region is no longer hidden behind it) and the toast shows.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Account Deleted')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'DELETE /api/user')).toEqual([{ password: 'my-secret' }]);
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Member area' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the account when the password is wrong', async () => {
    const { user } = renderMember('/my/settings', {
      'DELETE /api/user': apiError(401, 'Your password is not correct.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText('Your password is not correct.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeInTheDocument();
  });
});
