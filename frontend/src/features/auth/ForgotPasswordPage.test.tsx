import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../test/utils';
import { bodiesSent, fill, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const email = () => screen.getByRole('textbox', { name: 'Email' });
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

describe('ForgotPasswordPage', () => {
  it('asks for a valid address', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/forgot-password');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    await fill(user, email(), 'someone@localhost');
    await user.click(send());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(callsTo(fetchMock, 'POST /api/forgot-password')).toHaveLength(0);
  });

  it("sends {email}, then shows 'Reset Email Sent!' with a way back to sign in", async () => {
    const fetchMock = mockFetch({
      'POST /api/forgot-password': { body: { message: 'whatever the server says' } },
    });
    const { user } = renderAuth('/forgot-password');
    await fill(user, email(), ' sam@example.org ');
    await user.click(send());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Reset Email Sent!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        "If an account with that email exists, we've sent password reset instructions to your inbox.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    expect(bodiesSent(fetchMock, 'POST /api/forgot-password')).toEqual([
      { email: 'sam@example.org' },
    ]);
  });

  it("a failure shows the server's message, or 'Failed to send reset email', and keeps the address", async () => {
    let answer = { status: 500, body: '' as unknown };
    mockFetch({ 'POST /api/forgot-password': () => answer });
    const { user, region } = renderAuth('/forgot-password');
    await fill(user, email(), 'sam@example.org');
    await user.click(send());
    expect(await within(region).findByText('Failed to send reset email')).toBeInTheDocument();
    expect(email()).toHaveValue('sam@example.org');
    const tooMany =
      'Too many emails have been requested for this address. Please wait an hour and try again.';
    answer = { status: 429, body: { statusCode: 429, message: tooMany } };
    await user.click(send());
    expect(await within(region).findByText(tooMany)).toBeInTheDocument();
  });
});
