import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import Button from '@mui/material/Button';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch, renderWithProviders } from '../../test/utils';
import { Toaster } from '../toast/Toaster';
import { AppShell, type AppShellNavItem } from './AppShell';
import { NotificationBell } from './NotificationBell';

// The shell with another area's settings than the member area's (whose own test covers it through
// MemberLayout): the admin panel's label, navigation, role, initials, bell and View Site link.

const NAV: AppShellNavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: DashboardOutlinedIcon, end: true },
  { to: '/admin/users', label: 'Users', icon: PeopleOutlinedIcon },
];

function renderShell(path = '/admin/users') {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AppShell
              areaLabel="Administrator Panel"
              navLabel="Administrator Panel"
              menuLabel="Administrator menu"
              nav={NAV}
              user={{ username: 'ada', initials: 'AL', roleLabel: 'Administrator' }}
              bell={<NotificationBell to="/admin/bookings" label="5 waiting" count={5} />}
              headerActions={
                <Button component={RouterLink} to="/">
                  View Site
                </Button>
              }
            >
              <h1>Users</h1>
            </AppShell>
          }
        />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
      <Toaster />
    </>,
    { path },
  );
}

describe('AppShell', () => {
  it("shows the area's label, navigation, user, role, initials, bell and header actions", async () => {
    mockFetch();
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Administrator Panel' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // `end`: the dashboard link is current on /admin only.
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByText('Administrator Panel')).toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Administrator menu' });
    expect(within(aside).getByText('AL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(aside).getByText('Administrator')).toBeInTheDocument();
    expect(screen.getAllByText('ada').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '5 waiting' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
    expect(screen.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Back to Website' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('signs out with the Logged out toast and goes to the sign-in page', async () => {
    const fetchMock = mockFetch({ 'POST /api/logout': { body: { message: 'ok' } } });
    renderShell();
    const aside = screen.getByRole('complementary', { name: 'Administrator menu' });
    await userEvent.setup().click(within(aside).getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
  });
});
