import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useSiteDetails } from '../../api/settings';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';

/**
 * The shell of the six auth screens: the logo (a link home) above a centred card holding the page.
 * No navigation bar or footer: nothing distracts from the form. None of these pages is indexed.
 */
export default function AuthLayout() {
  const { organizationName } = useSiteDetails();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 2 },
        py: { xs: 3, sm: 6 },
        gap: { xs: 2.5, sm: 4 },
        bgcolor: 'background.default',
      }}
    >
      <meta name="robots" content="noindex, nofollow" />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${organizationName}, home`}
          sx={{
            display: 'inline-flex',
            minHeight: 44,
            alignItems: 'center',
            textDecoration: 'none',
            borderRadius: 1,
          }}
        >
          <Logo name={organizationName} />
        </Box>
      </Box>
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ width: '100%', maxWidth: 480, outline: 'none', minWidth: 0 }}
      >
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, overflowWrap: 'anywhere' }}
        >
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Box>
    </Box>
  );
}
