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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'MMM d, yyyy' in English, UTC: "Jan 5, 2025" (the exports' date columns). Written out rather than
 * with Intl.DateTimeFormat, which took most of an export's time (a 50,000-row export formats 100,000
 * dates; npm run bench:admin's CPU profile).
 */
export function formatCreatedDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
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

/** Writes `chunk` to `res`, waiting for the socket to drain when its buffer is full. */
async function write(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      res.off('drain', done);
      res.off('close', closed);
      if (error) reject(error);
      else resolve();
    };
    const closed = () => done(new Error('The client went away during the export.'));
    res.once('drain', done);
    res.once('close', closed);
  });
}

/**
 * Streams a download batch by batch: `open()` once the first batch is read (the status and headers),
 * then `head`, each batch's text as it comes, waiting for the client to take each one and giving the
 * event loop back between batches, then `tail`. A failure before the first batch is thrown (and
 * answered as JSON by the filter); one after it ends the connection, since the status line is gone.
 */
async function streamDownload<B>(
  res: Response,
  open: () => void,
  head: string,
  batches: AsyncIterable<B>,
  text: (batch: B) => string,
  tail: string,
): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  res.status(200);
  open();
  res.setHeader('Cache-Control', 'no-store');
  try {
    await write(res, head);
    for (let step = first; !step.done; step = await iterator.next()) {
      await write(res, text(step.value));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    await write(res, tail);
    res.end();
  } catch {
    await iterator.return?.(undefined);
    res.destroy();
  }
}

/**
 * A CSV download streamed batch by batch (for exports of every matching row): the header line, then
 * each batch of rows as it comes, so a 50,000-row export neither holds other requests up nor piles up
 * in memory. Call it with `@Res()` (not passthrough): it ends the response. A failure before the
 * first batch is thrown (and answered as JSON by the filter); one after it ends the connection.
 */
export async function streamCsvDownload(
  res: Response,
  fileName: (date: string) => string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly string[])[]>,
): Promise<void> {
  await streamDownload(
    res,
    () => sendCsvDownload(res, fileName, ''),
    toCsv([header]),
    batches,
    (rows) => toCsv(rows),
    '',
  );
}

/**
 * As streamCsvDownload, for batches already written as CSV text (newestFirstCsvLines: the lines
 * built by PostgreSQL).
 */
export async function streamCsvTextDownload(
  res: Response,
  fileName: (date: string) => string,
  header: readonly string[],
  batches: AsyncIterable<string>,
): Promise<void> {
  await streamDownload(
    res,
    () => sendCsvDownload(res, fileName, ''),
    toCsv([header]),
    batches,
    (text) => text,
    '',
  );
}

/**
 * A JSON array streamed batch by batch, as `streamCsvDownload` does: `[`, the items of every batch
 * joined by commas, `]`. `headers` (a file name's Content-Disposition, a count) are set once the first
 * batch is read. Call it with `@Res()` (not passthrough): it ends the response.
 */
export async function streamJsonArrayDownload(
  res: Response,
  headers: Record<string, string>,
  batches: AsyncIterable<readonly unknown[]>,
): Promise<void> {
  let any = false;
  await streamDownload(
    res,
    () => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    },
    '[',
    batches,
    (items) => {
      if (items.length === 0) return '';
      const text = (any ? ',' : '') + items.map((item) => JSON.stringify(item)).join(',');
      any = true;
      return text;
    },
    ']',
  );
}
