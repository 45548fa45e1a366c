import { useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useGetPreferencesQuery } from '../../api/account';
import { useGetCurrentUserQuery, type User } from '../../api/auth';
import { api, useApiDispatch } from '../../api/base';
import { useGetMySummaryQuery } from '../../api/member';
import { AppShell, type AppShellNavItem } from '../../components/layout/AppShell';
import { NotificationBell } from '../../components/layout/NotificationBell';
import { RouteGuard } from '../../components/RouteGuard';
import { isStaff } from '../../components/auth/isStaff';
import { roleLabels } from '@bb/shared/staff-roles';
import {
  ComingSoonBanner,
  useComingSoonNoticeShown,
} from '../../components/status/ComingSoonBanner';

export const MEMBER_NAV: readonly AppShellNavItem[] = [
  { to: '/my/dashboard', label: 'Dashboard', icon: DashboardOutlinedIcon },
  { to: '/my/profile', label: 'Profile', icon: PersonOutlineIcon },
  { to: '/my/bookings', label: 'My Bookings', icon: EventOutlinedIcon },
  { to: '/my/messages', label: 'Messages', icon: MailOutlineIcon },
  { to: '/my/settings', label: 'Settings', icon: SettingsOutlinedIcon },
];

/** How often the summary is read while browser notifications are on. */
export const NOTIFICATION_POLL_MS = 60_000;

/** The bell's accessible name. */
export function bellLabel(unread: number | undefined): string {
  if (!unread) return 'Messages, no unread';
  return `Messages, ${unread} unread`;
}

function browserNotificationsAllowed(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted';
}

/**
 * While the member has Push Notifications on (and the browser allows them), the summary is read
 * every 60 s and a browser notification is shown when the unread count rises. A rise (however it
 * was seen) also refreshes the inbox.
 */
function useUnreadMessages(user: User): number | undefined {
  const { data: preferences } = useGetPreferencesQuery(user.id);
  const notify = Boolean(preferences?.pushNotifications) && browserNotificationsAllowed();
  const { data: summary } = useGetMySummaryQuery(undefined, {
    pollingInterval: notify ? NOTIFICATION_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const unread = summary?.messages.unread;
  const lastSeen = useRef<number | undefined>(undefined);
  const dispatch = useApiDispatch();

  useEffect(() => {
    if (unread === undefined) return;
    const before = lastSeen.current;
    lastSeen.current = unread;
    if (before === undefined || unread <= before) return;
    dispatch(api.util.invalidateTags(['MemberMessage']));
    if (!notify) return;
    try {
      const note = new Notification('New message', {
        body: unread === 1 ? 'You have 1 unread message.' : `You have ${unread} unread messages.`,
        tag: 'member-messages',
      });
      note.onclick = () => {
        window.focus();
        note.close();
      };
    } catch {
      // Some browsers allow notifications only from a service worker: the bell still counts.
    }
  }, [unread, notify, dispatch]);

  return unread;
}

/** The one page an unverified member may reach: Profile, to correct a mistyped address. */
export const UNVERIFIED_PATH = '/my/profile';
const UNVERIFIED_NAV = MEMBER_NAV.filter((item) => item.to === UNVERIFIED_PATH);

/** Staff's way back from their own account pages to the panel, in the header. */
function AdminPanelLink() {
  return (
    <Button
      component={RouterLink}
      to="/admin"
      variant="outlined"
      size="small"
      startIcon={<AdminPanelSettingsOutlinedIcon />}
      sx={{ flexShrink: 0 }}
    >
      Admin Panel
    </Button>
  );
}

function MemberShell({ user, verified }: { user: User; verified: boolean }) {
  const comingSoonNotice = useComingSoonNoticeShown();
  return (
    <AppShell
      areaLabel="Member Area"
      navLabel="Member area"
      menuLabel="Member menu"
      nav={verified ? MEMBER_NAV : UNVERIFIED_NAV}
      user={{
        username: user.username,
        initials: user.username.slice(0, 1).toUpperCase(),
        roleLabel: isStaff(user) ? roleLabels(user.roles) : 'Member',
      }}
      // The inbox is for verified members (the server refuses the others).
      bell={verified ? <MessagesBell user={user} /> : undefined}
      headerActions={isStaff(user) ? <AdminPanelLink /> : undefined}
      notice={comingSoonNotice ? <ComingSoonBanner /> : undefined}
      backLink={{ to: '/', label: 'Back to Website' }}
    >
      <Outlet />
    </AppShell>
  );
}

function MessagesBell({ user }: { user: User }) {
  const unread = useUnreadMessages(user);
  return <NotificationBell to="/my/messages" label={bellLabel(unread)} count={unread} />;
}

function SignedInMember() {
  const { data: user } = useGetCurrentUserQuery();
  // The guard renders this only with a verified user, or an unverified one on Profile.
  return user ? <MemberShell user={user} verified={user.emailVerified} /> : null;
}

/**
 * The member area's layout: guard, then the shared AppShell with the member's navigation and bell.
 * Profile is open to a member whose address is not verified yet, so that a mistyped address can be
 * corrected (issue 20); every other page shows the guard's card.
 */
export default function MemberLayout() {
  const { pathname } = useLocation();
  return (
    <RouteGuard requireVerified={pathname.replace(/\/+$/, '') !== UNVERIFIED_PATH}>
      <SignedInMember />
    </RouteGuard>
  );
}
