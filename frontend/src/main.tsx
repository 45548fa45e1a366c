import './fonts.css';
import { startTransition, StrictMode } from 'react';
import { authApi, hasSignedInHintSoon, hintSaysDark } from './api/auth';
import { settingsApi } from './api/settings';
import { App } from './app/App';
import { fillSiteDetails, readEmbeddedSiteDetails } from './app/embeddedSiteDetails';
import { fillPageContent, readEmbeddedPage } from './app/embeddedPageContent';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import { appTheme } from './app/theme';
import { colorModeChanged } from './app/uiSlice';
import { nextTask } from './lib/nextTask';

// The app starts in steps, each in a task of its own, so that on a slow phone none of them blocks
// input for long (Lighthouse counts every task over 50 ms): the evaluation of the data layer's, the
// theme's and then this chunk (vite.config.ts; a prerendered page runs them as three scripts:
// scripts/prerender.mjs), the import of the page's code, React DOM's client (a chunk of its own,
// imported here dynamically; index.html and a prerendered page preload it with this one), the
// store, the theme, the page's data in it, then the render or the hydration, which React slices
// itself.

const root = document.getElementById('root') as HTMLElement;
const prerendered = root.hasAttribute('data-prerendered');

// The colour mode of the first render: a prerendered page's own (the server renders it dark for a
// member whose signed-in hint says Dark Mode, and marks #root), so that hydration matches it; else
// the hint's. It follows the member's settings once they have loaded (SignedInColorMode).
const dark = prerendered ? root.getAttribute('data-color-mode') === 'dark' : hintSaysDark();

if (prerendered) {
  void hydratePrerendered();
} else {
  // Start the page's code first: it loads while the rest starts.
  const pageCode = preloadRoute(window.location.pathname);
  pageCode.catch(() => {
    // The render retries the download and shows the error page if it fails again.
  });
  const store = makeStore();
  if (dark) store.dispatch(colorModeChanged('dark'));
  // The app gate's requests start before the first render.
  void store.dispatch(authApi.util.prefetch('getCurrentUser', undefined, {}));
  void store.dispatch(settingsApi.util.prefetch('getComingSoonStatus', undefined, {}));
  void store.dispatch(settingsApi.util.prefetch('getSite', undefined, {}));
  void import('react-dom/client').then(({ createRoot }) =>
    createRoot(root).render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    ),
  );
}

/**
 * The server sent this page's HTML (scripts/prerender.mjs, or the server's own render when an
 * administrator has changed the organisation details or published the page): once its code is
 * here, hydrate it.
 */
async function hydratePrerendered() {
  const signedIn = hasSignedInHintSoon();
  await nextTask();
  // The page's chunks are already on their way (the page's modulepreload links): importing them,
  // through Vite's preload helper, takes a task of its own.
  const pageCode = preloadRoute(window.location.pathname);
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const store = makeStore();
  if (dark) store.dispatch(colorModeChanged('dark'));
  await nextTask();
  appTheme(dark ? 'dark' : 'light');
  await nextTask();
  // The first render must equal the server's, made with the details the page carries and every other
  // request pending: so the details go in the store first, and the app's other requests start from
  // the components' effects, after hydration, and then update the page.
  const site = readEmbeddedSiteDetails(document);
  if (site) fillSiteDetails(store, site);
  await nextTask();
  const page = readEmbeddedPage(document);
  if (page) fillPageContent(store, page);
  await nextTask();
  // A page of the newsletter archive carries the archive's answer (app/embeddedNewsletterArchive.ts,
  // NEWSLETTER_ARCHIVE_ELEMENT_ID): its code loads with the page's, and only there.
  const archive = document.getElementById('newsletter-archive')
    ? import('./app/embeddedNewsletterArchive').then((embedded) =>
        embedded.fillEmbeddedNewsletterArchive(store, document),
      )
    : undefined;
  // Two answers the page itself gives: the server sends prerendered pages only while coming-soon
  // mode is off, and a visitor without the signed-in hint is nobody. In the store before hydrating,
  // they spare the freshly hydrated page two requests' worth of whole-page re-renders (an update of
  // the store re-renders at once, unsliced). The setting is polled as on any page.
  store.dispatch(
    settingsApi.util.upsertQueryEntries([
      { endpointName: 'getComingSoonStatus', arg: undefined, value: { enabled: false } },
    ]),
  );
  if (!(await signedIn))
    store.dispatch(
      authApi.util.upsertQueryEntries([
        { endpointName: 'getCurrentUser', arg: undefined, value: null },
      ]),
    );
  // Hydrated as a transition: React then works through the page in slices of a few milliseconds,
  // yielding to the browser between them, instead of in one task that blocks input for the whole
  // page (Lighthouse's total blocking time; a click meanwhile hydrates its target first).
  await Promise.all([pageCode, archive]).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} prerendered />
      </StrictMode>,
    );
  });
}
