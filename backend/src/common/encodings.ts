import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The compressed forms of a body kept in memory (empty when it is too small to compress). */
export type CompressedForms = Partial<Record<'br' | 'gzip', Buffer>>;

/** The `compression` middleware's threshold: smaller answers are sent as they are. */
const COMPRESS_FROM = 1024;

/**
 * Up to this size a body is compressed as tightly as possible (brotli 11, gzip 9: a few tens of
 * milliseconds); a larger one at settings whose time grows gently with the size (brotli 5 and gzip 6:
 * about 0.2 s for 4 MB, where brotli 11 took 6.7 s for 20% less).
 */
const TIGHTEST_UP_TO = 64 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A body kept in memory and sent many times (a public answer, a public page), compressed both ways
 * once, each in libuv's thread pool, at the settings for its size.
 */
export async function compressedForms(body: Buffer): Promise<CompressedForms> {
  if (body.length < COMPRESS_FROM) return {};
  const tightest = body.length <= TIGHTEST_UP_TO;
  const [gzipped, br] = await Promise.all([
    gzipAsync(body, { level: tightest ? 9 : 6 }),
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: tightest ? zlib.BROTLI_MAX_QUALITY : 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: gzipped, br };
}

/**
 * The encoding to send a body kept compressed in: the better of br and gzip that the client accepts
 * (the higher q, br on a tie, as the `compression` middleware prefers), "identity" when the request
 * has no Accept-Encoding, undefined when it accepts neither br nor gzip (the `compression`
 * middleware then decides, as for any other answer).
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
