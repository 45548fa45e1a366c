import {
  newsletterArchiveApi,
  type ArchivedCampaign,
  type ArchivedCampaignDetail,
} from '../api/newsletterArchive';
import type { AppStore } from './store';

/**
 * A served page of the newsletter archive carries the answer it was rendered with, like an editable
 * page its document (embeddedPageContent.ts): `<script type="application/json"
 * id="newsletter-archive">`, written by the server render (entry-server.tsx, in the backend: the
 * archive changes without a build) and put in the store by main.tsx before hydrating. main.tsx looks
 * for the element by this id and loads this module only when it is there, so the other public pages
 * carry none of its code.
 */
export const NEWSLETTER_ARCHIVE_ELEMENT_ID = 'newsletter-archive';

/**
 * The archive's list (`/newsletter`), or one issue (`/newsletter/{slug}`; null: not in the archive,
 * the page's "not found" state).
 */
export type EmbeddedArchive =
  { list: ArchivedCampaign[] } | { slug: string; issue: ArchivedCampaignDetail | null };

/** The JSON script element for the archive's answer (`<` escaped, as for the details). */
export function newsletterArchiveScript(archive: EmbeddedArchive): string {
  const json = JSON.stringify(archive).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${NEWSLETTER_ARCHIVE_ELEMENT_ID}">${json}</script>`;
}

function isEmbeddedArchive(value: unknown): value is EmbeddedArchive {
  if (!value || typeof value !== 'object') return false;
  if ('list' in value) return Array.isArray(value.list);
  return (
    'slug' in value &&
    typeof value.slug === 'string' &&
    'issue' in value &&
    (value.issue === null || typeof value.issue === 'object')
  );
}

/** The archive's answer a page carries, or undefined when it carries none or garbage. */
export function readEmbeddedArchive(doc: Document): EmbeddedArchive | undefined {
  const text = doc.getElementById(NEWSLETTER_ARCHIVE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (isEmbeddedArchive(value)) return value;
  } catch {
    // Not JSON: the page asks the API.
  }
  return undefined;
}

/** Puts the archive's answer in the store as the API's answer. */
export function fillNewsletterArchive(store: AppStore, archive: EmbeddedArchive): void {
  store.dispatch(
    'list' in archive
      ? newsletterArchiveApi.util.upsertQueryEntries([
          { endpointName: 'getNewsletterArchive', arg: undefined, value: archive.list },
        ])
      : newsletterArchiveApi.util.upsertQueryEntries([
          { endpointName: 'getNewsletterIssue', arg: archive.slug, value: archive.issue },
        ]),
  );
}

/** Reads the answer the page carries and puts it in the store (main.tsx, before hydrating). */
export function fillEmbeddedNewsletterArchive(store: AppStore, doc: Document): void {
  const archive = readEmbeddedArchive(doc);
  if (archive) fillNewsletterArchive(store, archive);
}
