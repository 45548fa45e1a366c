import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useSiteDetails } from '../api/settings';
import { useScrolledPast } from '../lib/useScrolledPast';
import { NAV_HEIGHT } from './layout/navHeight';
import { Logo } from './Logo';
import { NavAccountLink } from './NavAccountLink';
import { ComingSoonBanner, useComingSoonNoticeShown } from './status/ComingSoonBanner';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/mwo-show', label: 'The MWO Show' },
  { to: '/programs', label: 'Programs' },
  { to: '/corporate-engagement', label: 'Corporate Engagement' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The spec's scroll distance after which the bar turns opaque. */
export const NAV_SCROLL_THRESHOLD_PX = 10;

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  px: 1.5,
  borderRadius: 1,
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '2px',
  '&:hover': { textDecorationLine: 'underline' },
  '&[aria-current="page"]': { textDecorationLine: 'underline', textDecorationThickness: '3px' },
} as const;

interface NavbarProps {
  /**
   * The page starts with a deep-coloured hero under the bar: the bar is then transparent (white
   * logo and text) until the page is scrolled. On any other page it is opaque from the start.
   */
  overHero: boolean;
}

/**
 * The top bar: logo, the six main links, the account link (Sign In or My Account), and a menu button
 * below the large breakpoint whose menu has the same links. Above it, for an administrator while
 * coming-soon mode is on, the staff banner.
 */
export function Navbar({ overHero }: NavbarProps) {
  const { organizationName } = useSiteDetails();
  const comingSoonNotice = useComingSoonNoticeShown();
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX);
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const opaque = !overHero || scrolled || open;

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') {
      event.stopPropagation();
      closeMenu(true);
    }
  };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      data-surface={opaque ? undefined : 'deep'}
      data-opaque={opaque ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      sx={{
        bgcolor: opaque ? 'background.paper' : 'transparent',
        color: opaque ? 'text.primary' : 'brand.onDeep',
        boxShadow: opaque ? '0 1px 0 rgba(0,0,0,0.08), 0 4px 16px rgba(20,10,60,0.08)' : 'none',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
        backgroundImage: 'none',
      }}
    >
      {comingSoonNotice && <ComingSoonBanner inFixedBar />}
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ height: NAV_HEIGHT, gap: 2, position: 'static' }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={`${organizationName}, home`}
            sx={{ color: 'inherit', textDecoration: 'none', borderRadius: 1, py: 0.5, mr: 'auto' }}
          >
            <Logo name={organizationName} variant={opaque ? 'colour' : 'white'} />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center' }}>
            <Box
              component="ul"
              sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
            >
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Box component={NavLink} to={to} end={to === '/'} sx={linkSx}>
                    {label}
                  </Box>
                </li>
              ))}
            </Box>
            <IconButton
              ref={menuButton}
              aria-label="Menu"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
              sx={{ display: { lg: 'none' }, color: 'inherit', mr: -1 }}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
            <Box
              hidden={!open}
              sx={{
                display: open ? { xs: 'block', lg: 'none' } : 'none',
                position: 'absolute',
                top: '100%',
                left: 0,
                right: 0,
                px: 2,
                pb: 2,
                bgcolor: 'background.paper',
                color: 'text.primary',
                borderBottom: 1,
                borderColor: 'divider',
                boxShadow: '0 12px 24px rgba(20,10,60,0.12)',
                maxHeight: `calc(100vh - ${NAV_HEIGHT}px)`,
                overflowY: 'auto',
              }}
            >
              <Box component="ul" id={menuId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {NAV_LINKS.map(({ to, label }) => (
                  <li key={to}>
                    <Box
                      component={NavLink}
                      to={to}
                      end={to === '/'}
                      onClick={() => closeMenu(false)}
                      sx={{ ...linkSx, minHeight: 48, fontSize: '1.125rem' }}
                    >
                      {label}
                    </Box>
                  </li>
                ))}
              </Box>
              <Box sx={{ mt: 1, pt: 2, borderTop: 1, borderColor: 'divider' }}>
                <NavAccountLink
                  onClick={() => closeMenu(false)}
                  sx={{ minHeight: 48, fontSize: '1.125rem' }}
                />
              </Box>
            </Box>
          </Box>
          <NavAccountLink sx={{ display: { xs: 'none', lg: 'inline-grid' }, ml: 1 }} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
