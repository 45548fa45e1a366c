import type { Response } from 'express';
import { Turns } from './turns';

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

/** Waits until `res` has handed its buffered text to the socket ('drain'), or fails if it closes. */
function drained(res: Response): Promise<void> {
  return new Promise<void>((resolve, reject) => {
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
 * Hands `chunk` to `res`; when its buffer is full, the answer is a promise of the 'drain' to come
 * (listened for at once, so none is missed however long the caller takes to wait for it; a
 * rejection, the client gone, is seen when the caller awaits it).
 */
function handOver(res: Response, chunk: string): Promise<void> | undefined {
  if (res.write(chunk)) return undefined;
  const taken = drained(res);
  taken.catch(() => undefined);
  return taken;
}

/**
 * The turns every streamed download of this instance takes, one batch each (common/turns.ts): the
 * batch's query and its writing run while no other download's batch does, and after each the next
 * waits as long as it took, so downloads use at most half of the time (an export alone takes about
 * twice as long; beside three administrators exporting without pause a visitor's p99 went from 30
 * to 22 ms, npm run bench:admin, docs/performance.md).
 */
export const exportTurns = new Turns(1);

/**
 * Streams a download batch by batch: `open()` once the first batch is read (the status and headers),
 * then `head`, each batch's text as it comes, waiting for the client to take each one and giving the
 * event loop back between batches, then `tail`. Reading a batch and handing its text to the
 * response is one turn of `exportTurns`; waiting for the client to take it is not. A failure before
 * the first batch is thrown (and answered as JSON by the filter); one after it ends the connection,
 * since the status line is gone.
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
  const first = await exportTurns.run(() => iterator.next());
  res.status(200);
  open();
  res.setHeader('Cache-Control', 'no-store');
  try {
    await handOver(res, head);
    let step = first;
    let taken = step.done ? undefined : handOver(res, text(step.value));
    while (!step.done) {
      await taken;
      await new Promise<void>((resolve) => setImmediate(resolve));
      // One turn: the next batch's query, and handing its text to the response.
      [step, taken] = await exportTurns.run(async () => {
        const next = await iterator.next();
        return [next, next.done ? undefined : handOver(res, text(next.value))] as const;
      });
    }
    await handOver(res, tail);
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
  await streamCsvTextDownload(res, fileName, header, csvText(batches));
}

/** Each batch of rows as CSV text (closing `batches` when the reader stops early). */
async function* csvText(
  batches: AsyncIterable<readonly (readonly string[])[]>,
): AsyncGenerator<string> {
  for await (const rows of batches) yield toCsv(rows);
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
