import { settingsApi, type SiteDetails } from '../api/settings';
import type { AppStore } from './store';

/**
 * The organisation details a served page was rendered with travel in the page itself, as
 * non-executable JSON (`<script type="application/json" id="site-details">`): the server render
 * (entry-server.tsx, at build time and in the backend when an administrator has changed them) writes
 * it, and main.tsx puts it in the store before hydrating, so the first render in the browser shows
 * exactly what the server sent (no flash of other values, no hydration mismatch) and needs no
 * GET /api/site. The Content-Security-Policy does not apply to it: a JSON script is never run.
 */
export const SITE_DETAILS_ELEMENT_ID = 'site-details';

/**
 * The JSON script element for `site`. `<` is written as `\u003c` (still the same JSON), so no value,
 * however odd (`</script>`, `<!--`), can end the element early or change how the HTML is parsed.
 */
export function siteDetailsScript(site: SiteDetails): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_DETAILS_ELEMENT_ID}">${json}</script>`;
}

/** The details a page carries (siteDetailsScript), or undefined when it carries none or garbage. */
export function readEmbeddedSiteDetails(doc: Document): SiteDetails | undefined {
  const text = doc.getElementById(SITE_DETAILS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as SiteDetails).organizationName === 'string' &&
      Array.isArray((value as SiteDetails).socialLinks)
    )
      return value as SiteDetails;
  } catch {
    // Not JSON: the app asks GET /api/site as it does on a page without details.
  }
  return undefined;
}

/** Puts the details in the store as GET /api/site's answer (tagged 'Site', so an edit refetches). */
export function fillSiteDetails(store: AppStore, site: SiteDetails): void {
  store.dispatch(
    settingsApi.util.upsertQueryEntries([{ endpointName: 'getSite', arg: undefined, value: site }]),
  );
}
