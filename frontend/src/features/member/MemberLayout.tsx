import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useGetPreferencesQuery } from '../../api/account';
import { useGetCurrentUserQuery, useLogoutMutation, type User } from '../../api/auth';
import { api, errorMessage } from '../../api/base';
import { useGetMySummaryQuery } from '../../api/member';
import { useSiteDetails } from '../../api/settings';
import { useAppDispatch } from '../../app/store';
import { Logo } from '../../components/Logo';
import { RouteGuard } from '../../components/RouteGuard';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/useToast';

export const MEMBER_NAV = [
  { to: '/my/dashboard', label: 'Dashboard', icon: DashboardOutlinedIcon },
  { to: '/my/profile', label: 'Profile', icon: PersonOutlineIcon },
  { to: '/my/bookings', label: 'My Bookings', icon: EventOutlinedIcon },
  { to: '/my/messages', label: 'Messages', icon: MailOutlineIcon },
  { to: '/my/settings', label: 'Settings', icon: SettingsOutlinedIcon },
] as const;

/** How often the summary is read while browser notifications are on. */
export const NOTIFICATION_POLL_MS = 60_000;

const SIDEBAR_WIDTH = 272;
const HEADER_HEIGHT = 64;

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
  const dispatch = useAppDispatch();

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

interface SidebarProps {
  user: User;
  /** Called after a link is followed (closes the slide-out menu). */
  onNavigate?: () => void;
  /** The slide-out menu's close button. */
  onClose?: () => void;
}

function SidebarContent({ user, onNavigate, onClose }: SidebarProps) {
  const { organizationName } = useSiteDetails();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [logout, { isLoading: signingOut }] = useLogoutMutation();

  const signOut = async () => {
    try {
      await logout().unwrap();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
      navigate('/login', { replace: true });
    } catch (error) {
      toast({
        title: 'Logout failed',
        description: errorMessage(error, 'Unable to logout'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          minHeight: HEADER_HEIGHT,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box
          component={RouterLink}
          to="/"
          onClick={onNavigate}
          sx={{ textDecoration: 'none', borderRadius: 1, display: 'inline-flex', py: 1 }}
        >
          <Logo name={organizationName} size={32} />
        </Box>
        {onClose && (
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 2.5 }}>
        <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {user.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {user.username}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            label={user.isAdmin ? 'Administrator' : 'Member'}
            sx={{ mt: 0.5, fontWeight: 700 }}
          />
        </Box>
      </Box>

      <Box component="nav" aria-label="Member area" sx={{ px: 1.5, flex: 1, overflowY: 'auto' }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {MEMBER_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Box
                component={NavLink}
                to={to}
                onClick={onNavigate}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 48,
                  px: 1.5,
                  borderRadius: 2,
                  color: 'text.primary',
                  fontWeight: 700,
                  textDecoration: 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&[aria-current="page"]': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                }}
              >
                <Icon aria-hidden="true" />
                {label}
              </Box>
            </li>
          ))}
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 1,
          p: 2,
          borderTop: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Button
          component={RouterLink}
          to="/"
          onClick={onNavigate}
          variant="text"
          startIcon={<ArrowBackIcon />}
          sx={{ justifyContent: 'flex-start' }}
        >
          Back to Website
        </Button>
        <Button
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={signOut}
          disabled={signingOut}
        >
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </Button>
      </Box>
    </Box>
  );
}

function MemberShell({ user }: { user: User }) {
  const { organizationName } = useSiteDetails();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const unread = useUnreadMessages(user);
  const close = () => setMenuOpen(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        aria-label="Member menu"
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          height: '100vh',
          borderRight: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <SidebarContent user={user} />
      </Box>

      <Drawer
        open={menuOpen}
        onClose={close}
        sx={{ display: { lg: 'none' } }}
        slotProps={{
          paper: {
            id: menuId,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Member menu',
            sx: { width: `min(${SIDEBAR_WIDTH + 28}px, 88vw)` },
          },
        }}
      >
        <SidebarContent user={user} onNavigate={close} onClose={close} />
      </Drawer>

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 'appBar',
            minHeight: HEADER_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, sm: 2, md: 3 },
            bgcolor: 'background.paper',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${organizationName} home`}
            sx={{
              display: { xs: 'inline-flex', lg: 'none' },
              textDecoration: 'none',
              borderRadius: 1,
              py: 1,
              minWidth: 0,
              '& > span > span:last-of-type': { display: { xs: 'none', sm: 'inline' } },
            }}
          >
            <Logo name={organizationName} size={32} />
          </Box>
          <Typography
            sx={{
              display: { xs: 'none', lg: 'block' },
              fontWeight: 700,
              color: 'text.secondary',
            }}
          >
            Member Area
          </Typography>
          <Box sx={{ flex: 1 }} />
          <IconButton component={RouterLink} to="/my/messages" aria-label={bellLabel(unread)}>
            <Badge
              badgeContent={unread ?? 0}
              color="error"
              max={99}
              overlap="circular"
              slotProps={{ badge: { 'aria-hidden': true } as object }}
            >
              <NotificationsNoneIcon />
            </Badge>
          </IconButton>
          <Typography
            sx={{
              display: { xs: 'none', sm: 'block' },
              fontWeight: 700,
              maxWidth: 200,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {user.username}
          </Typography>
        </Box>

        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: 1200,
            mx: 'auto',
            px: { xs: 2, sm: 3, md: 4 },
            py: { xs: 3, md: 4 },
            outline: 'none',
          }}
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

function SignedInMember() {
  const { data: user } = useGetCurrentUserQuery();
  // The guard renders this only with a verified user.
  return user ? <MemberShell user={user} /> : null;
}

/** The member area's layout: guard, sidebar or slide-out menu, header with the bell, main. */
export default function MemberLayout() {
  return (
    <RouteGuard requireVerified>
      <SignedInMember />
    </RouteGuard>
  );
}
