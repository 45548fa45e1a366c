import '@fontsource/atkinson-hyperlegible-next/latin-400.css';
import '@fontsource/atkinson-hyperlegible-next/latin-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authApi } from './api/auth';
import { settingsApi } from './api/settings';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';

const store = makeStore();
// Start the app gate's requests and the page's code together, before the first render.
void store.dispatch(authApi.util.prefetch('getCurrentUser', undefined, {}));
void store.dispatch(settingsApi.util.prefetch('getComingSoonStatus', undefined, {}));
void store.dispatch(settingsApi.util.prefetch('getSite', undefined, {}));
preloadRoute(window.location.pathname).catch(() => {
  // The render retries the download and shows the error page if it fails again.
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
