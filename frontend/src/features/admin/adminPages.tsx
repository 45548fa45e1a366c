import type { ReactElement } from 'react';
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
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import type { AppShellNavItem } from '../../components/layout/AppShell';
import { lazyPage } from '../../lib/lazyPage';

// The pages are lazy chunks of the admin area (AdminArea.tsx, itself one lazy chunk of the app's
// route table), so no public page downloads admin code.
const AdminDashboardPage = lazyPage(() => import('./dashboard/AdminDashboardPage'));
const AdminUsersPage = lazyPage(() => import('./users/AdminUsersPage'));
const AdminTestimonialsPage = lazyPage(() => import('./testimonials/AdminTestimonialsPage'));
const InboxPage = lazyPage(() => import('./inbox/InboxPage'));
const AuditLogPage = lazyPage(() => import('./audit/AuditLogPage'));
const AdminCarouselsPage = lazyPage(() => import('./carousels/AdminCarouselsPage'));
const AdminContentPage = lazyPage(() => import('./content/AdminContentPage'));
const MediaLibraryPage = lazyPage(() => import('./media/MediaLibraryPage'));
const AdminSettingsPage = lazyPage(() => import('./settings/AdminSettingsPage'));
const PageEditorPage = lazyPage(() => import('./content/pages/PageEditorPage'));
const PageHistoryPage = lazyPage(() => import('./content/pages/PageHistoryPage'));
const CampaignsPage = lazyPage(() => import('./content/campaigns/CampaignsPage'));
const CampaignEditorPage = lazyPage(() => import('./content/campaigns/CampaignEditorPage'));
const NewCampaignPage = lazyPage(() => import('./content/campaigns/NewCampaignPage'));

/** One page of the admin panel: its route, its link in the side navigation and its page. */
export interface AdminPage extends AppShellNavItem {
  /** The route below /admin ('' for the panel's index, the dashboard). */
  path: string;
  /** What the route shows inside the admin layout. */
  element: ReactElement;
}

function page(path: string, nav: Omit<AppShellNavItem, 'to'>, element: ReactElement): AdminPage {
  return { ...nav, path, to: path ? `/admin/${path}` : '/admin', element };
}

/**
 * The admin panel's pages, the one list that both the routes (AdminArea.tsx) and the side
 * navigation (AdminLayout.tsx) read, in the navigation's order: the spec's eight links (dashboard,
 * users, testimonials, speaking requests, partnerships, content, carousels, settings), then Messages
 * and Audit Log; the Media Library is nested under Content. The three inboxes are one page; the key gives each its own state (a new mount per
 * kind).
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  page('', { label: 'Dashboard', icon: DashboardOutlinedIcon, end: true }, <AdminDashboardPage />),
  page('users', { label: 'Users', icon: PeopleOutlinedIcon }, <AdminUsersPage />),
  page(
    'testimonials',
    { label: 'Testimonials', icon: FormatQuoteOutlinedIcon },
    <AdminTestimonialsPage />,
  ),
  page(
    'bookings',
    { label: 'Speaking Requests', icon: EventOutlinedIcon },
    <InboxPage key="bookings" kind="speaking-request" />,
  ),
  page(
    'partnerships',
    { label: 'Partnerships', icon: HandshakeOutlinedIcon },
    <InboxPage key="partnerships" kind="corporate-partnership" />,
  ),
  page('content', { label: 'Content', icon: ArticleOutlinedIcon }, <AdminContentPage />),
  page(
    'media',
    { label: 'Media Library', icon: PhotoLibraryOutlinedIcon, parent: '/admin/content' },
    <MediaLibraryPage />,
  ),
  page('carousels', { label: 'Carousels', icon: ViewCarouselOutlinedIcon }, <AdminCarouselsPage />),
  page('settings', { label: 'Settings', icon: SettingsOutlinedIcon }, <AdminSettingsPage />),
  page(
    'messages',
    { label: 'Messages', icon: MailOutlineIcon },
    <InboxPage key="messages" kind="contact-message" />,
  ),
  page('audit-log', { label: 'Audit Log', icon: HistoryOutlinedIcon }, <AuditLogPage />),
];

/** The side navigation: one link per admin page. */
export const ADMIN_NAV: readonly AppShellNavItem[] = ADMIN_PAGES.map(
  ({ to, label, icon, end, parent }) => ({
    to,
    label,
    icon,
    ...(end ? { end } : {}),
    ...(parent ? { parent } : {}),
  }),
);

/**
 * Admin routes that are not in the side navigation: they open from a page that is (from Content: a
 * public page's editor, the newsletter campaigns), whose link stays current on them.
 */
export const ADMIN_SUBPAGES: readonly { path: string; element: ReactElement }[] = [
  { path: 'content/pages/:slug', element: <PageEditorPage /> },
  { path: 'content/pages/:slug/history', element: <PageHistoryPage /> },
  { path: 'content/campaigns', element: <CampaignsPage /> },
  { path: 'content/campaigns/new', element: <NewCampaignPage /> },
  { path: 'content/campaigns/:id', element: <CampaignEditorPage /> },
];
