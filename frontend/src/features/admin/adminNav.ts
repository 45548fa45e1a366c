import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import FormatQuoteOutlinedIcon from '@mui/icons-material/FormatQuoteOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import type { AppShellNavItem } from '../../components/layout/AppShell';

/** One page of the admin panel; `built` says whether its page exists yet. */
export interface AdminPage extends AppShellNavItem {
  built: boolean;
}

/**
 * The admin panel's pages, in the side navigation's order: the spec's eight links (dashboard,
 * users, testimonials, speaking requests, partnerships, content, carousels, settings), then
 * Messages and Audit Log. Only pages that exist are linked: the next issue builds testimonials,
 * content, carousels and settings and sets their `built` to true.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { to: '/admin', label: 'Dashboard', icon: DashboardOutlinedIcon, end: true, built: true },
  { to: '/admin/users', label: 'Users', icon: PeopleOutlinedIcon, built: true },
  { to: '/admin/testimonials', label: 'Testimonials', icon: FormatQuoteOutlinedIcon, built: true },
  { to: '/admin/bookings', label: 'Speaking Requests', icon: EventOutlinedIcon, built: true },
  { to: '/admin/partnerships', label: 'Partnerships', icon: HandshakeOutlinedIcon, built: true },
  { to: '/admin/content', label: 'Content', icon: ArticleOutlinedIcon, built: true },
  { to: '/admin/carousels', label: 'Carousels', icon: ViewCarouselOutlinedIcon, built: true },
  { to: '/admin/settings', label: 'Settings', icon: SettingsOutlinedIcon, built: true },
  { to: '/admin/messages', label: 'Messages', icon: MailOutlineIcon, built: true },
  { to: '/admin/audit-log', label: 'Audit Log', icon: HistoryOutlinedIcon, built: true },
];

/** The side navigation: the pages that exist. */
export const ADMIN_NAV: readonly AppShellNavItem[] = ADMIN_PAGES.filter((page) => page.built).map(
  ({ built: _built, ...item }) => item,
);

/** Whether the admin page at `path` exists (links to pages still to come are not shown). */
export function adminPageExists(path: string): boolean {
  return ADMIN_PAGES.some((page) => page.to === path && page.built);
}
