import type { StaffRoleCode } from '@bb/shared/staff-roles';

/**
 * Whether the account holds any staff role: the admin panel is theirs (the administrator among
 * them). Apart from staffAccess.ts, and importing only types, so that the public pages that ask (the
 * navigation's account link, the coming-soon notice) do not download the role table.
 */
export const isStaff = (user: { roles?: readonly StaffRoleCode[] } | null | undefined): boolean =>
  (user?.roles?.length ?? 0) > 0;
