import { pageSummaries } from './adminPages';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type {
  AdminNotifications,
  AdminStats,
  AdminSystemHealth,
  AdminUser,
  AdminUserCounts,
  AdminUserPage,
  AuditEntry,
  UploadBudget,
} from '@bb/shared/admin';
import { PERMISSIONS, permissionsOf, type StaffRoleCode } from '@bb/shared/staff-roles';
import type { User } from '../api/auth';
import { preloadRoute } from '../app/routes';
import { Toaster } from '../components/toast/Toaster';
import { settings } from './adminContent';
import { mockFetch, renderApp, renderWithProviders, type Handlers } from './utils';

// Fixtures and renderers for the admin layout, dashboard, users and audit-log tests.

/** The admin pages below the dashboard ('/admin'), in the navigation's order. */
export const ADMIN_SECTION_PATHS = [
  '/admin/users',
  '/admin/testimonials',
  '/admin/bookings',
  '/admin/partnerships',
  '/admin/content',
  '/admin/media',
  '/admin/carousels',
  '/admin/settings',
  '/admin/messages',
  '/admin/audit-log',
];

export const admin: User = {
  id: 'a1',
  username: 'ada.lovelace',
  email: 'ada@example.org',
  isAdmin: true,
  emailVerified: true,
  roles: ['administrator'],
  permissions: [...PERMISSIONS],
  pendingEmail: null,
  firstSignIn: false,
};

/** A signed-in staff member holding `roles` (not an administrator unless one of them). */
export function staffMember(roles: StaffRoleCode[], overrides: Partial<User> = {}): User {
  return {
    ...admin,
    id: `s-${roles.join('-')}`,
    username: `${roles.join('.')}.person`,
    email: `${roles.join('.')}@example.org`,
    isAdmin: roles.includes('administrator'),
    roles,
    permissions: permissionsOf(roles),
    ...overrides,
  };
}
export const editor = staffMember(['editor'], { username: 'eddie.editor' });
export const inboxPerson = staffMember(['inbox'], { username: 'ina.inbox' });
export const newsletterPerson = staffMember(['newsletter'], { username: 'nell.news' });
export const contributor = staffMember(['contributor'], { username: 'cora.contrib' });
/** A verified member: no staff role. */
export const member: User = {
  ...admin,
  id: 'm1',
  username: 'mo.member',
  isAdmin: false,
  roles: [],
  permissions: [],
};

/**
 * GET /api/admin/stats as the server answers `user`: only the sections they may open (users:
 * 'users'; testimonials; the inboxes' three: 'inbox').
 */
export function statsFor(user: User, overrides: Partial<AdminStats> = {}): Partial<AdminStats> {
  const all = stats(overrides);
  const may = (p: (typeof PERMISSIONS)[number]) => user.permissions.includes(p);
  return {
    ...(may('users') ? { users: all.users } : {}),
    ...(may('testimonials') ? { testimonials: all.testimonials } : {}),
    ...(may('inbox')
      ? {
          speakingRequests: all.speakingRequests,
          partnerships: all.partnerships,
          contactMessages: all.contactMessages,
        }
      : {}),
  };
}

