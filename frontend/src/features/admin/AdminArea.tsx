import type { ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import AdminLayout from './AdminLayout';
import { ADMIN_PAGES, ADMIN_SUBPAGES } from './adminPages';
import { PagePermissionGate } from './PagePermission';

// The admin area (/admin/*) is ONE lazy chunk of the app's route table: its pages are lazy chunks of
// this module (adminPages.tsx), not of the app's entry, so the entry holds a single dynamic import
// for the whole panel (each lazy import in the entry carries the list of chunks to preload with it,
// and the panel's pages pull in many: DataGrid, dialogs...). Public pages' first load does not grow
// with the panel.

/**
 * The admin pages, relative to /admin, inside the layout (which holds the staff guard), each behind
 * the permission(s) it declares (a person whose roles do not open it sees Access Denied).
 * `notFound`: the site's 404 page (the app's route table gives it; a feature never imports another).
 */
export const adminRoutes = (notFound: ReactNode): RouteObject[] => [
  {
    element: <AdminLayout />,
    children: [
      ...ADMIN_PAGES.map(({ path, element: page, needs }): RouteObject => {
        const element = <PagePermissionGate needs={needs}>{page}</PagePermissionGate>;
        return path ? { path, element } : { index: true, element };
      }),
      ...ADMIN_SUBPAGES.map(({ path, element, needs }): RouteObject => ({
        path,
        element: <PagePermissionGate needs={needs}>{element}</PagePermissionGate>,
      })),
      // Unknown admin paths show the 404 page in the panel.
      { path: '*', element: notFound },
    ],
  },
];

export default function AdminArea({ notFound }: { notFound: ReactNode }) {
  return useRoutes(adminRoutes(notFound));
}
