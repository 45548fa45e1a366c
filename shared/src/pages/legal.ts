import { z } from 'zod';
import { fieldMeta, group, richText, text } from './fields';

/**
 * Parts the two legal documents' schemas share (/privacy and /terms): their title and dates, and
 * their sections, each an h2 that the table of contents links to by its anchor.
 */

/** The title (the page's h1), the dates under it, the introduction and the contents' heading. */
export function legalHeader() {
  return group('Title and dates', {
    title: text('Title', { limit: 60, help: "The document's main heading (h1)." }),
    lastUpdated: text('Last updated', {
      limit: 60,
      help: 'The line under the title, e.g. "Last updated January 15, 2025". Change it with every update.',
    }),
    effective: text('Effective', {
      limit: 60,
      optional: true,
      help: 'A second line under the title, e.g. "Effective January 15, 2025"; none when empty.',
    }),
    intro: richText('Introduction', { limit: 600, help: 'The text above the table of contents.' }),
    contentsHeading: text('Contents heading', {
      limit: 40,
      help: 'The heading of the table of contents (h2).',
    }),
  });
}

const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fragment of a section's link (`#cookies`): lower-case letters, digits and hyphens. */
export function anchor() {
  return z
    .string()
    .max(60, 'An anchor can be at most 60 characters long.')
    .regex(ANCHOR, 'Use lower-case letters, digits and hyphens only, e.g. "dispute-resolution".')
    .register(fieldMeta, {
      kind: 'text',
      label: 'Anchor',
      limit: 40,
      help: 'The #fragment the table of contents (and links from elsewhere) use to reach this section: lower-case letters, digits and hyphens. Links to the old one stop working when it changes.',
    });
}

/** A numbered section's own fields: its heading, its anchor and its text. */
export function legalSectionFields() {
  return {
    title: text('Heading', {
      limit: 60,
      help: 'The section heading (h2) and its entry in the table of contents, with its number where the document numbers them ("1. Acceptance of Terms").',
    }),
    anchor: anchor(),
    body: richText('Text', {
      limit: 3_000,
      subheadings: true,
      help: 'Subheadings (### ) are h3 under the section heading.',
    }),
  };
}

/**
 * The sections of a legal document, in order (an item's fields: `legalSectionFields()` and any
 * more), whose anchors must differ.
 */
export function legalSections<Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) {
  const maxItems = 20;
  return z
    .array(item)
    .max(maxItems, `Sections can have at most ${maxItems} items.`)
    .refine(
      (sections) =>
        new Set(sections.map((section) => (section as { anchor: string }).anchor)).size ===
        sections.length,
      'Two sections have the same anchor: give each its own.',
    )
    .register(fieldMeta, {
      kind: 'list',
      label: 'Sections',
      itemLabel: 'Section',
      itemTitle: 'title',
      maxItems,
      help: 'In order; the table of contents lists them all.',
    });
}
