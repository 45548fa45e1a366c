import { USER_EXPORT_COLUMNS } from '@bb/shared/admin';

/**
 * The users table's CSV export (spec 001 section 9): RFC 4180 (comma-separated, CRLF line ends, a
 * field with a comma, a double quote or a line break quoted with its quotes doubled). A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) gets a single
 * quote in front, so it is shown as text (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, safe for spreadsheets and quoted as RFC 4180 needs. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text: fields joined by commas, every line ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

const CREATED_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'MMM d, yyyy' in English, UTC: "Jan 5, 2025". */
export function formatCreatedDate(date: Date): string {
  return CREATED_DATE.format(date);
}

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
