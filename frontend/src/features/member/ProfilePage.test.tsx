import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../api/auth';
import { apiError, callsTo } from '../../test/utils';
import { member, renderMember, preloadMemberPages } from '../../test/member';
import { expectToast } from '../../test/expectations';

beforeAll(() => preloadMemberPages(), 60_000);

const toasts = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const username = () => screen.getByRole('textbox', { name: /Username/ });
const email = () => screen.getByRole('textbox', { name: /Email/ });

describe('ProfilePage', () => {
  it('shows the fields read-only until Edit Profile, and the account status', async () => {
    renderMember('/my/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(username()).toHaveValue('jordan');
    expect(username()).toHaveAttribute('readonly');
    expect(email()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(within(status).getByText('User')).toBeInTheDocument();
  });

  it('shows Administrator for an administrator', async () => {
    renderMember('/my/profile', {
      'GET /api/user': { body: { ...member, isAdmin: true, roles: ['administrator'] } },
    });
    const status = await screen.findByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Administrator')).toBeInTheDocument();
  });

  it("shows a staff member's roles as the account type", async () => {
    renderMember('/my/profile', {
      'GET /api/user': { body: { ...member, roles: ['editor', 'newsletter'] } },
    });
    const status = await screen.findByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Editor, Newsletter')).toBeInTheDocument();
  });

  it('Cancel restores the values without a request', async () => {
    const { user, fetchMock } = renderMember('/my/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(username()).not.toHaveAttribute('readonly');
    await waitFor(() => expect(username()).toHaveFocus());
    await user.clear(username());
    await user.type(username(), 'someone');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(username()).toHaveValue('jordan');
    expect(username()).toHaveAttribute('readonly');
    expect(callsTo(fetchMock, 'PATCH /api/user')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  });

  it('validates the username and the e-mail', async () => {
    const { user, fetchMock } = renderMember('/my/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(username());
    await user.type(username(), 'jo');
    await user.clear(email());
    await user.type(email(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PATCH /api/user')).toHaveLength(0);
  });

  it('asks for a new e-mail with PATCH /api/user: the address stays until the link is followed', async () => {
    const { user, fetchMock } = renderMember('/my/profile', {
      'PATCH /api/user': ({ body }) => ({
        body: { ...member, pendingEmail: (body as { email: string }).email },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(email());
    await user.type(email(), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast(
      toasts(),
      'Profile Updated',
      'We sent a confirmation link to new@example.org. Your email address changes when you follow it; until then it stays jordan@example.org.',
    );
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/user');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'new@example.org' });
    // Still verified, still the member area; the field shows the address in force, and the change waits.
    const pending = await screen.findByRole('region', {
      name: 'New email address waiting for confirmation',
    });
    expect(pending).toHaveTextContent(
      'We sent a confirmation link to new@example.org. Your email address stays jordan@example.org until you follow that link.',
    );
    await waitFor(() => expect(email()).toHaveValue('jordan@example.org'));
    const status = screen.getByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Verified')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Email Verification Required' }),
    ).not.toBeInTheDocument();
  });

  it('shows a waiting change with Resend and Cancel', async () => {
    let account: User = { ...member, pendingEmail: 'next@example.org' };
    const { user, fetchMock } = renderMember('/my/profile', {
      'GET /api/user': () => ({ body: account }),
      'POST /api/user/email-change/resend': {
        body: { message: 'We sent a new confirmation link to your new email address.' },
      },
      'DELETE /api/user/email-change': () => {
        account = { ...account, pendingEmail: null };
        return { body: account };
      },
    });
    const pending = await screen.findByRole('region', {
      name: 'New email address waiting for confirmation',
    });
    expect(within(pending).getByText('next@example.org')).toBeInTheDocument();
    expect(email()).toHaveValue('jordan@example.org');

    await user.click(within(pending).getByRole('button', { name: 'Resend Confirmation Email' }));
    await expectToast(
      toasts(),
      'Email Sent',
      'We sent a new confirmation link to your new email address.',
    );
    expect(callsTo(fetchMock, 'POST /api/user/email-change/resend')).toHaveLength(1);

    await user.click(within(pending).getByRole('button', { name: 'Cancel Email Change' }));
    await expectToast(
      toasts(),
      'Email Change Cancelled',
      'Your email address stays jordan@example.org.',
    );
    expect(callsTo(fetchMock, 'DELETE /api/user/email-change')).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'New email address waiting for confirmation' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says why a Resend was refused', async () => {
    const { user } = renderMember('/my/profile', {
      'GET /api/user': { body: { ...member, pendingEmail: 'next@example.org' } },
      'POST /api/user/email-change/resend': {
        status: 429,
        body: {
          statusCode: 429,
          message:
            'Too many email address changes have been requested. Please wait an hour and try again.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Confirmation Email' }));
    const toast = await within(toasts()).findByText(
      'Too many email address changes have been requested. Please wait an hour and try again.',
    );
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'destructive');
  });

  it('saves a new username and leaves edit mode', async () => {
    // Like the server: once saved, the account (GET /api/user, read again after the change) has it.
    let account = member;
    const { user } = renderMember('/my/profile', {
      'GET /api/user': () => ({ body: account }),
      'PATCH /api/user': ({ body }) => {
        account = { ...member, ...(body as object) };
        return { body: account };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(username());
    await user.type(username(), 'jordan_lee');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toasts()).findByText('Your profile has been saved.')).toBeInTheDocument();
    // Out of edit mode the field follows the cached account, which the answer has replaced.
    await waitFor(() => expect(username()).toHaveValue('jordan_lee'));
    expect(username()).toHaveAttribute('readonly');
  });

  it('shows the server message when the username is taken', async () => {
    const { user } = renderMember('/my/profile', {
      'PATCH /api/user': apiError(
        409,
        'That username is already taken. Please choose another one.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(username());
    await user.type(username(), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toast = await within(toasts()).findByText(
      'That username is already taken. Please choose another one.',
    );
    expect(toast.closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(username()).toHaveValue('taken');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});
