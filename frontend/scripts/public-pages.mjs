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

/** Pages that are not prerendered but whose first load is measured too. */
export const OTHER_MEASURED_PAGES = {
  '/newsletter/unsubscribe': [LAYOUT, 'src/features/newsletter/UnsubscribePage.tsx'],
  '/newsletter/confirm': [LAYOUT, 'src/features/newsletter/ConfirmPage.tsx'],
  '/<unknown> (404)': [LAYOUT, 'src/features/marketing/NotFoundPage.tsx'],
};

/** Every chunk a page loads at first: the entry and its imports, the page's lazy modules and theirs. */
export function firstLoadChunks(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`Not in the Vite manifest: ${key}`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...seen].map((key) => manifest[key]);
}
