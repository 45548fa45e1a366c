import { ADMIN_NOTES_MAX, type AdminUser, type UpdateAdminUserBody } from '@bb/shared/admin';
import { rolesOf, type StaffRoleCode } from '@bb/shared/staff-roles';
import * as yup from 'yup';
import { username as usernameRule } from '../../../components/form/accountRules';
import { email as emailRule, text } from '../../../components/form/rules';

// The Edit User form: its tabs, values, checks and the PATCH body it sends.

export const EDIT_TABS = ['account', 'security', 'permissions', 'activity', 'notes'] as const;
export type EditTab = (typeof EDIT_TABS)[number];
export const TAB_LABELS: Record<EditTab, string> = {
  account: 'Account',
  security: 'Security',
  permissions: 'Permissions',
  activity: 'Activity',
  notes: 'Notes',
};

export interface EditValues {
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  /** The staff roles beside administrator (the Permissions tab's checkboxes). */
  roles: StaffRoleCode[];
  notes: string;
}

export const FIELDS = ['username', 'email', 'emailVerified', 'isAdmin', 'roles', 'notes'] as const;
/** The tab that holds each field that can be invalid. */
export const TAB_OF_FIELD: Record<string, EditTab> = {
  username: 'account',
  email: 'account',
  notes: 'notes',
};

export const schema = yup.object({
  username: usernameRule({ required: true }),
  email: emailRule(),
  notes: text('Notes', ADMIN_NOTES_MAX),
});

/** Stands for the user while none was shown yet. */
export const EMPTY_USER: AdminUser = {
  id: '',
  username: '',
  email: '',
  isAdmin: false,
  roles: [],
  emailVerified: false,
  suspended: false,
  hasPassword: false,
  twoFactorEnabled: false,
  notes: null,
  createdAt: new Date(0).toISOString(),
  lastLoginAt: null,
};

export function valuesOf(user: AdminUser): EditValues {
  return {
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    roles: user.roles.filter((code) => code !== 'administrator'),
    notes: user.notes ?? '',
  };
}

/** The roles the form's values give: administrator (the switch) and the checked ones. */
export const rolesOfValues = (values: Pick<EditValues, 'isAdmin' | 'roles'>): StaffRoleCode[] =>
  rolesOf({ isAdmin: values.isAdmin, staffRoles: values.roles });

const sameRoles = (a: readonly StaffRoleCode[], b: readonly StaffRoleCode[]) =>
  a.length === b.length && a.every((code) => b.includes(code));

/**
 * The PATCH body: only the fields that changed. A change of the other roles sends them all as
 * `roles` (administrator among them when switched on); a change of the Administrator Role switch
 * alone sends the spec's `isAdmin`.
 */
export function changesOf(user: AdminUser, values: EditValues): UpdateAdminUserBody {
  const changes: UpdateAdminUserBody = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const notes = values.notes.trim() === '' ? null : values.notes;
  if (username !== user.username) changes.username = username;
  if (email !== user.email) changes.email = email;
  if (values.emailVerified !== user.emailVerified) changes.emailVerified = values.emailVerified;
  const others = (roles: readonly StaffRoleCode[]) => roles.filter((c) => c !== 'administrator');
  if (!sameRoles(others(values.roles), others(user.roles))) changes.roles = rolesOfValues(values);
  else if (values.isAdmin !== user.isAdmin) changes.isAdmin = values.isAdmin;
  if (notes !== (user.notes ?? null)) changes.notes = notes;
  return changes;
}
