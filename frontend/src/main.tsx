import './fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { authApi, hasSignedInHint, hintSaysDark } from './api/auth';
import { settingsApi } from './api/settings';
import { App } from './app/App';
import { fillSiteDetails, readEmbeddedSiteDetails } from './app/embeddedSiteDetails';
import { fillPageContent, readEmbeddedPage } from './app/embeddedPageContent';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import { colorModeChanged } from './app/uiSlice';

const store = makeStore();
const root = document.getElementById('root') as HTMLElement;
const prerendered = root.hasAttribute('data-prerendered');

// The colour mode of the first render: a prerendered page's own (the server renders it dark for a
// member whose signed-in hint says Dark Mode, and marks #root), so that hydration matches it; else
// the hint's. It follows the member's settings once they have loaded (SignedInColorMode).
const dark = prerendered ? root.getAttribute('data-color-mode') === 'dark' : hintSaysDark();
if (dark) store.dispatch(colorModeChanged('dark'));

if (prerendered) {
  // In a task of its own, after the one that evaluated the app's code (on a slow phone both are long
  // enough to block input; each counts once). The page's chunks are already on their way meanwhile
  // (the page's modulepreload links).
  setTimeout(hydratePrerendered, 0);
} else {
  // Start the app gate's requests and the page's code together, before the first render.
  const pageCode = preloadRoute(window.location.pathname);
  void store.dispatch(authApi.util.prefetch('getCurrentUser', undefined, {}));
  void store.dispatch(settingsApi.util.prefetch('getComingSoonStatus', undefined, {}));
  void store.dispatch(settingsApi.util.prefetch('getSite', undefined, {}));
  pageCode.catch(() => {
    // The render retries the download and shows the error page if it fails again.
  });
  createRoot(root).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
}

/**
 * The server sent this page's HTML (scripts/prerender.mjs, or the server's own render when an
 * administrator has changed the organisation details or published the page): once its code is
 * here, hydrate it.
 */
function hydratePrerendered() {
  const pageCode = preloadRoute(window.location.pathname);
  // The first render must equal the server's, made with the details the page carries and every other
  // request pending: so the details go in the store first, and the app's other requests start from
  // the components' effects, after hydration, and then update the page.
  const site = readEmbeddedSiteDetails(document);
  if (site) fillSiteDetails(store, site);
  const page = readEmbeddedPage(document);
  if (page) fillPageContent(store, page);
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
  if (!hasSignedInHint())
    store.dispatch(
      authApi.util.upsertQueryEntries([
        { endpointName: 'getCurrentUser', arg: undefined, value: null },
      ]),
    );
  // Hydrated as a transition: React then works through the page in slices of a few milliseconds,
  // yielding to the browser between them, instead of in one task that blocks input for the whole
  // page (Lighthouse's total blocking time; a click meanwhile hydrates its target first).
  void Promise.all([pageCode, archive]).finally(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App store={store} prerendered />
        </StrictMode>,
      );
    }),
  );
}
