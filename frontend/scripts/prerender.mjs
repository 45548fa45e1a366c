// Prerenders the public pages into dist/prerendered/<page>.html ('/' -> index.html), and the
// newsletter archive's templates into dist/prerendered/templates/, after
// `vite build` (the client) and `vite build --ssr src/entry-server.tsx --outDir dist-ssr`.
// Each page: the app's HTML for that path in #root (marked data-prerendered, which main.tsx
// hydrates), its critical CSS, its <title>/<meta>/<link> tags in <head>, and modulepreload links
// for its lazy chunks, and the organisation details it was rendered with (the defaults) as a JSON
// script after #root, which main.tsx puts in the store before hydrating. The server
// (backend/src/spa/spa.ts) sends these files for their paths; when an administrator has changed the
// details, or for a member with Dark Mode on (in the dark theme, with #root marked
// data-color-mode="dark"), it renders the page again (the same dist-ssr bundle) and replaces the three
// regions marked <!--ssr:NAME-->...<!--/ssr:NAME--> (head tags, critical styles, #root and its
// details) in this file's copy.
//
// Options (for a build somewhere else, e.g. a test): --dist <dir> (default dist) and
// --ssr <dir> (default dist-ssr), relative to the frontend folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  ARCHIVE_PAGES,
  entryScripts,
  firstLoadChunks,
  loadedSoonChunks,
  PUBLIC_PAGES,
} from './public-pages.mjs';

// Rendered as the production server renders (NODE_ENV=production), which the browser's build also
// is: in development MUI gives every generated class name a label (css-1x2y3z-MuiButton-root), so
// the class names of a prerendered page differed from those its hydration computes, and the browser
// inserted a second copy of every rule while hydrating (on a slow phone, tens of milliseconds).
process.env.NODE_ENV = 'production';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    ssr: { type: 'string', default: 'dist-ssr' },
  },
});
const dist = resolve(root, args.dist);
const out = join(dist, 'prerendered');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { render, PUBLIC_PATHS, ARCHIVE_TEMPLATES, DEFAULT_SITE } = await import(
  pathToFileURL(join(resolve(root, args.ssr), 'entry-server.js')).href
);

const missing = PUBLIC_PATHS.filter((path) => !(path in PUBLIC_PAGES));
if (missing.length) throw new Error(`No entry in scripts/public-pages.mjs for ${missing}`);

/** A region the server replaces when it renders the page again (backend/src/spa/spa.ts). */
const region = (name, content) => `<!--ssr:${name}-->${content}<!--/ssr:${name}-->`;

/**
 * Even a data-URI font is decoded after the first layout, so the first paint would set the text in a
 * fallback font and re-wrap it a moment later: a layout shift. With JavaScript on, this keeps the page
 * invisible (laid out but unpainted, so nothing can shift) until both faces are ready, at most 1 s;
 * the loads start at once, while the head is parsed. With JavaScript off nothing is hidden. The
 * server allows this inline script by its hash (backend/src/spa/spa.ts).
 */
const FONT_WAIT_CSS = '.fonts-wait body{visibility:hidden}';
const FONT_WAIT =
  "(function(d){var c=d.documentElement.classList;if(!d.fonts||!d.fonts.load)return;c.add('fonts-wait');" +
  "var f=function(){c.remove('fonts-wait')};setTimeout(f,1000);" +
  'Promise.all([d.fonts.load(\'1em "Atkinson Hyperlegible Next"\'),d.fonts.load(\'700 1em "Atkinson Hyperlegible Next"\')]).then(f,f)})(document)';

/**
 * The entry's stylesheet (the @font-face rules) inline, with the two small web fonts as data URIs, so
 * no request stands before the first paint, followed by the font wait above. (The app shell, for the
 * other pages, links the stylesheet and preloads the fonts.)
 */
function inlineStyles(html) {
  return html
    .replace(/<link rel="preload" as="font"[^>]*>\s*/g, '')
    .replace(/<link rel="stylesheet"[^>]* href="\/(assets\/[\w.-]+\.css)"[^>]*>/g, (_tag, file) => {
      const css = readFileSync(join(dist, file), 'utf8').replace(
        /url\(\/(assets\/[\w.-]+\.woff2)\)/g,
        (_url, font) =>
          `url(data:font/woff2;base64,${readFileSync(join(dist, font)).toString('base64')})`,
      );
      // The link of an unknown type is never fetched; it tells Vite's preload helper, when a lazy
      // chunk lists this stylesheet, that the page has it already (no second download of the fonts).
      return (
        `<style>${css}${FONT_WAIT_CSS}</style><script>${FONT_WAIT}</script>` +
        `<link rel="stylesheet" type="text/x-inlined" href="/${file}">`
      );
    });
}

/**
 * The page's above-the-fold image (the <picture> rendered with fetchpriority high), preloaded first in
 * <head>: ahead of the inline styles and the script preloads, so that on a slow connection it is not
 * queued behind a dozen small scripts (it is the page's largest contentful paint). The AVIF source, as
 * the <picture> offers it first; a browser without AVIF ignores a preload of that type.
 */
function heroImagePreload(body) {
  const picture =
    /<picture>(?:(?!<\/picture>).)*fetchPriority="high"(?:(?!<\/picture>).)*<\/picture>/s.exec(
      body,
    )?.[0];
  if (!picture) return '';
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/?>/.exec(picture);
  if (!source) throw new Error('The high-priority <picture> has no AVIF source');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" fetchpriority="high">`;
}

