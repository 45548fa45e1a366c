import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockResponse } from '../../test/utils';
import {
  adminUser,
  auditEntry,
  preloadAdminPages,
  renderAdminApp,
  renderAdminPage,
  usersCounts,
  usersList,
} from './adminTestUtils';
import AuditLogPage from './audit/AuditLogPage';
import AdminUsersPage from './users/AdminUsersPage';

// axe-core on the admin layout, dashboard, users and audit-log pages and their menus, dialogs and
// tabs in jsdom (the end-to-end suite checks colours and widths in Chromium).

beforeAll(() => preloadAdminPages(), 60_000);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: TAGS },
    // jsdom has no layout: contrast is checked in the browser.
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const users = [
  adminUser(),
  adminUser({ id: 'u2', username: 'bob', email: 'bob@example.org', isAdmin: true }),
  adminUser({ id: 'u3', username: 'carol', emailVerified: false, suspended: true }),
];

describe('admin accessibility (axe)', () => {
  it('the layout with the dashboard, and the bell list open', async () => {
    const { user } = renderAdminApp('/admin');
    await screen.findByText('Database connected');
    await screen.findByRole('progressbar', { name: 'Response time' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 waiting' }));
    await screen.findByRole('dialog', { name: 'Waiting for you' });
    expect(await violations()).toEqual([]);
  });

  it('the dashboard while its figures load', async () => {
    renderAdminApp('/admin', {
      'GET /api/admin/stats': () => new Promise<MockResponse>(() => {}),
      'GET /api/admin/system': () => new Promise<MockResponse>(() => {}),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(await violations()).toEqual([]);
  });

  it('the users page: table, selection bar and row menu', async () => {
    const { user } = renderAdminPage('/admin/users', <AdminUsersPage />, {
      'GET /api/admin/users': usersList(users),
    });
    await screen.findByRole('button', { name: 'Actions for alice' });
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Actions for alice' }));
    await screen.findByRole('menu');
    expect(await violations()).toEqual([]);
  });

  it('the users page while loading', async () => {
    renderAdminPage('/admin/users', <AdminUsersPage />, {
      'GET /api/admin/users': () => new Promise<MockResponse>(() => {}),
    });
    await screen.findByRole('progressbar', { name: 'Loading users' });
    expect(await violations()).toEqual([]);
  });

  it('the users page with no users, and none matching', async () => {
    const { unmount } = renderAdminPage('/admin/users', <AdminUsersPage />, {
      'GET /api/admin/users': usersList([], usersCounts({ total: 0 })),
    });
    await screen.findByText('No users found. Create your first user to get started.');
    expect(await violations()).toEqual([]);
    unmount();
    renderAdminPage('/admin/users?search=zzz', <AdminUsersPage />, {
      'GET /api/admin/users': usersList(users),
    });
    await screen.findByText('No users match the search and filters.');
    expect(await violations()).toEqual([]);
  });

  it('the Create User dialog after a refused submit, and the delete confirmation', async () => {
    const { user } = renderAdminPage('/admin/users', <AdminUsersPage />, {
      'GET /api/admin/users': usersList(users),
    });
    await user.click(await screen.findByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await screen.findByText('Please fill in all required fields');
    expect(await violations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Actions for bob' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete User' }));
    await screen.findByRole('dialog', { name: 'Delete User' });
    expect(await violations()).toEqual([]);
  });

  // One test per tab: five axe runs in one test took 14-20 s on a loaded two-core machine.
  it.each(['Account', 'Security', 'Permissions', 'Activity', 'Notes'])(
    'the %s tab of the Edit User dialog',
    async (tab) => {
      const { user } = renderAdminPage('/admin/users', <AdminUsersPage />, {
        'GET /api/admin/users': usersList(users),
        'GET /api/admin/users/u1/activity': {
          body: {
            signIns: [
              {
                at: '2026-02-01T08:00:00.000Z',
                ipAddress: '198.51.100.4',
                userAgent: null,
                browser: null,
              },
            ],
            actions: [auditEntry()],
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Actions for alice' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
      await user.click(within(dialog).getByRole('tab', { name: tab }));
      if (tab === 'Activity') await within(dialog).findByText('Recent Sign-ins');
      expect(await violations()).toEqual([]);
    },
  );

  it('the audit log with entries', async () => {
    renderAdminPage('/admin/audit-log', <AuditLogPage />, {
      'GET /api/admin/audit-log': {
        body: { items: [auditEntry(), auditEntry({ id: 'e2', changes: null })], total: 2 },
      },
    });
    await screen.findByRole('table');
    expect(await violations()).toEqual([]);
  });

  it('the audit log when empty', async () => {
    renderAdminPage('/admin/audit-log', <AuditLogPage />, {
      'GET /api/admin/audit-log': { body: { items: [], total: 0 } },
    });
    await screen.findByRole('heading', { name: 'No entries yet' });
    expect(await violations()).toEqual([]);
  });
});
