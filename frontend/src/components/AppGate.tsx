import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../api/auth';
import { COMING_SOON_POLL_MS, useGetComingSoonStatusQuery } from '../api/settings';
import { Spinner } from './Spinner';

/** The six auth screens (with /auth, the alias of /login): open in coming-soon mode. */
export const AUTH_PATHS = [
  '/login',
  '/auth',
  '/register',
  '/forgot-password',
  '/verify-email',
  '/reset-password',
  '/set-password',
] as const;

/** Also open in coming-soon mode: unsubscribing must always work, and so must a sign-up's link. */
export const ALWAYS_OPEN_PATHS = ['/newsletter/unsubscribe', '/newsletter/confirm'] as const;

const OPEN_PATHS = new Set<string>([...AUTH_PATHS, ...ALWAYS_OPEN_PATHS]);

/** Whether a path stays reachable for signed-out visitors while coming-soon mode is on. */
export function isOpenDuringComingSoon(pathname: string): boolean {
  // The router matches paths case-insensitively and ignores a trailing slash; so does this.
  const normalised = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return OPEN_PATHS.has(normalised);
}

interface AppGateProps {
  /** Shown instead of the page while coming-soon mode is on, to signed-out visitors. */
  comingSoon: ReactNode;
  /**
   * Render the page (not the spinner) while loading: the page was prerendered and is being
   * hydrated, so its content is already on screen. The server sends prerendered pages only while
   * coming-soon mode is off.
   */
  optimistic?: boolean;
  children: ReactNode;
}

/**
 * The one place that decides what the whole app shows before any page: a spinner while the current
 * user and the coming-soon setting load, then the coming-soon page or the requested page.
 * The setting is polled every 30 s. If it cannot be read, the site stays open (the setting hides an
 * unfinished site; it is not an access control).
 */
export function AppGate({ comingSoon, optimistic = false, children }: AppGateProps) {
  const { pathname } = useLocation();
  const user = useGetCurrentUserQuery();
  const status = useGetComingSoonStatusQuery(undefined, { pollingInterval: COMING_SOON_POLL_MS });

  if (user.isLoading || status.isLoading)
    return optimistic ? <>{children}</> : <Spinner fullPage />;

  const signedIn = Boolean(user.data);
  if (status.data?.enabled === true && !signedIn && !isOpenDuringComingSoon(pathname)) {
    return <>{comingSoon}</>;
  }
  return <>{children}</>;
}
