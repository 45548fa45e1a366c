/** Users administration: the users table's rows, query (search, filters, sort, page), export and activity. */
import type { AuditEntry } from './audit';
import type { ListPage, SortOrder } from './lists';
import type { StaffRoleCode } from '../staff-roles';

/** A user as the admin panel sees it (never the password hash). */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  /** The staff roles held (../staff-roles.ts); isAdmin is true exactly when 'administrator' is one. */
  roles: StaffRoleCode[];
  emailVerified: boolean;
  suspended: boolean;
  /** False until the owner of an account an administrator created has set a password. */
  hasPassword: boolean;
  /** Two-factor sign-in is on (see two-factor.ts); an administrator can reset it. */
  twoFactorEnabled: boolean;
  notes: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/**
 * POST /api/admin/users. `roles` are the staff roles to give (../staff-roles.ts); `isAdmin` is the
 * spec's alias of the administrator role: when both are sent they must agree (else 400).
 */
export interface CreateAdminUserBody {
  username: string;
  email: string;
  roles?: StaffRoleCode[];
  isAdmin?: boolean;
}

/** PATCH /api/admin/users/{id}: any of these. */
export interface UpdateAdminUserBody {
  username?: string;
  email?: string;
  /** Replaces the account's staff roles (an empty list: a member again). */
  roles?: StaffRoleCode[];
  isAdmin?: boolean;
  emailVerified?: boolean;
  suspended?: boolean;
  notes?: string | null;
}

export const ADMIN_NOTES_MAX = 5000;

/**
 * DELETE /api/admin/users/{id}, POST .../send-password-reset and POST .../invitation answer
 * `{ message }`.
 */
export interface AdminMessageAnswer {
  message: string;
}

/** One sign-in of a user (the Edit User dialog's Activity tab). */
export interface SignInRecord {
  at: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** e.g. "Chrome 131 on Windows", from the user agent; null when unknown. */
  browser: string | null;
}

/** GET /api/admin/users/{id}/activity: the newest first, at most ACTIVITY_LIMIT of each. */
export interface AdminUserActivity {
  signIns: SignInRecord[];
  /** Administrative actions on this account (audit entries whose target is the user). */
  actions: AuditEntry[];
}
export const ACTIVITY_LIMIT = 20;

/** The users table's filters (search box, role and status selects), in the URL and the export. */
/**
 * The role filter: the spec's three (all, administrators, regular users: no staff role at all), then
 * all staff (any role) and each other role.
 */
export const USER_ROLE_FILTERS = [
  'all',
  'admin',
  'user',
  'staff',
  'editor',
  'inbox',
  'newsletter',
  'contributor',
] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const USER_STATUS_FILTERS = ['all', 'verified', 'unverified'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];
export interface UserFilters {
  search?: string;
  role?: UserRoleFilter;
  status?: UserStatusFilter;
}

/** The users table's sort columns (the Role and Status columns sort by their labels). */
export const USER_SORT_FIELDS = ['username', 'email', 'role', 'status', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
/** The page sizes the users table offers (spec 001 section 9); the first is the default. */
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_DEFAULT_PAGE_SIZE = 10;

/** GET /api/admin/users: one page of the table, its search, filters and sort. */
export interface UserListQuery extends UserFilters {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  sort?: UserSortField;
  order?: SortOrder;
}

/** The figures of the users page's stat cards, over every user whatever the filters. */
export interface AdminUserCounts {
  total: number;
  admins: number;
  verified: number;
  unverified: number;
  suspended: number;
  /** Created since the 1st of this month (UTC). */
  newThisMonth: number;
}

/** GET /api/admin/users answers one page of users and the stat cards' figures. */
export interface AdminUserPage extends ListPage<AdminUser> {
  counts: AdminUserCounts;
}

/**
 * The export's columns (spec 001 section 9, then the staff roles, e.g. "Editor, Inbox") and its file
 * name.
 */
export const USER_EXPORT_COLUMNS = [
  'Username',
  'Email',
  'Role',
  'Status',
  'Created Date',
  'Staff Roles',
] as const;

/** GET /api/admin/users/assignees: who an inquiry may be assigned to (active staff holding 'inbox'). */
export interface AssigneeOption {
  id: string;
  username: string;
}
export interface AssigneeList {
  items: AssigneeOption[];
}
export const userExportFileName = (date: string) => `users-export-${date}.csv`;
