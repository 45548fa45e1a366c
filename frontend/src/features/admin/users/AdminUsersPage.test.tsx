import { configure, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserActivity } from '@bb/shared/admin';
import { STAFF_ROLES } from '@bb/shared/staff-roles';
import {
  apiError,
  callsTo,
  deferred,
  fill,
  type Handlers,
  type MockResponse,
} from '../../../test/utils';
import {
  admin,
  adminUser,
  auditEntry,
  currentUrl,
  renderAdminPage,
  toastRegion,
  usersCounts,
  usersList,
} from '../../../test/admin';
import AdminUsersPage, { EMPTY_TEXT } from './AdminUsersPage';
import { catchDownloads, querySentTo, serveCsv } from '../../../test/downloads';
import { optionTexts, expectToast } from '../../../test/expectations';

const alice = adminUser();
const bob = adminUser({
  id: 'u2',
  username: 'bob',
  email: 'bob@example.org',
  isAdmin: true,
  createdAt: '2026-01-12T09:30:00.000Z',
});
const carol = adminUser({
  id: 'u3',
  username: 'Carol',
  email: 'carol@corp.example',
  emailVerified: false,
  createdAt: '2026-01-11T09:30:00.000Z',
});
const me: AdminUser = adminUser({
  id: admin.id,
  username: admin.username,
  email: admin.email,
  isAdmin: true,
  createdAt: '2025-12-01T09:30:00.000Z',
});
/** A staff member with two roles, no password set yet (invited). */
const dan = adminUser({
  id: 'u4',
  username: 'dan',
  email: 'dan@example.org',
  roles: ['editor', 'inbox'],
  hasPassword: false,
  createdAt: '2025-11-01T09:30:00.000Z',
});
const few = [alice, bob, carol, me];

/** 23 users, user01 the oldest and user23 the newest. */
const many = Array.from({ length: 23 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return adminUser({
    id: `m${n}`,
    username: `user${n}`,
    email: `user${n}@example.org`,
    createdAt: `2026-01-${n}T10:00:00.000Z`,
  });
});

function render(path = '/admin/users', users: AdminUser[] = few, handlers: Handlers = {}) {
  return renderAdminPage(path, <AdminUsersPage />, {
    'GET /api/admin/users': usersList(users),
    ...handlers,
  });
}

// Each search, filter, sort or page waits for the server's answer (and a search for the pause in
// typing): on a busy two-core machine that can outlast the usual 5 s.
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));

const grid = () => screen.getByRole('grid', { name: 'All Users' });
/** The usernames in the table, in order. */
const usernames = () =>
  within(grid())
    .queryAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('data-field') === 'username')
    .map((cell) => cell.textContent?.replace(' (you)', ''));
const loaded = async (first: string) => {
  await within(await screen.findByRole('grid', { name: 'All Users' })).findByText(first);
};
const toast = () => toastRegion();
/** The selection bar's visible text (its announcement is a separate status). */
const selectionBar = (text: string) => screen.getByText(text, { ignore: '[role="status"]' });
const queryOf = () => new URLSearchParams(currentUrl().split('?')[1] ?? '');

async function openRowMenu(user: ReturnType<typeof render>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu');
}

describe('AdminUsersPage: figures and table', () => {
  it('shows the four figures and every user, newest first, with role, status and created date', async () => {
    render('/admin/users', [...few, dan]);
    await loaded('alice');
    const figures = screen.getByRole('region', { name: 'User figures' });
    const figure = (label: string) =>
      within(figures).getByRole('heading', { name: label }).closest('li')!;
    expect(within(figure('Total Users')).getByText('247')).toBeInTheDocument();
    expect(within(figure('Administrators')).getByText('3')).toBeInTheDocument();
    expect(within(figure('Verified Users')).getByText('230')).toBeInTheDocument();
    expect(within(figure('Unverified')).getByText('17')).toBeInTheDocument();

    await waitFor(() =>
      expect(usernames()).toEqual(['bob', 'Carol', 'alice', 'ada.lovelace', 'dan']),
    );
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Username', 'Email', 'Role', 'Status', 'Created', 'Actions']);
    const bobRow = within(grid()).getByText('bob').closest('[role="row"]') as HTMLElement;
    expect(within(bobRow).getByText('Administrator')).toBeInTheDocument();
    expect(within(bobRow).getByText('Verified')).toBeInTheDocument();
    expect(within(bobRow).getByText('Jan 12, 2026')).toBeInTheDocument();
    const carolRow = within(grid()).getByText('Carol').closest('[role="row"]') as HTMLElement;
    expect(within(carolRow).getByText('User')).toBeInTheDocument();
    // Each role of a staff member, by its label.
    const danRow = within(grid()).getByText('dan').closest('[role="row"]') as HTMLElement;
    expect(
      within(danRow)
        .getAllByText(/^(Editor|Inbox|User|Administrator)$/)
        .map((chip) => chip.textContent),
    ).toEqual(['Editor', 'Inbox']);
    expect(within(carolRow).getByText('Unverified')).toBeInTheDocument();
    expect(within(grid()).getByText('(you)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select alice' })).toBeInTheDocument();
  });

  it('shows a spinner while the users load, and the empty text when there are none', async () => {
    const held = deferred<MockResponse>();
    render('/admin/users', [], { 'GET /api/admin/users': () => held.promise });
    expect(await screen.findByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    held.resolve({
      body: { items: [], total: 0, page: 1, pageSize: 10, counts: usersCounts({ total: 0 }) },
    });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
  });
});