/** A user of the admin list; an administrator (isAdmin) holds the administrator role unless told. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.org',
    isAdmin: false,
    roles: overrides.isAdmin ? ['administrator'] : [],
    emailVerified: true,
    suspended: false,
    hasPassword: true,
    twoFactorEnabled: false,
    notes: null,
    createdAt: '2026-01-10T09:30:00.000Z',
    lastLoginAt: '2026-02-01T08:00:00.000Z',
    ...overrides,
  };
}

export function stats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    users: {
      total: 247,
      admins: 3,
      verified: 230,
      unverified: 17,
      suspended: 2,
      active: 89,
      newThisMonth: 12,
    },
    testimonials: { total: 156, published: 148, draft: 8 },
    speakingRequests: {
      total: 34,
      pending: 5,
      confirmed: 20,
      declined: 4,
      completed: 5,
      thisMonth: 12,
    },
    partnerships: {
      total: 18,
      new: 2,
      inDiscussion: 1,
      proposalSent: 0,
      active: 15,
      onHold: 0,
      closed: 0,
    },
    contactMessages: { total: 40, unread: 3 },
    ...overrides,
  };
}

export function notifications(overrides: Partial<AdminNotifications> = {}): AdminNotifications {
  return {
    total: 2,
    items: [
      {
        kind: 'speaking-request',
        id: 'sr1',
        title: 'Speaking request from Acme Corp',
        detail: 'Jordan Lee · Keynote',
        createdAt: '2026-02-01T10:00:00.000Z',
        path: '/admin/bookings?id=sr1',
      },
      {
        kind: 'contact-message',
        id: 'c1',
        title: 'Message from Sam Rivera',
        detail: 'Training',
        createdAt: '2026-01-31T10:00:00.000Z',
        path: '/admin/messages?id=c1',
      },
    ],
    ...overrides,
  };
}

/** The upload budgets' defaults with 12 MB stored, 3 MB of it today. */
export function uploadBudget(overrides: Partial<UploadBudget> = {}): UploadBudget {
  return {
    todayBytes: 3 * 1024 * 1024,
    dailyLimitBytes: 200 * 1024 * 1024,
    storedBytes: 12 * 1024 * 1024,
    storageLimitBytes: 5 * 1024 ** 3,
    timeZone: 'Europe/London',
    resetsAt: '2026-02-02T00:00:00.000Z',
    ...overrides,
  };
}

export function systemHealth(overrides: Partial<AdminSystemHealth> = {}): AdminSystemHealth {
  return {
    database: { status: 'up', latencyMs: 12, sizeBytes: 45 * 1024 * 1024 },
    mailQueue: { status: 'up', waiting: 3, active: 1, failed: 2 },
    storage: {
      driver: 'local',
      usedBytes: 12 * 1024 * 1024,
      availableBytes: 40 * 1024 ** 3,
      totalBytes: 100 * 1024 ** 3,
      budget: uploadBudget(),
    },
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'e1',
    at: '2026-02-01T09:30:05.000Z',
    actorId: admin.id,
    actorName: admin.username,
    ipAddress: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    action: 'user.grant-admin',
    targetType: 'user',
    targetId: 'u1',
    targetLabel: 'alice',
    changes: { isAdmin: { from: false, to: true } },
    detail: null,
    count: 1,
    ...overrides,
  };
}

export const healthUp = {
  status: 'ok',
  database: { status: 'up' },
  mailQueue: { status: 'up', waiting: 0, failed: 0 },
};

/**
 * GET /api/admin/users answered as the server does, from `users`: the query's search (username or
 * e-mail contains, without regard to case), role and status, sort and order (ties newest first, then
 * by id), page and pageSize (default 10); `counts` are the stat cards' figures (by default those of
 * stats()). Functions giving the current users or figures may be given, for lists that change
 * during a test.
 */
export function usersList(
  users: readonly AdminUser[] | (() => readonly AdminUser[]),
  counts: AdminUserCounts | (() => AdminUserCounts) = usersCounts(),
): Handlers[string] {
  return ({ url }) => {
    const q = url.searchParams;
    const search = (q.get('search') ?? '').trim().toLowerCase();
    const role = q.get('role') ?? 'all';
    const status = q.get('status') ?? 'all';
    const sort = q.get('sort') ?? 'createdAt';
    const order = q.get('order') ?? (sort === 'createdAt' ? 'desc' : 'asc');
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 10);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const newest = (a: AdminUser, b: AdminUser) =>
      text(b.createdAt, a.createdAt) || text(b.id, a.id);
    const ascending: Record<string, (a: AdminUser, b: AdminUser) => number> = {
      username: (a, b) =>
        text(a.username.toLowerCase(), b.username.toLowerCase()) || text(a.id, b.id),
      email: (a, b) => text(a.email.toLowerCase(), b.email.toLowerCase()) || text(a.id, b.id),
      role: (a, b) => Number(b.isAdmin) - Number(a.isAdmin) || newest(a, b),
      status: (a, b) => Number(a.emailVerified) - Number(b.emailVerified) || newest(a, b),
      createdAt: (a, b) => -newest(a, b),
    };
    const matching = (typeof users === 'function' ? users() : users)
      .filter(
        (u) =>
          (!search || `${u.username}\n${u.email}`.toLowerCase().includes(search)) &&
          matchesRole(u, role) &&
          (status === 'all' || u.emailVerified === (status === 'verified')),
      )
      .sort((a, b) => (order === 'asc' ? 1 : -1) * ascending[sort](a, b));
    const body: AdminUserPage = {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
      counts: typeof counts === 'function' ? counts() : counts,
    };
    return { body };
  };
}

