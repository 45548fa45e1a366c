import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built frontend: files from dist/ (hashed assets under /assets cached for a year as
 * immutable, everything else revalidated), a prerendered page's own index.html when the build made
 * one for the path, and dist/index.html for every other path (the SPA's router decides, including its
 * 404 page). /api paths never reach this: an unknown API path is a JSON 404.
 */
export function createSpaHandler(distDir: string) {
  const staticFiles = express.static(distDir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders(res, file) {
      const rel = path.relative(distDir, file);
      res.setHeader(
        'Cache-Control',
        rel.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const fallback = readFileSync(path.join(distDir, 'index.html'));
  const pages = new Map<string, Buffer>();

  /** The prerendered HTML of a route (dist/<route>/index.html), if the build produced one. */
  function pageFor(urlPath: string): Buffer {
    const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/\/+$/, '');
    if (!clean || clean === '/' || clean.includes('..')) return fallback;
    let page = pages.get(clean);
    if (!page) {
      const file = path.join(distDir, clean, 'index.html');
      page = file.startsWith(distDir) && existsSync(file) ? readFileSync(file) : fallback;
      pages.set(clean, page);
    }
    return page;
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    staticFiles(req, res, () => {
      // A missing file (an old hashed asset, a typo) is a plain 404, never the HTML page.
      if (path.posix.extname(req.path) && path.posix.extname(req.path) !== '.html') {
        res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      let body: Buffer;
      try {
        body = pageFor(req.path);
      } catch {
        body = fallback;
      }
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(body);
    });
  };
}