describe('AdminUsersPage: search, filters and sorting', () => {
  it('filters by search, role and status, keeping them in the URL', async () => {
    const { user } = render();
    await loaded('alice');
    await user.type(screen.getByPlaceholderText('Search users...'), 'CORP');
    await waitFor(() => expect(usernames()).toEqual(['Carol']));
    expect(queryOf().get('search')).toBe('CORP');
    await user.clear(screen.getByPlaceholderText('Search users...'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrators');
    await waitFor(() => expect(usernames()).toEqual(['bob', 'ada.lovelace']));
    expect(queryOf().get('role')).toBe('admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Regular Users');
    await waitFor(() => expect(usernames()).toEqual(['Carol', 'alice']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unverified');
    await waitFor(() => expect(usernames()).toEqual(['Carol']));
    expect(queryOf().get('status')).toBe('unverified');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Verified');
    await waitFor(() => expect(usernames()).toEqual(['alice']));
    // Each step waits for the server's page: a long test on a busy two-core machine.
  }, 60_000);

  it('keeps what is typed in the search box, and shows an outside change of the URL', async () => {
    const { user } = renderAdminPage(
      '/admin/users?search=ali',
      <>
        <AdminUsersPage />
        <Link to="/admin/users">Every user</Link>
      </>,
      { 'GET /api/admin/users': usersList(few) },
    );
    await loaded('alice');
    const box = screen.getByPlaceholderText('Search users...');
    expect(box).toHaveValue('ali');
    await user.type(box, 'ce');
    expect(box).toHaveValue('alice');
    await waitFor(() => expect(queryOf().get('search')).toBe('alice'));
    await waitFor(() => expect(usernames()).toEqual(['alice']));
    // A link to the page without a search (the navigation's Users link) empties the box.
    await user.click(screen.getByRole('link', { name: 'Every user' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(usernames()).toEqual(['bob', 'Carol', 'alice', 'ada.lovelace']));
    // Each step waits for the server's page: a long test on a busy two-core machine.
  }, 60_000);

  it('opens with the filters of the URL, and says when nothing matches', async () => {
    render('/admin/users?search=nobody');
    await screen.findByRole('grid', { name: 'All Users' });
    expect(await screen.findByText('No users match the search and filters.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search users...')).toHaveValue('nobody');
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('sorts by a column header, ascending then descending, in the URL', async () => {
    const { user } = render();
    await loaded('alice');
    const header = (name: string) =>
      within(grid()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    await user.click(within(header('Username')).getByText('Username'));
    await waitFor(() => expect(usernames()).toEqual(['ada.lovelace', 'alice', 'bob', 'Carol']));
    expect(queryOf().get('sort')).toBe('username');
    expect(queryOf().get('order')).toBe('asc');
    expect(header('Username')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('Username')).getByText('Username'));
    await waitFor(() => expect(usernames()).toEqual(['Carol', 'bob', 'alice', 'ada.lovelace']));
    expect(queryOf().get('order')).toBe('desc');

    await user.click(within(header('Created')).getByText('Created'));
    await waitFor(() => expect(usernames()).toEqual(['ada.lovelace', 'alice', 'Carol', 'bob']));
    // Actions does not sort.
    await user.click(within(header('Actions')).getByText('Actions'));
    await waitFor(() => expect(usernames()).toEqual(['ada.lovelace', 'alice', 'Carol', 'bob']));
    expect(queryOf().get('sort')).toBe('createdAt');
    expect(header('Actions')).not.toHaveAttribute('aria-sort', 'ascending');
    // Each step waits for the server's page: a long test on a busy two-core machine.
  }, 60_000);

  it('opens with the sort of the URL', async () => {
    render('/admin/users?sort=email&order=desc');
    await loaded('alice');
    await waitFor(() => expect(usernames()).toEqual(['Carol', 'bob', 'alice', 'ada.lovelace']));
  });
});

describe('AdminUsersPage: pagination', () => {
  it("pages with the spec's texts and goes back to page 1 when the page size changes", async () => {
    const { user } = render('/admin/users', many);
    await loaded('user23');
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(await within(pages).findByText('Showing 1 to 10 of 23 users')).toBeInTheDocument();
    expect(await within(pages).findByText('Page 1 of 3')).toBeInTheDocument();
    await waitFor(() => expect(usernames()).toHaveLength(10));
    expect(within(pages).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Showing 11 to 20 of 23 users')).toBeInTheDocument();
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(usernames()[0]).toBe('user13'));
    expect(queryOf().get('page')).toBe('2');

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    expect(await within(pages).findByText('Showing 21 to 23 of 23 users')).toBeInTheDocument();
    expect(await within(pages).findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(usernames()).toEqual(['user03', 'user02', 'user01']));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'First page' }));
    expect(await within(pages).findByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Last page' }));
    const sizes = within(pages).getByRole('combobox', { name: 'Rows per page' });
    expect(optionTexts(sizes)).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(sizes, '25');
    expect(await within(pages).findByText('Showing 1 to 23 of 23 users')).toBeInTheDocument();
    expect(await within(pages).findByText('Page 1 of 1')).toBeInTheDocument();
    expect(queryOf().get('page')).toBeNull();
    expect(queryOf().get('pageSize')).toBe('25');
    await waitFor(() => expect(usernames()).toHaveLength(23));
    // Each step waits for the server's page: a long test on a busy two-core machine.
  }, 60_000);

  it('a filter goes back to page 1', async () => {
    const { user } = render('/admin/users?page=3', many);
    await loaded('user03');
    await user.type(screen.getByPlaceholderText('Search users...'), 'user1');
    expect(await screen.findByText('Showing 1 to 10 of 10 users')).toBeInTheDocument();
    expect(queryOf().get('page')).toBeNull();
  });
});

describe('AdminUsersPage: the server pages, searches, filters and sorts', () => {
  /** The query of each GET /api/admin/users, in order. */
  const listQueries = (fetchMock: ReturnType<typeof render>['fetchMock']) =>
    callsTo(fetchMock, 'GET /api/admin/users').map(([input]) =>
      Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
    );

  it('asks for the first 10, newest first, without a state in the URL', async () => {
    const { fetchMock } = render('/admin/users', many);
    await loaded('user23');
    expect(listQueries(fetchMock)).toEqual([
      { role: 'all', status: 'all', sort: 'createdAt', order: 'desc', page: '1', pageSize: '10' },
    ]);
  });

  it('asks for the state of the URL and shows it in the controls', async () => {
    const { fetchMock } = render(
      '/admin/users?search=user&role=user&status=verified&sort=email&order=desc&page=2&pageSize=25',
      [...many, ...many.map((u) => ({ ...u, id: `${u.id}b`, username: `${u.username}b` }))],
    );
    await loaded('user11');
    expect(listQueries(fetchMock)).toEqual([
      {
        search: 'user',
        role: 'user',
        status: 'verified',
        sort: 'email',
        order: 'desc',
        page: '2',
        pageSize: '25',
      },
    ]);
    expect(screen.getByPlaceholderText('Search users...')).toHaveValue('user');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('user');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('verified');
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getByText('Showing 26 to 46 of 46 users')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(within(grid()).getByRole('columnheader', { name: /^Email/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sends the search once typing pauses, not for every key', async () => {
    const { user, fetchMock } = render('/admin/users', few);
    await loaded('alice');
    await user.type(screen.getByPlaceholderText('Search users...'), 'corp');
    await waitFor(() => expect(usernames()).toEqual(['Carol']));
    expect(listQueries(fetchMock).map((q) => q.search)).toEqual([undefined, 'corp']);
  }, 60_000);

  it('goes to the last page when the page asked for is past the end', async () => {
    render('/admin/users?page=9', many);
    await loaded('user03');
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getByText('Showing 21 to 23 of 23 users')).toBeInTheDocument();
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(queryOf().get('page')).toBe('3');
  });

  it('shows the figures of the whole table whatever the filters', async () => {
    render('/admin/users?role=admin', few, {
      'GET /api/admin/users': usersList(few, usersCounts({ total: 4, admins: 2 })),
    });
    await loaded('bob');
    const figures = screen.getByRole('region', { name: 'User figures' });
    const figure = (label: string) =>
      within(figures).getByRole('heading', { name: label }).closest('li')!;
    expect(within(figure('Total Users')).getByText('4')).toBeInTheDocument();
    expect(within(figure('Administrators')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Total Users')).getByText('12 new this month')).toBeInTheDocument();
    expect(within(figure('Unverified')).getByText('2 suspended in all')).toBeInTheDocument();
  });
});

describe('AdminUsersPage: selection and bulk actions', () => {
  it("shows 'N user(s) selected' with Bulk Actions and Clear; select-all takes the page's rows", async () => {
    const { user } = render('/admin/users', many);
    await loaded('user23');
    await user.click(screen.getByRole('checkbox', { name: 'Select user23' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user22' }));
    expect(selectionBar('2 user(s) selected')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((s) => s.textContent === '2 user(s) selected')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Bulk Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/user\(s\) selected/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select user23' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(selectionBar('10 user(s) selected')).toBeInTheDocument();
    // The selection stays when paging; the next page's box selects that page too.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('checkbox', { name: 'Select user13' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(selectionBar('20 user(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Unselect all users on this page' }));
    expect(selectionBar('10 user(s) selected')).toBeInTheDocument();
    // Each step waits for the server's page: a long test on a busy two-core machine.
  }, 60_000);

  it('suspends the selected users one by one, confirmed, and says how many succeeded', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': { body: { ...alice, suspended: true } },
      'PATCH /api/admin/users/u2': { body: { ...bob, suspended: true } },
      'PATCH /api/admin/users/u3': { body: { ...carol, suspended: true } },
      [`PATCH /api/admin/users/${admin.id}`]: apiError(400, 'You cannot suspend yourself.'),
    });
    await loaded('alice');
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    expect(selectionBar('4 user(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Verify Email', 'Send Password Reset', 'Suspend', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Users' });
    expect(within(dialog).getByText(/Suspend the 4 selected users\?/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await within(toast()).findByText(/3 of 4 users suspended\./)).toBeInTheDocument();
    expect(
      within(toast()).getByText(/ada\.lovelace: You cannot suspend yourself\./),
    ).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches).toHaveLength(4);
    for (const [, init] of patches)
      expect(JSON.parse(String(init?.body))).toEqual({ suspended: true });
    await waitFor(() => expect(screen.queryByText(/user\(s\) selected/)).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Suspend Users' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'All Users' })).toHaveFocus(),
    );
  });

  it('deletes, verifies and sends resets to the selected users with the row endpoints', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'DELETE /api/admin/users/u1': { body: { message: 'User deleted' } },
      'DELETE /api/admin/users/u3': { body: { message: 'User deleted' } },
      'POST /api/admin/users/u1/send-password-reset': { body: { message: 'sent' } },
      'PATCH /api/admin/users/u1': { body: alice },
    });
    await loaded('alice');
    const bulk = async (action: string, title: string, confirm: string) => {
      await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
      await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
      await user.click(await screen.findByRole('menuitem', { name: action }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await bulk('Verify Email', 'Verify Email Addresses', 'Verify Email');
    expect(within(toast()).getByText('1 of 1 user verified.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/users/u1')[0][1]?.body))).toEqual(
      { emailVerified: true },
    );
    await bulk('Send Password Reset', 'Send Password Reset Emails', 'Send Password Reset');
    expect(
      within(toast()).getByText('Password reset emails sent to 1 of 1 user.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/users/u1/send-password-reset')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Select Carol' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Users' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete the 2 selected users? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectToast(toast(), '2 of 2 users deleted.', 'Bulk Action Completed');
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u3')).toHaveLength(1);
    // The list and the figures are read again once.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/users').length).toBe(4));
  });
});

describe('AdminUsersPage: the row menu', () => {
  it('offers the five actions, named for the user and their state', async () => {
    const { user } = render();
    await loaded('alice');
    let menu = await openRowMenu(user, 'alice');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit User', 'Send Password Reset', 'Make Admin', 'Unverify Email', 'Delete User']);
    await user.keyboard('{Escape}');
    menu = await openRowMenu(user, 'Carol');
    expect(within(menu).getByRole('menuitem', { name: 'Verify Email' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    menu = await openRowMenu(user, 'bob');
    expect(within(menu).getByRole('menuitem', { name: 'Remove Admin' })).toBeInTheDocument();
  });

  it('makes a user admin after a confirmation', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': { body: { ...alice, isAdmin: true } },
    });
    await loaded('alice');
    const menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Make Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Admin' });
    expect(callsTo(fetchMock, 'PATCH /api/admin/users/u1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await expectToast(toast(), 'User Updated', 'alice is now an administrator.');
    const [, init] = callsTo(fetchMock, 'PATCH /api/admin/users/u1')[0];
    expect(JSON.parse(String(init?.body))).toEqual({ isAdmin: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's guard rail and keeps the dialog open", async () => {
    const { user } = render('/admin/users', few, {
      [`PATCH /api/admin/users/${admin.id}`]: apiError(
        400,
        'You cannot remove your own administrator role.',
      ),
    });
    await loaded('alice');
    const menu = await openRowMenu(user, 'ada.lovelace');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await expectToast(toast(), 'Update Failed', 'You cannot remove your own administrator role.');
    expect(screen.getByRole('dialog', { name: 'Remove Admin' })).toBeInTheDocument();
  });

  it('unverifies and verifies an e-mail address at once', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': { body: { ...alice, emailVerified: false } },
      'PATCH /api/admin/users/u3': { status: 500, body: {} },
    });
    await loaded('alice');
    let menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unverify Email' }));
    expect(
      await within(toast()).findByText("alice's email address is now marked as unverified."),
    ).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/users/u1')[0][1]?.body))).toEqual(
      { emailVerified: false },
    );
    menu = await openRowMenu(user, 'Carol');
    await user.click(within(menu).getByRole('menuitem', { name: 'Verify Email' }));
    await expectToast(toast(), 'Failed to update user.', 'Update Failed');
  });

  it('sends a password reset e-mail, with the fallback on failure', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'POST /api/admin/users/u1/send-password-reset': { body: { message: 'sent' } },
      'POST /api/admin/users/u2/send-password-reset': { status: 502, body: '' },
    });
    await loaded('alice');
    let menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send Password Reset' }));
    await expectToast(
      toast(),
      'Password Reset Email Sent',
      "A password reset link has been sent to the user's email.",
    );
    expect(callsTo(fetchMock, 'POST /api/admin/users/u1/send-password-reset')).toHaveLength(1);
    menu = await openRowMenu(user, 'bob');
    await user.click(within(menu).getByRole('menuitem', { name: 'Send Password Reset' }));
    await expectToast(toast(), 'Failed to Send Email', 'Failed to send password reset email.');
  });

  it('deletes a user after the confirmation, and keeps the dialog open on a refusal', async () => {
    let refuse = true;
    let deleted = false;
    const { user, fetchMock } = render('/admin/users', few, {
      'GET /api/admin/users': usersList(() => (deleted ? [bob, carol, me] : few)),
      'DELETE /api/admin/users/u1': () => {
        if (refuse) {
          return apiError(409, 'The user could not be deleted now.');
        }
        deleted = true;
        return { body: { message: 'User deleted' } };
      },
    });
    await loaded('alice');
    const menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete the user "alice"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await expectToast(toast(), 'Error Deleting User', 'The user could not be deleted now.');
    expect(screen.getByRole('dialog', { name: 'Delete User' })).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await expectToast(toast(), 'User Deleted', 'User has been successfully deleted.');
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Delete User' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(usernames()).toEqual(['bob', 'Carol', 'ada.lovelace']));
    // The row's menu button is gone: focus goes to the table's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'All Users' })).toHaveFocus(),
    );
  });

  it('the delete falls back to its own text when the server gives none', async () => {
    const { user } = render('/admin/users', few, {
      'DELETE /api/admin/users/u1': { status: 500, body: '' },
    });
    await loaded('alice');
    const menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await within(toast()).findByText('Failed to delete user.')).toBeInTheDocument();
  });

  it('Cancel changes nothing, and focus returns to the row menu button', async () => {
    const { user, fetchMock } = render();
    await loaded('alice');
    const menu = await openRowMenu(user, 'alice');
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for alice' })).toHaveFocus(),
    );
  });
});

describe('AdminUsersPage: by keyboard alone', () => {
  it('finds a user, opens the row menu, makes them admin and confirms', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': { body: { ...alice, isAdmin: true } },
    });
    await loaded('alice');
    await user.tab(); // Create User
    await user.tab(); // the search box
    expect(screen.getByPlaceholderText('Search users...')).toHaveFocus();
    await user.keyboard('alice');
    // The person reads the answer before moving on: a search that lands after Tab has moved into
    // the grid re-renders its rows under the focus.
    await waitFor(() => expect(usernames()).toEqual(['alice']));
    await user.tab(); // Role
    await user.tab(); // Status
    await user.tab(); // Export
    await user.tab(); // the grid: its select-all box
    expect(screen.getByRole('checkbox', { name: 'Select all users on this page' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Select alice' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Actions for alice' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Make Admin' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Make Admin' });
    await user.tab(); // Close
    await user.tab(); // Cancel
    await user.tab(); // Make Admin
    expect(within(dialog).getByRole('button', { name: 'Make Admin' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(toast()).findByText('alice is now an administrator.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/users/u1')[0][1]?.body))).toEqual(
      { isAdmin: true },
    );
  });
});

describe('AdminUsersPage: Create User', () => {
  it('opens with focus on Username, so typing starts there (not two Tabs away)', async () => {
    const { user } = render();
    await loaded('alice');
    await user.tab(); // Create User
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    await user.keyboard('newbie');
    expect(username).toHaveValue('newbie');
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveFocus();
  });

  it('keeps the required messages when focus leaves the empty fields, so Cancel does not move', async () => {
    const { user, fetchMock } = render();
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(toast()).findByText('Missing Information')).toBeInTheDocument();
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('Username is required');
    await user.tab();
    await user.tab();
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(0);
  });

  it("says 'Missing Information' when a field is empty, and sends nothing", async () => {
    const { user, fetchMock } = render();
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Username/ }), 'newbie');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await expectToast(toast(), 'Missing Information', 'Please fill in all required fields');
    expect(callsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveValue('newbie');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveFocus(),
    );
  });

  it("creates the user with the Administrator checkbox (the spec's isAdmin) and closes", async () => {
    let created = false;
    const { user, fetchMock } = render('/admin/users', few, {
      'GET /api/admin/users': usersList(few, () => usersCounts({ total: created ? 248 : 247 })),
      'POST /api/admin/users': () => {
        created = true;
        return { status: 201, body: adminUser({ id: 'u9', username: 'newbie' }) };
      },
    });
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('type', 'email');
    await fill(user, within(dialog).getByRole('textbox', { name: /Username/ }), 'newbie');
    await fill(user, email, 'newbie@example.org');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await expectToast(
      toast(),
      'User Created',
      'New user has been created. They will receive an email to set up their password.',
    );
    const [, init] = callsTo(fetchMock, 'POST /api/admin/users')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      username: 'newbie',
      email: 'newbie@example.org',
      isAdmin: true,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create New User' })).not.toBeInTheDocument(),
    );
    // The list and the figures are read again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/users')).toHaveLength(2));
    const figures = screen.getByRole('region', { name: 'User figures' });
    const total = within(figures).getByRole('heading', { name: 'Total Users' }).closest('li')!;
    expect(await within(total).findByText('248')).toBeInTheDocument();
  });

  it("keeps the dialog and what was typed on a refusal, with the server's message or the fallback", async () => {
    let answer: MockResponse = apiError(409, 'That username is already taken.', {
      username: 'That username is already taken.',
    });
    const { user } = render('/admin/users', few, { 'POST /api/admin/users': () => answer });
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Username/ }), 'alice');
    await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'a2@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(toast()).findByText('Error Creating User')).toBeInTheDocument();
    expect(within(toast()).getAllByText('That username is already taken.').length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('dialog', { name: 'Create New User' })).toBeInTheDocument();
    const username = within(dialog).getByRole('textbox', { name: /Username/ });
    expect(username).toHaveValue('alice');
    expect(username).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 500, body: {} };
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(toast()).findByText('Failed to create user.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('a2@example.org');
  });
});

