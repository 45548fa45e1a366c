import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { fillContent } from '@bb/shared/pages/placeholders';
import type { PostedForm } from '@bb/shared/inquiry-forms';
import type { SiteDetails } from '@bb/shared/site';
import { answerEncoding, compressedForms, type CompressedForms } from '../common/encodings';
import type { FastPath } from '../http-server';
import { setHeaders } from '../public-answer-cache/fast-path';
import { isFresh, weakEtag } from '../public-answer-cache/public-answers';
import { ROOT_FILES } from '../seo/seo';
import type { ColorMode } from '../sessions/color-mode';
import type { ArchivePage, EmbeddedArchive } from './newsletter-archive';
import { SsrRenderer } from './ssr-renderer';

/** Where the build puts its prerendered pages: `<page>.html`, the home page as `index.html`. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Where, inside PRERENDERED_DIR, the build puts the templates of pages rendered from data (the
 * newsletter archive's): never sent as they are, their regions are filled by a render.
 */
export const TEMPLATES_DIR = 'templates';

/** The templates of the newsletter archive's pages (frontend/src/entry-server.tsx, ARCHIVE_TEMPLATES). */
const ARCHIVE_TEMPLATES = { list: 'newsletter', issue: 'newsletter-issue' } as const;

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
  '/newsletter/confirm',
]);

/** What a page sent needs: coming-soon mode, the organisation details, an editable page's document. */
export interface PageSettings {
  comingSoon: boolean;
  siteDetails?: object;
  /**
   * The published document of the editable page at the path (pages/), as `{ slug, content }`;
   * undefined for other paths, or when it could not be read.
   */
  page?: { slug: string; content: object };
  /**
   * The public content version (`public_content_version`) these settings were read at, in one
   * snapshot: while it holds, the page made with them for a path and colour mode is kept and sent
   * again as it is (also by the fast path in front of Express). Undefined: made for this request.
   */
  version?: string;
}

export interface SpaOptions {
  /** PUBLIC_URL's origin: the canonical and Open Graph URLs of prerendered pages point there. */
  publicOrigin: string;
  /**
   * Read for each page sent. Prerendered pages are sent only while `comingSoon` is false (coming-soon
   * mode must not show them). `siteDetails` are the organisation details as GET /api/site answers
   * them: a prerendered page made with other details (or another published document) is rendered
   * again with these (see `SitePages`). Read for each page asked for, as of a moment after the
   * request arrived (a change stored before it is seen by it, on every instance); with a `version`,
   * what is made of them is kept while that version holds.
   */
  pageSettings: (pagePath: string) => Promise<PageSettings>;
  /** The frontend's server bundle; by default `dist-ssr/entry-server.js` beside the dist folder. */
  ssrEntry?: string;
  /**
   * The colour mode a request asks for (the signed-in hint's, sessions/signed-in-hint.ts); light
   * when absent. A prerendered page asked for in dark mode is rendered dark (see `SitePages`).
   */
  colorMode?: (req: IncomingMessage) => ColorMode;
  /**
   * The newsletter archive's page at a path (`/newsletter`, `/newsletter/{slug}`) with its data, or
   * undefined for any other path (NewsletterArchiveData.page). Such a page is rendered on demand into
   * its template, like a prerendered page in dark mode; when it cannot be, the app shell goes out and
   * the browser loads the archive itself.
   */
  archivePage?: (pagePath: string) => Promise<ArchivePage | undefined>;
}

/** The regions of a prerendered page that depend on the details (frontend/scripts/prerender.mjs). */
const REGIONS = ['head', 'styles', 'root'] as const;
/** The details a page was rendered with (frontend/src/app/embeddedSiteDetails.ts). */
const DETAILS_SCRIPT = /<script type="application\/json" id="site-details">([\s\S]*?)<\/script>/;
/** The document an editable page was rendered with (frontend/src/app/embeddedPageContent.ts). */
const PAGE_SCRIPT = /<script type="application\/json" id="page-content">([\s\S]*?)<\/script>/;
/**
 * How many rendered pages (edited details, or dark mode) are kept in memory: 11 pages in two colour
 * modes, a few versions of the details.
 */
const RENDERED_PAGES_MAX = 64;

