import { formatCreatedDate } from '../common/csv';

/**
 * The users table's CSV export (spec 001 section 9): its columns are USER_EXPORT_COLUMNS; cells are
 * escaped as in every admin export (common/csv.ts) when the rows are written.
 */

export interface ExportedUser {
  username: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  createdAt: Date;
}

/** One user's row: Username, Email, Role (Admin or User), Status (Verified or Unverified), Created Date. */
export function userCsvRow(u: ExportedUser): string[] {
  return [
    u.username,
    u.email,
    u.isAdmin ? 'Admin' : 'User',
    u.emailVerified ? 'Verified' : 'Unverified',
    formatCreatedDate(u.createdAt),
  ];
}
