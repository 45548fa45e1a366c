import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/auth';
import { callsTo, deferred, mockFetch, type MockResponse } from '../../test/utils';
import { admin, bodiesSent, fill, landedOn, member, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const username = () => screen.getByRole('textbox', { name: 'Username' });
const password = () => screen.getByLabelText('Password');
const signIn = () => screen.getByRole('button', { name: 'Sign In' });

describe('LoginPage', () => {
  it('has one h1, the two fields with their autocomplete, and the links', async () => {
    mockFetch();
    renderAuth('/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toMatch(/^Sign In \| /));
  });

  it('requires both fields, ties the errors to them and focuses the first', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/login');
    await user.click(signIn());
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(username()).toHaveAccessibleDescription('Username is required');
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(username()).toHaveFocus());
    expect(screen.getByText('2 fields need your attention.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/login')).toHaveLength(0);
  });

  it('shows and hides the password with a toggle button', async () => {
    mockFetch();
    const { user } = renderAuth('/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await fill(user, password(), 'secret');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('secret');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("signs a member in: sends {username, password}, stores the user, 'Welcome back!', /my/dashboard", async () => {
    const fetchMock = mockFetch({ 'POST /api/login': { body: member } });
    const { user, store, region } = renderAuth('/login');
    await fill(user, username(), '  sam ');
    await fill(user, password(), 'pa ss');
    await user.click(signIn());
    expect(await landedOn()).toBe('/my/dashboard');
    expect(bodiesSent(fetchMock, 'POST /api/login')).toEqual([
      { username: 'sam', password: 'pa ss' },
    ]);
    expect(within(region).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(region).getByText('You have successfully logged in.')).toBeInTheDocument();
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(member);
  });

  it("welcomes rather than welcomes back on the account's first sign-in", async () => {
    mockFetch({ 'POST /api/login': { body: { ...admin, firstSignIn: true } } });
    const { user, region } = renderAuth('/login');
    await fill(user, username(), 'ada');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    expect(await landedOn()).toBe('/admin');
    expect(within(region).getByText('Welcome!')).toBeInTheDocument();
    expect(within(region).queryByText('Welcome back!')).not.toBeInTheDocument();
    expect(within(region).getByText('You have successfully logged in.')).toBeInTheDocument();
  });

  it('sends an administrator to /admin', async () => {
    mockFetch({ 'POST /api/login': { body: admin } });
    const { user } = renderAuth('/auth');
    await fill(user, username(), 'ada');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    expect(await landedOn()).toBe('/admin');
  });

  it('takes a member back to the /my/ page the guard sent here', async () => {
    mockFetch({ 'POST /api/login': { body: member } });
    const { user } = renderAuth('/login', {
      state: { from: { pathname: '/my/profile', search: '?tab=1', hash: '' } },
    });
    await fill(user, username(), 'sam');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    expect(await landedOn()).toBe('/my/profile?tab=1');
  });

  it("goes to /verify-email when the refusal says 'verify your email'", async () => {
    const message =
      'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.';
    mockFetch({ 'POST /api/login': { status: 403, body: { statusCode: 403, message } } });
    const { user } = renderAuth('/login');
    await fill(user, username(), 'newbie');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("any other refusal: 'Login failed' toast with the server's message, values kept", async () => {
    mockFetch({
      'POST /api/login': {
        status: 401,
        body: { statusCode: 401, message: 'Invalid username or password' },
      },
    });
    const { user, region } = renderAuth('/login');
    await fill(user, username(), 'sam');
    await fill(user, password(), 'wrong');
    await user.click(signIn());
    expect(await within(region).findByText('Invalid username or password')).toBeInTheDocument();
    expect(within(region).getByText('Login failed')).toBeInTheDocument();
    expect(username()).toHaveValue('sam');
    expect(password()).toHaveValue('wrong');
    expect(signIn()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("falls back to 'Login failed' without a message, and shows a 429's message", async () => {
    let answer: MockResponse = { status: 500, body: 'Internal Server Error' };
    mockFetch({ 'POST /api/login': () => answer });
    const { user, region } = renderAuth('/login');
    await fill(user, username(), 'sam');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    await waitFor(() =>
      expect(region.querySelector('[data-variant="destructive"]')).toHaveTextContent(
        /^Login failedLogin failed/,
      ),
    );
    const tooMany =
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.';
    answer = { status: 429, body: { statusCode: 429, message: tooMany } };
    await user.click(signIn());
    expect(await within(region).findByText(tooMany)).toBeInTheDocument();
  });

  it("the button reads 'Signing In...' and is disabled while the request runs", async () => {
    const answer = deferred<MockResponse>();
    mockFetch({ 'POST /api/login': () => answer.promise });
    const { user } = renderAuth('/login');
    await fill(user, username(), 'sam');
    await fill(user, password(), 'secret');
    await user.click(signIn());
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve({ status: 401, body: { message: 'Invalid username or password' } });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('sends a signed-in member to /my/dashboard and an administrator to /admin', async () => {
    mockFetch({ 'GET /api/user': { body: member } });
    renderAuth('/login');
    expect(await landedOn()).toBe('/my/dashboard');
  });

  it('sends a signed-in administrator to /admin', async () => {
    mockFetch({ 'GET /api/user': { body: admin } });
    renderAuth('/login');
    expect(await landedOn()).toBe('/admin');
  });
});