/** JSON with the keys of every object sorted: equal details, equal text, whatever the key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

interface PrerenderedPage {
  /** The build's file (with the public origin): sent while the stored details are the build's. */
  built: Buffer;
  /**
   * The file around its regions (4 pieces: before `head`, between `head` and `styles`, between
   * `styles` and `root`, after `root`), when the build marked them.
   */
  outside?: string[];
  /** The details the build rendered the page with (canonical JSON). */
  details?: string;
  /**
   * The document the build rendered an editable page with, `{ slug, content }` (canonical JSON);
   * undefined for a page that carries none (its document is then not looked at).
   */
  content?: string;
  /**
   * The build's file without its details: sent when a page cannot be rendered with the current
   * ones, so that the browser asks GET /api/site and shows them (rather than keeping the defaults).
   */
  withoutDetails: Buffer;
}

function prerenderedPage(html: string): PrerenderedPage {
  const built = Buffer.from(html);
  const outside: string[] = [];
  let rest = html;
  let rootRegion = '';
  for (const name of REGIONS) {
    const open = `<!--ssr:${name}-->`;
    const start = rest.indexOf(open);
    const end = start < 0 ? -1 : rest.indexOf(`<!--/ssr:${name}-->`, start);
    if (end < 0) return { built, withoutDetails: built };
    outside.push(rest.slice(0, start + open.length));
    if (name === 'root') rootRegion = rest.slice(start + open.length, end);
    rest = rest.slice(end);
  }
  outside.push(rest);
  const embedded = (script: RegExp): string | undefined => {
    const json = script.exec(rootRegion)?.[1];
    try {
      return json === undefined ? undefined : canonicalJson(JSON.parse(json));
    } catch {
      return undefined;
    }
  };
  return {
    built,
    outside,
    details: embedded(DETAILS_SCRIPT),
    content: embedded(PAGE_SCRIPT),
    withoutDetails: Buffer.from(html.replace(DETAILS_SCRIPT, '').replace(PAGE_SCRIPT, '')),
  };
}

/**
 * The prerendered pages of the build, read once at start and keyed by path ("/", "/about"). A fixed
 * set, so requests for other paths cost no file-system look-up and no memory. With `subdir`, the
 * templates in that folder, keyed by file name ("/newsletter").
 */
function prerenderedPages(
  distDir: string,
  publicOrigin: string,
  subdir?: string,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const dir = path.join(distDir, PRERENDERED_DIR, ...(subdir ? [subdir] : []));
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length).toLowerCase();
    const html = readFileSync(path.join(dir, file), 'utf8').replaceAll(
      ORIGIN_PLACEHOLDER,
      publicOrigin,
    );
    pages.set(name === 'index' ? '/' : `/${name}`, prerenderedPage(html));
  }
  return pages;
}

/**
 * The public pages as the organisation details currently are. The build prerenders them with the
 * default details; while the stored details equal those, a page is the build's file, byte for byte.
 * Once an administrator has changed them, each page is rendered again at its first request with the
 * build's own server bundle and the current details (in a worker thread, SsrRenderer), and its three
 * marked regions (head tags, critical styles, #root with the details for hydration) are replaced in
 * the build's file. Rendered pages are kept per path and per version of the details (a hash of
 * them), at most RENDERED_PAGES_MAX; the details themselves are read for every request, so every
 * instance sends the new details from the moment they are stored. If the server bundle is missing
 * or a render fails, the build's page goes out without its details (the browser then loads them and
 * shows them), with a warning in the log, never an error page.
 *
 * A page asked for in dark mode (a signed-in member with Dark Mode on, as the signed-in hint says)
 * is rendered the same way with the dark theme, and kept per path, details and mode; its #root says
 * `data-color-mode="dark"`, which the browser's entry (frontend/src/main.tsx) reads so that it
 * hydrates in the same mode: the page is dark from its first paint, with no light frame and no
 * hydration mismatch. When that render is impossible, the light page goes out (without the marker),
 * and the browser switches to dark once the member's settings have loaded, as before.
 */
class SitePages {
  private readonly logger = new Logger('Spa');
  private readonly rendered = new Map<string, Promise<Buffer>>();
  private readonly renderer?: SsrRenderer;

