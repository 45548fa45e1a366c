import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ADMIN_NAV } from '../adminPages';
import { itemSx, listSx, secondary } from './dashboardStyles';

const QUICK_TEXT: Record<string, string> = {
  '/admin/users': 'Create accounts, change roles, verify, suspend or delete users.',
  '/admin/testimonials': 'Write, publish and edit testimonials.',
  '/admin/bookings': 'Review speaking requests, change their status and reply.',
  '/admin/partnerships': 'Follow corporate partnership inquiries and reply.',
  '/admin/content':
    "Edit the organisation's details on the public pages; see newsletter subscribers.",
  '/admin/media': 'Every uploaded image: its alt text, focal point and where it is used.',
  '/admin/carousels': "Manage the pages' carousels.",
  '/admin/settings':
    'Coming soon mode, two-factor sign-in for administrators, notices and the audit retention.',
  '/admin/messages': 'Read and answer contact messages.',
  '/admin/audit-log': 'See who changed what, and when.',
};

/** A card for each admin page, with what it is for. */
export function QuickManagement() {
  const pages = ADMIN_NAV.filter((page) => page.to !== '/admin');
  return (
    <Box
      component="ul"
      sx={{
        ...listSx,
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {pages.map(({ to, label, icon: Icon }) => (
        <Box component="li" key={to} sx={{ ...itemSx, p: 2, display: 'flex', gap: 1.5 }}>
          <Icon aria-hidden="true" color="primary" />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={to} sx={{ fontWeight: 700 }}>
              {label}
            </Link>
            <Typography variant="body2" sx={secondary}>
              {QUICK_TEXT[to]}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
