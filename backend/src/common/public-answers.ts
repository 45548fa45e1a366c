import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Pool } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';

/** What one public answer is made of, read in one snapshot of the database. */
export type PublicAnswerLoader = (manager: EntityManager) => Promise<unknown>;

/** A public answer ready to send: its JSON, the JSON compressed, its ETag, and the content version. */
export interface PublicAnswer {
  /** The `public_content_version` token of the snapshot the answer was read in. */
  version: string;
  body: Buffer;
  etag: string;
  /** The body compressed (only when it is at least COMPRESS_FROM bytes, like every other answer). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** The `compression` middleware's threshold: smaller answers are sent as they are. */
const COMPRESS_FROM = 1024;

/** The name the version check's connection has in pg_stat_activity. */
export const VERSION_CONNECTION_NAME = 'building-bridges-public-answers';

/** Express's default (weak) ETag of a body: W/"<length in hex>-<SHA-1, base64, 27 characters>". */
export function weakEtag(body: Buffer): string {
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${body.length.toString(16)}-${hash}"`;
}

export function publicAnswer(version: string, value: unknown): PublicAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const encoded: PublicAnswer['encoded'] = {};
  if (body.length >= COMPRESS_FROM) {
    encoded.gzip = gzipSync(body, { level: 9 });
    encoded.br = brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return { version, body, etag: weakEtag(body), encoded };
}

/**
 * The encoding a public answer is sent in: the better of br and gzip that the client accepts (the
 * higher q, br on a tie, as the `compression` middleware prefers), "identity" when the request has no
 * Accept-Encoding, undefined when it accepts neither br nor gzip (the `compression` middleware then
 * decides, as for any other answer).
 */
export function answerEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (header === undefined) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let quality = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (m) quality = Number(m[1]);
    }
    q.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  const of = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const [br, gzip] = [of('br'), of('gzip')];
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

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
  private readonly answers = new Map<string, PublicAnswer>();
  private readonly loading = new Map<string, Promise<PublicAnswer>>();
  private readonly versions: Pool;
  private readonly failures = new WeakMap<IncomingMessage, unknown>();
  private checking?: Promise<string>;
  private nextCheck?: Promise<string>;
  /** How many answers the fast path (before Express, see app.setup.ts) has sent. */
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
  async answer(key: string): Promise<PublicAnswer> {
    const load = this.loaders.get(key);
    if (!load) throw new Error(`"${key}" is not a public answer`);
    const version = await this.version();
    const kept = this.answers.get(key);
    if (kept?.version === version) return kept;
    // A read already under way may have started before this request: use it only if it saw the
    // version this request's check saw, else read again (a snapshot taken after the check).
    const shared = await this.read(key, load);
    return shared.version === version ? shared : this.read(key, load, true);
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

  private read(key: string, load: PublicAnswerLoader, own = false): Promise<PublicAnswer> {
    const underWay = this.loading.get(key);
    if (underWay && !own) return underWay;
    const reading = this.dataSource
      .transaction('REPEATABLE READ', async (manager) => {
        const [{ token }] = (await manager.query('SELECT token FROM public_content_version')) as {
          token: string;
        }[];
        return publicAnswer(token, await load(manager));
      })
      .then((answer) => {
        this.answers.set(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === reading) this.loading.delete(key);
      });
    this.loading.set(key, reading);
    return reading;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.versions.end();
  }
}

/** PublicAnswers, one per app; the modules that own the answers register them. */
@Module({ providers: [PublicAnswers], exports: [PublicAnswers] })
export class PublicAnswersModule {}