  constructor(
    private readonly pages: Map<string, PrerenderedPage>,
    private readonly publicOrigin: string,
    ssrEntry: string,
  ) {
    const renderable = [...pages.values()].some((page) => page.outside);
    if (renderable && existsSync(ssrEntry)) this.renderer = new SsrRenderer(ssrEntry);
    else if (renderable)
      this.logger.warn(
        `The frontend's server bundle (${ssrEntry}) is missing: public pages show edited ` +
          'organisation details only once their scripts have loaded them.',
      );
  }

  /**
   * The page to send for `pagePath` with these details (undefined: the details could not be read),
   * in this colour mode; `lasting` is false when it stands in for a render that failed (it is then
   * not kept: the next request tries again).
   */
  async page(
    pagePath: string,
    page: PrerenderedPage,
    site: object | undefined,
    mode: ColorMode = 'light',
    doc?: PageSettings['page'],
  ): Promise<{ body: Buffer; lasting: boolean }> {
    if (!page.outside || site === undefined) return { body: page.withoutDetails, lasting: true };
    const details = canonicalJson(site);
    // A page whose build carries no document is not an editable one: its document is not looked at.
    // An editable page whose document could not be read is sent as the build made it.
    const editable = page.content !== undefined && doc !== undefined;
    // The build carries its document as shown, placeholders filled (entry-server.tsx): compared so.
    const content = editable
      ? canonicalJson({ slug: doc.slug, content: fillContent(doc.content, site as SiteDetails) })
      : page.content;
    if (mode === 'light' && details === page.details && content === page.content)
      return { body: page.built, lasting: true };
    if (!this.renderer)
      return mode === 'light'
        ? { body: page.withoutDetails, lasting: true }
        : this.page(pagePath, page, site, 'light', doc);
    const key = `${pagePath}\n${mode}\n${createHash('sha256')
      .update(details)
      .update('\n')
      .update(content ?? '')
      .digest('base64')}`;
    try {
      const body = await this.kept(key, () =>
        this.render(pagePath, page, site, mode, editable ? doc : undefined),
      );
      return { body, lasting: true };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (mode === 'dark') {
        this.logger.warn(`Could not render ${pagePath} in dark mode; sent it light: ${reason}`);
        const light = await this.page(pagePath, page, site, 'light', doc);
        return { body: light.body, lasting: false };
      }
      this.logger.warn(
        `Could not render ${pagePath} with the current organisation details and page content; ` +
          `sent the build's page without them: ${reason}`,
      );
      return { body: page.withoutDetails, lasting: false };
    }
  }

