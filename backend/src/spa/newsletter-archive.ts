import type { ArchivedCampaign, ArchivedCampaignDetail } from '@bb/shared/newsletter';

/** The archive's list page; an issue is `${ARCHIVE_PATH}/{slug}`. */
export const ARCHIVE_PATH = '/newsletter';

/**
 * What an archive page is rendered with, as the frontend carries it for hydration
 * (frontend/src/app/embeddedNewsletterArchive.ts): the list, or one issue (null: not in the archive).
 */
export type EmbeddedArchive =
  { list: ArchivedCampaign[] } | { slug: string; issue: ArchivedCampaignDetail | null };

/** An archive page to render: its data, and whether it is a page at all (else a 404). */
export interface ArchivePage {
  archive: EmbeddedArchive;
  found: boolean;
}

/** Where the archive's data comes from (the newsletter-campaigns module, wired in app.setup.ts). */
export interface ArchiveSource {
  /** The public content version (PublicAnswers): it changes with every change to the archive. */
  version(): Promise<string>;
  /** The published, sent campaigns, newest first. */
  list(): Promise<ArchivedCampaign[]>;
  /** One of them (null when it is not in the archive). */
  issue(slug: string): Promise<ArchivedCampaignDetail | null>;
  /** Whether `slug` has the shape of an issue's address (other words under /newsletter/ are not). */
  isSlug(slug: string): boolean;
}

/** Issues kept in memory at most (the most recently asked for). */
const ISSUES_MAX = 64;

interface Kept<T> {
  version: string;
  value: Promise<T>;
}

/**
 * The data of the archive's pages, kept while the public content version holds: each request costs
 * the version check it shares with the public answers (one tiny query for all requests waiting), and
 * the list or an issue is read again only after a campaign entered, left or changed in the archive
 * (migration 1733660000000-NewsletterArchiveVersion). Never stale: a kept value is used only when it
 * was read after a check that saw the current version. An address that is no issue of the list costs
 * no query of its own.
 */
export class NewsletterArchiveData {
  private list?: Kept<ArchivedCampaign[]>;
  private readonly issues = new Map<string, Kept<ArchivedCampaignDetail | null>>();

  constructor(private readonly source: ArchiveSource) {}

  /**
   * The archive page at `pagePath` (lower-cased, without a trailing slash), or undefined when the
   * path is not one (`/newsletter/unsubscribe` and the like: the app's own routes).
   */
  async page(pagePath: string): Promise<ArchivePage | undefined> {
    if (pagePath === ARCHIVE_PATH) {
      const version = await this.source.version();
      return { archive: { list: await this.listAt(version) }, found: true };
    }
    if (!pagePath.startsWith(`${ARCHIVE_PATH}/`)) return undefined;
    const slug = pagePath.slice(ARCHIVE_PATH.length + 1);
    if (slug.includes('/') || slug.length > 120 || !this.source.isSlug(slug)) return undefined;
    const version = await this.source.version();
    const listed = (await this.listAt(version)).some((issue) => issue.slug === slug);
    const issue = listed ? await this.issueAt(slug, version) : null;
    return { archive: { slug, issue }, found: issue !== null };
  }

  private listAt(version: string): Promise<ArchivedCampaign[]> {
    if (this.list?.version !== version) {
      const value = this.source.list();
      const kept = { version, value };
      this.list = kept;
      // A failed read is not kept: the next request reads again.
      value.catch(() => {
        if (this.list === kept) this.list = undefined;
      });
    }
    return this.list.value;
  }

  private issueAt(slug: string, version: string): Promise<ArchivedCampaignDetail | null> {
    let kept = this.issues.get(slug);
    if (kept?.version === version) {
      // Most recently used last: the oldest entry is the one dropped.
      this.issues.delete(slug);
    } else {
      const value = this.source.issue(slug);
      const fresh = { version, value };
      kept = fresh;
      value.catch(() => {
        if (this.issues.get(slug) === fresh) this.issues.delete(slug);
      });
      if (this.issues.size >= ISSUES_MAX)
        this.issues.delete(this.issues.keys().next().value as string);
    }
    this.issues.set(slug, kept);
    return kept.value;
  }
}
