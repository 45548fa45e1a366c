// The public pages and the lazy modules each one loads (its layout and page), as Vite's manifest
// names them. Used by the prerender (modulepreload links), the first-load size check and
// bench:web. src/app/public-pages.test.ts keeps this table in step with src/app/routes.tsx.
const LAYOUT = 'src/components/PublicLayout.tsx';
const page = (file) => [LAYOUT, `src/features/marketing/${file}.tsx`];

export const PUBLIC_PAGES = {
  '/': page('HomePage'),
  '/about': page('about/AboutPage'),
  '/programs': page('programs/ProgramsPage'),
  '/impact': page('impact/ImpactPage'),
  '/mwo-show': page('speaker/SpeakerPage'),
  '/book-mwo-show': page('speaker/BookShowPage'),
  '/corporate': page('corporate/CorporatePage'),
  '/corporate-engagement': page('corporate/CorporateEngagementPage'),
  '/contact': page('contact/ContactPage'),
  '/privacy': page('legal/PrivacyPage'),
  '/terms': page('legal/TermsPage'),
};

/**
 * Lazy modules a public page loads as soon as it has hydrated: a form near its top, deferred with
 * `stylesWithPage` (src/features/inquiries/Deferred.tsx), here /contact's default tab.
 */
export const LOADED_AFTER_HYDRATION = {
  '/contact': ['src/features/inquiries/ContactForm.tsx'],
};

/**
 * The newsletter archive's pages, which the server renders from their data (the build makes their
 * templates: scripts/prerender.mjs): the modules each loads, with the code that puts the embedded
 * archive in the store (main.tsx). Keyed by the templates' files.
 */
const EMBEDDED_ARCHIVE = 'src/app/embeddedNewsletterArchive.ts';
export const ARCHIVE_PAGES = {
  newsletter: [
    LAYOUT,
    'src/features/newsletter/archive/NewsletterArchivePage.tsx',
    EMBEDDED_ARCHIVE,
  ],
  'newsletter-issue': [
    LAYOUT,
    'src/features/newsletter/archive/NewsletterIssuePage.tsx',
    EMBEDDED_ARCHIVE,
  ],
};

/** Pages that are not prerendered but whose first load is measured too. */
export const OTHER_MEASURED_PAGES = {
  '/newsletter': ARCHIVE_PAGES.newsletter,
  '/newsletter/<issue>': ARCHIVE_PAGES['newsletter-issue'],
  '/newsletter/unsubscribe': [LAYOUT, 'src/features/newsletter/UnsubscribePage.tsx'],
  '/newsletter/confirm': [LAYOUT, 'src/features/newsletter/ConfirmPage.tsx'],
  '/<unknown> (404)': [LAYOUT, 'src/features/marketing/NotFoundPage.tsx'],
};

/**
 * React DOM's chunk (the 'client' group of vite.config.ts), which main.tsx imports dynamically, so
 * that it is evaluated in a task of its own, and every page loads at first: index.html preloads it.
 */
const isReactDomClient = (key, manifest) => manifest[key]?.name === 'client';

/**
 * Every chunk a page loads at first: the entry and its imports, React DOM's client, the page's lazy
 * modules, and theirs.
 */
export function firstLoadChunks(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`Not in the Vite manifest: ${key}`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
    if (key === 'index.html')
      for (const imported of entry.dynamicImports ?? [])
        if (isReactDomClient(imported, manifest)) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...seen].map((key) => manifest[key]);
}

/**
 * The chunks a page loads as it starts that are not its first load, for the prerendered page's
 * loader to preload after those (scripts/prerender.mjs), a few per task: the sections below its hero
 * (`lazySections`, imported as the page's module is evaluated: the dynamic imports of the chunks the
 * page loads and the layout does not), then its LOADED_AFTER_HYDRATION. An import then finds their
 * links in the page; else Vite's preload helper added all of them in the one task that starts it
 * (on /contact 12 for the sections and 18 for the form: about 20 ms each on a mid-range phone).
 */
export function loadedSoonChunks(manifest, path, modules) {
  const first = firstLoadChunks(manifest, modules);
  const layout = new Set(firstLoadChunks(manifest, [LAYOUT]));
  const soon = [
    ...first.filter((chunk) => !layout.has(chunk)).flatMap((chunk) => chunk.dynamicImports ?? []),
    ...(LOADED_AFTER_HYDRATION[path] ?? []),
  ];
  const already = new Set(first);
  return firstLoadChunks(manifest, soon).filter((chunk) => !already.has(chunk));
}

/**
 * The entry chunk and the chunks it imports statically (vite.config.ts: Rolldown's runtime, the data
 * layer, the theme's), each after those it imports: a prerendered page runs them in this order, each
 * as a module script of its own, so that each is evaluated in a task of its own.
 */
export function entryScripts(manifest) {
  const order = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the Vite manifest: ${key}`);
    if (order.includes(chunk)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    order.push(chunk);
  };
  visit('index.html');
  return order;
}
