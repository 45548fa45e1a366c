/**
 * Staff roles: named sets of permissions, defined once here (issue 45). The backend's guard checks
 * a route's permission (never a role name), the admin navigation, the dashboard, the bell and the
 * search show what the person's permissions open, and the generated access test walks every admin
 * route with every role against this table.
 *
 * The administrator role is the spec's `isAdmin` flag: `isAdmin` is true exactly for the
 * administrators. The other roles are stored beside it (the account's `staffRoles`).
 */

/** What a route or a screen needs. Each admin route declares one (or several, any of which will do). */
export const PERMISSIONS = [
  'dashboard',
  'users',
  'settings',
  'audit',
  'system',
  'pages.edit',
  'pages.publish',
  'media',
  'media.delete',
  'testimonials',
  'carousels',
  'site-details',
  'inbox',
  'campaigns.edit',
  'campaigns.send',
  'subscribers',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * What each permission lets a person do, as a phrase that completes "… needs the Editor role"
 * (the 403 message, the Access Denied card).
 */
export const PERMISSION_LABELS: Record<Permission, string> = {
  dashboard: 'The admin dashboard',
  users: 'Managing users and their roles',
  settings: 'Changing the site settings',
  audit: 'Reading the audit log',
  system: 'Reading the system health',
  'pages.edit': 'Editing page drafts',
  'pages.publish': 'Publishing, scheduling and discarding page drafts',
  media: 'Using the media library',
  'media.delete': 'Deleting images from the media library',
  testimonials: 'Managing testimonials',
  carousels: 'Managing carousels',
  'site-details': "Editing the organisation's details",
  inbox: 'Answering speaking requests, partnership inquiries and contact messages',
  'campaigns.edit': 'Writing newsletter campaigns',
  'campaigns.send': 'Sending, scheduling and deleting newsletter campaigns',
  subscribers: 'Managing newsletter subscribers',
};

export const STAFF_ROLE_CODES = [
  'administrator',
  'editor',
  'inbox',
  'newsletter',
  'contributor',
] as const;
export type StaffRoleCode = (typeof STAFF_ROLE_CODES)[number];

/** The roles stored beside `isAdmin` (the account's `staffRoles`): every role but administrator. */
export const STORED_STAFF_ROLE_CODES = STAFF_ROLE_CODES.filter(
  (code): code is Exclude<StaffRoleCode, 'administrator'> => code !== 'administrator',
);
export type StoredStaffRoleCode = Exclude<StaffRoleCode, 'administrator'>;

export interface StaffRole {
  code: StaffRoleCode;
  label: string;
  /** One line: what a person with this role does (the Users screen, the invitation e-mail). */
  description: string;
  permissions: readonly Permission[];
}

/** The table. Order: the widest first (the order roles are listed in everywhere). */
export const STAFF_ROLES: readonly StaffRole[] = [
  {
    code: 'administrator',
    label: 'Administrator',
    description:
      'Everything: users and their roles, settings, the audit log and the two-factor policy, and all that the other roles do.',
    permissions: PERMISSIONS,
  },
  {
    code: 'editor',
    label: 'Editor',
    description:
      "Public pages (edit, publish, schedule, history, restore), the media library, testimonials, carousels and the organisation's details; reviews contributors' drafts.",
    permissions: [
      'dashboard',
      'pages.edit',
      'pages.publish',
      'media',
      'media.delete',
      'testimonials',
      'carousels',
      'site-details',
    ],
  },
  {
    code: 'inbox',
    label: 'Inbox',
    description:
      'The three inquiry inboxes: read, reply, notes, assign, status, logistics, archive, spam, merge and export.',
    permissions: ['dashboard', 'inbox'],
  },
  {
    code: 'newsletter',
    label: 'Newsletter',
    description:
      "Newsletter campaigns (compose, test, send, schedule, pause, cancel), subscribers, and the media library's images for campaigns.",
    permissions: ['dashboard', 'campaigns.edit', 'campaigns.send', 'subscribers', 'media'],
  },
  {
    code: 'contributor',
    label: 'Contributor',
    description:
      'Drafts of pages and campaigns, submitted for review; never publishes, sends or deletes.',
    permissions: ['dashboard', 'pages.edit', 'campaigns.edit', 'media'],
  },
];

const BY_CODE = new Map(STAFF_ROLES.map((role) => [role.code, role]));

export function isStaffRoleCode(value: unknown): value is StaffRoleCode {
  return typeof value === 'string' && BY_CODE.has(value as StaffRoleCode);
}

export function staffRole(code: StaffRoleCode): StaffRole {
  return BY_CODE.get(code)!;
}

/** An account's roles: administrator when `isAdmin`, then its stored roles, in the table's order. */
export function rolesOf(account: {
  isAdmin: boolean;
  staffRoles?: readonly string[] | null;
}): StaffRoleCode[] {
  const held = new Set<string>(account.staffRoles ?? []);
  if (account.isAdmin) held.add('administrator');
  return STAFF_ROLE_CODES.filter((code) => held.has(code));
}

/** Every permission the roles hold together, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly StaffRoleCode[]): Permission[] {
  const held = new Set<Permission>();
  for (const code of roles) for (const p of BY_CODE.get(code)?.permissions ?? []) held.add(p);
  return PERMISSIONS.filter((p) => held.has(p));
}

/** Whether `permissions` include any of `needed` (a route that names several takes any of them). */
export function allows(
  permissions: readonly Permission[],
  needed: Permission | readonly Permission[],
): boolean {
  const list = typeof needed === 'string' ? [needed] : needed;
  return list.some((p) => permissions.includes(p));
}

/** The roles that hold any of `needed`, narrowest first (the one to ask for), administrator last. */
export function rolesHolding(needed: Permission | readonly Permission[]): StaffRole[] {
  const list = typeof needed === 'string' ? [needed] : needed;
  return [...STAFF_ROLES]
    .filter((role) => list.some((p) => role.permissions.includes(p)))
    .sort((a, b) => a.permissions.length - b.permissions.length);
}

/** "Editor or Administrator", "Inbox, Contributor or Administrator". */
export function roleList(roles: readonly StaffRole[]): string {
  const labels = roles.map((role) => role.label);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/**
 * Why a staff member without `needed` is refused: what it is for and who may do it (the 403's
 * message, the Access Denied card). "Publishing, scheduling and restoring pages needs the Editor or
 * Administrator role."
 */
export function permissionRefusal(needed: Permission | readonly Permission[]): string {
  const list = typeof needed === 'string' ? [needed] : needed;
  const what = PERMISSION_LABELS[list[0]];
  return `${what} needs the ${roleList(rolesHolding(list))} role.`;
}

/** The roles as the admin header and the users list show them: "Editor, Inbox". */
export function roleLabels(roles: readonly StaffRoleCode[]): string {
  return roles.map((code) => staffRole(code).label).join(', ');
}
