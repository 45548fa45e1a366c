import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PERMISSIONS, permissionsOf } from '@bb/shared/staff-roles';
import type { User } from '../api/auth';
import { AppProviders } from '../app/App';
import { makeStore, type AppStore } from '../app/store';
import { Toaster } from '../components/toast/Toaster';
import AuthLayout from '../features/auth/AuthLayout';
import ForgotPasswordPage from '../features/auth/ForgotPasswordPage';
import LoginPage from '../features/auth/LoginPage';
import RegisterPage from '../features/auth/RegisterPage';
import ResetPasswordPage from '../features/auth/ResetPasswordPage';
import SetPasswordPage from '../features/auth/SetPasswordPage';
import VerifyEmailPage from '../features/auth/VerifyEmailPage';
import { sam } from './users';

// Helpers of the auth screens' tests: the six pages in their layout, and probes standing for the
// pages they lead to (each shows its path and the state it was given).

export const member: User = sam;

export const admin: User = {
  ...member,
  id: 'a1',
  username: 'ada',
  isAdmin: true,
  roles: ['administrator'],
  permissions: [...PERMISSIONS],
};

/** An editor: staff without the administrator role (lands on /admin too). */
export const editor: User = {
  ...member,
  id: 'e1',
  username: 'eddie',
  roles: ['editor'],
  permissions: permissionsOf(['editor']),
};

function Probe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

/** Renders the auth routes at `path` (with history `state`), the toaster and the probes. */
export function renderAuth(
  path: string,
  { state, store = makeStore() }: { state?: unknown; store?: AppStore } = {},
) {
  const [pathname, search = ''] = path.split('?');
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/auth" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/set-password" element={<SetPasswordPage />} />
          </Route>
          <Route path="/my/*" element={<Probe name="Member area" />} />
          <Route path="/admin/*" element={<Probe name="Admin area" />} />
          <Route path="/" element={<Probe name="Home" />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    store,
    user: userEvent.setup(),
    region: screen.getByRole('region', { name: 'Notifications (F8)' }),
  };
}

export { bodiesSent, fill } from './utils';

/** The path (and query) of the page the probes show. */
export async function landedOn() {
  return (await screen.findByTestId('location')).textContent;
}
