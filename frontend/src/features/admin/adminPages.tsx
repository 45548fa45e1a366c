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
import { allows, type Permission } from '@bb/shared/staff-roles';
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

/** What a person needs to open an admin page: one permission, or several any of which will do. */
export type PagePermission = Permission | readonly Permission[];

/**
 * One page of the admin panel: its route, its link in the side navigation, its page, and the
 * permission(s) it needs (@bb/shared/staff-roles; the same its API routes declare).
 */
export interface AdminPage extends AppShellNavItem {
  /** The route below /admin ('' for the panel's index, the dashboard). */
  path: string;
  /** What the route shows inside the admin layout. */
  element: ReactElement;
  needs: PagePermission;
}

function page(
  path: string,
  needs: PagePermission,
  nav: Omit<AppShellNavItem, 'to'>,
  element: ReactElement,
): AdminPage {
  return { ...nav, path, needs, to: path ? `/admin/${path}` : '/admin', element };
}

/** The Content hub: the public pages, the newsletter's campaigns and its subscribers. */
const CONTENT_NEEDS = ['pages.edit', 'campaigns.edit', 'subscribers'] as const;

/**
 * The admin panel's pages, the one list that both the routes (AdminArea.tsx) and the side
 * navigation (AdminLayout.tsx) read, in the navigation's order: the spec's eight links (dashboard,
 * users, testimonials, speaking requests, partnerships, content, carousels, settings), then Messages
 * and Audit Log; the Media Library is nested under Content. The three inboxes are one page; the key gives each its own state (a new mount per
 * kind).
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  page(
    '',
    'dashboard',
    { label: 'Dashboard', icon: DashboardOutlinedIcon, end: true },
    <AdminDashboardPage />,
  ),
  page('users', 'users', { label: 'Users', icon: PeopleOutlinedIcon }, <AdminUsersPage />),
  page(
    'testimonials',
    'testimonials',
    { label: 'Testimonials', icon: FormatQuoteOutlinedIcon },
    <AdminTestimonialsPage />,
  ),
  page(
    'bookings',
    'inbox',
    { label: 'Speaking Requests', icon: EventOutlinedIcon },
    <InboxPage key="bookings" kind="speaking-request" />,
  ),
  page(
    'partnerships',
    'inbox',
    { label: 'Partnerships', icon: HandshakeOutlinedIcon },
    <InboxPage key="partnerships" kind="corporate-partnership" />,
  ),
  page(
    'content',
    CONTENT_NEEDS,
    { label: 'Content', icon: ArticleOutlinedIcon },
    <AdminContentPage />,
  ),
  page(
    'media',
    'media',
    { label: 'Media Library', icon: PhotoLibraryOutlinedIcon, parent: '/admin/content' },
    <MediaLibraryPage />,
  ),
  page(
    'carousels',
    'carousels',
    { label: 'Carousels', icon: ViewCarouselOutlinedIcon },
    <AdminCarouselsPage />,
  ),
  page(
    'settings',
    ['settings', 'site-details'],
    { label: 'Settings', icon: SettingsOutlinedIcon },
    <AdminSettingsPage />,
  ),
  page(
    'messages',
    'inbox',
    { label: 'Messages', icon: MailOutlineIcon },
    <InboxPage key="messages" kind="contact-message" />,
  ),
  page('audit-log', 'audit', { label: 'Audit Log', icon: HistoryOutlinedIcon }, <AuditLogPage />),
];

/** The side navigation: one link per admin page. */
export const ADMIN_NAV: readonly (AppShellNavItem & { needs: PagePermission })[] = ADMIN_PAGES.map(
  ({ to, label, icon, end, parent, needs }) => ({
    to,
    label,
    icon,
    needs,
    ...(end ? { end } : {}),
    ...(parent ? { parent } : {}),
  }),
);

/**
 * The links of the side navigation (and the dashboard's quick links) that a person with
 * `permissions` may open. A child (the Media Library under Content) whose parent is hidden moves
 * up to the top level.
 */
export function adminNavFor(
  permissions: readonly Permission[],
): (AppShellNavItem & { needs: PagePermission })[] {
  const shown = ADMIN_NAV.filter((item) => allows(permissions, item.needs));
  const tops = new Set(shown.filter((item) => !item.parent).map((item) => item.to));
  return shown.map(({ parent, ...item }) =>
    parent && tops.has(parent) ? { ...item, parent } : item,
  );
}

/**
 * Admin routes that are not in the side navigation: they open from a page that is (from Content: a
 * public page's editor, the newsletter campaigns), whose link stays current on them.
 */
export const ADMIN_SUBPAGES: readonly {
  path: string;
  element: ReactElement;
  needs: PagePermission;
}[] = [
  { path: 'content/pages/:slug', needs: 'pages.edit', element: <PageEditorPage /> },
  { path: 'content/pages/:slug/history', needs: 'pages.edit', element: <PageHistoryPage /> },
  { path: 'content/campaigns', needs: 'campaigns.edit', element: <CampaignsPage /> },
  { path: 'content/campaigns/new', needs: 'campaigns.edit', element: <NewCampaignPage /> },
  { path: 'content/campaigns/:id', needs: 'campaigns.edit', element: <CampaignEditorPage /> },
];

/** The permission(s) the admin page at `pathname` needs (null: no such page, or not an admin path). */
export function permissionForPath(pathname: string): PagePermission | null {
  if (!/^\/admin(\/|$|\?|#)/.test(pathname)) return null;
  const path = pathname
    .split(/[?#]/)[0]
    .replace(/^\/admin\/?/, '')
    .replace(/\/$/, '');
  const exact = ADMIN_PAGES.find((p) => p.path === path);
  if (exact) return exact.needs;
  const parts = path.split('/');
  const sub = ADMIN_SUBPAGES.find((p) => {
    const pattern = p.path.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part === parts[i])
    );
  });
  return sub?.needs ?? null;
}
