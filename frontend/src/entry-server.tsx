import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { api } from './api/base';
import { DEFAULT_SITE, type SiteDetails } from './api/settings';
import { StaticRouter } from 'react-router-dom';
import { App, AppProviders } from './app/App';
import { meetingDeferred, type MetDeferred } from './features/inquiries/Deferred';
import { PostedFormContext } from './features/inquiries/postedForm';
import type { PostedForm } from '@bb/shared/inquiry-forms';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import { pageSlugOfPath } from '@bb/shared/pages/registry';
import { fillSiteDetails, siteDetailsScript } from './app/embeddedSiteDetails';
import { fillContent } from '@bb/shared/pages/placeholders';
import { fillPageContent, pageContentScript, type EmbeddedPage } from './app/embeddedPageContent';
import {
  fillNewsletterArchive,
  newsletterArchiveScript,
  type EmbeddedArchive,
} from './app/embeddedNewsletterArchive';
import { preloadRoute, PUBLIC_PATHS } from './app/routes';
import { makeStore } from './app/store';
import type { ColorMode } from './app/theme';
import { colorModeChanged } from './app/uiSlice';

export { DEFAULT_SITE, PUBLIC_PATHS };

/**
 * The templates of the newsletter archive's pages (dist/prerendered/templates/<file>.html): the
 * build renders them with an empty archive, for their head, scripts and regions; the backend renders
 * each archive page from its data into its template's regions (backend/src/spa), never sending a
 * template as it is.
 */
export const ARCHIVE_TEMPLATES: readonly {
  file: string;
  location: string;
  archive: EmbeddedArchive;
}[] = [
  { file: 'newsletter', location: '/newsletter', archive: { list: [] } },
  {
    file: 'newsletter-issue',
    location: '/newsletter/0000-00',
    archive: { slug: '0000-00', issue: null },
  },
];

export interface RenderedPage {
  /** The <title>, <meta> and <link> tags of the page (React emits them first): they go in <head>. */
  head: string;
  /** The markup of #root. */
  html: string;
  /** <style> tags with the critical CSS of that markup. */
  styles: string;
  /**
   * The details (and the page's document) the page was rendered with, as JSON script elements for
   * main.tsx (after #root).
   */
  data: string;
}

/** The default document of the editable page at `location`, if it is one. */
export function defaultPage(location: string): EmbeddedPage | undefined {
  const slug = pageSlugOfPath(
    location
      .split(/[?#]/)[0]
      .replace(/(.)\/+$/, '$1')
      .toLowerCase(),
  );
  return slug ? { slug, content: DEFAULT_PAGES[slug] } : undefined;
}

/**
 * A style tag with the rules Emotion has but the page's markup does not use, which the critical CSS
 * leaves out but the browser would otherwise compile and insert itself, in long tasks:
 * - the rules of the forms the page defers near its top (rendered for them in `render`);
 * - the rules of composed components' own classes: a component styled from another styled component
 *   (MUI's `ButtonRoot` from `ButtonBase`) has its class merged into its child's, so no element
 *   carries it, yet hydration computes it again (about 90 rules on a public page, tens of
 *   milliseconds of the hydration's commit on a slow phone).
 * Listed in a style tag, with their rules, they are known to Emotion from the start. No element of
 * the page uses them, so the tag goes after #root, out of the way of the first paint.
 */
function unusedRules(
  cache: EmotionCache,
  critical: { styles: readonly { ids: readonly string[] }[] },
): string {
  const listed = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(cache.inserted).filter(
    (id) =>
      !listed.has(id) &&
      typeof cache.inserted[id] === 'string' &&
      cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  if (composed.length === 0) return '';
  const css = composed.map((id) => cache.inserted[id] as string).join('');
  return `<style data-emotion="${cache.key} ${composed.join(' ')}">${css}</style>`;
}

/** The title, meta and link tags React emits first in the markup: they belong in <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Renders one public page as the browser's first render will: the organisation's details in the
 * store (as main.tsx puts them there from `data`), every other request pending, with the CSS it
 * needs, in the colour mode given (main.tsx starts in the same one: #root's `data-color-mode`,
 * which the caller writes). Used by scripts/prerender.mjs with the default details (light), and by
 * the backend (backend/src/spa/ssr-renderer.ts) with an administrator's edited ones, or dark for a
 * member with Dark Mode on. An editable page is rendered with `page`, its document: by default the
 * default document (the build), else the published one or an administrator's draft (the backend).
 * A page of the newsletter archive is rendered with `archive`, its answer (the backend's data).
 * A page answering an inquiry form's plain post is rendered with `posted` (the backend's
 * spa.formPage sends it without scripts): the form shows its problems, or its confirmation.
 */
export async function render(
  location: string,
  site: SiteDetails = DEFAULT_SITE,
  colorMode: ColorMode = 'light',
  page: EmbeddedPage | undefined = defaultPage(location),
  archive?: EmbeddedArchive,
  posted?: PostedForm,
): Promise<RenderedPage> {
  await preloadRoute(location);
  const store = makeStore();
  fillSiteDetails(store, site);
  // The page shows (and carries, for main.tsx) its document with the placeholders filled: the public
  // pages' code does not fill them (GET /api/pages/{slug} answers filled documents too).
  const shown = page && { slug: page.slug, content: fillContent(page.content, site) };
  if (shown) fillPageContent(store, shown);
  if (archive) fillNewsletterArchive(store, archive);
  store.dispatch(colorModeChanged(colorMode === 'dark' ? 'dark' : 'light'));
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const deferred: MetDeferred[] = [];
  const markup = meetingDeferred(
    (met) => deferred.push(met),
    () =>
      renderToString(
        <PostedFormContext.Provider value={posted}>
          <App store={store} emotionCache={cache} location={location} prerendered />
        </PostedFormContext.Provider>,
      ),
  );
  // The forms the page defers near its top (skeletons in its markup, `stylesWithPage`: /contact's)
  // are rendered too, into the same cache, for their rules only (unusedRules sends them): when a
  // form's code arrives, the browser would otherwise compile and insert its hundred-odd rules in the
  // one task that shows it (about 100 ms at Lighthouse's 4x slowdown on /contact).
  for (const { component: Component, props } of deferred) {
    await Component.preload();
    renderToString(
      <AppProviders store={store} emotionCache={cache}>
        <StaticRouter location={location}>
          <Component {...props} />
        </StaticRouter>
      </AppProviders>,
    );
  }
  // The filled entry has no subscriber, so RTK Query set a timer to drop it after
  // keepUnusedDataFor (300 s): clear it, or it would hold the store (and keep the prerender's
  // process alive) for five minutes after the render.
  store.dispatch(api.util.resetApiState());
  const critical = emotion.extractCriticalToChunks(markup);
  const styles = emotion.constructStyleTagsFromChunks(critical);
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const data =
    unusedRules(cache, critical) +
    siteDetailsScript(site) +
    (shown ? pageContentScript(shown) : '') +
    (archive ? newsletterArchiveScript(archive) : '');
  return { head, html: markup.slice(head.length), styles, data };
}
