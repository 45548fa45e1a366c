import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '../api/auth';
import { callsTo, mockFetch, renderWithProviders } from '../test/utils';
import { sam } from '../test/users';
import { RouteGuard } from './RouteGuard';
import { Toaster } from './toast/Toaster';
import { expectVerificationRequired } from '../test/expectations';

const member: User = sam;

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>Login page{from ? ` (from ${from})` : ''}</p>;
}

function renderGuarded(props: { requireVerified?: boolean; requireStaff?: boolean }) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/admin/users"
          element={
            <RouteGuard {...props}>
              <h1>Protected page</h1>
            </RouteGuard>
          }
        />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/admin/users' },
  );
}

describe('RouteGuard', () => {
  it('shows a spinner while the user loads', () => {
    mockFetch({ 'GET /api/user': () => new Promise(() => {}) });
    renderGuarded({ requireVerified: true });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    mockFetch();
    renderGuarded({ requireVerified: true });
    expect(await screen.findByText('Login page (from /admin/users)')).toBeInTheDocument();
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });

  it('blocks an unverified user with the verification card; Return to Login signs out', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': { body: { ...member, emailVerified: false } },
      'POST /api/logout': { status: 204 },
    });
    renderGuarded({ requireVerified: true });
    await expectVerificationRequired();
    expect(screen.getByText('sam@example.org')).toBeInTheDocument();
    expect(screen.getByText(/sent a verification email to/)).toBeInTheDocument();
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByText(/^Login page/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
  });

  it('asks for a new verification e-mail from the card and says it was sent, or why not', async () => {
    let answer = {
      status: 200,
      body: { message: 'Verification email sent! Please check your inbox.' },
    };
    const fetchMock = mockFetch({
      'GET /api/user': { body: { ...member, emailVerified: false } },
      'POST /api/resend-verification': () => answer,
    });
    renderGuarded({ requireVerified: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent! Please check your inbox.'),
    ).toBeInTheDocument();
    expect(
      JSON.parse(String(callsTo(fetchMock, 'POST /api/resend-verification')[0][1]?.body)),
    ).toEqual({ email: 'sam@example.org' });
    answer = {
      status: 429,
      body: {
        message:
          'Too many emails have been requested for this address. Please wait an hour and try again.',
      },
    } as typeof answer;
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText(
        'Too many emails have been requested for this address. Please wait an hour and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Correct it in your profile' })).toHaveAttribute(
      'href',
      '/my/profile',
    );
  });

  it("shows 'Logout failed' and stays when signing out fails", async () => {
    mockFetch({
      'GET /api/user': { body: { ...member, emailVerified: false } },
      'POST /api/logout': { status: 500 },
    });
    renderGuarded({ requireVerified: true });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Return to Login' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to logout')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
  });

  it('lets in staff of any role when staff is required (an editor)', async () => {
    mockFetch({
      'GET /api/user': { body: { ...member, roles: ['editor'], permissions: ['dashboard'] } },
    });
    renderGuarded({ requireVerified: true, requireStaff: true });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('blocks a member (no staff role) with the access-denied card and its two ways out', async () => {
    mockFetch({ 'GET /api/user': { body: member } });
    renderGuarded({ requireVerified: true, requireStaff: true });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this area")).toBeInTheDocument();
    expect(screen.getByText('This area is restricted to administrators only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/my/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Protected page')).not.toBeInTheDocument();
  });

  it('checks the e-mail before the role', async () => {
    mockFetch({ 'GET /api/user': { body: { ...member, emailVerified: false } } });
    renderGuarded({ requireVerified: true, requireStaff: true });
    expect(
      await screen.findByRole('heading', { name: 'Email Verification Required' }),
    ).toBeInTheDocument();
  });

  it('renders the page for a verified member when only verification is required', async () => {
    mockFetch({ 'GET /api/user': { body: member } });
    renderGuarded({ requireVerified: true });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('renders the page for a verified administrator', async () => {
    mockFetch({
      'GET /api/user': { body: { ...member, isAdmin: true, roles: ['administrator'] } },
    });
    renderGuarded({ requireVerified: true, requireStaff: true });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });
});
