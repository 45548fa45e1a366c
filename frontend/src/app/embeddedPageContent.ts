import type { PageContent, PageSlug } from '@bb/shared/pages/registry';
import { pagesApi } from '../api/pages';
import type { AppStore } from './store';

/**
 * A served public page carries the document it was rendered with, like the organisation details
 * (embeddedSiteDetails.ts): `<script type="application/json" id="page-content">{slug, content}`,
 * which main.tsx puts in the store before hydrating, so the first render equals the server's and
 * needs no GET /api/pages/{slug}.
 */
export const PAGE_CONTENT_ELEMENT_ID = 'page-content';

export interface EmbeddedPage {
  slug: PageSlug;
  content: PageContent<PageSlug>;
}

/** The JSON script element for a page's document (`<` escaped, as for the details). */
export function pageContentScript(page: EmbeddedPage): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CONTENT_ELEMENT_ID}">${json}</script>`;
}

/** The document a page carries, or undefined when it carries none or garbage. */
export function readEmbeddedPage(doc: Document): EmbeddedPage | undefined {
  const text = doc.getElementById(PAGE_CONTENT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as EmbeddedPage).slug === 'string' &&
      (value as EmbeddedPage).content &&
      typeof (value as EmbeddedPage).content === 'object'
    )
      return value as EmbeddedPage;
  } catch {
    // Not JSON: the page asks GET /api/pages/{slug}.
  }
  return undefined;
}

/** Puts a page's document in the store as GET /api/pages/{slug}'s answer. */
export function fillPageContent(store: AppStore, page: EmbeddedPage): void {
  store.dispatch(
    pagesApi.util.upsertQueryEntries([
      { endpointName: 'getPage', arg: page.slug, value: page.content },
    ]),
  );
}
