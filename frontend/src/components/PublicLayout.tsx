import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { NAV_HEIGHT } from './layout/navHeight';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Spinner } from './Spinner';
import { ComingSoonBanner, useComingSoonNoticeShown } from './status/ComingSoonBanner';

interface PublicLayoutProps {
  /**
   * Paths whose page opens with a deep-coloured hero under the navigation bar: there the bar
   * starts transparent. Every other page gets an opaque bar from the start (readable contrast).
   */
  heroPaths: readonly string[];
}

/** The shell of the public pages: navigation bar, `<main id="main">`, footer. */
export function PublicLayout({ heroPaths }: PublicLayoutProps) {
  const { pathname } = useLocation();
  const heroUnderNav = heroPaths.includes(pathname.replace(/(.)\/+$/, '$1').toLowerCase());
  const comingSoonNotice = useComingSoonNoticeShown();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar overHero={heroUnderNav} />
      {/* The staff banner is part of the fixed bar: its invisible copy moves the page below it. */}
      {comingSoonNotice && <ComingSoonBanner spacer />}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, pt: heroUnderNav ? 0 : `${NAV_HEIGHT}px`, outline: 'none' }}
      >
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}

export default PublicLayout;