const activity = (overrides: Partial<AdminUserActivity> = {}): AdminUserActivity => ({
  signIns: [],
  actions: [],
  ...overrides,
});

async function openEdit(user: ReturnType<typeof render>['user'], name = 'alice') {
  const menu = await openRowMenu(user, name);
  await user.click(within(menu).getByRole('menuitem', { name: 'Edit User' }));
  return screen.findByRole('dialog', { name: 'Edit User' });
}

describe('AdminUsersPage: Edit User', () => {
  it('has the five tabs with their contents', async () => {
    const { user } = render();
    await loaded('alice');
    const dialog = await openEdit(user);
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Account',
      'Security',
      'Permissions',
      'Activity',
      'Notes',
    ]);
    const panel = () => within(dialog).getByRole('tabpanel');
    expect(within(panel()).getByRole('textbox', { name: /Username/ })).toHaveValue('alice');
    expect(within(panel()).getByRole('textbox', { name: /Email/ })).toHaveValue(
      'alice@example.org',
    );
    expect(within(panel()).getByRole('switch', { name: 'Email Verified' })).toBeChecked();
    expect(within(panel()).getByText('Jan 10, 2026')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    expect(within(panel()).getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Suspend Account' })).toBeInTheDocument();
    expect(
      within(panel()).getByRole('heading', { name: 'Two-Factor Authentication: Off' }),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Reset Two-Factor' })).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    expect(within(panel()).getByRole('switch', { name: 'Administrator Role' })).not.toBeChecked();
    expect(within(panel()).getByText('Manage users and permissions')).toBeInTheDocument();
    expect(
      within(panel()).getByText(/A regular user has no administrative access/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Notes' }));
    expect(
      within(panel()).getByText('These notes are only visible to administrators'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it("shows the Activity tab's placeholders only when there is nothing", async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'GET /api/admin/users/u1/activity': { body: activity() },
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    expect(callsTo(fetchMock, 'GET /api/admin/users/u1/activity')).toHaveLength(0);
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    await expectToast(dialog, 'No login history available yet', 'No recent actions recorded');
  });

  it('lists real sign-ins and administrative actions in the Activity tab', async () => {
    const { user } = render('/admin/users', few, {
      'GET /api/admin/users/u1/activity': {
        body: activity({
          signIns: [
            {
              at: '2026-02-01T08:00:00.000Z',
              ipAddress: '198.51.100.4',
              userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/131.0',
              browser: 'Firefox 131 on macOS',
            },
          ],
          actions: [
            auditEntry({
              action: 'user.verify-email',
              changes: { emailVerified: { from: false, to: true } },
            }),
          ],
        }),
      },
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Activity' }));
    await expectToast(dialog, '198.51.100.4 · Firefox 131 on macOS', 'Email marked verified');
    expect(within(dialog).getByText(/by ada\.lovelace/)).toBeInTheDocument();
    expect(within(dialog).queryByText('No login history available yet')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No recent actions recorded')).not.toBeInTheDocument();
  });

  it("saves only what changed, shows 'Saving...' meanwhile, and says what changed", async () => {
    const held = deferred<MockResponse>();
    const { user, fetchMock } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': () => held.promise,
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await fill(user, email, 'alice@new.example');
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Administrator Role' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Notes' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Internal Notes' }), 'Speaker');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [, init] = callsTo(fetchMock, 'PATCH /api/admin/users/u1')[0];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'alice@new.example',
      isAdmin: true,
      notes: 'Speaker',
    });
    held.resolve({
      body: { ...alice, email: 'alice@new.example', isAdmin: true, notes: 'Speaker' },
    });
    await expectToast(toast(), 'User Updated', 'alice is now an administrator.');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument(),
    );
    // Typing into three fields of the dialog is long on a busy two-core machine.
  }, 60_000);

  it('keeps the dialog and what was typed when the save is refused', async () => {
    const { user } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': apiError(409, 'That email address is already in use.'),
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await fill(user, email, 'bob@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectToast(toast(), 'Update Failed', 'That email address is already in use.');
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeInTheDocument();
    expect(email).toHaveValue('bob@example.org');
  });

  it('shows the Account tab when an invalid field there stops the save', async () => {
    const { user, fetchMock } = render();
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByRole('textbox', { name: /Username/ }));
    await user.click(within(dialog).getByRole('tab', { name: 'Notes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Account' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveFocus(),
    );
    expect(callsTo(fetchMock, 'PATCH /api/admin/users/u1')).toHaveLength(0);
  });

  it('suspends (confirmed) and reactivates from the Security tab, with their toasts', async () => {
    let suspended = false;
    const { user, fetchMock } = render('/admin/users', few, {
      'GET /api/admin/users': usersList(() => [{ ...alice, suspended }, bob, carol, me]),
      'PATCH /api/admin/users/u1': ({ body }) => {
        suspended = (body as { suspended: boolean }).suspended;
        return { body: { ...alice, suspended } };
      },
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Account' });
    expect(callsTo(fetchMock, 'PATCH /api/admin/users/u1')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Suspend Account' }));
    expect(await within(toast()).findByText('User Suspended')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Suspend Account' })).not.toBeInTheDocument(),
    );
    const reactivate = await within(dialog).findByRole('button', { name: 'Reactivate Account' });
    await user.click(reactivate);
    const again = await screen.findByRole('dialog', { name: 'Reactivate Account' });
    await user.click(within(again).getByRole('button', { name: 'Reactivate Account' }));
    expect(await within(toast()).findByText('User Activated')).toBeInTheDocument();
    const bodies = callsTo(fetchMock, 'PATCH /api/admin/users/u1').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([{ suspended: true }, { suspended: false }]);
  });

  it("shows 'Action Failed' with the fallback when a suspension fails", async () => {
    const { user } = render('/admin/users', few, {
      'PATCH /api/admin/users/u1': { status: 500, body: {} },
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend Account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Suspend Account' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend Account' }));
    await expectToast(toast(), 'Action Failed', 'Failed to change user status.');
    expect(screen.getByRole('dialog', { name: 'Suspend Account' })).toBeInTheDocument();
  });

  it('resets two-factor sign-in after a confirmation that says what it does; the tab shows Off', async () => {
    let twoFactorEnabled = true;
    const { user, fetchMock } = render('/admin/users', few, {
      'GET /api/admin/users': usersList(() => [{ ...alice, twoFactorEnabled }, bob, carol, me]),
      'POST /api/admin/users/u1/two-factor/reset': () => {
        twoFactorEnabled = false;
        return { body: { message: 'Two-factor sign-in was reset. The user has been e-mailed.' } };
      },
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Two-Factor Authentication: On' }),
    ).toBeInTheDocument();
    const reset = within(dialog).getByRole('button', { name: 'Reset Two-Factor' });
    await user.click(reset);
    const confirm = await screen.findByRole('dialog', { name: 'Reset Two-Factor' });
    expect(confirm).toHaveTextContent(/they sign in with their password alone/);
    expect(confirm).toHaveTextContent(/they are e-mailed/);
    expect(confirm).toHaveTextContent(/an administrator will have to set it up again/);
    expect(callsTo(fetchMock, 'POST /api/admin/users/u1/two-factor/reset')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Reset Two-Factor' }));
    await expectToast(
      toast(),
      'Two-Factor Reset',
      'Two-factor sign-in was reset. The user has been e-mailed.',
    );
    expect(
      await within(dialog).findByRole('heading', { name: 'Two-Factor Authentication: Off' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset Two-Factor' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/users/u1/two-factor/reset')).toHaveLength(1);
  });

  it("keeps the reset's confirmation open with the server's reason when it is refused", async () => {
    const { user } = render('/admin/users', [{ ...alice, twoFactorEnabled: true }, me], {
      'POST /api/admin/users/u1/two-factor/reset': apiError(400, 'Two-factor sign-in is not on.'),
    });
    await loaded('alice');
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Security' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset Two-Factor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset Two-Factor' });
    await user.click(within(confirm).getByRole('button', { name: 'Reset Two-Factor' }));
    await expectToast(toast(), 'Two-Factor Not Reset', 'Two-factor sign-in is not on.');
    expect(screen.getByRole('dialog', { name: 'Reset Two-Factor' })).toBeInTheDocument();
  });
});

describe('AdminUsersPage: Export', () => {
  it('downloads the CSV of the current search and filters under the server file name', async () => {
    const downloads = catchDownloads('blob:users');
    try {
      const { user, fetchMock } = render('/admin/users?search=ali&role=user&status=verified');
      await loaded('alice');
      serveCsv(
        fetchMock,
        '/api/admin/users/export',
        'Username,Email\r\nalice,alice@example.org\r\n',
        'users-export-2026-02-01.csv',
      );
      await user.click(screen.getByRole('button', { name: 'Export' }));
      expect(await within(toast()).findByText(/users-export-2026-02-01\.csv/)).toBeInTheDocument();
      expect(querySentTo(fetchMock, '/api/admin/users/export')).toEqual({
        search: 'ali',
        role: 'user',
        status: 'verified',
      });
      expect(downloads.saved).toEqual(['users-export-2026-02-01.csv']);
    } finally {
      downloads.restore();
    }
  });

  it('says why when the export fails', async () => {
    const { user } = render('/admin/users', few, {
      'GET /api/admin/users/export': apiError(403, 'Forbidden resource'),
    });
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await expectToast(toast(), 'Export Failed', 'Forbidden resource');
  });
});

describe('AdminUsersPage: staff roles (issue 45)', () => {
  const erin = adminUser({
    id: 'u5',
    username: 'erin',
    email: 'erin@example.org',
    roles: ['editor'],
    createdAt: '2025-10-01T09:30:00.000Z',
  });
  const nina = adminUser({
    id: 'u6',
    username: 'nina',
    email: 'nina@example.org',
    roles: ['newsletter', 'contributor'],
    createdAt: '2025-09-01T09:30:00.000Z',
  });
  const staffed = [...few, dan, erin, nina];

  it("offers the contract's role filters with their labels and filters by each, in the URL", async () => {
    const { user } = render('/admin/users', staffed);
    await loaded('alice');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(optionTexts(role)).toEqual([
      'All Roles',
      'Administrators',
      'Regular Users',
      'All Staff',
      'Editors',
      'Inbox',
      'Newsletter',
      'Contributors',
    ]);
    const cases: [string, string, string[]][] = [
      ['All Staff', 'staff', ['bob', 'ada.lovelace', 'dan', 'erin', 'nina']],
      ['Editors', 'editor', ['dan', 'erin']],
      ['Inbox', 'inbox', ['dan']],
      ['Newsletter', 'newsletter', ['nina']],
      ['Contributors', 'contributor', ['nina']],
      ['Regular Users', 'user', ['Carol', 'alice']],
    ];
    for (const [label, value, names] of cases) {
      await user.selectOptions(role, label);
      await waitFor(() => expect(usernames()).toEqual(names));
      expect(queryOf().get('role')).toBe(value);
    }
  }, 60_000);

  it('opens with a staff filter of the URL', async () => {
    render('/admin/users?role=newsletter', staffed);
    await loaded('nina');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('newsletter');
    expect(usernames()).toEqual(['nina']);
  });

  it('creates a user with roles, each checkbox described by what the role does, by keyboard', async () => {
    const { user, fetchMock } = render('/admin/users', few, {
      'POST /api/admin/users': {
        status: 201,
        body: adminUser({ id: 'u9', username: 'ed', roles: ['editor', 'inbox'] }),
      },
    });
    await loaded('alice');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New User' });
    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['administrator', 'editor', 'inbox', 'newsletter', 'contributor']);
    for (const role of STAFF_ROLES) {
      const box = within(roles).getByRole('checkbox', { name: role.label });
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(role.description);
    }
    // Focus starts on Username: type, Tab to Email, Tab into the roles, Space to check.
    await user.keyboard('eddie');
    await user.tab();
    await user.keyboard('eddie@example.org');
    await user.tab();
    expect(within(roles).getByRole('checkbox', { name: 'Administrator' })).toHaveFocus();
    await user.tab();
    expect(within(roles).getByRole('checkbox', { name: 'Editor' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(within(roles).getByRole('checkbox', { name: 'Inbox' })).toBeChecked();
    // On to Create User (past Newsletter, Contributor and Cancel) and Enter.
    const submit = within(dialog).getByRole('button', { name: 'Create User' });
    for (let i = 0; i < 5 && document.activeElement !== submit; i += 1) await user.tab();
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/users')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST /api/admin/users')[0][1]?.body))).toEqual({
      username: 'eddie',
      email: 'eddie@example.org',
      roles: ['editor', 'inbox'],
      isAdmin: false,
    });
    await expectToast(
      toast(),
      'User Created',
      'New user has been created. They will receive an email to set up their password.',
    );
  }, 60_000);

  it("changes the other roles in the Permissions tab, beside the spec's Administrator Role switch, with PATCH {roles}", async () => {
    const { user, fetchMock } = render('/admin/users', [...few, dan], {
      'PATCH /api/admin/users/u4': ({ body }) => ({
        body: { ...dan, ...(body as object) },
      }),
    });
    await loaded('dan');
    const dialog = await openEdit(user, 'dan');
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('switch', { name: 'Administrator Role' })).not.toBeChecked();
    expect(within(panel).getByText('Manage users and permissions')).toBeInTheDocument();
    const others = within(panel).getByRole('group', { name: 'Other staff roles' });
    const box = (name: string) => within(others).getByRole('checkbox', { name });
    expect(
      within(others)
        .getAllByRole('checkbox')
        .map((b) => [b.getAttribute('value'), (b as HTMLInputElement).checked]),
    ).toEqual([
      ['editor', true],
      ['inbox', true],
      ['newsletter', false],
      ['contributor', false],
    ]);
    expect(box('Newsletter')).toHaveAccessibleDescription(
      STAFF_ROLES.find((r) => r.code === 'newsletter')!.description,
    );
    // By keyboard: focus the Inbox box, Space unchecks it; Tab, Space checks Newsletter.
    box('Inbox').focus();
    await user.keyboard(' ');
    await user.tab();
    expect(box('Newsletter')).toHaveFocus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/admin/users/u4')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/users/u4')[0][1]?.body))).toEqual(
      { roles: ['editor', 'newsletter'] },
    );
    await expectToast(toast(), 'User Updated', "dan's roles are now: Editor, Newsletter.");
  }, 60_000);

  it('sends the administrator role with the others when both change', async () => {
    const { user, fetchMock } = render('/admin/users', [...few, dan], {
      'PATCH /api/admin/users/u4': ({ body }) => ({ body: { ...dan, ...(body as object) } }),
    });
    await loaded('dan');
    const dialog = await openEdit(user, 'dan');
    await user.click(within(dialog).getByRole('tab', { name: 'Permissions' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Administrator Role' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Editor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/admin/users/u4')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/users/u4')[0][1]?.body))).toEqual(
      { roles: ['administrator', 'inbox'] },
    );
  }, 60_000);

  it('offers Resend Invitation for an account without a password, and says it was sent', async () => {
    const { user, fetchMock } = render('/admin/users', [...few, dan], {
      'POST /api/admin/users/u4/invitation': { body: { message: 'Invitation sent' } },
    });
    await loaded('dan');
    let menu = await openRowMenu(user, 'alice');
    expect(within(menu).queryByRole('menuitem', { name: 'Resend Invitation' })).toBeNull();
    await user.keyboard('{Escape}');
    menu = await openRowMenu(user, 'dan');
    await user.click(within(menu).getByRole('menuitem', { name: 'Resend Invitation' }));
    await expectToast(
      toast(),
      'Invitation Sent',
      'A new link to set a password has been sent to dan@example.org.',
    );
    expect(callsTo(fetchMock, 'POST /api/admin/users/u4/invitation')).toHaveLength(1);
  });

  it("shows the server's reason when the invitation cannot be sent again", async () => {
    const { user } = render('/admin/users', [...few, dan], {
      'POST /api/admin/users/u4/invitation': apiError(409, 'dan has already set a password.'),
    });
    await loaded('dan');
    const menu = await openRowMenu(user, 'dan');
    await user.click(within(menu).getByRole('menuitem', { name: 'Resend Invitation' }));
    await expectToast(toast(), 'Failed to Send Email', 'dan has already set a password.');
  });
});
