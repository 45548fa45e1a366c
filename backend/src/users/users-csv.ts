import { USER_EXPORT_COLUMNS } from '@bb/shared/admin';
import { formatCreatedDate, toCsv } from '../common/csv';

/** The users table's CSV export (spec 001 section 9), escaped as every admin export (common/csv.ts). */

export interface ExportedUser {
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: Date;
}

/** The export: the header (USER_EXPORT_COLUMNS), then one row per user, in the order given. */
export function usersCsv(users: readonly ExportedUser[]): string {
  return toCsv([
    USER_EXPORT_COLUMNS,
    ...users.map((u) => [
      u.username,
      u.email,
      u.isAdmin ? 'Admin' : 'User',
      u.emailVerified ? 'Verified' : 'Unverified',
      formatCreatedDate(u.createdAt),
    ]),
  ]);
}
