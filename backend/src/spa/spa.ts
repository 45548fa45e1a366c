import express, { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The prerendered pages of the build, read once at start: `dist/<route>/index.html` keyed by
 * "/<route>". A fixed set, so requests for other paths cost no file-system look-up and no memory.
 */
function prerenderedPages(distDir: string, dir = distDir, pages = new Map<string, Buffer>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      !entry.isDirectory() ||
      entry.name.startsWith('.') ||
      (dir === distDir && entry.name === 'assets')
    )
      continue;
    const sub = path.join(dir, entry.name);
    const page = path.join(sub, 'index.html');
    if (existsSync(page))
      pages.set(
        '/' + path.relative(distDir, sub).split(path.sep).join('/').toLowerCase(),
        readFileSync(page),
      );
    prerenderedPages(distDir, sub, pages);
  }
  return pages;
}

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
  const pages = prerenderedPages(distDir);

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    staticFiles(req, res, () => {
      // A missing file (an old hashed asset, a typo) is a plain 404, never the HTML page.
      if (path.posix.extname(req.path) && path.posix.extname(req.path) !== '.html') {
        res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      const body = pages.get(req.path.toLowerCase().replace(/\/+$/, '')) ?? fallback;
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(body);
    });
  };
}
