import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { webcrypto } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { answerEncoding, compressedForms, type CompressedForms } from '../common/encodings';

/**
 * JSON text made elsewhere (by PostgreSQL: see jsonArray), in pieces: the answer's body is their
 * concatenation. A loader returns it instead of a value when the answer grows with the content, so
 * that no JSON.stringify (or TypeORM's hydration of thousands of rows) holds the event loop.
 */
export class JsonText {
  constructor(readonly pieces: string[]) {}
}

/** Something read in one snapshot of the database, with the `public_content_version` token it saw. */
interface Versioned {
  version: string;
}

/** A value read in one snapshot of the database (PublicAnswers.snapshot), with its version. */
export interface Snapshot<T> extends Versioned {
  value: T;
}

/** What one public answer is made of, read in one snapshot of the database. */
export type PublicAnswerLoader = (manager: EntityManager) => Promise<unknown>;

/** A public answer ready to send: its JSON, the JSON compressed, its ETag, and the content version. */
export interface PublicAnswer {
  /** The `public_content_version` token of the snapshot the answer was read in. */
  version: string;
  body: Buffer;
  etag: string;
  /** The body compressed (only when it is at least COMPRESS_FROM bytes: common/encodings.ts). */
  encoded: CompressedForms;
}

/** Rows per piece of a JsonText that jsonArray builds: each piece is parsed and copied in well under a millisecond. */
const ROWS_PER_PIECE = 200;

/** The name the version check's connection has in pg_stat_activity. */
export const VERSION_CONNECTION_NAME = 'building-bridges-public-answers';

/**
 * Express's default (weak) ETag of a body: W/"<length in hex>-<SHA-1, base64, 27 characters>". The
 * hash is computed in libuv's thread pool (WebCrypto's digest), not on the event loop.
 */
export async function weakEtag(body: Buffer): Promise<string> {
  const digest = Buffer.from(await webcrypto.subtle.digest('SHA-1', body));
  return `W/"${body.length.toString(16)}-${digest.toString('base64').substring(0, 27)}"`;
}

/** The JSON of a loader's result as bytes; a JsonText's pieces are copied a few at a time. */
async function jsonBytes(value: unknown): Promise<Buffer> {
  if (!(value instanceof JsonText)) return Buffer.from(JSON.stringify(value), 'utf8');
  const parts: Buffer[] = [];
  let since = performance.now();
  for (const piece of value.pieces) {
    parts.push(Buffer.from(piece, 'utf8'));
    // Lets other requests in between when a large answer takes long to copy.
    if (performance.now() - since > 5) {
      await nextTurn();
      since = performance.now();
    }
  }
  return Buffer.concat(parts);
}

/**
 * A public answer for `value` (a loader's result): the JSON, its ETag and its compressed forms, with
 * nothing proportional to its size on the event loop (the hash and compression run in the thread
 * pool, a large JSON comes from PostgreSQL in pieces).
 */
export async function publicAnswer(version: string, value: unknown): Promise<PublicAnswer> {
  const body = await jsonBytes(value);
  const [etag, encoded] = await Promise.all([weakEtag(body), compressedForms(body)]);
  return { version, body, etag, encoded };
}

/**
 * A JSON array built by PostgreSQL, compact as JSON.stringify writes it: one element per row of
 * `FROM ${from}` (e.g. "testimonial t WHERE t.is_published"), an object with the columns of
 * `SELECT ${columns}` (named as the JSON keys, in that order), in the order of `ORDER BY ${orderBy}`.
 * It arrives in pieces of ROWS_PER_PIECE elements, so no single step is long (see JsonText).
 */
export async function jsonArray(
  manager: EntityManager,
  { columns, from, orderBy }: { columns: string; from: string; orderBy: string },
  params: unknown[] = [],
): Promise<JsonText> {
  const rows = (await manager.query(
    `SELECT string_agg(element, ',' ORDER BY n) AS piece
       FROM (SELECT (SELECT row_to_json(e) FROM (SELECT ${columns}) e)::text AS element,
                    row_number() OVER (ORDER BY ${orderBy}) AS n
               FROM ${from}) elements
      GROUP BY (n - 1) / ${ROWS_PER_PIECE}
      ORDER BY (n - 1) / ${ROWS_PER_PIECE}`,
    params,
  )) as { piece: string }[];
  const pieces = ['['];
  rows.forEach(({ piece }, i) => pieces.push(i === 0 ? piece : `,${piece}`));
  pieces.push(']');
  return new JsonText(pieces);
}

