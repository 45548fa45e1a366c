import type { Response } from 'express';

/**
 * CSV exports of the admin panel: RFC 4180 (comma-separated, CRLF line ends, a field with a comma, a
 * double quote or a line break quoted with its quotes doubled). A cell that a spreadsheet would run as
 * a formula (starting with =, +, -, @, tab or carriage return) gets a single quote in front, so it is
 * shown as text (OWASP "CSV injection").
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

/** 'MMM d, yyyy' in English, UTC: "Jan 5, 2025" (the exports' date columns). */
export function formatCreatedDate(date: Date): string {
  return CREATED_DATE.format(date);
}

/**
 * Makes `res` a CSV download named by `fileName(today)` (YYYY-MM-DD, UTC) and answers `csv`. Call it
 * once the CSV is built: a refusal before then is still answered as JSON.
 */
export function sendCsvDownload(
  res: Response,
  fileName: (date: string) => string,
  csv: string,
): string {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${fileName(new Date().toISOString().slice(0, 10))}"`,
  );
  return csv;
}