/** The role filter as the server applies it (contract: shared/src/admin/users.ts). */
function matchesRole(u: AdminUser, role: string): boolean {
  switch (role) {
    case 'all':
      return true;
    case 'admin':
      return u.isAdmin;
    case 'user':
      return u.roles.length === 0;
    case 'staff':
      return u.roles.length > 0;
    default:
      return u.roles.includes(role as StaffRoleCode);
  }
}

/** The users page's figures, by default those of stats(). */
export function usersCounts(overrides: Partial<AdminUserCounts> = {}): AdminUserCounts {
  const { total, admins, verified, unverified, suspended, newThisMonth } = stats().users!;
  return { total, admins, verified, unverified, suspended, newThisMonth, ...overrides };
}

/** The answers of a signed-in administrator's panel, merged with `handlers`. */
export function adminHandlers(handlers: Handlers = {}): Handlers {
  return {
    'GET /api/user': { body: admin },
    'GET /api/admin/notifications': { body: notifications() },
    'GET /api/admin/stats': { body: stats() },
    'GET /api/admin/system': { body: systemHealth() },
    'GET /api/health': { body: healthUp },
    'GET /api/admin/audit-log': { body: { items: [auditEntry()], total: 1 } },
    'GET /api/admin/users': usersList([adminUser()]),
    'GET /api/admin/pages': { body: pageSummaries() },
    // The organisation's time zone (scheduled times) and what is scheduled (the dashboard).
    'GET /api/admin/settings': { body: settings() },
    'GET /api/admin/scheduled': { body: { items: [], total: 0, timeZone: 'UTC' } },
    // The dashboard's Waiting for review card.
    'GET /api/admin/reviews': { body: { items: [], total: 0 } },
    'GET /api/admin/users/assignees': {
      body: { items: [{ id: admin.id, username: admin.username }] },
    },
    ...handlers,
  };
}

/** Renders the whole app at `path` for the signed-in administrator. */
export function renderAdminApp(path: string, handlers: Handlers = {}) {
  const fetchMock = mockFetch(adminHandlers(handlers));
  const result = renderApp(path);
  return { ...result, fetchMock, user: userEvent.setup() };
}

/** Shows the router's current path and query, to read what a page put in the URL. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The URL the page is at now (path and query). */
export const currentUrl = () => screen.getByTestId('location').textContent ?? '';

/** Renders one admin page (without the layout) at `path`, with the toaster and a location probe. */
export function renderAdminPage(
  path: string,
  page: ReactElement,
  handlers: Handlers = {},
  /** The route's pattern, when the page reads a parameter ('/admin/content/pages/:slug'). */
  routePath?: string,
) {
  const fetchMock = mockFetch(adminHandlers(handlers));
  const pathname = routePath ?? path.split('?')[0];
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path={pathname} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </>,
    { path },
  );
  return { ...result, fetchMock, user: userEvent.setup() };
}

/** The toaster's region. */
export const toastRegion = () =>
  screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });

/** Loads the admin area's code once (a first lazy import can outlast findBy's default wait). */
export function preloadAdminPages(): Promise<void> {
  return Promise.all(
    ['/admin', '/admin/users', '/admin/audit-log', '/admin/no-such-page'].map(preloadRoute),
  ).then(() => undefined);
}