  /**
   * A page of the newsletter archive at `pagePath`, rendered with its data into `template` (the
   * build's template of its kind), kept like the other rendered pages per path, mode, details and
   * data. Undefined when it cannot be rendered (no server bundle, a failed render, unreadable
   * details): the caller sends the app shell, whose scripts load the archive.
   */
  async archivePage(
    pagePath: string,
    template: PrerenderedPage | undefined,
    site: object | undefined,
    mode: ColorMode,
    archive: EmbeddedArchive,
  ): Promise<Buffer | undefined> {
    if (!this.renderer || !template?.outside || site === undefined) return undefined;
    const key = `${pagePath}\n${mode}\n${createHash('sha256')
      .update(canonicalJson(site))
      .update('\n')
      .update(canonicalJson(archive))
      .digest('base64')}`;
    try {
      return await this.kept(key, () =>
        this.render(pagePath, template, site, mode, undefined, archive),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (mode === 'dark') {
        this.logger.warn(`Could not render ${pagePath} in dark mode; sent it light: ${reason}`);
        return this.archivePage(pagePath, template, site, 'light', archive);
      }
      this.logger.warn(`Could not render ${pagePath}; sent the app shell: ${reason}`);
      return undefined;
    }
  }

  /**
   * The rendered page kept under `key`, else `make()`'s, kept (at most RENDERED_PAGES_MAX, the least
   * recently used dropped first). A failed render is not kept: the next request tries again.
   */
  private kept(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let body = this.rendered.get(key);
    if (body) {
      // Most recently used last: the oldest entry is the one dropped.
      this.rendered.delete(key);
    } else {
      const made = make();
      body = made;
      made.catch(() => {
        if (this.rendered.get(key) === made) this.rendered.delete(key);
      });
      if (this.rendered.size >= RENDERED_PAGES_MAX)
        this.rendered.delete(this.rendered.keys().next().value as string);
    }
    this.rendered.set(key, body);
    return body;
  }

  /**
   * An administrator's preview of an editable page with `doc` (a draft): the server render of the
   * real page components, in the build's file, without its scripts (nothing runs, nothing hydrates,
   * the frame shows exactly the HTML a visitor would get). Never kept. Undefined when the page cannot
   * be rendered (no server bundle).
   */
  async preview(
    pagePath: string,
    page: PrerenderedPage,
    site: object,
    doc: NonNullable<PageSettings['page']>,
    mode: ColorMode,
  ): Promise<string | undefined> {
    if (!this.renderer || !page.outside) return undefined;
    const html = (await this.render(pagePath, page, site, mode, doc)).toString('utf8');
    return html
      .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
      .replace(/<script>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        '<head>',
        '<head><meta name="robots" content="noindex, nofollow"><base target="_blank">',
      );
  }

  /**
   * The page at `pagePath` with an inquiry form posted without JavaScript (`posted`: its errors and
   * values, or its reference once sent), rendered by the real page components and sent without
   * scripts: it is the answer to a plain form post, read as it is (nothing hydrates it, so the form
   * state it shows stays). Its <title> starts with "Error: " when the form has problems (GOV.UK's
   * rule). Never kept. Undefined when the page cannot be rendered (no server bundle, unreadable
   * details); a failed render rejects.
   */
  async formPage(
    pagePath: string,
    page: PrerenderedPage,
    site: object | undefined,
    mode: ColorMode,
    doc: PageSettings['page'],
    posted: PostedForm,
  ): Promise<string | undefined> {
    if (!this.renderer || !page.outside || site === undefined) return undefined;
    const editable = page.content !== undefined && doc !== undefined;
    const html = (
      await this.render(pagePath, page, site, mode, editable ? doc : undefined, undefined, posted)
    ).toString('utf8');
    const withoutScripts = html
      .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
      .replace(/<script>[\s\S]*?<\/script>/g, '')
      .replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '');
    return posted.errors ? withoutScripts.replace(/<title>/, '<title>Error: ') : withoutScripts;
  }

  private async render(
    pagePath: string,
    page: PrerenderedPage,
    site: object,
    mode: ColorMode,
    doc?: PageSettings['page'],
    archive?: EmbeddedArchive,
    posted?: PostedForm,
  ): Promise<Buffer> {
    const { head, html, styles, data } = await this.renderer!.render(
      pagePath,
      site,
      mode,
      doc,
      archive,
      posted,
    );
    const [beforeHead, afterHead, afterStyles, afterRoot] = page.outside!;
    const marker = mode === 'dark' ? ' data-color-mode="dark"' : '';
    const root = `<div id="root" data-prerendered${marker}>${html}</div>${data}`;
    return Buffer.from(
      (beforeHead + head + afterHead + styles + afterStyles + root + afterRoot).replaceAll(
        ORIGIN_PLACEHOLDER,
        this.publicOrigin,
      ),
    );
  }
}

/** `&`, `<`, `>`, `"` and `'` as entities, for text in HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * The app shell with the organisation's name as its <title> (shown until the app sets the page's
 * own), kept for the last name asked.
 */
