import type { z } from 'zod';
import { checkContent, type ContentCheck } from './checks';
import { validateDocument, type DocumentErrors } from './documents';
import type { SiteDetails } from '../site';

/** What publishing a draft would find (`publishReview`). */
export type PublishReview<T> =
  /** The schema refuses the document: each field error blocks (path → message). */
  | { ok: false; errors: DocumentErrors }
  /** The parsed document and what the accessibility checks find in it; `blocking`: the errors. */
  | { ok: true; value: T; checks: ContentCheck[]; blocking: ContentCheck[] };

/**
 * The one rule of a publish, for the server's publish (and a scheduled one) and the admin panel's
 * Publish and Schedule dialogs, which show it before anything is confirmed: the draft must be valid
 * (`validateDocument`), and the accessibility checks of the parsed document (`checkContent`) must
 * find no error; their warnings do not block. Links that name organisation details are checked with
 * `site`'s filled in.
 */
export function publishReview<T>(
  schema: z.ZodType<T>,
  draft: unknown,
  site?: SiteDetails,
): PublishReview<T> {
  const parsed = validateDocument(schema, draft);
  if (!parsed.ok) return parsed;
  const checks = checkContent(schema, parsed.value, site);
  return {
    ok: true,
    value: parsed.value,
    checks,
    blocking: checks.filter((check) => check.severity === 'error'),
  };
}
