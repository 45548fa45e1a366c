import { useMemo } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { NOTIFICATION_LIMIT } from '@bb/shared/admin';
import Button from '@mui/material/Button';
import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SecurityIcon from '@mui/icons-material/Security';
import { useGetCurrentUserQuery, type User } from '../../api/auth';
import { NOTIFICATION_POLL_MS, useGetAdminNotificationsQuery } from '../../api/admin/stats';
import { AccountMenu, type AccountMenuLink } from '../../components/layout/AccountMenu';
import { AppShell } from '../../components/layout/AppShell';
import { NotificationListBell } from '../../components/layout/NotificationListBell';
import { RouteGuard } from '../../components/RouteGuard';
import {
  ComingSoonBanner,
  useComingSoonNoticeShown,
} from '../../components/status/ComingSoonBanner';
import { OPEN_CHANGE_PASSWORD } from '../../components/auth/accountPages';
import { roleLabels } from '@bb/shared/staff-roles';
import { useStaffAccess } from '../../components/auth/staffAccess';
import { adminNavFor, permissionForPath } from './adminPages';
import { bellItem } from './bellItem';
import { formatDateTime } from './format';

/** The bell's accessible name: what it opens and how many items wait. */
export function adminBellLabel(total: number | undefined): string {
  if (total === undefined) return 'Notifications';
  if (total === 0) return 'Notifications, nothing waiting';
  return `Notifications, ${total} waiting`;
}

/** Up to two initials from a username: 'ada.lovelace' -> 'AL', 'sam' -> 'S'. */
export function initialsOf(username: string): string {
  const parts = username.split(/[\s._-]+/).filter(Boolean);
  const letters = (parts.length > 1 ? parts.slice(0, 2) : [parts[0] ?? username]).map((part) =>
    Array.from(part)[0]?.toUpperCase(),
  );
  return letters.join('') || '?';
}

/**
 * The bell: how many inquiries wait (pending speaking requests, new partnerships, unread contact
 * messages), read every minute while the tab is visible, and the newest of them in a list.
 */
function AdminBell() {
  const { data, isError } = useGetAdminNotificationsQuery(undefined, {
    pollingInterval: NOTIFICATION_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const { can } = useStaffAccess();
  // The server lists only what the person may open; an item whose page they may not open (their
  // roles changed since) is left out here too.
  const items = data?.items.filter((item) => {
    const needs = permissionForPath(item.path);
    return needs === null || can(needs);
  });
  const shown = items?.length ?? 0;
  return (
    <NotificationListBell
      label={adminBellLabel(data?.total)}
      count={data?.total}
      heading="Waiting for you"
      items={items?.map(bellItem)}
      emptyText={
        can('inbox')
          ? 'Nothing is waiting: no pending speaking requests, new partnerships or unread messages.'
          : 'Nothing is waiting for you.'
      }
      error={isError && !data}
      footer={
        data && data.total > shown
          ? `Showing the newest ${Math.min(shown, NOTIFICATION_LIMIT)} of ${data.total}.`
          : undefined
      }
      formatTime={formatDateTime}
    />
  );
}

/**
 * The administrator's own account, in the header's account menu: their profile and the member
 * area's settings (where Change Password and Two-Factor Authentication are; Change Password opens
 * its dialog there). Sign Out follows them in the menu.
 */
export const ADMIN_ACCOUNT_LINKS: readonly AccountMenuLink[] = [
  { to: '/my/profile', label: 'My Profile', icon: PersonOutlineIcon },
  {
    to: '/my/settings',
    label: 'Change Password',
    icon: LockResetOutlinedIcon,
    state: OPEN_CHANGE_PASSWORD,
  },
  { to: '/my/settings', label: 'Two-Factor Authentication', icon: SecurityIcon },
];

/**
 * The person's roles as the header shows them: "Administrator" (the spec's label), "Editor, Inbox".
 */
export const staffRoleLabel = (user: Pick<User, 'roles'>) => roleLabels(user.roles);

function AdminShell({ user }: { user: User }) {
  const initials = initialsOf(user.username);
  const comingSoonNotice = useComingSoonNoticeShown();
  const { permissions } = useStaffAccess();
  const nav = useMemo(() => adminNavFor(permissions), [permissions]);
  return (
    <AppShell
      areaLabel="Administrator Panel"
      navLabel="Administrator Panel"
      menuLabel="Administrator menu"
      nav={nav}
      user={{
        username: user.username,
        initials,
        roleLabel: staffRoleLabel(user),
      }}
      accountMenu={
        <AccountMenu username={user.username} initials={initials} links={ADMIN_ACCOUNT_LINKS} />
      }
      notice={comingSoonNotice ? <ComingSoonBanner /> : undefined}
      bell={<AdminBell />}
      headerActions={
        <Button
          component={RouterLink}
          to="/"
          variant="outlined"
          size="small"
          sx={{ flexShrink: 0 }}
        >
          View Site
        </Button>
      }
    >
      <Outlet />
    </AppShell>
  );
}

function SignedInAdmin() {
  const { data: user } = useGetCurrentUserQuery();
  // The guard renders this only for verified staff (any staff role).
  return user ? <AdminShell user={user} /> : null;
}

/**
 * The admin panel's layout: the guard (verified staff: any staff role), then the shared AppShell
 * with the navigation the person's roles open. Each page checks its own permission (AdminArea).
 */
export default function AdminLayout() {
  return (
    <RouteGuard requireVerified requireStaff>
      <SignedInAdmin />
    </RouteGuard>
  );
}
