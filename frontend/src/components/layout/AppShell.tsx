import { Suspense, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type SvgIcon from '@mui/material/SvgIcon';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { useSiteDetails } from '../../api/settings';
import { useSignOut } from '../auth/useSignOut';
import { Logo } from '../Logo';
import { Spinner } from '../Spinner';

// The layout of the signed-in areas (the member area, the admin panel): a sidebar on large screens
// and a slide-out menu on small ones (the same content: logo, the user, the area's navigation, a way
// back to the site and Sign Out), a header with the area's name, the bell, extra actions and the
// username, and the page's main region.

export interface AppShellNavItem {
  to: string;
  label: string;
  /** An MUI icon, drawn before the label (decorative). */
  icon: typeof SvgIcon;
  /** Current only on this exact path (e.g. an area's index route), not on the paths below it. */
  end?: boolean;
  /**
   * The `to` of the item this one belongs under (the admin's Media Library under Content): drawn
   * indented in a list of its own inside that item's entry. The nav stays one flat array, in order.
   */
  parent?: string;
}

export interface AppShellUser {
  username: string;
  /** Shown in the avatar (hidden from screen readers: the username follows it). */
  initials: string;
  /** The role under the username: 'Member', 'Administrator'. */
  roleLabel: string;
}

export interface AppShellProps {
  /** The area's name in the header on large screens: 'Member Area', 'Administrator Panel'. */
  areaLabel: string;
  /** The navigation's accessible name ('Member area'). */
  navLabel: string;
  /** The sidebar's and the slide-out menu's accessible name ('Member menu'). */
  menuLabel: string;
  nav: readonly AppShellNavItem[];
  user: AppShellUser;
  /** The header's bell (a NotificationBell), before the username. */
  bell?: ReactNode;
  /** More header actions after the bell (the admin panel's 'View Site'). */
  headerActions?: ReactNode;
  /**
   * The person's account menu (an AccountMenu) at the end of the header, in place of the plain
   * username.
   */
  accountMenu?: ReactNode;
  /** A notice for the signed-in person between the header and the page (a ComingSoonBanner). */
  notice?: ReactNode;
  /** A link back to the public site above Sign Out in the sidebar ('Back to Website'). */
  backLink?: { to: string; label: string };
  /** The page (usually the router's Outlet); a spinner shows while its code loads. */
  children: ReactNode;
}

const SIDEBAR_WIDTH = 272;
const HEADER_HEIGHT = 64;

interface SidebarProps extends Pick<AppShellProps, 'navLabel' | 'nav' | 'user' | 'backLink'> {
  /** Called after a link is followed (closes the slide-out menu). */
  onNavigate?: () => void;
  /** The slide-out menu's close button. */
  onClose?: () => void;
}

const NAV_LIST_SX = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

function NavItemLink({
  item: { to, label, icon: Icon, end },
  onNavigate,
  nested = false,
}: {
  item: AppShellNavItem;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  return (
    <Box
      component={NavLink}
      to={to}
      end={end}
      onClick={onNavigate}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        minHeight: nested ? 44 : 48,
        px: 1.5,
        borderRadius: 2,
        color: 'text.primary',
        fontWeight: 700,
        textDecoration: 'none',
        borderLeft: nested ? '2px solid' : undefined,
        borderLeftColor: nested ? 'divider' : undefined,
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
  );
}

function SidebarContent({ navLabel, nav, user, backLink, onNavigate, onClose }: SidebarProps) {
  const { organizationName } = useSiteDetails();
  const { signOut, signingOut } = useSignOut();

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
          {user.initials}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {user.username}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            label={user.roleLabel}
            sx={{ mt: 0.5, fontWeight: 700 }}
          />
        </Box>
      </Box>

      <Box component="nav" aria-label={navLabel} sx={{ px: 1.5, flex: 1, overflowY: 'auto' }}>
        <Box component="ul" sx={NAV_LIST_SX}>
          {nav
            .filter((item) => !item.parent)
            .map((item) => {
              const children = nav.filter((child) => child.parent === item.to);
              return (
                <li key={item.to}>
                  <NavItemLink item={item} onNavigate={onNavigate} />
                  {children.length > 0 && (
                    <Box component="ul" sx={{ ...NAV_LIST_SX, mt: 0.5, pl: 3 }}>
                      {children.map((child) => (
                        <li key={child.to}>
                          <NavItemLink item={child} onNavigate={onNavigate} nested />
                        </li>
                      ))}
                    </Box>
                  )}
                </li>
              );
            })}
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
        {backLink && (
          <Button
            component={RouterLink}
            to={backLink.to}
            onClick={onNavigate}
            variant="text"
            startIcon={<ArrowBackIcon />}
            sx={{ justifyContent: 'flex-start' }}
          >
            {backLink.label}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {signingOut ? 'Signing Out...' : 'Sign Out'}
        </Button>
      </Box>
    </Box>
  );
}

/** The shell of a signed-in area: sidebar or slide-out menu, header, and the page in `main`. */
export function AppShell({
  areaLabel,
  navLabel,
  menuLabel,
  nav,
  user,
  bell,
  headerActions,
  accountMenu,
  notice,
  backLink,
  children,
}: AppShellProps) {
  const { organizationName } = useSiteDetails();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const close = () => setMenuOpen(false);
  const sidebar = { navLabel, nav, user, backLink };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        aria-label={menuLabel}
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
        <SidebarContent {...sidebar} />
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
            'aria-label': menuLabel,
            sx: { width: `min(${SIDEBAR_WIDTH + 28}px, 88vw)` },
          },
        }}
      >
        <SidebarContent {...sidebar} onNavigate={close} onClose={close} />
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
            {areaLabel}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {bell}
          {headerActions}
          {accountMenu ?? (
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
          )}
        </Box>
        {notice}

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
          <Suspense fallback={<Spinner />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
