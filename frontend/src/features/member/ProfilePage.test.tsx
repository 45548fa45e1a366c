import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { callsTo } from '../../test/utils';
import { member, renderMember, preloadMemberPages } from './testUtils';

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
    renderMember('/my/profile', { 'GET /api/user': { body: { ...member, isAdmin: true } } });
    const status = await screen.findByRole('region', { name: 'Account Status' });
    expect(within(status).getByText('Administrator')).toBeInTheDocument();
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

  it('saves the changed fields with PATCH /api/user and says a verification link was sent', async () => {
    const { user, fetchMock } = renderMember('/my/profile', {
      'PATCH /api/user': ({ body }) => ({
        body: { ...member, ...(body as object), emailVerified: false },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(email());
    await user.type(email(), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toasts()).findByText('Profile Updated')).toBeInTheDocument();
    expect(within(toasts()).getByText(/verification link to new@example.org/)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'PATCH /api/user');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'new@example.org' });
    // The user is now unverified: the guard asks for verification.
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
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
      'PATCH /api/user': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'That username is already taken. Please choose another one.',
        },
      },
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
