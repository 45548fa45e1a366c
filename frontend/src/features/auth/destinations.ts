import type { Location } from 'react-router-dom';
import type { User } from '../../api/auth';
import { isStaff } from '../../components/auth/isStaff';

/** Where a signed-in user goes from the login and register pages. */
export const ADMIN_HOME = '/admin';
export const MEMBER_HOME = '/my/dashboard';

/** The page RouteGuard remembered (`state.from`) when it sent a signed-out visitor to /login. */
export function rememberedPage(state: unknown): string | undefined {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from || typeof from.pathname !== 'string') return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Where a user lands after signing in (or when already signed in): back to the protected page that
 * sent them here if it is of their own area (/my/... for members, /admin/... for staff), otherwise
 * staff (anyone with a staff role, @bb/shared/staff-roles) to /admin and members to /my/dashboard.
 */
export function destinationFor(user: Pick<User, 'roles'>, state?: unknown): string {
  const from = rememberedPage(state);
  const staff = isStaff(user);
  // Only a path of this site (never "//host"), and only within the user's own area.
  const area = staff ? /^\/admin(\/|$|\?|#)/ : /^\/my\/[^/]/;
  if (from && !from.startsWith('//') && area.test(from)) return from;
  return staff ? ADMIN_HOME : MEMBER_HOME;
}
