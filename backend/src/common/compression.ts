import { constants } from 'node:zlib';
import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A streamed download: `GET /api/…/export` (the admin exports, Download Your Data). */
export function isDownload(req: Request): boolean {
  return req.method === 'GET' && req.path.startsWith('/api/') && req.path.endsWith('/export');
}

/**
 * Compression of the answers made per request (gzip or brotli as the client accepts; the public
 * answers kept in memory carry their own, made once). Most answers are small and keep the
 * middleware's defaults (gzip level 6, brotli quality 4). Downloads are not: an export of 50,000
 * rows is several megabytes of CSV, and compressing it at those levels takes more CPU than
 * PostgreSQL's work to write it, a core the visitors then wait for. On 2.6 MB of subscribers' CSV
 * here, brotli quality 4 (what a browser gets) took 87 ms for 440 KB and quality 1 17 ms for 546 KB;
 * gzip level 6 52 ms for 387 KB and level 2 25 ms for 518 KB (docs/performance.md).
 */
export function responseCompression(): RequestHandler {
  const usual = compression();
  const fast = compression({
    level: 2,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (isDownload(req) ? fast : usual)(req, res, next);
}
