import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lib/lazyPage';
import AdminLayout from './AdminLayout';

// The admin area (/admin/*) is ONE lazy chunk of the app's route table: its pages are lazy chunks of
// this module, not of the app's entry, so the entry holds a single dynamic import for the whole panel
// (each lazy import in the entry carries the list of chunks to preload with it, and the panel's pages
// pull in many: DataGrid, dialogs...). Public pages' first load does not grow with the panel.
const AdminDashboardPage = lazyPage(() => import('./dashboard/AdminDashboardPage'));
const AdminUsersPage = lazyPage(() => import('./users/AdminUsersPage'));
const AdminTestimonialsPage = lazyPage(() => import('./testimonials/AdminTestimonialsPage'));
const InboxPage = lazyPage(() => import('./inbox/InboxPage'));
const AuditLogPage = lazyPage(() => import('./audit/AuditLogPage'));
const AdminCarouselsPage = lazyPage(() => import('./carousels/AdminCarouselsPage'));
const AdminContentPage = lazyPage(() => import('./content/AdminContentPage'));
const AdminSettingsPage = lazyPage(() => import('./settings/AdminSettingsPage'));

/**
 * The admin pages, relative to /admin, inside the layout (which holds the administrators' guard).
 * `notFound`: the site's 404 page (the app's route table gives it; a feature never imports another).
 */
export const adminRoutes = (notFound: ReactNode): RouteObject[] => [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'users', element: <AdminUsersPage /> },
      { path: 'testimonials', element: <AdminTestimonialsPage /> },
      // One page for the three inboxes; the key gives each its own state (a new mount per kind).
      { path: 'bookings', element: <InboxPage key="bookings" kind="speaking-request" /> },
      {
        path: 'partnerships',
        element: <InboxPage key="partnerships" kind="corporate-partnership" />,
      },
      { path: 'messages', element: <InboxPage key="messages" kind="contact-message" /> },
      { path: 'audit-log', element: <AuditLogPage /> },
      { path: 'carousels', element: <AdminCarouselsPage /> },
      { path: 'content', element: <AdminContentPage /> },
      { path: 'settings', element: <AdminSettingsPage /> },
      // Unknown admin paths (and the pages the next issue builds) show the 404 page in the panel.
      { path: '*', element: notFound },
    ],
  },
];

export default function AdminArea({ notFound }: { notFound: ReactNode }) {
  return useRoutes(adminRoutes(notFound));
}
