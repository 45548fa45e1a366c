import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type StaffAccess, useStaffAccess } from '../../../components/auth/staffAccess';
import { adminNavFor } from '../adminPages';
import { itemSx, listSx, secondary } from './dashboardStyles';

const QUICK_TEXT: Record<string, string> = {
  '/admin/users': 'Create accounts, change roles, verify, suspend or delete users.',
  '/admin/testimonials': 'Write, publish and edit testimonials.',
  '/admin/bookings': 'Review speaking requests, change their status and reply.',
  '/admin/partnerships': 'Follow corporate partnership inquiries and reply.',
  '/admin/media': 'Every uploaded image: its alt text, focal point and where it is used.',
  '/admin/carousels': "Manage the pages' carousels.",
  '/admin/settings':
    'Coming soon mode, two-factor sign-in for staff, notices and the audit retention.',
  '/admin/messages': 'Read and answer contact messages.',
  '/admin/audit-log': 'See who changed what, and when.',
};

/** The Content card's text: the parts of the Content hub the person may open. */
function contentText(can: StaffAccess['can']): string {
  const parts = [
    can('pages.edit') ? 'the public pages' : null,
    can('campaigns.edit') ? 'newsletter campaigns' : null,
    can('subscribers') ? 'newsletter subscribers' : null,
  ].filter((part): part is string => part !== null);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Edit ${list ?? 'the content'}.`;
}

/** The Settings card's text for those who may change only the organisation's details. */
const SITE_DETAILS_TEXT =
  "The organisation's name, speaker, phone number, e-mail address and social links.";

/** A card for each admin page the person may open, with what it is for. */
export function QuickManagement() {
  const { permissions, can } = useStaffAccess();
  const pages = adminNavFor(permissions).filter((page) => page.to !== '/admin');
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
              {to === '/admin/content'
                ? contentText(can)
                : to === '/admin/settings' && !can('settings')
                  ? SITE_DETAILS_TEXT
                  : QUICK_TEXT[to]}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
