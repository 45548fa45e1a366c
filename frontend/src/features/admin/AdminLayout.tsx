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
import { ADMIN_NAV } from './adminPages';
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
  const shown = data?.items.length ?? 0;
  return (
    <NotificationListBell
      label={adminBellLabel(data?.total)}
      count={data?.total}
      heading="Waiting for you"
      items={data?.items.map(bellItem)}
      emptyText="Nothing is waiting: no pending speaking requests, new partnerships or unread messages."
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

function AdminShell({ user }: { user: User }) {
  const initials = initialsOf(user.username);
  const comingSoonNotice = useComingSoonNoticeShown();
  return (
    <AppShell
      areaLabel="Administrator Panel"
      navLabel="Administrator Panel"
      menuLabel="Administrator menu"
      nav={ADMIN_NAV}
      user={{
        username: user.username,
        initials,
        roleLabel: 'Administrator',
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
  // The guard renders this only for a verified administrator.
  return user ? <AdminShell user={user} /> : null;
}

/** The admin panel's layout: the guard (verified administrators only), then the shared AppShell. */
export default function AdminLayout() {
  return (
    <RouteGuard requireVerified requireAdmin>
      <SignedInAdmin />
    </RouteGuard>
  );
}
