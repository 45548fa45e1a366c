import { ADMIN_NOTES_MAX, type AdminUser, type UpdateAdminUserBody } from '@bb/shared/admin';
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
  notes: string;
}

export const FIELDS = ['username', 'email', 'emailVerified', 'isAdmin', 'notes'] as const;
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
    notes: user.notes ?? '',
  };
}

/** The PATCH body: only the fields that changed. */
export function changesOf(user: AdminUser, values: EditValues): UpdateAdminUserBody {
  const changes: UpdateAdminUserBody = {};
  const username = values.username.trim();
  const email = values.email.trim();
  const notes = values.notes.trim() === '' ? null : values.notes;
  if (username !== user.username) changes.username = username;
  if (email !== user.email) changes.email = email;
  if (values.emailVerified !== user.emailVerified) changes.emailVerified = values.emailVerified;
  if (values.isAdmin !== user.isAdmin) changes.isAdmin = values.isAdmin;
  if (notes !== (user.notes ?? null)) changes.notes = notes;
  return changes;
}
