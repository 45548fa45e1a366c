import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, type MockResponse } from '../../test/utils';
import { bodiesSent, fill, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const password = () => screen.getByLabelText('New Password');
const confirm = () => screen.getByLabelText('Confirm New Password');
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('ResetPasswordPage', () => {
  it("without a token: the invalid-link notice, 'Request New Reset Link' and a toast", async () => {
    mockFetch();
    const { region } = renderAuth('/reset-password');
    expect(within(screen.getByRole('main')).getByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await within(region).findByText('Invalid reset link')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('checks the new password (6 characters) and its confirmation', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/reset-password?token=t1');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, password(), '12345');
    await fill(user, confirm(), '1234');
    await user.click(submit());
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters'),
    );
    expect(confirm()).toHaveAccessibleDescription("Passwords don't match");
    expect(callsTo(fetchMock, 'POST /api/reset-password')).toHaveLength(0);
  });

  it("says both minimums, and puts the server's refusal of an administrator's short password on the field", async () => {
    const refused = "A staff member's password must be at least 8 characters.";
    mockFetch({
      'POST /api/reset-password': {
        status: 400,
        body: { statusCode: 400, message: refused, errors: { password: refused } },
      },
    });
    const { user } = renderAuth('/reset-password?token=t1');
    expect(password()).toHaveAccessibleDescription(
      "At least 6 characters; an administrator's account needs at least 8.",
    );
    await fill(user, password(), 'Tide7!x');
    await fill(user, confirm(), 'Tide7!x');
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(refused));
    expect(password()).toHaveValue('Tide7!x');
  });

  it('an empty confirmation does not match a filled password', async () => {
    const fetchMock = mockFetch();
    const { user } = renderAuth('/reset-password?token=t1');
    await fill(user, password(), 'New-pass-9');
    await user.click(submit());
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription("Passwords don't match"));
    expect(callsTo(fetchMock, 'POST /api/reset-password')).toHaveLength(0);
  });

  it("sends {token, password} and shows 'Password Reset!' with a sign-in button", async () => {
    const fetchMock = mockFetch({
      'POST /api/reset-password': {
        body: {
          message: 'Your password has been reset. You can now sign in with your new password.',
        },
      },
    });
    const { user } = renderAuth('/reset-password?token=t1');
    await fill(user, password(), 'New-pass-9');
    await fill(user, confirm(), 'New-pass-9');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Reset!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(bodiesSent(fetchMock, 'POST /api/reset-password')).toEqual([
      { token: 't1', password: 'New-pass-9' },
    ]);
  });

  it("a failure: the server's message, 'Invalid reset token' (400) or 'Failed to reset password'", async () => {
    let answer: MockResponse = { status: 400, body: { statusCode: 400, message: INVALID } };
    mockFetch({ 'POST /api/reset-password': () => answer });
    const { user, region } = renderAuth('/reset-password?token=t1');
    await fill(user, password(), 'New-pass-9');
    await fill(user, confirm(), 'New-pass-9');
    await user.click(submit());
    expect(await within(region).findByText(INVALID)).toBeInTheDocument();
    expect(password()).toHaveValue('New-pass-9');
    answer = { status: 400, body: '' };
    await user.click(submit());
    expect(await within(region).findByText('Invalid reset token')).toBeInTheDocument();
    answer = { status: 500, body: '' };
    await user.click(submit());
    expect(await within(region).findByText('Failed to reset password')).toBeInTheDocument();
  });
});
