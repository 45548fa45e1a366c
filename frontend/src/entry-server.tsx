import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/App';
import { preloadRoute, PUBLIC_PATHS } from './app/routes';
import { makeStore } from './app/store';

export { PUBLIC_PATHS };

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags with the critical CSS of that markup. */
  styles: string;
}

/**
 * Renders one public page as the browser's first render will (an empty store: requests pending,
 * the organisation's default details), with the CSS it needs. Used by scripts/prerender.mjs.
 */
export async function render(location: string): Promise<RenderedPage> {
  await preloadRoute(location);
  const store = makeStore();
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <App store={store} emotionCache={cache} location={location} prerendered />,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles };
}
