import express, { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_FILES } from '../seo/seo';

/** Where the build puts its prerendered pages: `<page>.html`, the home page as `index.html`. */
export const PRERENDERED_DIR = 'prerendered';

/** Stands for the site's origin in prerendered pages (frontend/src/components/PageMeta.tsx). */
export const ORIGIN_PLACEHOLDER = 'https://public-origin.invalid';

/**
 * Pages whose URL carries a secret token (`?token=`): their answers say `Referrer-Policy:
 * no-referrer`, so no request from the page (a font, a link followed) can leak the token.
 */
export const TOKEN_PAGES = new Set([
  '/reset-password',
  '/set-password',
  '/verify-email',
  '/newsletter/unsubscribe',
]);

export interface SpaOptions {
  /** PUBLIC_URL's origin: the canonical and Open Graph URLs of prerendered pages point there. */
  publicOrigin: string;
  /** Prerendered pages are sent only while this is false (coming-soon mode must not show them). */
  isComingSoon: () => Promise<boolean>;
}

/**
 * The prerendered pages of the build, read once at start and keyed by path ("/", "/about"). A fixed
 * set, so requests for other paths cost no file-system look-up and no memory.
 */
function prerenderedPages(distDir: string, publicOrigin: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>();
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length).toLowerCase();
    const html = readFileSync(path.join(dir, file), 'utf8').replaceAll(
      ORIGIN_PLACEHOLDER,
      publicOrigin,
    );
    pages.set(name === 'index' ? '/' : `/${name}`, Buffer.from(html));
  }
  return pages;
}

/**
 * CSP source expressions ('sha256-...') for the inline scripts of the prerendered pages, which the
 * build writes (frontend/scripts/prerender.mjs): the policy allows exactly those, no other inline script.
 */
function inlineScriptHashes(pages: Iterable<Buffer>): string[] {
  const hashes = new Set<string>();
  for (const page of pages)
    for (const [, script] of page.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
  return [...hashes];
}

/**
 * Serves the built frontend: files from dist/ (hashed assets under /assets cached for a year as
 * immutable, everything else revalidated), a prerendered page for its path (unless coming-soon mode
 * is on), and dist/index.html, the app shell, for every other path (the SPA's router decides,
 * including its 404 page). /api paths never reach this: an unknown API path is a JSON 404.
 * `scriptHashes` lists the prerendered pages' inline scripts for the Content-Security-Policy.
 */
export function createSpaHandler(distDir: string, options: SpaOptions) {
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
  const shell = readFileSync(path.join(distDir, 'index.html'));
  const pages = prerenderedPages(distDir, options.publicOrigin);
  const isComingSoon = () => options.isComingSoon().catch(() => false);

  const sendPage = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const pagePath = req.path.toLowerCase().replace(/(.)\/+$/, '$1');
      const page = pages.get(pagePath);
      const body = page && !(await isComingSoon()) ? page : shell;
      if (TOKEN_PAGES.has(pagePath)) res.setHeader('Referrer-Policy', 'no-referrer');
      res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(body);
    } catch (error) {
      next(error);
    }
  };

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    // robots.txt and sitemap.xml are answered by the SEO module, after this handler.
    if (ROOT_FILES.includes(req.path.slice(1))) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The prerendered files are sent under their pages' paths, never as files of their own.
    if (req.path.toLowerCase().startsWith(`/${PRERENDERED_DIR}/`))
      return void sendPage(req, res, next);
    staticFiles(req, res, () => {
      // A missing file (an old hashed asset, a typo) is a plain 404, never the HTML page.
      if (path.posix.extname(req.path) && path.posix.extname(req.path) !== '.html') {
        res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      void sendPage(req, res, next);
    });
  };
  return Object.assign(handler, { scriptHashes: inlineScriptHashes(pages.values()) });
}
