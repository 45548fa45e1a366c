import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import { PERMISSIONS } from '@bb/shared/staff-roles';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, type User } from '../api/auth';
import { useGetTwoFactorStatusQuery } from '../api/twoFactor';
import { RouteGuard } from '../components/RouteGuard';
import { recoveryCodes, setupAnswer } from '../test/twoFactor';
import AuthLayout from '../features/auth/AuthLayout';
import LoginPage from '../features/auth/LoginPage';
import { callsTo, mockFetch, renderWithProviders, type Handlers } from '../test/utils';
import { EnrolmentRedirect } from './EnrolmentRedirect';

// An administrator's session once the organisation requires two-factor sign-in and they have not
// set it up (issue 19): every signed-in call answers 401 naming the enrolment, and the app takes
// the person to the enforced set-up, not to the password form, then back to the page they were on.

vi.mock('./routes', () => ({ AppRoutes: () => null }));
afterEach(() => vi.restoreAllMocks());

const admin: User = {
  id: 'a1',
  username: 'ada',
  email: 'ada@example.org',
  isAdmin: true,
  emailVerified: true,
  roles: ['administrator'],
  permissions: [...PERMISSIONS],
  pendingEmail: null,
  firstSignIn: false,
};

/** The server's answer to every signed-in call while the set-up is due. */
const ENROLMENT_FIRST = {
  status: 401,
  body: {
    statusCode: 401,
    message: TWO_FACTOR_MESSAGES.enrolmentNeeded,
    nextStep: 'two-factor-enrolment',
  },
};

const ENROLMENT_ROUTES: Handlers = {
  'POST /api/login/two-factor/setup': { body: setupAnswer },
  'POST /api/login/two-factor/enable': { body: { user: admin, recoveryCodes } },
};

/** An admin page that reads something signed-in (the administrator's two-factor status). */
function AdminPage() {
  const { pathname } = useLocation();
  const status = useGetTwoFactorStatusQuery('a1');
  return (
    <main>
      <h1>Users</h1>
      <p data-testid="location">{pathname}</p>
      <p>{status.isError ? 'refused' : 'loading or loaded'}</p>
    </main>
  );
}

function renderApp() {
  return renderWithProviders(
    <>
      <EnrolmentRedirect />
      <Routes>
        <Route
          path="/admin/users"
          element={
            <RouteGuard requireVerified requireStaff>
              <AdminPage />
            </RouteGuard>
          }
        />
        <Route element={<AuthLayout />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
      </Routes>
    </>,
    { path: '/admin/users' },
  );
}

/** The enforced set-up with a first code, the recovery codes, then Continue. */
async function enrol() {
  const user = userEvent.setup();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Set Up Two-Factor Authentication' }),
  ).toBeInTheDocument();
  expect(screen.getByText(TWO_FACTOR_MESSAGES.enrolmentNeeded)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
  await user.type(await screen.findByRole('textbox', { name: /^Authentication code/ }), '654321');
  await user.click(screen.getByRole('button', { name: 'Turn On' }));
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
}

describe('EnrolmentRedirect: the set-up an administrator must do first', () => {
  it('GET /api/user answering the enrolment takes the person to the set-up, then back to the page', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': ENROLMENT_FIRST,
      'GET /api/user/two-factor': { body: { enabled: true } },
      ...ENROLMENT_ROUTES,
    });
    const { store } = renderApp();
    await enrol();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/admin/users');
    expect(callsTo(fetchMock, 'POST /api/login/two-factor/enable')).toHaveLength(1);
    expect(authApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(admin);
  });

  it('any other signed-in call answering it does the same, while the cached user was an administrator', async () => {
    let enrolled = false;
    mockFetch({
      'GET /api/user': { body: admin },
      'GET /api/user/two-factor': () => (enrolled ? { body: { enabled: true } } : ENROLMENT_FIRST),
      'POST /api/login/two-factor/setup': { body: setupAnswer },
      'POST /api/login/two-factor/enable': () => {
        enrolled = true;
        return { body: { user: admin, recoveryCodes } };
      },
    });
    const { store } = renderApp();
    await enrol();
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('loading or loaded')).toBeInTheDocument());
    expect(store.getState().ui.enrolment).toBeNull();
  });

  it('other 401s still lead to the password form', async () => {
    mockFetch({
      'GET /api/user': {
        status: 401,
        body: { statusCode: 401, message: 'You are not signed in.' },
      },
    });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  });
});
