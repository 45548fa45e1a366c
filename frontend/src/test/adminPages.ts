import type { AdminPage, PageSummary } from '@bb/shared/pages/admin';
import { checkContent } from '@bb/shared/pages/checks';
import { DEFAULT_PAGES } from '@bb/shared/pages/defaults';
import {
  PAGE_DEFINITIONS,
  PAGE_SLUGS,
  type PageContent,
  type PageSlug,
} from '@bb/shared/pages/registry';
import type { z } from 'zod';

/** The admin list of the pages, as a fresh database answers it. */
export function pageSummaries(overrides: Partial<Record<PageSlug, Partial<PageSummary>>> = {}) {
  return PAGE_SLUGS.map((slug): PageSummary => ({
    slug,
    title: PAGE_DEFINITIONS[slug].title,
    path: PAGE_DEFINITIONS[slug].path,
    state: 'published',
    version: 1,
    updatedAt: '2026-11-01T09:00:00.000Z',
    updatedBy: null,
    publishedAt: null,
    publishedBy: null,
    scheduledAt: null,
    ...overrides[slug],
  }));
}

/** GET /api/admin/pages/{slug}'s answer: the default document, no draft, unless given. */
export function adminPage<S extends PageSlug>(
  slug: S,
  overrides: Partial<Omit<AdminPage, 'draft' | 'published'>> & {
    draft?: PageContent<S> | null;
    published?: PageContent<S>;
  } = {},
): AdminPage {
  const published = overrides.published ?? structuredClone(DEFAULT_PAGES[slug]);
  const draft = overrides.draft ?? null;
  const schema = PAGE_DEFINITIONS[slug].schema as unknown as z.ZodType;
  return {
    ...pageSummaries()[PAGE_SLUGS.indexOf(slug)],
    ...overrides,
    state: draft ? 'draft' : 'published',
    published: published as AdminPage['published'],
    draft: draft as AdminPage['draft'],
    checks: checkContent(schema, draft ?? published),
    draftRestoredFrom: overrides.draftRestoredFrom ?? null,
    scheduled: overrides.scheduled ?? null,
    scheduledAt: overrides.scheduledAt ?? overrides.scheduled?.at ?? null,
    review: overrides.review ?? null,
  };
}
