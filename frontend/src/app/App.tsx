import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppThemeProvider } from './AppThemeProvider';
import { AppRoutes } from './routes';
import type { AppStore } from './store';
import { useUserScopedDataReset } from './useUserScopedDataReset';

interface AppProvidersProps {
  store: AppStore;
  /** An Emotion cache of its own (a server render collects the critical CSS through it). */
  emotionCache?: EmotionCache;
  children: ReactNode;
}

/** What the signed-in user's changes do to the whole store (renders nothing). */
function SignedInUserEffects() {
  useUserScopedDataReset();
  return null;
}

/** Store, theme and (optionally) Emotion cache: everything around the router. */
export function AppProviders({ store, emotionCache, children }: AppProvidersProps) {
  const tree = (
    <Provider store={store}>
      <SignedInUserEffects />
      <AppThemeProvider>{children}</AppThemeProvider>
    </Provider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{tree}</CacheProvider> : tree;
}

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  /**
   * Render this one location (a server render, with a StaticRouter) instead of following the
   * browser's address bar. Await `preloadRoute(location)` first so that no page suspends.
   */
  location?: string;
  /**
   * The page's HTML was rendered at build time (scripts/prerender.mjs) and is being hydrated: the
   * first render must equal it, so the app gate shows the page while the user and settings load.
   */
  prerendered?: boolean;
}

/** The whole app: the browser entry (main.tsx) and a server entry both render this. */
export function App({ location, prerendered = false, ...providers }: AppProps) {
  return (
    <AppProviders {...providers}>
      {location === undefined ? (
        <BrowserRouter>
          <AppRoutes prerendered={prerendered} />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <AppRoutes prerendered={prerendered} />
        </StaticRouter>
      )}
    </AppProviders>
  );
}