/**
 * The app's code is fetched once the prerendered page has painted: after its first contentful paint
 * and, when it has one, its above-the-fold image (decoded), at most LOAD_AFTER_PAINT_MAX_MS after the
 * start. Until then the page's own requests (the document, the fonts inline, the hero image) have the
 * connection to themselves, which on a slow mobile connection is what the reader waits for; the
 * page is readable and its links work before the code arrives, and hydration follows. Replaces the
 * entry's module script and the page's modulepreload links (same files, same order).
 */
const LOAD_AFTER_PAINT_MAX_MS = 1500;
/**
 * How many of those elements are added per task: each starts a request, synchronously, and the two
 * dozen of a page in one task took about 15 ms on this machine (60 at Lighthouse's 4x slowdown; six
 * per task still took 50).
 */
const LOADS_PER_TASK = 3;
/**
 * `scripts` are module scripts, run in their order (not async), each in a task of its own: the
 * chunks of the entry (vite.config.ts: the data layer, the theme's, then the entry itself, whose
 * evaluation then finds the other two evaluated). `modules` are modulepreload links.
 */
function loadAfterPaint(scripts, modules) {
  return (
    '<script>(function(d,w){var started=false;function go(){if(started)return;started=true;' +
    `var m=${JSON.stringify([...scripts, ...modules])},s=${scripts.length},i=0;(function next(){` +
    `for(var end=Math.min(i+${LOADS_PER_TASK},m.length);i<end;i++){var e=d.createElement(i<s?'script':'link');` +
    "if(i<s){e.type='module';e.async=false;e.src=m[i]}else{e.rel='modulepreload';e.href=m[i]}e.crossOrigin='';d.head.appendChild(e)}" +
    'if(i<m.length)setTimeout(next,0)})()}' +
    `setTimeout(go,${LOAD_AFTER_PAINT_MAX_MS});` +
    'var painted=new Promise(function(r){try{new PerformanceObserver(function(l){' +
    "if(l.getEntriesByName('first-contentful-paint').length)r()}).observe({type:'paint',buffered:true})}catch(e){r()}});" +
    "var img=d.querySelector('img[fetchpriority=high]');" +
    'var hero=img?(img.decode?img.decode():Promise.resolve()).catch(function(){}):Promise.resolve();' +
    'Promise.all([painted,hero]).then(function(){w.requestAnimationFrame(function(){setTimeout(go,0)})})' +
    '})(document,window)</script>'
  );
}

const TEMPLATE_PRELOAD =
  /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\n?\s*/g;

function page(path, { head, html: body, styles, data }, pageModules = PUBLIC_PAGES[path]) {
  if (!head.includes('<title>')) throw new Error(`${path}: the page renders no <title> (PageMeta)`);
  if (!/<h1[\s>]/.test(body)) throw new Error(`${path}: the prerendered page has no <h1>`);
  const chunks = firstLoadChunks(manifest, pageModules).filter(
    (chunk) => !template.includes(chunk.file),
  );
  const entry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/.exec(
    template,
  );
  if (!entry) throw new Error('index.html has no entry module script');
  // Vite's own modulepreload links in index.html (a chunk the entry imports, such as Rolldown's
  // runtime helpers when they get a chunk of their own) would be fetched before the first paint:
  // they join the deferred list instead.
  const preloads = [...template.matchAll(TEMPLATE_PRELOAD)];
  const scripts = entryScripts(manifest).map((chunk) => `/${chunk.file}`);
  if (scripts.at(-1) !== entry[1]) throw new Error(`index.html's entry is not ${scripts.at(-1)}`);
  const modules = [
    ...preloads.map((link) => link[1]),
    ...chunks.map((chunk) => `/${chunk.file}`),
  ].filter((file) => !scripts.includes(file));
  // Then what it loads as it starts: its sections below the hero, a form near its top.
  for (const chunk of loadedSoonChunks(manifest, path, pageModules)) modules.push(`/${chunk.file}`);
  const result = inlineStyles(template)
    .replace(entry[0], '')
    .replace(TEMPLATE_PRELOAD, '')
    .replace(/<meta name="viewport"[^>]*>/, (meta) => meta + heroImagePreload(body))
    .replace(/<title>[^<]*<\/title>/, () => region('head', head))
    .replace('</body>', () => `${loadAfterPaint(scripts, modules)}</body>`)
    .replace('</head>', () => `${region('styles', styles)}</head>`)
    .replace('<div id="root"></div>', () =>
      region('root', `<div id="root" data-prerendered>${body}</div>${data}`),
    );
  if (!result.includes('data-prerendered')) throw new Error('index.html has no empty #root');
  return result;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const started = Date.now();
for (const path of PUBLIC_PATHS) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  writeFileSync(join(out, file), page(path, await render(path)));
}
// The newsletter archive's templates: rendered empty, never sent as they are (the server renders
// each archive page from its data into its template's regions: backend/src/spa).
mkdirSync(join(out, 'templates'));
for (const { file, location, archive } of ARCHIVE_TEMPLATES) {
  if (!ARCHIVE_PAGES[file]) throw new Error(`No entry in scripts/public-pages.mjs for ${file}`);
  const rendered = await render(location, DEFAULT_SITE, 'light', undefined, archive);
  writeFileSync(
    join(out, 'templates', `${file}.html`),
    page(location, rendered, ARCHIVE_PAGES[file]),
  );
}
console.log(
  `Prerendered ${PUBLIC_PATHS.length} pages and ${ARCHIVE_TEMPLATES.length} templates in ${Date.now() - started} ms`,
);
