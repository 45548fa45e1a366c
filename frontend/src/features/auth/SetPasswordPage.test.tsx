import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, type MockResponse } from '../../test/utils';
import { bodiesSent, fill, renderAuth } from '../../test/auth';

// These tests render the auth routes themselves, not the app's route table (test/utils imports it).
vi.mock('../../app/routes', () => ({ AppRoutes: () => null }));

const password = () => screen.getByLabelText('Password');
const confirm = () => screen.getByLabelText('Confirm Password');
const submit = () => screen.getByRole('button', { name: 'Set Password' });

function setup(path: string) {
  const rendered = renderAuth(path);
  // The redirect waits 3 s: fake timers that also move on with real time (for the user events).
  return { ...rendered, user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
}

describe('SetPasswordPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("without a token: 'Invalid Link' toast, a notice on screen, then /auth after 3000 ms", async () => {
    mockFetch();
    const { region } = setup('/set-password');
    expect(await within(region).findByText('Invalid Link')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'This password setup link is invalid. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Password setup token is missing. Please use the link from your email.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Taking you to the sign-in page in 3 seconds/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Link' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('checks 8 characters and the match; says live while the two differ', async () => {
    const fetchMock = mockFetch();
    const { user, region } = setup('/set-password?token=s1');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    await fill(user, password(), 'short');
    await fill(user, confirm(), 'shorter');
    const notice = screen.getByText('Passwords do not match');
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(submit());
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        'Password must be at least 8 characters long.',
      ),
    );
    expect(confirm()).toHaveAccessibleDescription('Please make sure both passwords match.');
    expect(within(region).getByText('Invalid Password')).toBeInTheDocument();
    expect(
      within(region).getByText('Password must be at least 8 characters long.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(password()).toHaveFocus());
    expect(callsTo(fetchMock, 'POST /api/set-password')).toHaveLength(0);
    await user.clear(confirm());
    await fill(user, confirm(), 'short');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it("a long enough password with a different confirmation: 'Passwords Don't Match'", async () => {
    const fetchMock = mockFetch();
    const { user, region } = setup('/set-password?token=s1');
    await fill(user, password(), 'Long-enough-1');
    await fill(user, confirm(), 'Long-enough-2');
    await user.click(submit());
    expect(await within(region).findByText("Passwords Don't Match")).toBeInTheDocument();
    expect(within(region).getByText('Please make sure both passwords match.')).toBeInTheDocument();
    expect(within(region).queryByText('Invalid Password')).not.toBeInTheDocument();
    await waitFor(() => expect(confirm()).toHaveFocus());
    expect(password()).toHaveValue('Long-enough-1');
    expect(callsTo(fetchMock, 'POST /api/set-password')).toHaveLength(0);
  });

  it('sends {token, password}, confirms, then goes to /auth after 3000 ms', async () => {
    const fetchMock = mockFetch({
      'POST /api/set-password': {
        body: { message: 'Your password has been set. You can now sign in.' },
      },
    });
    const { user } = setup('/set-password?token=s1');
    await fill(user, password(), 'Long-enough-1');
    await fill(user, confirm(), 'Long-enough-1');
    await user.click(submit());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Set!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your password has been set. You can now sign in.'),
    ).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST /api/set-password')).toEqual([
      { token: 's1', password: 'Long-enough-1' },
    ]);
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('heading', { level: 1, name: 'Password Set!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it("a failure: 'Error Setting Password' with the body's message or the fallback; values kept", async () => {
    let answer: MockResponse = {
      status: 400,
      body: {
        statusCode: 400,
        message:
          'This password setup link is invalid or has expired. Please contact your administrator.',
      },
    };
    mockFetch({ 'POST /api/set-password': () => answer });
    const { user, region } = setup('/set-password?token=s1');
    await fill(user, password(), 'Long-enough-1');
    await fill(user, confirm(), 'Long-enough-1');
    await user.click(submit());
    expect(await within(region).findByText('Error Setting Password')).toBeInTheDocument();
    expect(within(region).queryByText('Invalid Password')).not.toBeInTheDocument();
    expect(
      within(region).getByText(
        'This password setup link is invalid or has expired. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(password()).toHaveValue('Long-enough-1');
    expect(confirm()).toHaveValue('Long-enough-1');
    answer = { status: 500, body: 'oops' };
    await user.click(submit());
    expect(
      await within(region).findByText(
        'Failed to set password. Please try again or contact support.',
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set Your Password' }),
    ).toBeInTheDocument();
  });
});
