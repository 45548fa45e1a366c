import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../../api/auth';
import { callsTo, deferred, mockFetch, type MockResponse } from '../../test/utils';
import { bodiesSent, fill, member, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const VERIFIED = 'Your email address has been verified. You can now sign in.';
const VERIFY_FAILED = 'This verification link is invalid or has expired. Please request a new one.';

describe('VerifyEmailPage with a token', () => {
  it('verifies at once (verifying, then verified) and offers Sign In Now', async () => {
    const answer = deferred<MockResponse>();
    const fetchMock = mockFetch({ 'POST /api/verify-email': () => answer.promise });
    renderAuth('/verify-email?token=abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Verifying your email' })).toBeInTheDocument();
    answer.resolve({ body: { message: VERIFIED } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Email Verified!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(VERIFIED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/verify-email')).toEqual([{ token: 'abc123' }]);
  });

  it('reads a signed-in user again once verified, and offers the dashboard', async () => {
    let verified = false;
    const fetchMock = mockFetch({
      'GET /api/user': () => ({ body: { ...member, emailVerified: verified } }),
      'POST /api/verify-email': () => {
        verified = true;
        return { body: { message: VERIFIED } };
      },
    });
    const { store } = renderAuth('/verify-email?token=abc123');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/my/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Sign In Now' })).toBeInTheDocument();
    await waitFor(() =>
      expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data?.emailVerified).toBe(
        true,
      ),
    );
    expect(callsTo(fetchMock, 'GET /api/user').length).toBeGreaterThanOrEqual(2);
  });

  it("failed: the server's message, a toast, 'Register New Account' and a sign-in link", async () => {
    mockFetch({
      'POST /api/verify-email': { status: 400, body: { statusCode: 400, message: VERIFY_FAILED } },
    });
    const { region } = renderAuth('/verify-email?token=used');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verification Failed' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(VERIFY_FAILED)).toBeInTheDocument();
    expect(within(region).getByText(VERIFY_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register New Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("falls back to 'Failed to verify email'", async () => {
    mockFetch({ 'POST /api/verify-email': { status: 502, body: 'Bad Gateway' } });
    renderAuth('/verify-email?token=abc');
    expect(
      await within(screen.getByRole('main')).findByText('Failed to verify email'),
    ).toBeInTheDocument();
  });
});

describe('VerifyEmailPage without a token', () => {
  it("shows 'Check Your Email' and a resend form that wants a valid address", async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await fill(user, email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(callsTo(fetchMock, 'POST /api/resend-verification')).toHaveLength(0);
  });

  it("resends to the signed-in user's address and confirms on screen", async () => {
    const fetchMock = mockFetch({
      'GET /api/user': { body: { ...member, emailVerified: false } },
      'POST /api/resend-verification': {
        body: { message: 'Verification email sent! Please check your inbox.' },
      },
    });
    const { user } = renderAuth('/verify-email');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('sam@example.org');
    expect(screen.getByText('sam@example.org')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/resend-verification')).toEqual([
      { email: 'sam@example.org' },
    ]);
  });

  it("a failure (or an answer without 'sent') shows a toast, the fallback being 'Failed to resend verification email'", async () => {
    let answer: MockResponse = { status: 500, body: '' };
    mockFetch({ 'POST /api/resend-verification': () => answer });
    const { user, region } = renderAuth('/verify-email');
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'sam@example.org');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await within(region).findByText('Failed to resend verification email'),
    ).toBeInTheDocument();
    answer = { body: { message: 'Something else happened.' } };
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await within(region).findByText('Something else happened.')).toBeInTheDocument();
    expect(
      screen.queryByText('Verification email sent! Please check your inbox.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('sam@example.org');
  });
});
