import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/auth';
import { callsTo, mockFetch } from '../../test/utils';
import { bodiesSent, fill, landedOn, member, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const field = {
  username: () => screen.getByRole('textbox', { name: 'Username' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  password: () => screen.getByLabelText('Password'),
  confirm: () => screen.getByLabelText('Confirm Password'),
};
const submit = () => screen.getByRole('button', { name: 'Create Account' });

const newbie = { ...member, username: 'newbie', email: 'newbie@example.org', emailVerified: false };

describe('RegisterPage', () => {
  it('has the four fields with their autocomplete values and a link to sign in', () => {
    mockFetch();
    renderAuth('/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(field.username()).toHaveAttribute('autocomplete', 'username');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(field.password()).toHaveAttribute('autocomplete', 'new-password');
    expect(field.confirm()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the validation messages on their fields and sends nothing', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/register');
    await fill(user, field.username(), 'ab');
    await fill(user, field.email(), 'not-an-email');
    await fill(user, field.password(), '12345');
    await fill(user, field.confirm(), '1234');
    await user.click(submit());
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(field.username()).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(field.email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field.password()).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field.confirm()).toHaveAccessibleDescription("Passwords don't match");
    await waitFor(() => expect(field.username()).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/register')).toHaveLength(0);
  });

  it('an empty confirmation does not match a filled password', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/register');
    await fill(user, field.username(), 'newbie');
    await fill(user, field.email(), 'newbie@example.org');
    await fill(user, field.password(), 'Bridges-42');
    await user.click(submit());
    await waitFor(() =>
      expect(field.confirm()).toHaveAccessibleDescription("Passwords don't match"),
    );
    await waitFor(() => expect(field.confirm()).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/register')).toHaveLength(0);
  });

  it('sends {username, email, password, isAdmin: false}, stores the user and goes to /verify-email', async () => {
    const fetchMock = mockFetch({ 'POST /api/register': { status: 201, body: newbie } });
    const { user, store, region } = renderAuth('/register');
    await fill(user, field.username(), 'newbie');
    await fill(user, field.email(), 'newbie@example.org');
    await fill(user, field.password(), 'Bridges-42');
    await fill(user, field.confirm(), 'Bridges-42');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/register')).toEqual([
      { username: 'newbie', email: 'newbie@example.org', password: 'Bridges-42', isAdmin: false },
    ]);
    expect(within(region).getByText('Registration successful!')).toBeInTheDocument();
    // Signed in, and told what the verification is for (not to be able to sign in: they are).
    expect(
      within(region).getByText(
        'Your account has been created and you are now logged in. Verify your email address to open your member area.',
      ),
    ).toBeInTheDocument();
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(newbie);
    // The new (unverified) member's address is filled in for a resend.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('newbie@example.org');
  });

  it("a refusal shows 'Registration failed' with the server's message and keeps the values", async () => {
    const taken = 'That username is already taken. Please choose another one.';
    mockFetch({ 'POST /api/register': { status: 409, body: { statusCode: 409, message: taken } } });
    const { user, region } = renderAuth('/register');
    await fill(user, field.username(), 'sam');
    await fill(user, field.email(), 'sam@example.org');
    await fill(user, field.password(), 'Bridges-42');
    await fill(user, field.confirm(), 'Bridges-42');
    await user.click(submit());
    expect(await within(region).findByText(taken)).toBeInTheDocument();
    expect(within(region).getByText('Registration failed')).toBeInTheDocument();
    expect(field.username()).toHaveValue('sam');
    expect(field.email()).toHaveValue('sam@example.org');
    expect(field.password()).toHaveValue('Bridges-42');
    expect(field.confirm()).toHaveValue('Bridges-42');
  });

  it("falls back to 'Registration failed' and puts the server's field errors on the fields", async () => {
    mockFetch({
      'POST /api/register': {
        status: 400,
        body: {
          statusCode: 400,
          errors: { password: 'This password is one of the most commonly used.' },
        },
      },
    });
    const { user, region } = renderAuth('/register');
    await fill(user, field.username(), 'sam');
    await fill(user, field.email(), 'sam@example.org');
    await fill(user, field.password(), 'password');
    await fill(user, field.confirm(), 'password');
    await user.click(submit());
    await waitFor(() =>
      expect(region.querySelector('[data-variant="destructive"]')).toHaveTextContent(
        /^Registration failedRegistration failed/,
      ),
    );
    expect(field.password()).toHaveAccessibleDescription(
      'This password is one of the most commonly used.',
    );
    await waitFor(() => expect(field.password()).toHaveFocus());
  });

  it('sends a signed-in member away to /my/dashboard', async () => {
    mockFetch({ 'GET /api/user': { body: member } });
    renderAuth('/register');
    expect(await landedOn()).toBe('/my/dashboard');
  });
});
