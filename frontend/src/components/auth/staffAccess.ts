import { allows, type Permission, type StaffRoleCode } from '@bb/shared/staff-roles';
import { useGetCurrentUserQuery } from '../../api/auth';

/** What the signed-in person's staff roles permit (@bb/shared/staff-roles); nothing when signed out. */
export interface StaffAccess {
  roles: StaffRoleCode[];
  permissions: Permission[];
  /** Whether the person holds `needed` (any of several). */
  can: (needed: Permission | readonly Permission[]) => boolean;
}

const NONE: StaffRoleCode[] = [];
const NOTHING: Permission[] = [];

/** The signed-in person's roles and permissions, from GET /api/user. */
export function useStaffAccess(): StaffAccess {
  const { data: user } = useGetCurrentUserQuery();
  const roles = user?.roles ?? NONE;
  const permissions = user?.permissions ?? NOTHING;
  return { roles, permissions, can: (needed) => allows(permissions, needed) };
}