/**
 * A timestamptz column as JSON.stringify writes a Date read from it: ISO 8601 in UTC with
 * milliseconds (the microseconds cut off, as node-postgres does).
 */
export const isoMillis = (column: string) =>
  `to_char(date_trunc('milliseconds', ${column}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Whether the client's copy is current (304), as Express decides it (the `fresh` package): an
 * If-None-Match that names the ETag (weakly compared) or is "*", unless the request says
 * Cache-Control: no-cache. If-Modified-Since alone never matches: these answers have no Last-Modified.
 */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  const modifiedSince = headers['if-modified-since'];
  if (!noneMatch && !modifiedSince) return false;
  if (/(?:^|,)\s*?no-cache\s*?(?:,|$)/.test(headers['cache-control'] ?? '')) return false;
  if (noneMatch && noneMatch !== '*') {
    const strong = etag.replace(/^W\//, '');
    const named = noneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (!named.includes(strong)) return false;
  }
  return !modifiedSince;
}

/**
 * Sends a public answer: revalidated on every use (Cache-Control: no-cache, ETag, 304), compressed
 * as the client accepts (pre-compressed once per version). The fast path and the controllers both
 * send through here, so their answers are the same bytes with the same headers.
 */
export function sendPublicAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: PublicAnswer,
): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', answer.etag);
  if (isFresh(req.headers, answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = answerEncoding(req.headers['accept-encoding']);
  const encoded = encoding === 'br' || encoding === 'gzip' ? answer.encoded[encoding] : undefined;
  const body = encoded ?? answer.body;
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoded) res.setHeader('Content-Encoding', encoding!);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const settle = () => undefined;

/**
 * The public read answers (the published testimonials, each carousel), kept in memory as sent and
 * never served stale, also with several instances on one database (docs/decisions.md, "Public
 * answers from memory"). Every request asks the database for the content version
 * (`public_content_version`, changed by a trigger in the same transaction as any change to the
 * content) with a check that started after the request arrived: concurrent requests share one check,
 * so at most one tiny query is in flight per instance, on a connection of its own. An answer is
 * served only when it was read in a snapshot of that same version; otherwise it is read again (the
 * version and the content in one REPEATABLE READ transaction) by one reader for all waiting requests.
 */
@Injectable()
export class PublicAnswers implements OnApplicationShutdown {
  private readonly loaders = new Map<string, PublicAnswerLoader>();
  /** What was read (public answers, snapshots), each with the content version it was read at. */
  private readonly kept = new Map<string, Versioned>();
  private readonly loading = new Map<string, Promise<Versioned>>();
  private readonly versions: Pool;
  private readonly failures = new WeakMap<IncomingMessage, unknown>();
  private checking?: Promise<string>;
  private nextCheck?: Promise<string>;
  /**
   * How many answers the fast paths before Express (app.setup.ts) have sent: public answers, and the
   * served pages (spa/), which are kept while the same content version holds.
   */
  fastPathAnswers = 0;

  constructor(private readonly dataSource: DataSource) {
    const { url, extra } = dataSource.options as { url?: string; extra?: object };
    this.versions = new Pool({
      ...extra,
      connectionString: url,
      max: 1,
      application_name: VERSION_CONNECTION_NAME,
    });
    // A connection that dies while idle is replaced at the next check (which fails if it cannot).
    this.versions.on('error', settle);
  }

  /** Makes `key` (the path under /api/, e.g. "testimonials") a public answer read by `load`. */
  register(key: string, load: PublicAnswerLoader): void {
    this.loaders.set(key, load);
  }

  has(key: string): boolean {
    return this.loaders.has(key);
  }

  /** The answer for `key` as of a moment after this call (never one read before a later change). */
  answer(key: string): Promise<PublicAnswer> {
    const load = this.loaders.get(key);
    if (!load) return Promise.reject(new Error(`"${key}" is not a public answer`));
    return this.current(key, () =>
      this.read(load).then(({ version, value }) => publicAnswer(version, value)),
    );
  }

  /**
   * What `load` reads, as of a moment after this call, with the content version it was read at: kept
   * under `key` (a name of its own, not a public answer's) and read again only once the version has
   * changed, exactly as the answers are (one reader for every waiting request, in one REPEATABLE READ
   * transaction with the version). For content kept while the version holds that is not a JSON
   * answer: the served pages' settings and documents (spa/).
   */
  snapshot<T>(key: string, load: (manager: EntityManager) => Promise<T>): Promise<Snapshot<T>> {
    return this.current(key, () => this.read(load));
  }

  /**
   * Sends the answer for `key` (see sendPublicAnswer). A request the fast path could not answer
   * because the database failed gets that failure (answered 503 by the exception filter) rather than
   * a second wait for the same database.
   */
  async send(key: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const failure = this.failures.get(req);
    if (failure) throw failure;
    sendPublicAnswer(req, res, await this.answer(key));
  }

  /**
   * The content version as of a moment after this call (the same shared check as the answers'), for
   * other content kept while the version holds: the newsletter archive's pages (spa/).
   */
  contentVersion(): Promise<string> {
    return this.version();
  }

  /** Remembers why the fast path handed `req` on (see send). */
  failed(req: IncomingMessage, failure: unknown): void {
    this.failures.set(req, failure);
  }

  /**
   * The current content version, from a check that started after this call: the check in flight
   * (if any) started earlier, so callers wait for the one after it, which all of them share.
   */
  private version(): Promise<string> {
    if (!this.checking) return this.startCheck();
    this.nextCheck ??= this.checking.then(settle, settle).then(() => {
      this.nextCheck = undefined;
      return this.startCheck();
    });
    return this.nextCheck;
  }

  private startCheck(): Promise<string> {
    const check = this.versions
      .query<{ token: string }>({
        name: 'public-content-version',
        text: 'SELECT token FROM public_content_version',
      })
      .then(({ rows }) => rows[0].token)
      .finally(() => {
        if (this.checking === check) this.checking = undefined;
      });
    this.checking = check;
    return check;
  }

  /**
   * What is kept under `key` if it was read at the version a check started after this call finds,
   * else what `make` reads: a read already under way may have started before this request, so it is
   * used only if it saw that version, else read again (a snapshot taken after the check).
   */
  private async current<T extends Versioned>(key: string, make: () => Promise<T>): Promise<T> {
    const version = await this.version();
    const kept = this.kept.get(key) as T | undefined;
    if (kept?.version === version) return kept;
    const shared = await this.shared(key, make);
    return shared.version === version ? shared : this.shared(key, make, true);
  }

  /** `make()` under `key`: the read under way, unless `own`, else a new one (then kept). */
  private shared<T extends Versioned>(
    key: string,
    make: () => Promise<T>,
    own = false,
  ): Promise<T> {
    const underWay = this.loading.get(key) as Promise<T> | undefined;
    if (underWay && !own) return underWay;
    const reading = make()
      .then((made) => {
        this.kept.set(key, made);
        return made;
      })
      .finally(() => {
        if (this.loading.get(key) === reading) this.loading.delete(key);
      });
    this.loading.set(key, reading);
    return reading;
  }

  /**
   * `load` in one REPEATABLE READ transaction with the content version it saw (whatever is made of it
   * afterwards, serialized, hashed, compressed, is made with the connection back in the pool).
   */
  private async read<T>(load: (manager: EntityManager) => Promise<T>): Promise<Snapshot<T>> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const [{ token }] = (await manager.query('SELECT token FROM public_content_version')) as {
        token: string;
      }[];
      return { version: token, value: await load(manager) };
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.versions.end();
  }
}

/** PublicAnswers, one per app; the modules that own the answers register them. */
@Module({ providers: [PublicAnswers], exports: [PublicAnswers] })
export class PublicAnswersModule {}
