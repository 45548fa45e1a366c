import type { PageSchedule } from '../schedule';
import type { ContentCheck } from './checks';
import type { PageContent, PageSlug } from './registry';
import type { Review } from '../reviews';

/** A page as the admin panel lists it (GET /api/admin/pages). */
export interface PageSummary {
  slug: PageSlug;
  title: string;
  path: string;
  /** draft: a saved draft is waiting to be published. */
  state: 'published' | 'draft';
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  /** When the draft is scheduled to publish (UTC); null: not scheduled. */
  scheduledAt: string | null;
}

/** A page as its editor loads it (GET /api/admin/pages/{slug}). */
export interface AdminPage extends PageSummary {
  published: PageContent<PageSlug>;
  /** The saved draft; null when there is none (the editor starts from `published`). */
  draft: PageContent<PageSlug> | null;
  /** What the accessibility checks find in the draft (or the published document without one). */
  checks: ContentCheck[];
  /** The number of the revision the draft was restored from (null: none). */
  draftRestoredFrom: number | null;
  /** The draft's scheduled publish (it publishes the draft as saved then); null: none. */
  scheduled: PageSchedule | null;
  /**
   * The page's latest review (issue 45): waiting, declined or withdrawn; null when none, or when it
   * was approved and nothing was submitted since.
   */
  review: Review | null;
}