function shellWithName(shell: Buffer) {
  const text = shell.toString('utf8');
  let last: { name: string; body: Buffer } | undefined;
  return (site: object | undefined): Buffer => {
    const name = (site as { organizationName?: unknown } | undefined)?.organizationName;
    if (typeof name !== 'string' || !/<title>[^<]*<\/title>/.test(text)) return shell;
    if (last?.name !== name)
      last = {
        name,
        body: Buffer.from(
          text.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`),
        ),
      };
    return last.body;
  };
}

/** Where the build puts the hashed assets, and the file endings of their compressed copies. */
const ASSETS_DIR = 'assets';
const ENCODED_SUFFIX = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof ENCODED_SUFFIX;

/**
 * The assets the build also wrote compressed (frontend/scripts/precompress.mjs: brotli 11 and gzip
 * 9, beside each file): their URL paths, each with the encodings there are files of. Read once, at
 * start: the build folder does not change under a running server.
 */
function precompressedAssets(distDir: string): Map<string, Set<Encoding>> {
  const dir = path.join(distDir, ASSETS_DIR);
  const files = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  const assets = new Map<string, Set<Encoding>>();
  for (const file of files)
    for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIX) as [Encoding, string][])
      if (files.has(`${file}${suffix}`)) {
        const url = `/${ASSETS_DIR}/${file}`;
        assets.set(url, (assets.get(url) ?? new Set()).add(encoding));
      }
  return assets;
}

/**
 * The compressed forms of the pages sent (each body is a Buffer kept while it is current: the
 * build's, a render kept by SitePages, the shell), made once per body in the thread pool instead of
 * by the `compression` middleware on every request.
 */
function pageCompression() {
  const forms = new WeakMap<Buffer, Promise<CompressedForms>>();
  return (body: Buffer, encoding: Encoding): Promise<Buffer | undefined> => {
    let made = forms.get(body);
    if (!made) {
      made = compressedForms(body).catch(() => ({}));
      forms.set(body, made);
    }
    return made.then((form) => form[encoding]);
  };
}

/**
 * Express's default (weak) ETag of each body sent by the pages' fast path (a page, or one of its
 * compressed forms), made once per body in the thread pool: the one `res.send` writes.
 */
function pageEtags() {
  const etags = new WeakMap<Buffer, Promise<string>>();
  return (body: Buffer): Promise<string> => {
    let made = etags.get(body);
    if (!made) {
      made = weakEtag(body);
      etags.set(body, made);
      made.catch(() => etags.delete(body));
    }
    return made;
  };
}

/**
 * The path of the prerendered page a request asks for, as `sendPage` finds it (lower case, without
 * trailing slashes or query), when the pages' fast path can answer it: a GET or HEAD without a body.
 * Undefined for anything else, which Express handles.
 */
function fastPathPage(
  pages: Map<string, PrerenderedPage>,
  req: IncomingMessage,
): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const { url, headers } = req;
  if (!url?.startsWith('/')) return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined && headers['content-length'] !== '0')
    return undefined;
  const query = url.indexOf('?');
  const pagePath = (query === -1 ? url : url.slice(0, query))
    .toLowerCase()
    .replace(/(.)\/+$/, '$1');
  return pages.has(pagePath) ? pagePath : undefined;
}

/**
 * Sends a page as `sendPage` does through Express (res.send after the `compression` middleware): the
 * same status, headers in the same order, body, 304 and HEAD answers. `encoding` is the form sent.
 */
function sendPageForm(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  etag: string,
  encoding: 'identity' | Encoding,
): void {
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  if (encoding !== 'identity') {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
  }
  if (isFresh(req.headers, etag)) {
    // res.send strips these from a 304; the compression middleware then adds no Vary.
    res.removeHeader('Content-Type');
    res.setHeader('ETag', etag);
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('ETag', etag);
  // The compression middleware's, added as the headers are written (before them for a compressed form).
  if (encoding === 'identity') res.setHeader('Vary', 'Accept-Encoding');
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * CSP source expressions ('sha256-...') for the inline scripts of the prerendered pages, which the
 * build writes (frontend/scripts/prerender.mjs): the policy allows exactly those, no other inline script.
 */
function inlineScriptHashes(pages: Iterable<PrerenderedPage>): string[] {
  const hashes = new Set<string>();
  for (const page of pages)
    for (const [, script] of page.built.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      hashes.add(`sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
  return [...hashes];
}

/**
 * Serves the built frontend: files from dist/ (hashed assets under /assets cached for a year as
 * immutable, everything else revalidated), a prerendered page for its path (unless coming-soon mode
 * is on), and dist/index.html, the app shell, for every other path (the SPA's router decides,
 * including its 404 page; its <title> is the organisation's current name). /api paths never reach
 * this: an unknown API path is a JSON 404. Prerendered pages carry the current organisation details
 * (SitePages), in the colour mode the request asks for (light unless the signed-in hint says dark).
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
      // The build's JPEGs (the artwork's sizes for e-mail, the share image) are for mail apps,
      // their image proxies and other sites: any origin may load them (helmet's same-origin stays
      // on everything else).
      if (path.dirname(rel) === 'images' && rel.endsWith('.jpg')) {
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        res.setHeader('Access-Control-Allow-Origin', '*');
      }
    },
  });
  const shell = readFileSync(path.join(distDir, 'index.html'));
  const pages = prerenderedPages(distDir, options.publicOrigin);
  const templates = prerenderedPages(distDir, options.publicOrigin, TEMPLATES_DIR);
  const sitePages = new SitePages(
    new Map([...pages, ...templates]),
    options.publicOrigin,
    options.ssrEntry ?? path.join(distDir, '..', 'dist-ssr', 'entry-server.js'),
  );
  const shellFor = shellWithName(shell);
  const compressed = pageCompression();
  const etagOf = pageEtags();
  const precompressed = precompressedAssets(distDir);
  // Unreadable settings: not in coming-soon mode, and the pages go out without details (the browser
  // asks GET /api/site).
  const pageSettings = (pagePath: string): Promise<PageSettings> =>
    options.pageSettings(pagePath).catch(() => ({ comingSoon: false, siteDetails: undefined }));
  const colorMode = (req: IncomingMessage): ColorMode => options.colorMode?.(req) ?? 'light';

  /**
   * The prerendered page sent for a path in a colour mode, kept while the content version its
   * settings were read at holds: every request until the next change gets this same Buffer (and so
   * its compressed forms and ETags, made once), with no query and nothing recomputed.
   */
  const made = new Map<string, { version: string; body: Promise<Buffer> }>();
  const pageBody = (
    pagePath: string,
    page: PrerenderedPage,
    settings: PageSettings,
    mode: ColorMode,
  ): Promise<Buffer> => {
    const { version, siteDetails: site, page: doc } = settings;
    if (version === undefined)
      return sitePages.page(pagePath, page, site, mode, doc).then(({ body }) => body);
    const key = `${mode}\n${pagePath}`;
    const kept = made.get(key);
    if (kept?.version === version) return kept.body;
    const forget = () => {
      if (made.get(key)?.body === body) made.delete(key);
    };
    const body = sitePages.page(pagePath, page, site, mode, doc).then(
      ({ body: sent, lasting }) => {
        // A stand-in for a render that failed is not kept: the next request tries again.
        if (!lasting) forget();
        return sent;
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    made.set(key, { version, body });
    return body;
  };

  const sendPage = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const pagePath = req.path.toLowerCase().replace(/(.)\/+$/, '$1');
      const page = pages.get(pagePath);
      const settings = await pageSettings(pagePath);
      const { comingSoon, siteDetails: site } = settings;
      const mode = colorMode(req);
      let status = 200;
      let body: Buffer | undefined;
      if (page && !comingSoon) body = await pageBody(pagePath, page, settings, mode);
      else if (!page && !comingSoon && options.archivePage) {
        // A page of the newsletter archive (unreadable data: the shell, which loads it itself).
        const archived = await options.archivePage(pagePath).catch(() => undefined);
        if (archived) {
          const template = templates.get(
            `/${'list' in archived.archive ? ARCHIVE_TEMPLATES.list : ARCHIVE_TEMPLATES.issue}`,
          );
          body = await sitePages.archivePage(pagePath, template, site, mode, archived.archive);
          if (!archived.found) status = 404;
        }
      }
      body ??= shellFor(site);
      if (TOKEN_PAGES.has(pagePath)) res.setHeader('Referrer-Policy', 'no-referrer');
      res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
      const encoding = answerEncoding(req.headers['accept-encoding']);
      if (encoding === 'br' || encoding === 'gzip') {
        const encoded = await compressed(body, encoding);
        if (encoded) {
          res.setHeader('Content-Encoding', encoding);
          res.vary('Accept-Encoding');
          body = encoded;
        }
      }
      res.send(body);
    } catch (error) {
      next(error);
    }
  };

  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    // Uploaded images are the uploads module's (a missing one is its JSON 404, never this page).
    if (req.path.startsWith('/uploads/')) return next();
    // robots.txt and sitemap.xml are answered by the SEO module, after this handler.
    if (ROOT_FILES.includes(req.path.slice(1))) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The prerendered files are sent under their pages' paths, never as files of their own.
    if (req.path.toLowerCase().startsWith(`/${PRERENDERED_DIR}/`))
      return void sendPage(req, res, next);
    const forms = precompressed.get(req.path);
    const encoding = forms && answerEncoding(req.headers['accept-encoding']);
    if (forms && (encoding === 'br' || encoding === 'gzip') && forms.has(encoding)) {
      // The build's compressed copy, with the type of the file it is a copy of.
      res.type(path.posix.extname(req.path));
      const url = req.url;
      const query = url.indexOf('?');
      const end = query === -1 ? url.length : query;
      req.url = `${url.slice(0, end)}${ENCODED_SUFFIX[encoding]}${url.slice(end)}`;
      res.setHeader('Content-Encoding', encoding);
      res.vary('Accept-Encoding');
      return staticFiles(req, res, () => {
        // Gone since start (a build over a running server): the file itself, as for any other.
        req.url = url;
        precompressed.delete(req.path);
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
        handler(req, res, next);
      });
    }
    staticFiles(req, res, () => {
      // A missing file (an old hashed asset, a typo) is a plain 404, never the HTML page.
      if (path.posix.extname(req.path) && path.posix.extname(req.path) !== '.html') {
        res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
        return;
      }
      void sendPage(req, res, next);
    });
  };
  /**
   * The prerendered pages before Express (app.setup.ts, with the public answers' fast path): a GET or
   * HEAD of a page's path without a body, in an encoding kept (br, gzip, or none asked), outside
   * coming-soon mode, gets the page kept for the current content version with the headers `sendPage`
   * and the middleware before it would send (`headerMiddleware`: the security headers), byte for
   * byte, without Express's router, static-file look-up, per-request ETag hashing or compression
   * middleware. Anything else, or a failure to read the settings, goes to Express. `sent` is told
   * of each page it sends.
   */
  const fastPath =
    (headerMiddleware: RequestHandler[], sent: () => void = () => undefined): FastPath =>
    (req, res, next) => {
      const pagePath = fastPathPage(pages, req);
      const encoding = pagePath && answerEncoding(req.headers['accept-encoding']);
      if (!pagePath || !encoding) return next();
      const page = pages.get(pagePath)!;
      const answer = async () => {
        const settings = await options.pageSettings(pagePath);
        if (settings.comingSoon || settings.version === undefined) return undefined;
        const body = await pageBody(pagePath, page, settings, colorMode(req));
        const form = encoding === 'identity' ? body : await compressed(body, encoding);
        return form && { form, etag: await etagOf(form) };
      };
      answer().then(
        (ready) => {
          if (!ready || !setHeaders(headerMiddleware, req, res)) return next();
          sent();
          sendPageForm(req, res, ready.form, ready.etag, encoding);
        },
        () => next(),
      );
    };
  return Object.assign(handler, {
    scriptHashes: inlineScriptHashes([...pages.values(), ...templates.values()]),
    fastPath,
    /**
     * Makes the page at `pagePath` as it will be sent (light) once `doc` is its published document
     * with these details, with its compressed forms and ETags, before the publish commits: the
     * render is kept by SitePages under what it was made from, so the first request after the
     * publish finds it (pages/: PagesService.publish).
     */
    async renderAhead(
      pagePath: string,
      doc: NonNullable<PageSettings['page']>,
      site: object,
    ): Promise<void> {
      const page = pages.get(pagePath);
      if (!page) return;
      const { body } = await sitePages.page(pagePath, page, site, 'light', doc);
      await Promise.all([
        etagOf(body),
        ...(['br', 'gzip'] as const).map(async (encoding) => {
          const encoded = await compressed(body, encoding);
          if (encoded) await etagOf(encoded);
        }),
      ]);
    },
    /**
     * The page at `pagePath` as the answer to an inquiry form posted there without JavaScript
     * (inquiries/form-pages.ts), in this colour mode: undefined when it cannot be rendered (not a
     * page of the build, coming-soon mode, no server bundle).
     */
    async formPage(
      pagePath: string,
      posted: PostedForm,
      mode: ColorMode = 'light',
    ): Promise<string | undefined> {
      const page = pages.get(pagePath);
      if (!page) return undefined;
      const settings = await pageSettings(pagePath);
      if (settings.comingSoon) return undefined;
      return sitePages.formPage(pagePath, page, settings.siteDetails, mode, settings.page, posted);
    },
    /**
     * The preview of the page at `pagePath` with `doc` (an administrator's draft) and these details:
     * its HTML without scripts, or undefined when the build cannot render it.
     */
    preview(
      pagePath: string,
      site: object,
      doc: NonNullable<PageSettings['page']>,
      mode: ColorMode = 'light',
    ): Promise<string | undefined> {
      const page = pages.get(pagePath);
      return page ? sitePages.preview(pagePath, page, site, doc, mode) : Promise.resolve(undefined);
    },
  });
}
